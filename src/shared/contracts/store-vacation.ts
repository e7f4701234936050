import { z } from 'zod'

// Vacation mode: a seller pauses the store until a return date. Products stay listed but cannot be
// bought while the date is ahead (in Addis Ababa); on the date the store is open again by itself.

export const VACATION_MESSAGE_MAX = 300
/** How far ahead a return date may be. */
export const VACATION_MAX_DAYS = 365

export const storeVacationInput = z.object({
  /** The return date, `YYYY-MM-DD`, after today; null reopens the store now. */
  until: z.iso.date('validation.date').nullable(),
  message: z
    .string()
    .trim()
    .max(VACATION_MESSAGE_MAX, 'validation.tooLong')
    .nullish()
    .transform((value) => value || null),
})
export type StoreVacationInput = z.input<typeof storeVacationInput>

export const storeVacation = z.object({
  /** The return date while the store is away; null when open (a past date reads as open). */
  awayUntil: z.string().nullable(),
  message: z.string().nullable(),
})
export type StoreVacation = z.infer<typeof storeVacation>
