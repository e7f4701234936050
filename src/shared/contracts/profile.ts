import { z } from 'zod'
import { ORDER_STATUSES } from '../constants.ts'
import { ticketStatuses } from './support.ts'

/** How many entries the profile's activity list shows, newest first. */
export const ACTIVITY_LIMIT = 20

const product = z.object({ id: z.uuid(), name: z.string() })

/** One thing the signed-in user did, read from its own row; `at` is when it happened. */
export const activityItem = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('order'),
    id: z.uuid(),
    at: z.string(),
    orderNumber: z.string(),
    status: z.enum(ORDER_STATUSES),
    totalAmount: z.string(),
    product,
  }),
  z.object({
    kind: z.literal('review'),
    id: z.uuid(),
    at: z.string(),
    rating: z.number().int(),
    product,
  }),
  z.object({
    kind: z.literal('wishlist'),
    id: z.uuid(),
    at: z.string(),
    product,
  }),
  z.object({
    kind: z.literal('ticket'),
    id: z.uuid(),
    at: z.string(),
    ticketNumber: z.string(),
    subject: z.string(),
    status: z.enum(ticketStatuses),
  }),
])
export type ActivityItem = z.infer<typeof activityItem>

export const activityList = z.array(activityItem)
