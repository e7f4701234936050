import { adminAuditLog } from '#server/db/schema/system.ts'
import type { Executor } from '#server/db/database.ts'

// Every admin action is recorded with who did it, to what, and when (created_at). Call it inside
// the same transaction as the change, so a recorded action always happened and vice versa.
export type AdminAction = {
  actorId: string
  action: string
  targetType: string
  targetId: string
  details?: unknown
}

export async function recordAdminAction(db: Executor, entry: AdminAction) {
  await db.insert(adminAuditLog).values({ ...entry, details: entry.details ?? null })
}
