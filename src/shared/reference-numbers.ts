// Numbers people read out and type: `SM-YYMM-XXXX`, the month (UTC) and four characters without
// 0/O or 1/I/L, so a number read over the phone is not misheard. Orders and support tickets use it.

export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'

export const REFERENCE_NUMBER_PATTERN = /^SM-\d{4}-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{4}$/

/** The number in its stored form (upper case, trimmed), or null when it is not one. */
export function normalizeReferenceNumber(text: string): string | null {
  const upper = text.trim().toUpperCase()
  return REFERENCE_NUMBER_PATTERN.test(upper) ? upper : null
}

/** `SM-YYMM-` and four characters picked by `pick(alphabetLength)`. */
export function formatReferenceNumber(now: Date, pick: (size: number) => number): string {
  const yymm = `${String(now.getUTCFullYear() % 100).padStart(2, '0')}${String(now.getUTCMonth() + 1).padStart(2, '0')}`
  let suffix = ''
  for (let i = 0; i < 4; i++) suffix += REFERENCE_ALPHABET[pick(REFERENCE_ALPHABET.length)]
  return `SM-${yymm}-${suffix}`
}
