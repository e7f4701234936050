/** Up to two letters for an avatar; Array.from keeps characters outside the BMP whole. */
export function initials(firstName: string, lastName: string): string {
  const first = Array.from(firstName.trim())[0] ?? ''
  const last = Array.from(lastName.trim())[0] ?? ''
  return `${first}${last}`.toUpperCase() || '?'
}
