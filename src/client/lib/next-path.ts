import { useLocation, useSearch } from 'wouter'

// Where to go after signing in or registering: `?next=` carries the page that asked for it. Only a
// path on this site is followed (no open redirect), and never back to the sign-in pages themselves.

/** The sign-in and register pages: never a `next` target, and never sent to sign in again. */
export const AUTH_PAGES = ['/login', '/register']

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
    if (AUTH_PAGES.includes(url.pathname)) return '/'
    return `${url.pathname}${url.search}${url.hash}`
  } catch {
    return '/'
  }
}

/** `/login?next=<path>` (or `/register?next=…`) for a page that needs an account. */
export function authHref(page: '/login' | '/register', next: string | null | undefined): string {
  if (!next) return page
  const target = safeNextPath(next, 'http://localhost')
  return target === '/' ? page : `${page}?next=${encodeURIComponent(target)}`
}

/** The page the browser is on, with its query: what `next` should bring the user back to. */
export function currentPath(): string {
  return `${window.location.pathname}${window.location.search}`
}

/**
 * The sign-in (or register) link for the page on screen: it brings the user back here. On the
 * sign-in pages themselves it passes their own `next` along.
 */
export function useAuthHref(page: '/login' | '/register'): string {
  const [location] = useLocation()
  const search = useSearch()
  if (AUTH_PAGES.includes(location)) return authHref(page, new URLSearchParams(search).get('next'))
  return authHref(page, search ? `${location}?${search}` : location)
}
