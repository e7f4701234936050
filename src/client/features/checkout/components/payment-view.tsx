import { CircleCheck, CircleX, Clock, CreditCard, FlaskConical, Undo2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import type { PaymentOrder, PaymentView as Payment } from '#shared/contracts/payments.ts'
import { Button, buttonClass } from '#client/components/ui/button.tsx'
import { Card } from '#client/components/ui/card.tsx'
import { ErrorState } from '#client/components/ui/error-state.tsx'
import { Skeleton } from '#client/components/ui/skeleton.tsx'
import { errorMessage } from '#client/lib/api-client.ts'
import { toast } from '#client/lib/toast.ts'
import { useDecideSandboxPayment } from '../api/decide-sandbox-payment.ts'
import { usePayment } from '../api/get-payment.ts'
import { useFormatMoney } from '#client/lib/money-display.ts'
import { useDates } from '#client/lib/dates.ts'
import { compareMoney } from '#shared/money.ts'

const PROGRAM_TABS: Record<string, string> = {
  seller_plan: 'plans',
  buyer_membership: 'memberships',
  digital_service: 'services',
}

/**
 * After placing an order: the sandbox provider's payment page (Approve / Decline) while a sandbox
 * payment is pending, otherwise the outcome (paid, failed, expired, or cash on delivery).
 */
export function PaymentView({ paymentId }: { paymentId: string }) {
  const money = useFormatMoney()
  const dates = useDates()
  const { t } = useTranslation('checkout')
  const payment = usePayment(paymentId)
  const decide = useDecideSandboxPayment({
    onError: (error) =>
      toast.error(t('pay.failed'), { description: errorMessage(error, t('errors.fallback')) }),
  })

  if (payment.isPending) {
    return (
      <div role="status" aria-label={t('loading')}>
        <Skeleton className="h-64 w-full" />
      </div>
    )
  }
  if (payment.isError) {
    return (
      <ErrorState
        title={t('pay.error')}
        error={payment.error}
        onRetry={() => void payment.refetch()}
      />
    )
  }
  const data = payment.data
  // Paid all in wallet credit, the credit is what was paid; the note says what the credit paid.
  const inCredit = data.method === 'wallet_credit'
  const amount = money(inCredit ? data.walletCredit : data.amount, data.currency)
  const creditBeside = compareMoney(data.walletCredit, '0') > 0
  // Some of the orders were cancelled after paying: the payment stands for the others.
  const cancelledShares = data.orders.filter((order) => order.refund !== 'none')
  const partlyCancelled =
    cancelledShares.length > 0 && data.orders.some((order) => order.status !== 'cancelled')
  // Plans, memberships and digital services are paid here too; they lead back to their programs.
  const programsHref = data.purpose
    ? `/revenue-dashboard?tab=${PROGRAM_TABS[data.purpose] ?? 'plans'}`
    : null
  const ordersLink = programsHref ? (
    <Link href={programsHref} className={buttonClass({ variant: 'outline' })}>
      {t('pay.backToPrograms')}
    </Link>
  ) : (
    <Link href="/orders" className={buttonClass({ variant: 'outline' })}>
      {t('pay.viewOrders')}
    </Link>
  )

  let body
  if (data.method === 'sandbox' && data.status === 'pending') {
    body = (
      <>
        <CreditCard aria-hidden="true" className="size-10 text-primary" />
        <h1 className="text-xl font-bold">{t('pay.sandboxTitle')}</h1>
        <p className="text-muted-foreground">{t('pay.sandboxText')}</p>
        <p className="text-3xl font-bold">{amount}</p>
        {data.expiresAt ? (
          <p className="text-sm text-muted-foreground">
            {/* An unpaid plan or membership is simply not activated: there is no order to cancel. */}
            {t(data.purpose ? `pay.expiresAtFor.${data.purpose}` : 'pay.expiresAtAddis', {
              time: dates.time(data.expiresAt),
            })}
          </p>
        ) : null}
        <div className="grid w-full gap-2 sm:grid-cols-2">
          <Button
            size="lg"
            disabled={decide.isPending}
            onClick={() => decide.mutate({ id: data.id, action: 'approve' })}
          >
            {t('pay.approve')}
          </Button>
          <Button
            size="lg"
            variant="outline"
            disabled={decide.isPending}
            onClick={() => decide.mutate({ id: data.id, action: 'decline' })}
          >
            {t('pay.decline')}
          </Button>
        </div>
      </>
    )
  } else if (data.status === 'paid' || partlyCancelled) {
    body = (
      <>
        <CircleCheck aria-hidden="true" className="size-10 text-primary" />
        <h1 className="text-xl font-bold">{t('pay.paidTitle')}</h1>
        <p className="text-muted-foreground">
          {programsHref
            ? t('pay.programPaidText', { amount })
            : partlyCancelled
              ? t('pay.partlyCancelledText', { amount, count: cancelledShares.length })
              : t('pay.paidText', { amount, count: data.orderIds.length })}
        </p>
        {ordersLink}
      </>
    )
  } else if ((data.method === 'telebirr' || data.method === 'chapa') && data.status === 'pending') {
    // Back from the provider's page: the payment moves only when the provider confirms it.
    body = (
      <>
        <Clock aria-hidden="true" className="size-10 text-primary" />
        <h1 className="text-xl font-bold">{t('pay.externalTitle')}</h1>
        <p className="text-muted-foreground">{t('pay.externalText')}</p>
        <p className="text-3xl font-bold">{amount}</p>
        <Button variant="outline" onClick={() => void payment.refetch()}>
          {t('pay.refresh')}
        </Button>
        {ordersLink}
      </>
    )
  } else if (data.status === 'refunded' || data.status === 'refund_pending') {
    body = (
      <>
        <Undo2 aria-hidden="true" className="size-10 text-primary" />
        <h1 className="text-xl font-bold">
          {data.status === 'refunded' ? t('pay.refundedTitle') : t('pay.refundPendingTitle')}
        </h1>
        <p className="text-muted-foreground">
          {data.status === 'refunded' ? t('pay.refundedText') : t('pay.refundPendingText')}
        </p>
        {ordersLink}
      </>
    )
  } else if (data.method === 'cash_on_delivery' && data.status === 'pending') {
    body = (
      <>
        <Clock aria-hidden="true" className="size-10 text-primary" />
        <h1 className="text-xl font-bold">{t('pay.codTitle')}</h1>
        <p className="text-muted-foreground">
          {t('pay.codText', { amount, count: data.orderIds.length })}
        </p>
        {ordersLink}
      </>
    )
  } else {
    body = (
      <>
        <CircleX aria-hidden="true" className="size-10 text-destructive" />
        <h1 className="text-xl font-bold">
          {data.status === 'expired' ? t('pay.expiredTitle') : t('pay.failedTitle')}
        </h1>
        <p className="text-muted-foreground">
          {programsHref ? t('pay.programCancelledText') : t('pay.cancelledBackInCart')}
        </p>
        <Link href={programsHref ?? '/cart'} className={buttonClass()}>
          {programsHref ? t('pay.backToPrograms') : t('pay.backToCart')}
        </Link>
      </>
    )
  }
  return (
    <div className="mx-auto grid max-w-md gap-4">
      {data.method === 'sandbox' ? (
        <p
          role="note"
          className="flex items-start gap-2 rounded-md border border-accent bg-accent/20 p-3 text-sm text-accent-foreground"
        >
          <FlaskConical aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t('pay.demoBanner')}
        </p>
      ) : null}
      <Card
        role="region"
        aria-live="polite"
        className="grid justify-items-center gap-3 p-6 text-center"
      >
        {body}
        {creditBeside ? (
          <p className="text-sm text-muted-foreground">
            {t('pay.walletCreditPaid', { amount: money(data.walletCredit, data.currency) })}
          </p>
        ) : null}
      </Card>
      {data.orders.length > 0 ? <PaidForList payment={data} /> : null}
    </div>
  )
}

/** What the payment is for: each order with its number, seller, item and share of the amount. */
function PaidForList({ payment }: { payment: Payment }) {
  const { t } = useTranslation('checkout')
  const formatMoney = useFormatMoney()
  const money = (value: string) => formatMoney(value, payment.currency)
  return (
    <Card className="grid gap-3 p-4">
      <h2 className="text-lg font-semibold">{t('pay.paidForTitle')}</h2>
      <ul className="grid gap-3">
        {payment.orders.map((order) => (
          <li key={order.id} className="grid gap-1 border-b border-border pb-3 last:border-0">
            <div className="flex flex-wrap justify-between gap-2">
              <span className="font-medium">
                {t('pay.orderNumber', { number: order.orderNumber })}
              </span>
              <span className="font-medium">{money(order.totalAmount)}</span>
            </div>
            <span className="text-sm text-muted-foreground">
              {t('pay.orderLine', {
                store: order.storeName,
                product: order.variantLabel
                  ? `${order.productName} (${order.variantLabel})`
                  : order.productName,
                quantity: order.quantity,
              })}
            </span>
            <OrderMoneyNote order={order} money={money} />
          </li>
        ))}
      </ul>
    </Card>
  )
}

/** A cancelled order says what happens to its own share; the others say nothing more. */
function OrderMoneyNote({ order, money }: { order: PaymentOrder; money: (v: string) => string }) {
  const { t } = useTranslation('checkout')
  if (order.status !== 'cancelled') return null
  const text =
    order.refund === 'refund_pending'
      ? t('pay.orderRefundPending', { amount: money(order.totalAmount) })
      : order.refund === 'refunded'
        ? t('pay.orderRefunded', { amount: money(order.totalAmount) })
        : t('pay.orderCancelledUnpaid')
  return <p className="text-sm font-medium text-destructive">{text}</p>
}
