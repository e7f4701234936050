import { useTranslation } from 'react-i18next'
import type { PaymentMethod } from '#shared/contracts/checkout.ts'
import { Select } from '#client/components/ui/select.tsx'
import { usePaymentMethods } from '../api/get-payment-methods.ts'

/** The online methods offered (no cash): a choice only when there is more than one. */
export function PaymentMethodSelect({
  id,
  value,
  onChange,
}: {
  id: string
  value: PaymentMethod
  onChange: (method: PaymentMethod) => void
}) {
  const { t } = useTranslation('revenue')
  const methods = usePaymentMethods()
  const offered = methods.data ?? ['sandbox']
  if (offered.length < 2) return null
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {t('payment.method')}
      </label>
      <Select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as PaymentMethod)}
      >
        {offered.map((method) => (
          <option key={method} value={method}>
            {t(`payment.methods.${method}`)}
          </option>
        ))}
      </Select>
    </div>
  )
}
