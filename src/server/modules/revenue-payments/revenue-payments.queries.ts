import { and, desc, eq, sql } from 'drizzle-orm'
import type { Executor } from '#server/db/database.ts'
import { payments } from '#server/db/schema/payments.ts'

/** The user's pending payments of one purpose, newest first. */
export async function findPendingPayment(
  db: Executor,
  userId: string,
  purpose: string,
  key: { name: string; value: string },
) {
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.userId, userId),
        eq(payments.status, 'pending'),
        sql`${payments.metadata}->>'purpose' = ${purpose}`,
        sql`${payments.metadata}->>${key.name} = ${key.value}`,
      ),
    )
    .orderBy(desc(payments.createdAt))
    .limit(1)
  return row
}
