import type { DeadLetterList, DeadLetterRetried } from '#shared/contracts/jobs.ts'
import type { Database } from '#server/db/database.ts'
import { recordAdminAction } from '#server/lib/audit.ts'
import { notFound } from '#server/lib/errors.ts'
import type { AuthUser } from '#server/lib/sessions.ts'
import type { Jobs } from '#server/plugins/jobs.ts'

const DEAD_LETTER_LIST_LIMIT = 200

/** Jobs that failed on every attempt, newest first. */
export async function listDeadLetters(jobs: Jobs): Promise<DeadLetterList> {
  const { items, total } = await jobs.deadLetters(DEAD_LETTER_LIST_LIMIT)
  return {
    total,
    items: items.map((item) => ({
      ...item,
      queuedAt: item.queuedAt.toISOString(),
      failedAt: item.failedAt.toISOString(),
    })),
  }
}

/**
 * Queues a dead letter's job again (with its retries afresh) and records who did it, in one
 * transaction: a recorded retry always happened.
 */
export async function retryDeadLetter(
  db: Database,
  jobs: Jobs,
  admin: AuthUser,
  id: string,
): Promise<DeadLetterRetried> {
  const found = (await jobs.deadLetters(1000)).items.find((item) => item.id === id)
  if (!found) throw notFound('jobs.deadLetterNotFound', 'DEAD_LETTER_NOT_FOUND')
  await db.transaction(async (tx) => {
    // Two admins pressing Retry at once: only one moves it; the other is told it is gone.
    if (!(await jobs.retryDeadLetter(id, { tx }))) {
      throw notFound('jobs.deadLetterNotFound', 'DEAD_LETTER_NOT_FOUND')
    }
    await recordAdminAction(tx, {
      actorId: admin.id,
      action: 'job.retry',
      targetType: 'job',
      targetId: id,
      details: { name: found.name, error: found.error, attempts: found.attempts },
    })
  })
  return { id, name: found.name }
}
