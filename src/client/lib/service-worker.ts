import { pageBootstrap } from './page-bootstrap.ts'

/**
 * Reads every screen needs (who is signed in, the currencies prices are shown in). A server-
 * rendered page arrives with their answers inline, so the browser never asks for them; once the
 * worker controls the page it asks once, so the worker keeps them for the pages opened offline.
 */
const SHELL_READS = ['/api/auth/me', '/api/currencies']
/** Once per visit (browser tab session), not on every page. */
const SHELL_READS_DONE = 'shell-reads-kept'

/**
 * Registers the service worker of a built client (scripts/pwa-options.ts), so pages once seen
 * open offline and the site can be installed. A new version waits until every tab of the old one
 * is closed, so a page is never reloaded under the user (a half-filled form stays as it is).
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  // The browser's own registration (no helper library to download): a new worker installs in the
  // background and waits until the old one's pages are closed.
  navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
    console.warn('service worker not registered', error)
  })
  if (!pageBootstrap()?.queries || sessionFlag(SHELL_READS_DONE)) return
  // Asked through the worker, so it keeps the answers: once it controls this page.
  const controlled = navigator.serviceWorker.controller
    ? Promise.resolve()
    : new Promise<void>((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), {
          once: true,
        }),
      )
  void controlled.then(() => {
    if (!navigator.onLine) return
    sessionFlag(SHELL_READS_DONE, true)
    for (const path of SHELL_READS) {
      // Read to the end, so the request completes (an unread body stays open).
      void fetch(path, { credentials: 'include', headers: { accept: 'application/json' } })
        .then((response) => response.arrayBuffer())
        .catch(() => undefined)
    }
  })
}

/** Reads (or sets) a flag for this tab's session; false where storage is unavailable. */
function sessionFlag(key: string, set?: true): boolean {
  try {
    if (set) sessionStorage.setItem(key, '1')
    return sessionStorage.getItem(key) === '1'
  } catch {
    return false
  }
}
