import { i18n } from './i18n.ts'

/**
 * A seller by the store's name ("Yirgacheffe Coffee House"), anyone else by their own ("Almaz
 * Bekele"); or the initials ("YC", "AB") with `initials`. A deleted account reads as "Deleted user".
 */
export function participantName(
  person: { firstName: string; lastName: string; storeName?: string | null },
  initials = false,
): string {
  if (person.storeName) {
    if (!initials) return person.storeName
    const words = person.storeName.split(/\s+/).filter(Boolean)
    return words
      .slice(0, 2)
      .map((word) => word.charAt(0))
      .join('')
      .toUpperCase()
  }
  if (initials) {
    return `${person.firstName.charAt(0)}${person.lastName.charAt(0)}`.toUpperCase()
  }
  // A deleted account has no name left; it reads as a neutral "Deleted user".
  return `${person.firstName} ${person.lastName}`.trim() || i18n.t('deletedUser', { ns: 'common' })
}
