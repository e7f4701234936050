import { useTranslation } from 'react-i18next'
import type {
  SellerStatement,
  StatementOrderLine,
  StatementPayoutLine,
  StatementPlanFeeLine,
  StatementReturnLine,
  StatementServiceLine,
} from '#shared/contracts/statements.ts'
import { localizedName } from '#shared/language.ts'
import { formatMoney } from '#shared/money.ts'
import { Card } from '#client/components/ui/card.tsx'
import { ErrorState } from '#client/components/ui/error-state.tsx'
import { Skeleton } from '#client/components/ui/skeleton.tsx'
import { useDates } from '#client/lib/dates.ts'
import { usePlaceNames } from '#client/lib/places.ts'
import { useStatement } from '../api/get-statement.ts'
import { negated } from '../lib/amounts.ts'
import { Amount, StatementTable, type StatementColumn } from './statement-table.tsx'
import './statement-print.css'

/** A column of amounts with their total under it. */
function amountColumn<T>(
  header: string,
  value: (line: T) => string,
  total: string,
): StatementColumn<T> {
  return {
    header,
    amount: true,
    cell: (line) => <Amount value={value(line)} />,
    total: <Amount value={total} />,
  }
}

const DAY: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' }
const LONG_DAY: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric' }

/** One month's statement: who, the summary of balances, then every line by kind. */
export function StatementView({ month }: { month: string }) {
  const { t } = useTranslation('statements')
  const statement = useStatement(month)
  if (statement.isPending) {
    return (
      <div className="grid gap-4" aria-busy="true" aria-label={t('loading')}>
        <Skeleton className="h-28" />
        <Skeleton className="h-40" />
        <Skeleton className="h-64" />
      </div>
    )
  }
  if (statement.isError) {
    return (
      <ErrorState
        title={t('loadError')}
        error={statement.error}
        onRetry={() => void statement.refetch()}
      />
    )
  }
  return <StatementBody statement={statement.data} />
}

function StatementBody({ statement }: { statement: SellerStatement }) {
  const { t, i18n } = useTranslation('statements')
  const dates = useDates()
  const places = usePlaceNames()
  const day = (iso: string) => dates.date(iso, DAY)
  const lastDay = new Date(new Date(statement.periodEnd).getTime() - 1)
  const { totals, platform, seller } = statement
  const money = (amount: string) => formatMoney(amount, statement.currency, i18n.language)

  const orderColumns: StatementColumn<StatementOrderLine>[] = [
    { header: t('columns.date'), cell: (line) => day(line.earnedAt) },
    { header: t('columns.order'), cell: (line) => <span dir="ltr">{line.orderNumber}</span> },
    {
      header: t('columns.product'),
      cell: (line) =>
        line.variantLabel ? `${line.productName} (${line.variantLabel})` : line.productName,
    },
    { header: t('columns.quantity'), amount: true, cell: (line) => line.quantity },
    amountColumn(t('columns.items'), (line) => line.itemsAmount, totals.orders.items),
    amountColumn(t('columns.discount'), (line) => line.discountAmount, totals.orders.discount),
    amountColumn(
      t('columns.commission'),
      (line) => line.commissionAmount,
      totals.orders.commission,
    ),
    amountColumn(
      t('columns.deliveryShare'),
      (line) => line.deliveryShare,
      totals.orders.deliveryShare,
    ),
    amountColumn(t('columns.net'), (line) => line.sellerNet, totals.orders.net),
  ]
  const serviceColumns: StatementColumn<StatementServiceLine>[] = [
    { header: t('columns.date'), cell: (line) => day(line.earnedAt) },
    { header: t('columns.service'), cell: (line) => line.title },
    amountColumn(t('columns.price'), (line) => line.price, totals.services.price),
    amountColumn(t('columns.platformFee'), (line) => line.platformFee, totals.services.platformFee),
    amountColumn(t('columns.net'), (line) => line.sellerEarnings, totals.services.net),
  ]
  const returnColumns: StatementColumn<StatementReturnLine>[] = [
    { header: t('columns.date'), cell: (line) => day(line.refundedAt) },
    {
      header: t('columns.returnNumber'),
      cell: (line) => <span dir="ltr">{line.returnNumber}</span>,
    },
    { header: t('columns.order'), cell: (line) => <span dir="ltr">{line.orderNumber}</span> },
    { header: t('columns.product'), cell: (line) => line.productName },
    amountColumn(t('columns.refund'), (line) => line.refundAmount, totals.returns.refunded),
    amountColumn(
      t('columns.netReversed'),
      (line) => line.sellerNetReversed,
      totals.returns.sellerNetReversed,
    ),
    amountColumn(
      t('columns.commissionReversed'),
      (line) => line.commissionReversed,
      totals.returns.commissionReversed,
    ),
    amountColumn(
      t('columns.returnShipping'),
      (line) => line.returnShipping,
      totals.returns.returnShipping,
    ),
    amountColumn(t('columns.charged'), (line) => line.sellerCharge, totals.returns.charged),
  ]
  const payoutColumns: StatementColumn<StatementPayoutLine>[] = [
    { header: t('columns.date'), cell: (line) => day(line.requestedAt) },
    {
      header: t('columns.reference'),
      cell: (line) => (line.referenceNumber ? <span dir="ltr">{line.referenceNumber}</span> : '—'),
    },
    {
      header: t('columns.status'),
      cell: (line) => t(`payoutStatus.${line.status}`, { defaultValue: line.status }),
    },
    amountColumn(t('columns.amount'), (line) => line.amount, totals.payouts.total),
  ]
  const feeRows = [
    { id: 'commission', label: t('fees.commission'), amount: totals.fees.commission },
    { id: 'deliveryShare', label: t('fees.deliveryShare'), amount: totals.fees.deliveryShare },
    { id: 'serviceFees', label: t('fees.serviceFees'), amount: totals.fees.serviceFees },
    { id: 'returnShipping', label: t('fees.returnShipping'), amount: totals.fees.returnShipping },
    {
      id: 'commissionReversed',
      label: t('fees.commissionReversed'),
      amount: negated(totals.fees.commissionReversed),
    },
  ]
  const planFeeColumns: StatementColumn<StatementPlanFeeLine>[] = [
    { header: t('columns.date'), cell: (line) => day(line.paidAt) },
    {
      header: t('columns.description'),
      // The plan in the reader's language; a plan no longer there keeps the payment's words.
      cell: (line) =>
        line.plan
          ? t('planFee', {
              plan: localizedName(line.plan, i18n.resolvedLanguage),
              interval: t(`intervals.${line.plan.billingInterval}`),
            })
          : line.description,
    },
    amountColumn(t('columns.amount'), (line) => line.amount, totals.planFees.total),
  ]

  const summary: { id: string; label: string; amount: string; strong?: boolean }[] = [
    { id: 'opening', label: t('summary.openingBalance'), amount: totals.openingBalance },
    { id: 'credits', label: t('summary.credits'), amount: totals.credits },
    { id: 'returns', label: t('summary.returnsCharged'), amount: negated(totals.returns.charged) },
    { id: 'payouts', label: t('summary.payouts'), amount: negated(totals.payouts.total) },
    {
      id: 'closing',
      label: statement.isCurrentMonth ? t('summary.closingToDate') : t('summary.closingBalance'),
      amount: totals.closingBalance,
      strong: true,
    },
  ]

  return (
    <div data-statement className="grid min-w-0 gap-6">
      <div>
        <p className="text-lg font-semibold">
          {t('period', {
            from: dates.date(statement.periodStart, LONG_DAY),
            to: dates.date(lastDay, LONG_DAY),
          })}
        </p>
        <p className="text-sm text-muted-foreground">
          {t('generatedAt', { time: dates.dateTime(statement.generatedAt) })}
        </p>
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <Party
          title={t('parties.platform')}
          lines={[
            [t('parties.name'), platform.name],
            [t('parties.address'), platform.address && places.address(platform.address)],
            [t('parties.taxId'), platform.taxId],
            [t('parties.email'), platform.email],
          ]}
        />
        <Party
          title={t('parties.seller')}
          lines={[
            [t('parties.store'), seller.storeName],
            [t('parties.owner'), seller.ownerName],
            [t('parties.taxId'), seller.taxId ?? t('parties.notGiven')],
            [t('parties.businessLicense'), seller.businessLicense ?? t('parties.notGiven')],
            [t('parties.email'), seller.email],
            [t('parties.phone'), seller.phone],
          ]}
        />
      </div>

      <section aria-labelledby="statement-summary" className="grid gap-2">
        <h2 id="statement-summary" className="text-lg font-semibold">
          {t('summary.title')}
        </h2>
        <Card className="max-w-xl p-4">
          <dl className="grid gap-2">
            {summary.map((row) => (
              <div
                key={row.id}
                className={
                  row.strong
                    ? 'flex flex-wrap justify-between gap-x-4 border-t border-border pt-2 text-lg font-bold'
                    : 'flex flex-wrap justify-between gap-x-4'
                }
              >
                <dt>{row.label}</dt>
                <dd dir="ltr" className="tabular-nums" data-amount={row.amount}>
                  {money(row.amount)}
                </dd>
              </div>
            ))}
          </dl>
        </Card>
        {statement.isCurrentMonth ? (
          <p className="text-sm text-muted-foreground">{t('toDateNote')}</p>
        ) : null}
      </section>

      <StatementTable
        id="statement-orders"
        title={t('sections.orders')}
        rows={statement.orders}
        columns={orderColumns}
        totalLabel={t('total')}
        emptyText={t('none')}
      />
      <StatementTable
        id="statement-services"
        title={t('sections.services')}
        rows={statement.services}
        columns={serviceColumns}
        totalLabel={t('total')}
        emptyText={t('none')}
      />
      <StatementTable
        id="statement-returns"
        title={t('sections.returns')}
        rows={statement.returns}
        columns={returnColumns}
        totalLabel={t('total')}
        emptyText={t('none')}
      />
      <StatementTable
        id="statement-payouts"
        title={t('sections.payouts')}
        rows={statement.payouts}
        columns={payoutColumns}
        totalLabel={t('total')}
        emptyText={t('none')}
      />
      <StatementTable
        id="statement-fees"
        title={t('sections.fees')}
        rows={feeRows}
        columns={[
          { header: t('columns.description'), cell: (row) => row.label },
          {
            header: t('columns.amount'),
            amount: true,
            cell: (row) => <Amount value={row.amount} />,
            total: <Amount value={totals.fees.total} />,
          },
        ]}
        totalLabel={t('fees.total')}
        emptyText={t('none')}
      />
      <StatementTable
        id="statement-plan-fees"
        title={t('sections.planFees')}
        rows={statement.planFees}
        columns={planFeeColumns}
        totalLabel={t('total')}
        emptyText={t('none')}
      />
      <div className="grid gap-1 text-sm text-muted-foreground">
        <p>{t('notes.currency')}</p>
        <p>{t('notes.deliveryShare')}</p>
      </div>
    </div>
  )
}

function Party({ title, lines }: { title: string; lines: [string, string | null][] }) {
  return (
    <Card className="min-w-0 p-4">
      <h2 className="mb-2 text-base font-semibold">{title}</h2>
      <dl className="grid gap-1 text-sm">
        {lines
          .filter((line): line is [string, string] => Boolean(line[1]))
          .map(([label, value]) => (
            <div key={label} className="flex flex-wrap gap-x-2">
              <dt className="text-muted-foreground">{label}:</dt>
              <dd className="min-w-0 break-words">{value}</dd>
            </div>
          ))}
      </dl>
    </Card>
  )
}
