import { PackageSearch } from 'lucide-react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'wouter'
import { formatDate } from '#shared/dates.ts'
import { Button, buttonClass } from '#client/components/ui/button.tsx'
import { Card } from '#client/components/ui/card.tsx'
import { ErrorState } from '#client/components/ui/error-state.tsx'
import { Input } from '#client/components/ui/input.tsx'
import { Label } from '#client/components/ui/label.tsx'
import { useOrders } from '../api/get-orders.ts'
import { orderLabel, orderRef } from '../lib/order-status.ts'
import { ListSkeleton } from '#client/components/ui/list-skeleton.tsx'
import { OrderStatusBadge } from './order-status-badge.tsx'

const RECENT_ORDERS = 5

/** Track by order id; signed-in buyers also see their latest orders to open with one tap. */
export function TrackOrderForm({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation('orders')
  const [, navigate] = useLocation()
  const [orderId, setOrderId] = useState('')
  const inputId = useId()
  const trimmed = orderId.trim()
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <Card className="p-4">
        <form
          className="grid gap-2"
          onSubmit={(event) => {
            event.preventDefault()
            if (trimmed) navigate(`/orders/${encodeURIComponent(orderRef(trimmed) ?? trimmed)}`)
          }}
        >
          <Label htmlFor={inputId}>{t('track.label')}</Label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              id={inputId}
              value={orderId}
              onChange={(event) => setOrderId(event.target.value)}
              placeholder={t('track.placeholder')}
              autoComplete="off"
              spellCheck={false}
              className="sm:flex-1"
            />
            <Button type="submit" disabled={!trimmed}>
              <PackageSearch aria-hidden="true" />
              {t('track.submit')}
            </Button>
          </div>
          <p className="text-sm text-muted-foreground">{t('track.hint')}</p>
        </form>
      </Card>
      {signedIn ? (
        <RecentOrders />
      ) : (
        <p className="text-sm text-muted-foreground">
          <Link href="/login?next=%2Fdelivery" className="text-primary underline">
            {t('track.signIn')}
          </Link>{' '}
          {t('track.signInText')}
        </p>
      )}
    </div>
  )
}

function RecentOrders() {
  const { t, i18n } = useTranslation('orders')
  const language = i18n.resolvedLanguage ?? 'am'
  const orders = useOrders('buyer')
  return (
    <section className="grid gap-3" aria-labelledby="recent-orders-heading">
      <h2 id="recent-orders-heading" className="text-lg font-semibold">
        {t('track.recent')}
      </h2>
      {orders.isPending ? (
        <ListSkeleton count={2} />
      ) : orders.isError ? (
        <ErrorState error={orders.error} onRetry={() => void orders.refetch()} />
      ) : orders.data.length === 0 ? (
        <p className="text-muted-foreground">
          {t('track.noOrders')}{' '}
          <Link href="/products" className="text-primary underline">
            {t('mine.browse')}
          </Link>
        </p>
      ) : (
        <ul className="grid gap-2">
          {orders.data.slice(0, RECENT_ORDERS).map((order) => (
            <li key={order.id}>
              <Link
                href={`/orders/${order.id}`}
                className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-border bg-surface p-3 hover:bg-muted focus-visible:outline-3 focus-visible:outline-ring"
              >
                <span className="grid">
                  <span className="font-medium">
                    {order.product.name}
                    {order.variantLabel ? ` (${order.variantLabel})` : ''}
                  </span>
                  <span className="text-sm text-muted-foreground">
                    {t('card.order', { id: orderLabel(order) })} ·{' '}
                    {formatDate(order.createdAt, language)}
                  </span>
                </span>
                <OrderStatusBadge status={order.status} />
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Link
        href="/orders"
        className={buttonClass({ variant: 'outline', className: 'justify-self-start' })}
      >
        {t('track.allOrders')}
      </Link>
    </section>
  )
}
