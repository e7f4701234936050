import { Activity, Heart, LifeBuoy, Package, Star } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import type { ActivityItem } from '#shared/contracts/profile.ts'
import { buttonClass } from '#client/components/ui/button.tsx'
import { EmptyState } from '#client/components/ui/empty-state.tsx'
import { ErrorState } from '#client/components/ui/error-state.tsx'
import { ListSkeleton } from '#client/components/ui/list-skeleton.tsx'
import { StarRating } from '#client/components/ui/star-rating.tsx'
import { useDates } from '#client/lib/dates.ts'
import { useFormatMoney } from '#client/lib/money-display.ts'
import { useActivity } from '../api/get-activity.ts'

function Entry({
  href,
  icon,
  title,
  detail,
  at,
}: {
  href: string
  icon: ReactNode
  title: ReactNode
  detail: ReactNode
  at: string
}) {
  const dates = useDates()
  return (
    <li>
      <Link
        href={href}
        className="flex items-start gap-3 rounded-lg border border-border bg-surface p-4 hover:bg-muted focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-ring"
      >
        <span
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary [&>svg]:size-5"
        >
          {icon}
        </span>
        <span className="grid min-w-0 flex-1 gap-1">
          <span className="font-semibold break-words">{title}</span>
          <span className="text-sm text-muted-foreground">{detail}</span>
          <time dateTime={at} className="text-xs text-muted-foreground">
            {dates.dateTime(at)}
          </time>
        </span>
      </Link>
    </li>
  )
}

function ActivityEntry({ item }: { item: ActivityItem }) {
  const { t } = useTranslation('auth')
  const money = useFormatMoney()
  switch (item.kind) {
    case 'order':
      return (
        <Entry
          href={`/orders/${item.id}`}
          icon={<Package />}
          at={item.at}
          title={t('profile.activity.order', { orderNumber: item.orderNumber })}
          detail={t('profile.activity.orderDetail', {
            product: item.product.name,
            status: t(`profile.activity.orderStatus.${item.status}`),
            total: money(item.totalAmount),
          })}
        />
      )
    case 'review':
      return (
        <Entry
          href={`/products/${item.product.id}`}
          icon={<Star />}
          at={item.at}
          title={t('profile.activity.review', { product: item.product.name })}
          detail={<StarRating value={item.rating} size="sm" />}
        />
      )
    case 'wishlist':
      return (
        <Entry
          href={`/products/${item.product.id}`}
          icon={<Heart />}
          at={item.at}
          title={t('profile.activity.saved', { product: item.product.name })}
          detail={t('profile.activity.savedDetail')}
        />
      )
    case 'ticket':
      return (
        <Entry
          href={`/support?ticket=${item.id}`}
          icon={<LifeBuoy />}
          at={item.at}
          title={t('profile.activity.ticket', { ticketNumber: item.ticketNumber })}
          detail={t('profile.activity.ticketDetail', {
            subject: item.subject,
            status: t(`profile.activity.ticketStatus.${item.status}`),
          })}
        />
      )
  }
}

export function ProfileActivity() {
  const { t } = useTranslation('auth')
  const activity = useActivity()
  if (activity.isPending)
    return <ListSkeleton thumbClassName="size-10 rounded-full" lineWidths={['w-1/2', 'w-1/3']} />
  if (activity.isError) {
    return (
      <ErrorState
        title={t('profile.activity.error')}
        error={activity.error}
        onRetry={() => void activity.refetch()}
      />
    )
  }
  if (activity.data.length === 0) {
    return (
      <EmptyState
        icon={<Activity />}
        title={t('profile.activityEmptyTitle')}
        description={t('profile.activityEmptyText')}
        action={
          <Link href="/products" className={buttonClass({ variant: 'outline' })}>
            {t('profile.browseProducts')}
          </Link>
        }
      />
    )
  }
  return (
    <ul className="grid gap-3" aria-label={t('profile.activity.label')}>
      {activity.data.map((item) => (
        <ActivityEntry key={`${item.kind}-${item.id}`} item={item} />
      ))}
    </ul>
  )
}
