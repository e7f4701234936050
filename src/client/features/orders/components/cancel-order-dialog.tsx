import type { TFunction } from 'i18next'
import { AlertDialog } from 'radix-ui'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { Order } from '#shared/contracts/orders.ts'
import { formatMoney } from '#shared/money.ts'
import { Button } from '#client/components/ui/button.tsx'
import { cancelledMoney } from '../lib/order-credit.ts'
import { orderLabel } from '../lib/order-status.ts'

/**
 * What cancelling does to the order's money, before the buyer confirms: paid online, this order's
 * share (not the whole payment) goes back, and how; cash on delivery or unpaid, nothing was charged.
 */
export function cancelMoneyText(order: Order, t: TFunction<'orders'>, language: string) {
  const { credit, paidInCredit, owed } = cancelledMoney(order)
  const creditBack = paidInCredit
    ? t('cancel.creditBack', { amount: formatMoney(credit, 'ETB', language) })
    : null
  const text = paymentText(order, t, language, owed)
  return [creditBack, text].filter(Boolean).join(' ')
}

function paymentText(order: Order, t: TFunction<'orders'>, language: string, owed: string) {
  const amount = formatMoney(owed, 'ETB', language)
  const method = order.payment?.method
  if (method === 'wallet_credit') return null
  if (!method || method === 'cash_on_delivery') {
    return method ? t('cancel.cashOnDelivery') : t('cancel.nothingCharged')
  }
  // A pending order has not been paid yet: its payment is still open.
  if (order.status === 'pending') return t('cancel.nothingCharged')
  if (method === 'chapa') return t('cancel.refundChapa', { amount })
  if (method === 'telebirr') return t('cancel.refundTelebirr', { amount })
  return t('cancel.refundSandbox', { amount })
}

/** The cancel button opens a dialog that says what happens to the money, then cancels. */
export function CancelOrderDialog({
  order,
  disabled,
  onConfirm,
  children,
}: {
  order: Order
  disabled: boolean
  onConfirm: () => void
  children: ReactNode
}) {
  const { t, i18n } = useTranslation('orders')
  const language = i18n.resolvedLanguage ?? 'am'
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>
        <Button size="sm" variant="outline" disabled={disabled}>
          {children}
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-surface p-5 shadow-xl">
          <AlertDialog.Title className="text-lg font-bold">
            {t('cancel.title', { id: orderLabel(order) })}
          </AlertDialog.Title>
          <AlertDialog.Description asChild>
            <div className="mt-2 grid gap-2 text-sm text-muted-foreground">
              <p>{cancelMoneyText(order, t, language)}</p>
              <p>{t('cancel.cannotUndo')}</p>
            </div>
          </AlertDialog.Description>
          <div className="mt-4 flex flex-wrap justify-end gap-2">
            <AlertDialog.Cancel asChild>
              <Button variant="outline">{t('cancel.keep')}</Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button variant="destructive" onClick={onConfirm}>
                {t('cancel.confirm')}
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}
