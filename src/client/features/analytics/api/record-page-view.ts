import { apiFetch } from '#client/lib/api-client.ts'

export type PageViewRecord = {
  page: string
  sessionId: string
  referrer: string
  userAgent: string
}

/**
 * The server attaches the user from the session cookie, so the body carries no user id. Kept
 * alive, so a view sent as the visitor leaves still arrives.
 */
export function recordPageView(record: PageViewRecord): Promise<void> {
  return apiFetch('/api/analytics/page-view', { method: 'POST', body: record, keepalive: true })
}
