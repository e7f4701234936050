import { type ReactNode, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { OrderReturn } from '#shared/contracts/returns.ts'
import { Button } from '#client/components/ui/button.tsx'
import { ErrorState } from '#client/components/ui/error-state.tsx'
import { Input } from '#client/components/ui/input.tsx'
import { Label } from '#client/components/ui/label.tsx'
import { ListSkeleton } from '#client/components/ui/list-skeleton.tsx'
import { errorMessage } from '#client/lib/api-client.ts'
import { toast } from '#client/lib/toast.ts'
import { useReturns } from '../api/get-returns.ts'
import { useRefundReturn } from '../api/refund-return.ts'
import { DecisionForm } from './decision-form.tsx'
import { ReturnDetails } from './return-details.tsx'
import { ReturnSettingsForm } from './return-settings-form.tsx'

/**
 * The admin console's Returns tab: requests waiting for our team (overdue or appealed) with the
 * decision, refunds to make by transfer with their reference, every return, and the rules.
 */
export function AdminReturnsPanel() {
  const { t } = useTranslation('returns')
  const queue = useReturns('admin', 'admin')
  const all = useReturns('admin')
  const manual = (all.data ?? []).filter(
    (row) => row.status === 'received' && row.refundMethod === 'manual',
  )
  return (
    <div className="grid gap-6">
      <Section title={t('admin.queueTitle')} description={t('admin.queueText')}>
        {queue.isPending ? (
          <ListSkeleton count={1} />
        ) : queue.isError ? (
          <ErrorState
            title={t('admin.loadError')}
            error={queue.error}
            onRetry={() => void queue.refetch()}
          />
        ) : queue.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('admin.queueEmpty')}</p>
        ) : (
          <ReturnList rows={queue.data} render={(row) => <DecisionForm row={row} />} />
        )}
      </Section>
      <Section title={t('admin.manualTitle')} description={t('admin.manualText')}>
        {all.isPending ? (
          <ListSkeleton count={1} />
        ) : all.isError ? (
          <ErrorState
            title={t('admin.loadError')}
            error={all.error}
            onRetry={() => void all.refetch()}
          />
        ) : manual.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('admin.manualEmpty')}</p>
        ) : (
          <ReturnList rows={manual} render={(row) => <ManualRefundForm row={row} />} />
        )}
      </Section>
      <Section title={t('admin.allTitle')}>
        {all.isPending ? (
          <ListSkeleton count={2} />
        ) : all.isError ? null : all.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('admin.allEmpty')}</p>
        ) : (
          <ReturnList rows={all.data} render={() => null} />
        )}
      </Section>
      <ReturnSettingsForm />
    </div>
  )
}

function Section({
  title,
  description,
  children,
}: {
  title: string
  description?: string
  children: ReactNode
}) {
  const id = useId()
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <div>
        <h2 id={id} className="text-xl font-semibold">
          {title}
        </h2>
        {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      </div>
      {children}
    </section>
  )
}

function ReturnList({
  rows,
  render,
}: {
  rows: OrderReturn[]
  render: (row: OrderReturn) => ReactNode
}) {
  const { t } = useTranslation('returns')
  return (
    <ul className="grid gap-3">
      {rows.map((row) => (
        <li
          key={row.id}
          className="grid grid-cols-[minmax(0,1fr)] gap-3 rounded-lg border border-border bg-surface p-4 shadow-sm"
        >
          <p className="text-sm break-words text-muted-foreground">
            {row.orderNumber} · {row.storeName} ·{' '}
            {t('details.customer', { name: `${row.buyer.firstName} ${row.buyer.lastName}` })}
          </p>
          <ReturnDetails row={row} showProduct />
          {render(row)}
        </li>
      ))}
    </ul>
  )
}

function ManualRefundForm({ row }: { row: OrderReturn }) {
  const { t } = useTranslation('returns')
  const id = useId()
  const [reference, setReference] = useState('')
  const refund = useRefundReturn({
    onSuccess: () => toast.success(t('actions.refunded')),
    onError: (error) =>
      toast.error(t('actions.failed'), { description: errorMessage(error, t('actions.failed')) }),
  })
  return (
    <form
      className="flex flex-col gap-2 sm:flex-row sm:items-end"
      onSubmit={(event) => {
        event.preventDefault()
        refund.mutate({ returnId: row.id, reference })
      }}
    >
      <div className="grid min-w-0 flex-1 gap-1">
        <Label htmlFor={id} required>
          {t('actions.reference')}
        </Label>
        <Input id={id} value={reference} onChange={(event) => setReference(event.target.value)} />
      </div>
      <Button type="submit" size="sm" disabled={refund.isPending || !reference.trim()}>
        {t('actions.recordRefund')}
      </Button>
    </form>
  )
}
