import type { ReactNode } from 'react'
import { Card } from '#client/components/ui/card.tsx'

/** One figure with its label; `value` null shows the "no data yet" text instead of a number. */
export function StatCard({
  icon,
  label,
  value,
  detail,
  empty,
}: {
  icon: ReactNode
  label: string
  value: string | null
  detail?: string
  empty: string
}) {
  return (
    <Card className="flex items-start gap-3 p-4">
      <div
        aria-hidden="true"
        className="rounded-md bg-primary-soft p-2 text-primary [&_svg]:size-5"
      >
        {icon}
      </div>
      <div className="min-w-0">
        <p className="text-sm text-muted-foreground">{label}</p>
        {value === null ? (
          <p className="mt-1 text-sm font-medium text-muted-foreground">{empty}</p>
        ) : (
          <p className="mt-0.5 text-xl font-bold break-words">{value}</p>
        )}
        {detail ? <p className="text-xs text-muted-foreground">{detail}</p> : null}
      </div>
    </Card>
  )
}
