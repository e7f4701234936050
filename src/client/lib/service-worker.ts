/// <reference types="vite-plugin-pwa/client" />
import { registerSW } from 'virtual:pwa-register'

/**
 * Registers the service worker of a built client (scripts/pwa-options.ts), so pages once seen
 * open offline and the site can be installed. A new version waits until every tab of the old one
 * is closed, so a page is never reloaded under the user (a half-filled form stays as it is).
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  registerSW({ immediate: true })
}
