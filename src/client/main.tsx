import './lib/zod-config.ts'
import './fonts/fonts.css'
import './index.css'
import { hydrate } from '@tanstack/react-query'
import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { Router } from 'wouter'
import { App } from './app/app.tsx'
import { findPageRoute, notFoundPage } from './app/pages.tsx'
import { applyStoredLanguage } from './lib/i18n.ts'
import { pageBootstrap } from './lib/page-bootstrap.ts'
import { applyStoredCurrency } from './lib/preferred-currency.ts'
import { queryClient } from './lib/query-client.ts'

// An affiliate's link (?ref=CODE) on any page: the code is kept for checkout; the helper loads
// only for such an address.
if (new URLSearchParams(window.location.search).has('ref')) {
  void import('./lib/referral.ts').then(({ rememberReferral }) =>
    rememberReferral(window.location.search),
  )
}

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

// The same tree the server renders (it wraps the app in a Router set to the request's path).
const app = (
  <StrictMode>
    <Router>
      <App />
    </Router>
  </StrictMode>
)

const bootstrap = pageBootstrap()
if (bootstrap?.queries) {
  // A server-rendered page: it has been painted already (its scripts load after the first paint)
  // and its data is here, so the first render in the browser is the server's HTML, made
  // interactive. The page's own chunk may still be loading; until it has, React keeps the
  // server's HTML of the page.
  hydrate(queryClient, bootstrap.queries)
  const { route } = findPageRoute(window.location.pathname)
  void (route?.page ?? notFoundPage).preload().catch(() => undefined)
  // In a task of its own, so starting the app and hydrating it do not block input as one; as a
  // transition, so React hydrates in slices that yield to the browser between them instead of in
  // one long task (an input meanwhile still hydrates its part of the page first).
  setTimeout(() => {
    startTransition(() => {
      hydrateRoot(root, app)
    })
    applyStoredLanguage()
    applyStoredCurrency()
  }, 0)
} else {
  createRoot(root).render(app)
  applyStoredCurrency()
}

// Cart and wishlist changes left unsent by an earlier page (offline): loaded after the first
// screen, as only a few visits have any.
void import('./app/offline-changes.ts').then(({ setUpOfflineChanges }) =>
  setUpOfflineChanges(queryClient),
)
void import('./lib/service-worker.ts').then(({ registerServiceWorker }) => registerServiceWorker())
