import { Undo2 } from 'lucide-react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import type { OrderReturn } from '#shared/contracts/returns.ts'
import { Button } from '#client/components/ui/button.tsx'
import { Card } from '#client/components/ui/card.tsx'
import { ErrorState } from '#client/components/ui/error-state.tsx'
import { Input } from '#client/components/ui/input.tsx'
import { Label } from '#client/components/ui/label.tsx'
import { Skeleton } from '#client/components/ui/skeleton.tsx'
import { Textarea } from '#client/components/ui/textarea.tsx'
import { errorMessage } from '#client/lib/api-client.ts'
import { useDates } from '#client/lib/dates.ts'
import { toast } from '#client/lib/toast.ts'
import { useAppealReturn } from '../api/appeal-return.ts'
import { useCancelReturn } from '../api/cancel-return.ts'
import { useOrderReturns } from '../api/get-order-returns.ts'
import { useReturnPolicy } from '../api/get-return-policy.ts'
import { useMarkReturnShipped } from '../api/mark-return-shipped.ts'
import { daysText } from '../lib/return-text.ts'
import { ReturnDetails } from './return-details.tsx'
import { ReturnRequestDialog } from './return-request-dialog.tsx'

/**
 * The returns part of an order's page: whether the buyer may still return it (and the button that
 * asks), and each return of the order with the buyer's next step (withdraw, appeal, send back).
 */
export function OrderReturnSection({ orderId }: { orderId: string }) {
  const { t } = useTranslation('returns')
  const dates = useDates()
  const returns = useOrderReturns(orderId)
  const policy = useReturnPolicy()
  const [open, setOpen] = useState(false)

  if (returns.isPending) return <Skeleton className="h-24" />
  if (returns.isError) {
    return (
      <ErrorState
        title={t('order.loadError')}
        error={returns.error}
        onRetry={() => void returns.refetch()}
      />
    )
  }
  const { eligibility } = returns.data
  const isBuyer = eligibility.refusal !== 'not_buyer'
  if (!isBuyer && returns.data.returns.length === 0) return null

  const status = (() => {
    switch (eligibility.refusal) {
      case null:
        return eligibility.windowEndsAt
          ? t('order.returnable', { date: dates.dateTime(eligibility.windowEndsAt) })
          : null
      case 'not_delivered':
        return eligibility.windowDays > 0
          ? t('order.notDelivered', { days: daysText(t, eligibility.windowDays) })
          : t('order.notReturnable')
      case 'not_returnable':
        return t('order.notReturnable')
      case 'window_closed':
        return t('order.windowClosed', { days: daysText(t, eligibility.windowDays) })
      case 'already_returned':
        return returns.data.returns.length > 0 ? null : t('order.alreadyReturned')
      case 'not_buyer':
        return null
    }
  })()

  return (
    <Card className="grid gap-3 p-4">
      <h2 className="flex items-center gap-2 text-lg font-semibold">
        <Undo2 aria-hidden="true" className="size-5 text-primary" />
        {t('title')}
      </h2>
      {status ? <p className="text-sm">{status}</p> : null}
      {eligibility.returnable ? (
        <div>
          <Button onClick={() => setOpen(true)}>{t('order.returnThis')}</Button>
          <ReturnRequestDialog
            orderId={orderId}
            eligibility={eligibility}
            decisionDays={policy.data?.decisionDays ?? 3}
            open={open}
            onOpenChange={setOpen}
          />
        </div>
      ) : null}
      {returns.data.returns.length > 0 ? (
        <ul className="grid gap-3">
          {returns.data.returns.map((row) => (
            <li key={row.id} className="grid gap-3 rounded-lg border border-border p-3">
              <ReturnDetails row={row} />
              {isBuyer ? <BuyerSteps row={row} /> : null}
            </li>
          ))}
        </ul>
      ) : null}
      <Link href="/returns" className="text-sm text-primary underline-offset-4 hover:underline">
        {t('order.policy')}
      </Link>
    </Card>
  )
}

function BuyerSteps({ row }: { row: OrderReturn }) {
  const { t } = useTranslation('returns')
  const onError = (error: Error) =>
    toast.error(t('actions.failed'), { description: errorMessage(error, t('actions.failed')) })
  const cancel = useCancelReturn({
    onSuccess: () => toast.success(t('actions.cancelled')),
    onError,
  })
  return (
    <div className="grid gap-3">
      {row.status === 'refused' && !row.appealedAt ? <AppealForm row={row} /> : null}
      {row.status === 'accepted' && row.international ? <ShipForm row={row} /> : null}
      {['requested', 'accepted', 'appealed'].includes(row.status) ? (
        <div>
          <Button
            variant="outline"
            size="sm"
            disabled={cancel.isPending}
            onClick={() => cancel.mutate({ returnId: row.id })}
          >
            {t('actions.cancel')}
          </Button>
        </div>
      ) : null}
    </div>
  )
}

function AppealForm({ row }: { row: OrderReturn }) {
  const { t } = useTranslation('returns')
  const id = useId()
  const [reason, setReason] = useState('')
  const appeal = useAppealReturn({
    onSuccess: () => toast.success(t('actions.appealed')),
    onError: (error) =>
      toast.error(t('actions.failed'), { description: errorMessage(error, t('actions.failed')) }),
  })
  return (
    <form
      className="grid gap-2"
      onSubmit={(event) => {
        event.preventDefault()
        appeal.mutate({ returnId: row.id, reason })
      }}
    >
      <Label htmlFor={id} required>
        {t('actions.appealReason')}
      </Label>
      <Textarea
        id={id}
        rows={2}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      <div>
        <Button type="submit" size="sm" disabled={appeal.isPending || reason.trim().length < 3}>
          {t('actions.appeal')}
        </Button>
      </div>
    </form>
  )
}

function ShipForm({ row }: { row: OrderReturn }) {
  const { t } = useTranslation('returns')
  const id = useId()
  const [carrier, setCarrier] = useState('')
  const [trackingNumber, setTrackingNumber] = useState('')
  const ship = useMarkReturnShipped({
    onSuccess: () => toast.success(t('actions.shipped')),
    onError: (error) =>
      toast.error(t('actions.failed'), { description: errorMessage(error, t('actions.failed')) }),
  })
  return (
    <form
      className="grid gap-2 sm:grid-cols-2"
      onSubmit={(event) => {
        event.preventDefault()
        ship.mutate({ returnId: row.id, carrier, trackingNumber })
      }}
    >
      <div className="grid gap-1">
        <Label htmlFor={`${id}-carrier`} required>
          {t('actions.carrier')}
        </Label>
        <Input
          id={`${id}-carrier`}
          value={carrier}
          onChange={(event) => setCarrier(event.target.value)}
        />
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-tracking`} required>
          {t('actions.trackingNumber')}
        </Label>
        <Input
          id={`${id}-tracking`}
          value={trackingNumber}
          onChange={(event) => setTrackingNumber(event.target.value)}
        />
      </div>
      <div className="sm:col-span-2">
        <Button
          type="submit"
          size="sm"
          disabled={ship.isPending || !carrier.trim() || !trackingNumber.trim()}
        >
          {t('actions.markShipped')}
        </Button>
      </div>
    </form>
  )
}
