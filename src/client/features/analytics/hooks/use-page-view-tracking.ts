import { useEffect, useRef } from 'react'
import { useLocation } from 'wouter'
import { whenIdle } from '#client/lib/tasks.ts'
import { recordPageView } from '../api/record-page-view.ts'

const SESSION_KEY = 'analyticsSessionId'

// randomUUID exists only in secure contexts (https, localhost); plain-http hosts fall back to random bytes.
function newId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = (bytes[6]! & 0x0f) | 0x40
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/** One id per browser session (tab lifetime), kept in session storage. */
function sessionId(): string {
  try {
    const existing = sessionStorage.getItem(SESSION_KEY)
    if (existing) return existing
    const created = newId()
    sessionStorage.setItem(SESSION_KEY, created)
    return created
  } catch {
    return newId()
  }
}

/** Sends a page-view record on every route change. Failures never bother the visitor. */
export function usePageViewTracking() {
  const [location] = useLocation()
  // The referrer of the first view is the external page; later views were referred by our previous page.
  // (read in the browser only: the server renders pages too).
  const previousUrl = useRef<string | null>(null)
  const lastTracked = useRef<string | null>(null)

  useEffect(() => {
    // Development re-runs effects once on mount; one visit is one record.
    if (lastTracked.current === location) return
    lastTracked.current = location
    const referrer = previousUrl.current ?? document.referrer
    previousUrl.current = window.location.href
    // Sent when the main thread is idle, not in the task that makes the page interactive (the
    // session id's storage and the request cost a cheap phone several milliseconds there); or at
    // once if the visitor leaves before then.
    let sent = false
    const send = () => {
      if (sent) return
      sent = true
      window.removeEventListener('pagehide', send)
      recordPageView({
        page: location,
        sessionId: sessionId(),
        referrer,
        userAgent: navigator.userAgent,
      }).catch((error: unknown) => {
        console.debug('page view not recorded', error)
      })
    }
    window.addEventListener('pagehide', send)
    whenIdle(send)
  }, [location])
}
