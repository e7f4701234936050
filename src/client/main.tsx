import './fonts/fonts.css'
import './index.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app.tsx'

// An affiliate's link (?ref=CODE) on any page: the code is kept for checkout; the helper loads
// only for such an address.
if (new URLSearchParams(window.location.search).has('ref')) {
  void import('./lib/referral.ts').then(({ rememberReferral }) =>
    rememberReferral(window.location.search),
  )
}

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
