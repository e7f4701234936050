import { z } from 'zod'

/** The one error shape every API error answers with. */
export const apiError = z.object({
  message: z.string(),
  code: z.string(),
  details: z.unknown().optional(),
})
export type ApiError = z.infer<typeof apiError>

/** Field errors of a validation failure: `details.fields` maps a field path to its message. */
export type ValidationDetails = { fields: Record<string, string> }
