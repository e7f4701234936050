import { sql } from 'drizzle-orm'
import type { Executor } from '#server/db/database.ts'
import { pageViews, userSessions } from '#server/db/schema/analytics.ts'

export type PageViewRecord = {
  userId: string | null
  sessionId: string
  page: string
  referrer: string | null
  userAgent: string | null
  ipAddress: string | null
}

/**
 * Stores the view and opens or extends its browsing session in one round trip: the client sends
 * one of these on every route change. A session keeps the first user it was seen with.
 */
export async function recordPageView(db: Executor, view: PageViewRecord) {
  await db.execute(sql`
    with view as (
      insert into ${pageViews} (user_id, session_id, page, referrer, user_agent, ip_address)
      values (${view.userId}::uuid, ${view.sessionId}, ${view.page}, ${view.referrer}, ${view.userAgent}, ${view.ipAddress})
    )
    insert into ${userSessions} as s (session_id, user_id, start_time, pages_visited)
    values (${view.sessionId}, ${view.userId}::uuid, now(), 1)
    on conflict (session_id) do update set
      pages_visited = s.pages_visited + 1,
      end_time = now(),
      duration = greatest(0, floor(extract(epoch from now() - s.start_time)))::integer,
      user_id = coalesce(s.user_id, excluded.user_id)
  `)
}
