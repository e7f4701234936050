import type { z } from 'zod'
import type { Language } from '#shared/constants.ts'
import type { newsletterInput, NewsletterResult } from '#shared/contracts/marketing.ts'
import type { Executor } from '#server/db/database.ts'
import { upsertSubscription } from './newsletter.queries.ts'

export async function subscribe(
  db: Executor,
  input: z.output<typeof newsletterInput>,
  fallbackLanguage: Language,
): Promise<NewsletterResult> {
  // emailSchema has already trimmed and lower-cased the address (the table insists on lower case).
  const row = await upsertSubscription(db, input.email, input.language ?? fallbackLanguage)
  return { email: row.email, subscribed: true }
}
