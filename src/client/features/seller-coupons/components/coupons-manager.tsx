import { Copy, Pencil, Plus, Power, PowerOff, Tag, Trash2, Zap } from 'lucide-react'
import { Tabs } from 'radix-ui'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { SellerCoupon } from '#shared/contracts/seller-coupons.ts'
import { formatDate } from '#shared/dates.ts'
import { addMoney, formatMoney } from '#shared/money.ts'
import { Badge } from '#client/components/ui/badge.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card.tsx'
import { EmptyState } from '#client/components/ui/empty-state.tsx'
import { ErrorState } from '#client/components/ui/error-state.tsx'
import { Skeleton } from '#client/components/ui/skeleton.tsx'
import { errorMessage } from '#client/lib/api-client.ts'
import { toast } from '#client/lib/toast.ts'
import { useDeleteCoupon } from '../api/delete-coupon.ts'
import { useSellerCoupons } from '../api/get-seller-coupons.ts'
import { useUpdateCoupon } from '../api/update-coupon.ts'
import { COUPON_TABS, couponsForTab, isExpired, topCoupons } from '../lib/coupon-groups.ts'
import { CouponDialog, type CouponCategory } from './coupon-dialog.tsx'

const tabTriggerClass =
  'inline-flex shrink-0 items-center gap-1.5 rounded-md px-3 py-2 text-sm font-medium text-foreground hover:bg-muted ' +
  'focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-ring ' +
  'data-[state=active]:bg-primary data-[state=active]:text-primary-foreground'

/** The promotions tab: the seller's coupons by state, flash sales and their real figures. */
export function CouponsManager({ categories }: { categories: CouponCategory[] }) {
  const { t } = useTranslation('seller-coupons')
  const list = useSellerCoupons()
  const [dialog, setDialog] = useState<{ open: boolean; coupon?: SellerCoupon }>({ open: false })

  const openCreate = () => setDialog({ open: true })
  const openEdit = (coupon: SellerCoupon) => setDialog({ open: true, coupon })

  return (
    <section aria-labelledby="coupons-title" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="coupons-title" className="text-xl font-semibold">
            {t('title')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('subtitle')}</p>
        </div>
        <Button onClick={openCreate}>
          <Plus aria-hidden="true" />
          {t('create')}
        </Button>
      </div>

      {list.isPending ? (
        <div className="grid gap-3">
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} className="h-28 w-full" />
          ))}
        </div>
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <Tabs.Root defaultValue="active" className="grid gap-4">
          <Tabs.List
            aria-label={t('tabsLabel')}
            className="flex flex-wrap gap-1 rounded-lg border border-border bg-surface p-1"
          >
            {COUPON_TABS.map((tab) => (
              <Tabs.Trigger key={tab} value={tab} className={tabTriggerClass}>
                {t(`tabs.${tab}`)}
                {tab === 'analytics' ? null : (
                  <span className="rounded-full bg-muted px-1.5 text-xs text-foreground">
                    {couponsForTab(list.data.coupons, tab).length}
                  </span>
                )}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {(['active', 'inactive', 'flash'] as const).map((tab) => {
            const coupons = couponsForTab(list.data.coupons, tab)
            return (
              <Tabs.Content key={tab} value={tab} className="min-w-0">
                {coupons.length === 0 ? (
                  <EmptyState
                    icon={tab === 'flash' ? <Zap /> : <Tag />}
                    title={t(`empty.${tab}`)}
                    action={
                      tab === 'inactive' ? undefined : (
                        <Button variant="outline" onClick={openCreate}>
                          {t('create')}
                        </Button>
                      )
                    }
                  />
                ) : (
                  <ul className="grid gap-3">
                    {coupons.map((coupon) => (
                      <li key={coupon.id}>
                        <CouponItem coupon={coupon} onEdit={() => openEdit(coupon)} />
                      </li>
                    ))}
                  </ul>
                )}
              </Tabs.Content>
            )
          })}
          <Tabs.Content value="analytics" className="min-w-0">
            <CouponAnalytics
              coupons={list.data.coupons}
              views={list.data.couponPageViews}
              conversionRate={list.data.conversionRate}
            />
          </Tabs.Content>
        </Tabs.Root>
      )}

      <CouponDialog
        open={dialog.open}
        coupon={dialog.coupon}
        categories={categories}
        onOpenChange={(open) => setDialog((current) => ({ ...current, open }))}
      />
    </section>
  )
}

function CouponItem({ coupon, onEdit }: { coupon: SellerCoupon; onEdit: () => void }) {
  const { t, i18n } = useTranslation('seller-coupons')
  const language = i18n.language
  const [confirming, setConfirming] = useState(false)
  const toggle = useUpdateCoupon({
    onSuccess: (saved) =>
      toast.success(t('toast.statusUpdated'), {
        description: saved.isActive ? t('toast.activated') : t('toast.deactivated'),
      }),
    onError: (error) =>
      toast.error(t('toast.errorTitle'), {
        description: errorMessage(error, t('toast.statusFailed')),
      }),
  })
  const remove = useDeleteCoupon({
    onSuccess: () => toast.success(t('toast.deleted'), { description: coupon.couponCode }),
    onError: (error) => {
      setConfirming(false)
      toast.error(t('toast.errorTitle'), {
        description: errorMessage(error, t('toast.deleteFailed')),
      })
    },
  })

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(coupon.couponCode)
      toast.success(t('toast.copied'), { description: coupon.couponCode })
    } catch {
      toast.error(t('toast.copyFailed'), { description: coupon.couponCode })
    }
  }

  const value =
    coupon.discountType === 'percentage'
      ? t('value.percent', { value: coupon.discountValue.replace(/\.0+$/, '') })
      : coupon.discountType === 'fixed_amount'
        ? t('value.amount', { amount: formatMoney(coupon.discountValue, 'ETB', language) })
        : t(`types.${coupon.discountType}`)

  return (
    <Card className="p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-semibold">{coupon.title}</h3>
            {coupon.isFlashSale ? (
              <Badge variant="warning">
                <Zap aria-hidden="true" className="size-3" />
                {t('badges.flash')}
              </Badge>
            ) : null}
            {isExpired(coupon) ? <Badge variant="outline">{t('badges.expired')}</Badge> : null}
            {coupon.isActive ? null : <Badge variant="secondary">{t('badges.inactive')}</Badge>}
          </div>
          <p className="text-sm text-muted-foreground">
            {value}
            {coupon.minimumPurchase
              ? ` · ${t('value.minimum', { amount: formatMoney(coupon.minimumPurchase, 'ETB', language) })}`
              : ''}
          </p>
          <p className="text-sm text-muted-foreground">
            {coupon.endDate
              ? t('validUntil', { date: formatDate(coupon.endDate, language) })
              : t('noEndDate')}
            {' · '}
            {coupon.usageLimit === null
              ? t('usesUnlimited', { count: coupon.analytics.uses })
              : t('usesOf', { count: coupon.analytics.uses, limit: coupon.usageLimit })}
          </p>
        </div>
        <code className="rounded-md border border-dashed border-primary px-2 py-1 font-mono text-sm font-semibold">
          {coupon.couponCode}
        </code>
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" variant="outline" onClick={() => void copy()}>
          <Copy aria-hidden="true" />
          {t('actions.copy')}
        </Button>
        <Button size="sm" variant="outline" onClick={onEdit}>
          <Pencil aria-hidden="true" />
          {t('actions.edit')}
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={toggle.isPending}
          aria-busy={toggle.isPending}
          onClick={() => toggle.mutate({ id: coupon.id, isActive: !coupon.isActive })}
        >
          {coupon.isActive ? <PowerOff aria-hidden="true" /> : <Power aria-hidden="true" />}
          {coupon.isActive ? t('actions.deactivate') : t('actions.reactivate')}
        </Button>
        {confirming ? (
          <>
            <Button
              size="sm"
              variant="destructive"
              disabled={remove.isPending}
              aria-busy={remove.isPending}
              onClick={() => remove.mutate(coupon.id)}
            >
              <Trash2 aria-hidden="true" />
              {t('actions.confirmDelete')}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setConfirming(false)}>
              {t('actions.cancel')}
            </Button>
          </>
        ) : (
          <Button size="sm" variant="ghost" onClick={() => setConfirming(true)}>
            <Trash2 aria-hidden="true" />
            {t('actions.delete')}
          </Button>
        )}
      </div>
    </Card>
  )
}

function CouponAnalytics({
  coupons,
  views,
  conversionRate,
}: {
  coupons: SellerCoupon[]
  views: number
  conversionRate: number | null
}) {
  const { t, i18n } = useTranslation('seller-coupons')
  const language = i18n.language
  const birr = (amount: string) => formatMoney(amount, 'ETB', language)
  const sum = (pick: (coupon: SellerCoupon) => string) => addMoney(...coupons.map(pick))
  const uses = coupons.reduce((total, coupon) => total + coupon.analytics.uses, 0)
  const top = topCoupons(coupons)
  const figures = [
    { label: t('analytics.uses'), value: String(uses) },
    {
      label: t('analytics.discountGiven'),
      value: birr(sum((coupon) => coupon.analytics.discountGiven)),
    },
    {
      label: t('analytics.revenue'),
      value: birr(sum((coupon) => coupon.analytics.revenue)),
    },
    {
      label: t('analytics.conversion'),
      value: conversionRate === null ? t('noData') : `${conversionRate}%`,
      detail: t('analytics.conversionHint', { count: views }),
    },
  ]
  return (
    <div className="grid gap-4">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {figures.map((figure) => (
          <Card key={figure.label} className="p-4">
            <dt className="text-sm text-muted-foreground">{figure.label}</dt>
            <dd className="mt-0.5 text-lg font-bold">{figure.value}</dd>
            {figure.detail ? (
              <dd className="text-xs text-muted-foreground">{figure.detail}</dd>
            ) : null}
          </Card>
        ))}
      </dl>
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">{t('analytics.topTitle')}</CardTitle>
        </CardHeader>
        <CardContent>
          {top.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('analytics.noUses')}</p>
          ) : (
            <ol className="divide-y divide-border">
              {top.map((coupon) => (
                <li key={coupon.id} className="flex items-center justify-between gap-3 py-2.5">
                  <div className="min-w-0">
                    <p className="truncate font-medium">{coupon.title}</p>
                    <p className="font-mono text-xs text-muted-foreground">{coupon.couponCode}</p>
                  </div>
                  <div className="shrink-0 text-end text-sm">
                    <p className="font-semibold">
                      {t('analytics.usesCount', { count: coupon.analytics.uses })}
                    </p>
                    <p className="text-muted-foreground">{birr(coupon.analytics.revenue)}</p>
                  </div>
                </li>
              ))}
            </ol>
          )}
        </CardContent>
      </Card>
    </div>
  )
}
