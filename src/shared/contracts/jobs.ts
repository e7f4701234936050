import { z } from 'zod'

// The job queue's dead-letter list in the admin console: jobs that failed on every attempt.

export const deadLetterParams = z.object({ id: z.uuid('validation.invalid') })

export const deadLetter = z.object({
  id: z.uuid(),
  /** The job's name, e.g. `payments.expire` or `messages.deliver`. */
  name: z.string(),
  /** The last attempt's error message. */
  error: z.string(),
  attempts: z.number().int(),
  /** When the first attempt was queued. */
  queuedAt: z.string(),
  /** When the last attempt failed. */
  failedAt: z.string(),
})
export type DeadLetter = z.infer<typeof deadLetter>

/** Newest first; `total` counts every dead letter waiting (up to 1000). */
export const deadLetterList = z.object({ items: z.array(deadLetter), total: z.number().int() })
export type DeadLetterList = z.infer<typeof deadLetterList>

export const deadLetterRetried = z.object({ id: z.uuid(), name: z.string() })
export type DeadLetterRetried = z.infer<typeof deadLetterRetried>
