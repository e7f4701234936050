import type { NoticeEvent } from '#shared/contracts/messaging.ts'
import { translate } from '#shared/i18n/messages.ts'
import { timelineColumns, timelineMessage, type TimelineText } from '#server/lib/timeline-text.ts'
import { uiLanguageFor } from '#shared/language.ts'
import type { ReturnStatus } from '#shared/returns.ts'
import type { Executor } from '#server/db/database.ts'
import { notifyUsers } from '#server/modules/messaging/notices.service.ts'
import { insertDeliveryUpdate } from '#server/modules/orders/orders.queries.ts'
import { findPartyUsers, findUserLanguages } from '#server/modules/orders/orders.queries.ts'

// Every step of a return is told to both sides (and to the courier bringing it back) and written
// on the order's timeline, in the words of the step (docs/decisions/024-returns-and-refunds.md).

export type ReturnParty = 'buyer' | 'seller' | 'courier'

/** The return as the notices need it. */
export type NoticeSubject = {
  id: string
  orderId: string
  orderNumber: string
  buyerId: string
  sellerId: string
  pickupCourierId: string | null
}

type Events = Partial<
  Record<ReturnParty, { name: NoticeEvent; values: Record<string, string | number> }>
>

const LINKS: Record<ReturnParty, (subject: NoticeSubject) => string> = {
  buyer: (subject) => `/orders/${subject.orderId}`,
  seller: () => '/dashboard',
  courier: () => '/courier-dashboard',
}

/**
 * Writes the step on the order's timeline (each reader sees it in their own language) and tells the parties named, each in their own language; the events go out by email, SMS or
 * Telegram as each recipient chose.
 */
export async function recordReturnStep(
  db: Executor,
  subject: NoticeSubject,
  step: { status: ReturnStatus; text: TimelineText; to: readonly ReturnParty[]; events?: Events },
) {
  const { sellerUserId, courierUserId } = await findPartyUsers(db, {
    sellerId: subject.sellerId,
    courierId: subject.pickupCourierId,
  })
  const targets = new Map<string, ReturnParty>()
  if (step.to.includes('buyer')) targets.set(subject.buyerId, 'buyer')
  if (step.to.includes('seller') && sellerUserId) targets.set(sellerUserId, 'seller')
  if (step.to.includes('courier') && courierUserId) targets.set(courierUserId, 'courier')
  const languages = await findUserLanguages(db, [subject.buyerId, ...targets.keys()])
  const languageOf = (userId: string) => uiLanguageFor(languages.get(userId))

  await insertDeliveryUpdate(db, {
    orderId: subject.orderId,
    // The order stays delivered while its return goes on; the message names the step.
    status: 'delivered',
    // Kept as message keys, so each reader sees the step in their own language.
    ...timelineColumns(step.text, languageOf(subject.buyerId)),
    location: null,
  })
  await notifyUsers(
    db,
    [...targets].map(([userId, party]) => {
      const language = languageOf(userId)
      const event = step.events?.[party]
      return {
        userId,
        type: `return_${step.status}`,
        title: translate('returnNotice.title', language, {
          id: subject.orderNumber,
          status: translate(`returnStatus.${step.status}`, language),
        }),
        body: timelineMessage(step.text, language),
        link: LINKS[party](subject),
        ...(event ? { event } : {}),
      }
    }),
  )
}
