// An affiliate's link (?ref=CODE on any page) is remembered in the browser for 30 days and sent
// with the next checkout. Loaded lazily by main.tsx only when the address carries a ref, and by
// the checkout form. The server ignores an unknown code, so nothing here needs to check it.

export const REFERRAL_KEY = 'selam-referral'
export const REFERRAL_DAYS = 30
const DAY_MS = 86_400_000
const CODE = /^[A-Za-z0-9_-]{1,50}$/

type Stored = { code: string; expiresAt: number }

/** Storage the helper uses; localStorage in the browser. */
export type ReferralStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

const browserStorage = (): ReferralStorage | undefined => {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage
  } catch {
    return undefined
  }
}

/** Keeps the ?ref= code of the address (the newest link wins); returns the code kept. */
export function rememberReferral(
  search: string,
  storage: ReferralStorage | undefined = browserStorage(),
  now = Date.now(),
): string | undefined {
  const code = new URLSearchParams(search).get('ref')?.trim()
  if (!storage || !code || !CODE.test(code)) return undefined
  const stored: Stored = { code, expiresAt: now + REFERRAL_DAYS * DAY_MS }
  try {
    storage.setItem(REFERRAL_KEY, JSON.stringify(stored))
  } catch {
    return undefined
  }
  return code
}

/** The remembered code while its 30 days last. */
export function storedReferral(
  storage: ReferralStorage | undefined = browserStorage(),
  now = Date.now(),
): string | undefined {
  if (!storage) return undefined
  try {
    const raw = storage.getItem(REFERRAL_KEY)
    if (!raw) return undefined
    const stored = JSON.parse(raw) as Partial<Stored>
    if (typeof stored.code !== 'string' || !CODE.test(stored.code)) return undefined
    if (typeof stored.expiresAt !== 'number' || stored.expiresAt <= now) {
      storage.removeItem(REFERRAL_KEY)
      return undefined
    }
    return stored.code
  } catch {
    return undefined
  }
}
