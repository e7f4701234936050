import { CircleCheck, CircleX, Clock, CreditCard, Undo2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
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
  const amount = money(data.amount, data.currency)
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
            {t('pay.expiresAt', {
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
  } else if (data.status === 'paid') {
    body = (
      <>
        <CircleCheck aria-hidden="true" className="size-10 text-primary" />
        <h1 className="text-xl font-bold">{t('pay.paidTitle')}</h1>
        <p className="text-muted-foreground">
          {programsHref
            ? t('pay.programPaidText', { amount })
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
          {programsHref ? t('pay.programCancelledText') : t('pay.cancelledText')}
        </p>
        <Link href={programsHref ?? '/cart'} className={buttonClass()}>
          {programsHref ? t('pay.backToPrograms') : t('pay.backToCart')}
        </Link>
      </>
    )
  }
  return (
    <Card
      role="region"
      aria-live="polite"
      className="mx-auto grid max-w-md justify-items-center gap-3 p-6 text-center"
    >
      {body}
    </Card>
  )
}
