import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { OrderReturn } from '#shared/contracts/returns.ts'
import { Button } from '#client/components/ui/button.tsx'
import { Label } from '#client/components/ui/label.tsx'
import { Select } from '#client/components/ui/select.tsx'
import { errorMessage } from '#client/lib/api-client.ts'
import { useFormatMoney } from '#client/lib/money-display.ts'
import { toast } from '#client/lib/toast.ts'
import { useAssignReturnCourier } from '../api/assign-return-courier.ts'
import { useReturnCourierQuotes } from '../api/get-courier-quotes.ts'

/** Hands the trip back to an active courier of the area, each shown with their own quote. */
export function PickupCourierForm({ row }: { row: OrderReturn }) {
  const { t } = useTranslation('returns')
  const { t: to } = useTranslation('orders')
  const money = useFormatMoney()
  const id = useId()
  const quotes = useReturnCourierQuotes(row.id)
  const [courierId, setCourierId] = useState('')
  const assign = useAssignReturnCourier({
    onSuccess: () => {
      setCourierId('')
      toast.success(t('actions.courierAssigned'))
    },
    onError: (error) =>
      toast.error(t('actions.failed'), { description: errorMessage(error, t('actions.failed')) }),
  })
  if (quotes.isError)
    return (
      <p className="text-sm text-destructive">{errorMessage(quotes.error, t('actions.failed'))}</p>
    )
  const choices = (quotes.data ?? []).filter((quote) => quote.courierId !== row.pickupCourier?.id)
  if (quotes.isSuccess && choices.length === 0) {
    return row.pickupCourier ? null : (
      <p className="text-sm text-muted-foreground">{t('actions.courierNone')}</p>
    )
  }
  return (
    <form
      className="flex flex-col gap-2 sm:flex-row sm:items-end"
      onSubmit={(event) => {
        event.preventDefault()
        if (courierId) assign.mutate({ returnId: row.id, courierId })
      }}
    >
      <div className="grid min-w-0 flex-1 gap-1">
        <Label htmlFor={id}>{t('actions.courierLabel')}</Label>
        <Select
          id={id}
          value={courierId}
          disabled={quotes.isPending}
          onChange={(event) => setCourierId(event.target.value)}
        >
          <option value="">
            {quotes.isPending ? t('actions.courierLoading') : t('actions.courierChoose')}
          </option>
          {choices.map((quote) => (
            <option key={quote.courierId} value={quote.courierId}>
              {quote.name} · {to(`vehicle.${quote.vehicleType}`)} · {money(quote.fee)}
            </option>
          ))}
        </Select>
      </div>
      <Button type="submit" size="sm" disabled={!courierId || assign.isPending}>
        {t('actions.courierAssign')}
      </Button>
    </form>
  )
}
