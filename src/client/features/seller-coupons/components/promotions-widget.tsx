import { Tag } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '#client/components/ui/button.tsx'
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card.tsx'
import { ErrorState } from '#client/components/ui/error-state.tsx'
import { Skeleton } from '#client/components/ui/skeleton.tsx'
import { useSellerCoupons } from '../api/get-seller-coupons.ts'
import { couponsForTab } from '../lib/coupon-groups.ts'

/** The overview's promotions card: running coupons and flash sales, and the way to manage them. */
export function PromotionsWidget({ onManage }: { onManage: () => void }) {
  const { t } = useTranslation('seller-coupons')
  const list = useSellerCoupons()
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-3">
        <CardTitle className="flex items-center gap-2 text-lg">
          <Tag aria-hidden="true" className="size-5 text-primary" />
          {t('widget.title')}
        </CardTitle>
        <Button size="sm" variant="outline" onClick={onManage}>
          {t('widget.manage')}
        </Button>
      </CardHeader>
      <CardContent>
        {list.isPending ? (
          <Skeleton className="h-12 w-full" />
        ) : list.isError ? (
          <ErrorState error={list.error} onRetry={() => void list.refetch()} />
        ) : list.data.coupons.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('widget.none')}</p>
        ) : (
          <dl className="grid grid-cols-3 gap-3 text-center">
            <div>
              <dt className="text-xs text-muted-foreground">{t('tabs.active')}</dt>
              <dd className="text-xl font-bold">
                {couponsForTab(list.data.coupons, 'active').length}
              </dd>
            </div>
            <div>
              <dt className="text-xs text-muted-foreground">{t('tabs.flash')}</dt>
              <dd className="text-xl font-bold">
                {couponsForTab(list.data.coupons, 'flash').length}
              </dd>
            </div>
            <div>
              <dt className="text-xs text-muted-foreground">{t('analytics.uses')}</dt>
              <dd className="text-xl font-bold">
                {list.data.coupons.reduce((total, coupon) => total + coupon.analytics.uses, 0)}
              </dd>
            </div>
          </dl>
        )}
      </CardContent>
    </Card>
  )
}
