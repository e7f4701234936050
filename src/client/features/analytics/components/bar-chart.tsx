import { useTranslation } from 'react-i18next'
import { cn } from '#client/lib/cn.ts'
import { barHeights } from '../lib/format.ts'

export type Bar = { key: string; label: string; value: number; display: string }

/**
 * Plain CSS bars (no chart library) with the same figures as a table for screen readers and for
 * anyone who prefers numbers: the bars are hidden from assistive technology.
 */
export function BarChart({
  title,
  bars,
  valueHeader,
}: {
  title: string
  bars: Bar[]
  valueHeader: string
}) {
  const { t } = useTranslation('analytics')
  const heights = barHeights(bars.map((bar) => bar.value))
  // A phone has room for about four date labels, a wider screen for eight: every Nth bar is
  // labelled, the ones between appear from the sm breakpoint up. A label starts at its bar and
  // runs right, so none starts in the last tenth of the chart (on a phone, the last fifth).
  const wideEvery = Math.max(1, Math.ceil(bars.length / 8))
  const phoneEvery = wideEvery * 2
  return (
    <figure className="grid gap-3">
      <figcaption className="text-sm font-medium">{title}</figcaption>
      <div aria-hidden="true" className="flex h-40 items-end gap-px sm:gap-1">
        {bars.map((bar, index) => (
          <div key={bar.key} className="flex h-full min-w-0 flex-1 flex-col justify-end">
            <div
              className="w-full rounded-t bg-primary"
              style={{ height: `${heights[index] ?? 0}%`, minHeight: bar.value > 0 ? '2px' : 0 }}
              title={`${bar.label}: ${bar.display}`}
            />
          </div>
        ))}
      </div>
      <div aria-hidden="true" className="relative h-5 text-xs text-muted-foreground">
        {bars.map((bar, index) => {
          const at = index / bars.length
          if (index % wideEvery !== 0 || at > 0.9) return null
          const onPhone = index % phoneEvery === 0 && at <= 0.85
          return (
            <span
              key={bar.key}
              className={cn('absolute top-0 whitespace-nowrap', !onPhone && 'hidden sm:inline')}
              style={{ left: `${at * 100}%` }}
            >
              {bar.label}
            </span>
          )
        })}
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer text-primary underline-offset-2 hover:underline">
          {t('showTable')}
        </summary>
        <table className="mt-2 w-full text-left">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr className="border-b border-border">
              <th scope="col" className="py-1 font-medium">
                {t('date')}
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                {valueHeader}
              </th>
            </tr>
          </thead>
          <tbody>
            {bars.map((bar) => (
              <tr key={bar.key} className="border-b border-border/60">
                <td className="py-1">{bar.label}</td>
                <td className="py-1 text-right tabular-nums">{bar.display}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  )
}
