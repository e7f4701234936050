/**
 * A seller by the store's name ("Yirgacheffe Coffee House"), anyone else by their own ("Almaz
 * Bekele"); or the initials ("YC", "AB") with `initials`.
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
  return `${person.firstName} ${person.lastName}`.trim()
}
