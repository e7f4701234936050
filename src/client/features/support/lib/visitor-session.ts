// The page-view tracker keeps the tab's session id under this key; FAQ votes of visitors use the
// same id, so one visit is one voter.
const SESSION_KEY = 'analyticsSessionId'

function newId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

let fallback: string | undefined

export function visitorSessionId(): string {
  try {
    const existing = sessionStorage.getItem(SESSION_KEY)
    if (existing) return existing
    const created = newId()
    sessionStorage.setItem(SESSION_KEY, created)
    return created
  } catch {
    fallback ??= newId()
    return fallback
  }
}
