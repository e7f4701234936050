import { Zap } from 'lucide-react'
import { useState, useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import type { Coupon } from '#shared/contracts/marketing.ts'
import { runningFlashSales, timeLeft } from '../lib/coupon-tabs.ts'
import { couponValue } from '../lib/coupon-value.ts'

const noSubscription = () => () => {}

/**
 * Up to three running flash sales with the time each has left; nothing when none runs. The time
 * left is shown once the page runs in the browser: the server rendered the page a moment earlier,
 * and a minute passing in between would make the two texts differ while the page hydrates.
 */
export function FlashSaleBanner({ coupons }: { coupons: readonly Coupon[] }) {
  const { t, i18n } = useTranslation('deals')
  const language = i18n.resolvedLanguage ?? 'am'
  // Read once per render of the list; the page is not a live countdown.
  const [now] = useState(() => new Date())
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
  const sales = runningFlashSales(coupons, now)
  if (sales.length === 0) return null
  return (
    <section
      aria-labelledby="flash-sales-heading"
      className="rounded-lg bg-destructive p-4 text-white sm:p-6"
    >
      <h2 id="flash-sales-heading" className="flex items-center gap-2 text-xl font-bold">
        <Zap aria-hidden="true" className="size-5" />
        {t('flash.title')}
      </h2>
      <p className="mt-1 text-sm opacity-95">{t('flash.description')}</p>
      <ul role="list" className="mt-4 grid gap-3 md:grid-cols-3">
        {sales.map((sale) => {
          const left = timeLeft(sale.flashSaleEndTime!, now)
          return (
            <li key={sale.id} className="rounded-md bg-white/15 p-3">
              <p className="text-lg font-bold">{couponValue(sale, t, language)}</p>
              <p className="font-medium">{sale.title}</p>
              <p className="mt-1 text-sm">
                {t('flash.code')}{' '}
                <code className="rounded bg-white px-1.5 py-0.5 font-mono font-semibold text-destructive">
                  {sale.couponCode}
                </code>
              </p>
              {left && inBrowser ? (
                <p className="mt-1 text-sm">
                  {t('flash.endsIn', { hours: left.hours, minutes: left.minutes })}
                </p>
              ) : null}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
