import type { PageViewInput } from '#shared/contracts/catalog.ts'
import type { Executor } from '#server/db/database.ts'
import type { AuthUser } from '#server/lib/sessions.ts'
import { recordPageView } from './analytics.queries.ts'

const USER_AGENT_MAX = 500

/** Records a route change. The user is whoever holds the session: a userId in the body is never trusted. */
export async function trackPageView(
  db: Executor,
  input: PageViewInput,
  context: { viewer: AuthUser | null; ip: string; userAgentHeader: string | undefined },
) {
  await recordPageView(db, {
    userId: context.viewer?.id ?? null,
    sessionId: input.sessionId,
    page: input.page,
    referrer: input.referrer || null,
    userAgent: (input.userAgent || context.userAgentHeader || '').slice(0, USER_AGENT_MAX) || null,
    ipAddress: context.ip || null,
  })
}
