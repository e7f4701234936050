import { useFormatMoney } from '#client/lib/money-display.ts'

/** An amount (birr unless told), in the viewer's currency with the birr charged beside it. */
export function Money({
  amount,
  currency,
  className,
}: {
  amount: string
  currency?: string
  className?: string
}) {
  const format = useFormatMoney(currency)
  return <span className={className}>{format(amount)}</span>
}
