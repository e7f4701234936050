import { Dialog } from 'radix-ui'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import { orderServiceInput, type DigitalService } from '#shared/contracts/revenue.ts'
import { Button } from '#client/components/ui/button.tsx'
import { FormField } from '#client/components/ui/form-field.tsx'
import { SheetDialogContent } from '#client/components/ui/sheet-dialog.tsx'
import { Textarea } from '#client/components/ui/textarea.tsx'
import { ApiRequestError, errorMessage } from '#client/lib/api-client.ts'
import { toast } from '#client/lib/toast.ts'
import { useOrderService } from '../api/order-service.ts'
import { followCheckout } from './checkout-redirect.ts'
import { PaymentMethodSelect, useOnlineMethod } from './payment-method-select.tsx'
import { useFormatMoney } from '#client/lib/money-display.ts'

/** The buyer's brief for a service, then on to the payment page. */
export function OrderServiceDialog({
  service,
  onClose,
}: {
  service: DigitalService | null
  onClose: () => void
}) {
  const money = useFormatMoney()
  const { t } = useTranslation('revenue')
  const [requirements, setRequirements] = useState('')
  const [method, setMethod] = useOnlineMethod()
  const [error, setError] = useState<string | undefined>()
  const [, navigate] = useLocation()
  const order = useOrderService({
    onSuccess: (result) => followCheckout(result, navigate),
    onError: (failure) => {
      if (failure instanceof ApiRequestError && failure.fieldErrors.requirements) {
        setError(failure.fieldErrors.requirements)
      }
      toast.error(t('error'), { description: errorMessage(failure, t('error')) })
    },
  })
  const submit = () => {
    if (!service) return
    const parsed = orderServiceInput.safeParse({ requirements, paymentMethod: method })
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message)
      return
    }
    setError(undefined)
    order.mutate({ serviceId: service.id, ...parsed.data })
  }
  return (
    <Dialog.Root open={service !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {service ? (
        <SheetDialogContent
          title={t('services.orderTitle', { title: service.title })}
          description={t('services.orderText', {
            price: money(service.price, service.currency),
            count: service.deliveryTime,
          })}
          closeLabel={t('close')}
          width="lg"
        >
          <form
            noValidate
            className="mt-4 grid gap-4"
            onSubmit={(event) => {
              event.preventDefault()
              submit()
            }}
          >
            <FormField
              id="service-requirements"
              label={t('services.fields.requirements')}
              error={error}
              required
            >
              {(control) => (
                <Textarea
                  {...control}
                  value={requirements}
                  onChange={(event) => setRequirements(event.target.value)}
                />
              )}
            </FormField>
            <PaymentMethodSelect id="service-payment-method" value={method} onChange={setMethod} />
            <div className="flex justify-end gap-2">
              <Dialog.Close asChild>
                <Button variant="outline">{t('cancel')}</Button>
              </Dialog.Close>
              <Button type="submit" disabled={order.isPending}>
                {t('services.orderAndPay')}
              </Button>
            </div>
          </form>
        </SheetDialogContent>
      ) : null}
    </Dialog.Root>
  )
}
