import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { PaymentMethod } from '#shared/contracts/checkout.ts'
import { Select } from '#client/components/ui/select.tsx'
import { usePaymentMethods } from '../api/get-payment-methods.ts'

/**
 * The method the buyer pays a plan, membership or service with: their choice while it is offered,
 * else the first offered one (the sandbox may be switched off, leaving telebirr or Chapa alone).
 */
export function useOnlineMethod(): [PaymentMethod, (method: PaymentMethod) => void] {
  const methods = usePaymentMethods()
  const offered = methods.data ?? []
  const [chosen, setChosen] = useState<PaymentMethod | undefined>()
  const method = chosen && offered.includes(chosen) ? chosen : (offered[0] ?? 'sandbox')
  return [method, setChosen]
}

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
