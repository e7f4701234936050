/**
 * The `?next=` target after signing in, only when it stays on this site (a path such as
 * "/products?x=1"); anything else, such as "//evil.example" or "https://…", falls back to "/".
 */
export function safeNextPath(
  next: string | null | undefined,
  origin = window.location.origin,
): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/'
  try {
    const url = new URL(next, origin)
    if (url.origin !== origin) return '/'
    return `${url.pathname}${url.search}${url.hash}`
  } catch {
    return '/'
  }
}
