import { lazy, Suspense, useState } from 'react'
import { usePreferredCurrency } from '#client/lib/preferred-currency.ts'
import { useCurrencies } from '../api/get-currencies.ts'
import { CurrencyTrigger } from './currency-trigger.tsx'

const loadPicker = () => import('./currency-picker.tsx')
const CurrencyPicker = lazy(() =>
  loadPicker().then((module) => ({ default: module.CurrencyPicker })),
)

/**
 * The header's compact currency picker, cheap until used: its button is drawn straight away; the
 * popover (Radix and its positioning engine) starts loading when a pointer or the keyboard reaches
 * the button, and the first click swaps in the real picker, already open.
 */
export function CurrencyPickerOnDemand({ saveToAccount }: { saveToAccount: boolean }) {
  const [used, setUsed] = useState(false)
  const selected = usePreferredCurrency()
  const currencies = useCurrencies()
  const current = currencies.data?.find((currency) => currency.id === selected)

  const standIn = (
    <div className="flex items-center gap-2">
      <CurrencyTrigger
        variant="compact"
        selected={selected}
        current={current}
        aria-haspopup="dialog"
        aria-expanded={false}
        onPointerEnter={() => void loadPicker()}
        onFocus={() => void loadPicker()}
        onClick={() => setUsed(true)}
      />
    </div>
  )
  if (!used) return standIn
  return (
    <Suspense fallback={standIn}>
      <CurrencyPicker variant="compact" saveToAccount={saveToAccount} defaultOpen autoFocus />
    </Suspense>
  )
}
