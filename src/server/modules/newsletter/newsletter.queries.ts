import { sql } from 'drizzle-orm'
import type { Executor } from '#server/db/database.ts'
import { newsletterSubscriptions } from '#server/db/schema/system.ts'
import type { Language } from '#shared/constants.ts'

/**
 * Stores a sign-up once per address. A repeat keeps the first row but follows the newest language
 * choice, so subscribing again is harmless and never an error.
 */
export async function upsertSubscription(db: Executor, email: string, language: Language) {
  const [row] = await db
    .insert(newsletterSubscriptions)
    .values({ email, language })
    .onConflictDoUpdate({
      target: newsletterSubscriptions.email,
      set: { language: sql`excluded.language` },
    })
    .returning({ email: newsletterSubscriptions.email })
  return row!
}
