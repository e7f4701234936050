import { Briefcase, Clock, Plus } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import type { SessionUser } from '#shared/contracts/auth.ts'
import {
  DIGITAL_SERVICE_CATEGORIES,
  type DigitalService,
  type DigitalServiceOrder,
} from '#shared/contracts/revenue.ts'
import { formatDate } from '#shared/dates.ts'
import { Badge, type BadgeVariant } from '#client/components/ui/badge.tsx'
import { Button, buttonClass } from '#client/components/ui/button.tsx'
import { Card } from '#client/components/ui/card.tsx'
import { EmptyState } from '#client/components/ui/empty-state.tsx'
import { ErrorState } from '#client/components/ui/error-state.tsx'
import { Select } from '#client/components/ui/select.tsx'
import { Skeleton } from '#client/components/ui/skeleton.tsx'
import { errorMessage } from '#client/lib/api-client.ts'
import { toast } from '#client/lib/toast.ts'
import { useDeliverServiceOrder } from '../api/deliver-service-order.ts'
import { useDigitalServices } from '../api/get-digital-services.ts'
import { useMyServices } from '../api/get-my-services.ts'
import { usePurchasedOrders } from '../api/get-purchased-orders.ts'
import { useSoldOrders } from '../api/get-sold-orders.ts'
import { useUpdateService } from '../api/update-service.ts'
import { OrderServiceDialog } from './order-service-dialog.tsx'
import { ServiceDialog } from './service-dialog.tsx'
import { useFormatMoney } from '#client/lib/money-display.ts'

const STATUS_VARIANT: Record<DigitalServiceOrder['status'], BadgeVariant> = {
  pending_payment: 'warning',
  active: 'primary',
  delivered: 'success',
  cancelled: 'secondary',
}

function ListSkeleton() {
  const { t } = useTranslation('revenue')
  return (
    <div role="status" aria-label={t('loading')} className="grid gap-3">
      {[0, 1, 2].map((key) => (
        <Skeleton key={key} className="h-24" />
      ))}
    </div>
  )
}

/** Digital services: browse and order; your orders; for sellers their services and sales. */
export function ServicesTab({
  user,
  signInPrompt,
}: {
  user: SessionUser | null
  signInPrompt: ReactNode
}) {
  const { t } = useTranslation('revenue')
  const isSeller = Boolean(user?.isSeller && user.sellerId)
  const [category, setCategory] = useState<string>('')
  const [ordering, setOrdering] = useState<DigitalService | null>(null)
  const services = useDigitalServices(category || undefined)

  return (
    <div className="grid gap-6">
      {isSeller ? <SellerServices /> : null}
      <section aria-labelledby="services-browse" className="grid gap-3">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="services-browse" className="text-xl font-bold">
            {t('services.browseTitle')}
          </h2>
          <div className="grid gap-1.5">
            <label htmlFor="service-category-filter" className="text-sm font-medium">
              {t('services.fields.category')}
            </label>
            <Select
              id="service-category-filter"
              value={category}
              onChange={(event) => setCategory(event.target.value)}
            >
              <option value="">{t('services.allCategories')}</option>
              {DIGITAL_SERVICE_CATEGORIES.map((value) => (
                <option key={value} value={value}>
                  {t(`services.categories.${value}`)}
                </option>
              ))}
            </Select>
          </div>
        </div>
        {services.isPending ? (
          <ListSkeleton />
        ) : services.isError ? (
          <ErrorState
            title={t('services.error')}
            error={services.error}
            onRetry={() => void services.refetch()}
          />
        ) : services.data.length === 0 ? (
          <EmptyState
            icon={<Briefcase />}
            title={t('services.emptyTitle')}
            description={t('services.emptyText')}
          />
        ) : (
          <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {services.data.map((service) => (
              <li key={service.id}>
                <ServiceCard
                  service={service}
                  action={
                    user && service.sellerId !== user.sellerId ? (
                      <Button
                        aria-label={t('services.orderTitle', { title: service.title })}
                        onClick={() => setOrdering(service)}
                      >
                        {t('services.order')}
                      </Button>
                    ) : null
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </section>
      {user ? <PurchasedOrders /> : signInPrompt}
      <OrderServiceDialog
        key={ordering?.id ?? 'none'}
        service={ordering}
        onClose={() => setOrdering(null)}
      />
    </div>
  )
}

function ServiceCard({ service, action }: { service: DigitalService; action: ReactNode }) {
  const money = useFormatMoney()
  const { t } = useTranslation('revenue')
  return (
    <Card className="flex h-full flex-col gap-2 p-4">
      <div className="flex items-start justify-between gap-2">
        <h3 className="font-semibold">{service.title}</h3>
        {service.category ? (
          <Badge variant="outline">
            {t(`services.categories.${service.category}`, { defaultValue: service.category })}
          </Badge>
        ) : null}
      </div>
      <p className="text-sm text-muted-foreground">{service.storeName}</p>
      {service.description ? <p className="line-clamp-3 text-sm">{service.description}</p> : null}
      <p className="flex items-center gap-1 text-sm text-muted-foreground">
        <Clock aria-hidden="true" className="size-4" />
        {t('services.deliveryDays', { count: service.deliveryTime })} ·{' '}
        {t('services.revisions', { count: service.revisions })}
      </p>
      <div className="mt-auto flex items-center justify-between gap-2">
        <p className="text-lg font-bold text-primary">{money(service.price, service.currency)}</p>
        {action}
      </div>
    </Card>
  )
}

function OrderRow({ order, action }: { order: DigitalServiceOrder; action?: ReactNode }) {
  const { t, i18n } = useTranslation('revenue')
  const money = useFormatMoney()
  return (
    <Card className="grid gap-1 p-4 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold">{order.serviceTitle}</p>
        <Badge variant={STATUS_VARIANT[order.status]}>{t(`services.status.${order.status}`)}</Badge>
      </div>
      <p className="text-muted-foreground">
        {order.storeName} · {order.buyerName} · {formatDate(order.createdAt, i18n.language)}
      </p>
      <p>
        {t('services.amounts', {
          price: money(order.price),
          fee: money(order.platformFee),
          earnings: money(order.sellerEarnings),
        })}
      </p>
      {order.deliveryDate && order.status === 'active' ? (
        <p>{t('services.dueOn', { date: formatDate(order.deliveryDate, i18n.language) })}</p>
      ) : null}
      {order.requirements ? <p className="whitespace-pre-line">{order.requirements}</p> : null}
      {action ? <div className="mt-2">{action}</div> : null}
    </Card>
  )
}

function PurchasedOrders() {
  const { t } = useTranslation('revenue')
  const orders = usePurchasedOrders(true)
  return (
    <section aria-labelledby="services-purchased" className="grid gap-3">
      <h2 id="services-purchased" className="text-xl font-bold">
        {t('services.myOrders')}
      </h2>
      {orders.isPending ? (
        <ListSkeleton />
      ) : orders.isError ? (
        <ErrorState error={orders.error} onRetry={() => void orders.refetch()} />
      ) : orders.data.length === 0 ? (
        <EmptyState title={t('services.noOrdersTitle')} description={t('services.noOrdersText')} />
      ) : (
        <ul className="grid gap-3">
          {orders.data.map((order) => (
            <li key={order.id}>
              <OrderRow
                order={order}
                action={
                  order.paymentId ? (
                    <Link
                      href={`/payment/${order.paymentId}`}
                      className={buttonClass({ size: 'sm' })}
                    >
                      {t('services.payNow')}
                    </Link>
                  ) : null
                }
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

function SellerServices() {
  const { t } = useTranslation('revenue')
  const mine = useMyServices(true)
  const sold = useSoldOrders(true)
  const [creating, setCreating] = useState(false)
  const update = useUpdateService({
    onSuccess: (service) =>
      toast.success(service.isActive ? t('services.resumed') : t('services.paused')),
    onError: (error) => toast.error(t('error'), { description: errorMessage(error, t('error')) }),
  })
  const deliver = useDeliverServiceOrder({
    onSuccess: () => toast.success(t('services.delivered')),
    onError: (error) => toast.error(t('error'), { description: errorMessage(error, t('error')) }),
  })
  return (
    <>
      <section aria-labelledby="services-mine" className="grid gap-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="services-mine" className="text-xl font-bold">
            {t('services.mineTitle')}
          </h2>
          <Button onClick={() => setCreating(true)}>
            <Plus aria-hidden="true" />
            {t('services.create')}
          </Button>
        </div>
        {mine.isPending ? (
          <ListSkeleton />
        ) : mine.isError ? (
          <ErrorState error={mine.error} onRetry={() => void mine.refetch()} />
        ) : mine.data.length === 0 ? (
          <EmptyState
            icon={<Briefcase />}
            title={t('services.noServicesTitle')}
            description={t('services.noServicesText')}
          />
        ) : (
          <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {mine.data.map((service) => (
              <li key={service.id}>
                <ServiceCard
                  service={service}
                  action={
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={update.isPending}
                      onClick={() => update.mutate({ id: service.id, isActive: !service.isActive })}
                    >
                      {service.isActive ? t('services.pause') : t('services.resume')}
                      <span className="sr-only">: {service.title}</span>
                    </Button>
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="services-sold" className="grid gap-3">
        <h2 id="services-sold" className="text-xl font-bold">
          {t('services.soldTitle')}
        </h2>
        {sold.isPending ? (
          <ListSkeleton />
        ) : sold.isError ? (
          <ErrorState error={sold.error} onRetry={() => void sold.refetch()} />
        ) : sold.data.length === 0 ? (
          <EmptyState title={t('services.noSalesTitle')} description={t('services.noSalesText')} />
        ) : (
          <ul className="grid gap-3">
            {sold.data.map((order) => (
              <li key={order.id}>
                <OrderRow
                  order={order}
                  action={
                    order.status === 'active' ? (
                      <Button
                        size="sm"
                        disabled={deliver.isPending}
                        onClick={() => deliver.mutate(order.id)}
                      >
                        {t('services.markDelivered')}
                      </Button>
                    ) : null
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </section>
      <ServiceDialog open={creating} onOpenChange={setCreating} />
    </>
  )
}
