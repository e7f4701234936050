/**
 * Ethiopian mobile numbers in E.164 (+2519XXXXXXXX for Ethio telecom, +2517XXXXXXXX for
 * Safaricom). People write them as 09…, 07…, 9…, 2519… or +251 9…, with spaces, dashes or
 * brackets; all of these are one number, so it is stored and compared in one form.
 */
export const ETHIOPIAN_MOBILE_E164 = /^\+251[79]\d{8}$/

/** The number in E.164 (+2519…/+2517…), or null when it is not an Ethiopian mobile number. */
export function normalizeEthiopianPhone(value: string): string | null {
  const compact = value.trim().replace(/[\s\-().]/g, '')
  const match = /^(?:\+?251|0)?([79]\d{8})$/.exec(compact)
  return match ? `+251${match[1]}` : null
}

/** Whether a sign-in name looks like a phone number rather than an email address. */
export function looksLikePhone(value: string): boolean {
  return !value.includes('@') && /^[+\d\s\-().]+$/.test(value.trim())
}
