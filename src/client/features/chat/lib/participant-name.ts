/** "Almaz Bekele", or the initials "AB" with `initials`. */
export function participantName(
  person: { firstName: string; lastName: string },
  initials = false,
): string {
  if (initials) {
    return `${person.firstName.charAt(0)}${person.lastName.charAt(0)}`.toUpperCase()
  }
  return `${person.firstName} ${person.lastName}`.trim()
}
