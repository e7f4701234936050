import { hydrate, type DehydratedState } from '@tanstack/react-query'
import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { Router } from 'wouter'
import { formatMoney } from '#shared/money.ts'
import { applyStoredLanguage, currentLanguage } from '#client/lib/i18n.ts'
import { pageBootstrap } from '#client/lib/page-bootstrap.ts'
import { applyStoredCurrency } from '#client/lib/preferred-currency.ts'
import { queryClient } from '#client/lib/query-client.ts'
import { nextTask, whenIdle } from '#client/lib/tasks.ts'
import { App } from './app.tsx'
import { findPageRoute, notFoundPage } from './pages.tsx'

// The app's last steps of starting in the browser (src/client/main.tsx takes them one task at a
// time): the page's code, its data, then hydrating or rendering; what the first view does not
// need waits until the page has started.

// The same tree the server renders (it wraps the app in a Router set to the request's path).
const app = (
  <StrictMode>
    <Router>
      <App />
    </Router>
  </StrictMode>
)

/** Loads the code of the page at `path`, so the first render finds it instead of suspending. */
export function loadPage(path: string): Promise<void> {
  const { route } = findPageRoute(path)
  return (route?.page ?? notFoundPage).preload()
}

/** Puts the data the server rendered the page with into the query cache. */
export function hydrateData(queries: DehydratedState): void {
  hydrate(queryClient, queries)
}

/**
 * The browser builds its number formatting the first time any is asked for (tens of milliseconds
 * on a cheap phone): asked here, in a task of its own, it is not part of a hydration slice.
 */
export function prepareFormatting(): void {
  formatMoney('0', pageBootstrap()?.currency ?? 'ETB', currentLanguage())
}

/**
 * Makes the server's HTML interactive. As a transition, so React hydrates in slices that yield
 * to the browser between them (an input meanwhile still hydrates its part of the page first).
 */
export function hydrateApp(root: HTMLElement): void {
  startTransition(() => {
    hydrateRoot(root, app)
  })
}

/** Renders a page the server did not render (the signed-in and personal pages). */
export function renderApp(root: HTMLElement): void {
  createRoot(root).render(app)
}

/**
 * What the first view does not need, once the page has started: each in a task of its own, the
 * visitor's stored choices and the service worker when the main thread is idle.
 */
export function afterStart({ hydrated }: { hydrated: boolean }): void {
  // Cart and wishlist changes left unsent by an earlier page (offline): loaded after the first
  // screen, as only a few visits have any.
  void nextTask()
    .then(() => import('./offline-changes.ts'))
    .then(({ setUpOfflineChanges }) => setUpOfflineChanges(queryClient))
  // An affiliate's link (?ref=CODE) on any page: the code is kept for checkout; the helper loads
  // only for such an address.
  if (new URLSearchParams(window.location.search).has('ref')) {
    void import('#client/lib/referral.ts').then(({ rememberReferral }) =>
      rememberReferral(window.location.search),
    )
  }
  // A hydrated page shows the language and currency the server chose; a choice stored in this
  // browser before the server knew of it applies now (rendered pages read storage themselves).
  if (hydrated) {
    whenIdle(() => {
      applyStoredLanguage()
      applyStoredCurrency()
    })
  }
  // The worker downloads the app shell to keep it: not while the page itself is still loading.
  const registerWorker = () =>
    whenIdle(() => {
      void import('#client/lib/service-worker.ts').then(({ registerServiceWorker }) =>
        registerServiceWorker(),
      )
    }, 5000)
  if (document.readyState === 'complete') registerWorker()
  else window.addEventListener('load', registerWorker, { once: true })
}
