import { Award, Crown, Gem, Medal, RefreshCw, Star } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { formatMoney } from '#shared/money.ts'
import { localizedText } from '#shared/localized-text.ts'
import { tierName } from '#shared/tier-name.ts'
import { formatRating } from '#shared/rating.ts'
import { Button } from '#client/components/ui/button.tsx'
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card.tsx'
import { ErrorState } from '#client/components/ui/error-state.tsx'
import { Skeleton } from '#client/components/ui/skeleton.tsx'
import { errorMessage } from '#client/lib/api-client.ts'
import { cn } from '#client/lib/cn.ts'
import { toast } from '#client/lib/toast.ts'
import { useEvaluateTier } from '../api/evaluate-tier.ts'
import { useSellerTier } from '../api/get-seller-tier.ts'
import { commissionPercent, TIER_BADGE_CLASS, tierKind, type TierKind } from '../lib/tier-style.ts'

const TIER_ICON: Record<TierKind, ReactNode> = {
  bronze: <Medal aria-hidden="true" />,
  silver: <Award aria-hidden="true" />,
  gold: <Crown aria-hidden="true" />,
  diamond: <Gem aria-hidden="true" />,
  other: <Star aria-hidden="true" />,
}

/** The store's commission tier, its progress to the next tier and a re-evaluate button. */
export function TierCard({ sellerId }: { sellerId: string }) {
  const { t, i18n } = useTranslation('tiers')
  const language = i18n.language
  const standing = useSellerTier(sellerId)
  const evaluate = useEvaluateTier(sellerId, {
    onSuccess: (result) => {
      const name = tierName(result.tier, language)
      if (result.upgraded)
        toast.success(t('upgradedTitle'), { description: t('upgradedText', { name }) })
      else toast.success(t('evaluatedTitle'), { description: t('evaluatedText', { name }) })
    },
    onError: (error) =>
      toast.error(t('errorTitle'), { description: errorMessage(error, t('errorText')) }),
  })

  if (standing.isPending) return <Skeleton className="h-56 w-full" />
  if (standing.isError) {
    return <ErrorState error={standing.error} onRetry={() => void standing.refetch()} />
  }

  const { seller, currentTier, nextTier, progressPercentage } = standing.data
  const kind = tierKind(currentTier?.name)
  // What the store's tier gives, as the platform wrote it in each language.
  const perks = currentTier
    ? localizedText(
        {
          en: currentTier.description,
          am: currentTier.descriptionAmharic,
          om: currentTier.descriptionOm,
          ti: currentTier.descriptionTi,
        },
        language,
      )
    : null
  const birr = (amount: string) => formatMoney(amount, 'ETB', language, { decimals: 0 })

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
        <div>
          <CardTitle className="text-lg">{t('title')}</CardTitle>
          <p className="text-sm text-muted-foreground">
            {t('commission', { rate: commissionPercent(seller.commissionRate) })}
          </p>
        </div>
        <span
          className={cn(
            'inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold [&_svg]:size-4',
            TIER_BADGE_CLASS[kind],
          )}
        >
          {TIER_ICON[kind]}
          {currentTier ? tierName(currentTier, language) : t('notEvaluated')}
        </span>
      </CardHeader>
      <CardContent className="grid gap-4">
        {perks ? <p className="text-sm">{perks}</p> : null}
        <div className="grid gap-1.5">
          <div className="flex justify-between gap-3 text-sm">
            <span>
              {nextTier ? t('progressTo', { name: tierName(nextTier, language) }) : t('topTier')}
            </span>
            <span className="font-medium">{t('percent', { value: progressPercentage })}</span>
          </div>
          <div
            role="progressbar"
            aria-label={t('progressLabel')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progressPercentage}
            className="h-2.5 overflow-hidden rounded-full bg-muted"
          >
            <div
              className="h-full rounded-full bg-primary"
              style={{ width: `${progressPercentage}%` }}
            />
          </div>
        </div>
        <dl className="grid grid-cols-2 gap-3 text-sm">
          <div>
            <dt className="text-muted-foreground">{t('totalSales')}</dt>
            <dd className="font-semibold">{birr(seller.totalSalesAmount)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{t('monthlySales')}</dt>
            <dd className="font-semibold">{birr(seller.monthlySalesAmount)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{t('rating')}</dt>
            <dd className="font-semibold">
              {seller.totalReviews > 0 ? `${formatRating(seller.rating)} / 5` : t('noRating')}
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{t('reviews')}</dt>
            <dd className="font-semibold">{seller.totalReviews}</dd>
          </div>
        </dl>
        <Button
          variant="outline"
          onClick={() => evaluate.mutate()}
          disabled={evaluate.isPending}
          aria-busy={evaluate.isPending}
        >
          <RefreshCw
            aria-hidden="true"
            className={evaluate.isPending ? 'animate-spin' : undefined}
          />
          {evaluate.isPending ? t('evaluating') : t('evaluate')}
        </Button>
      </CardContent>
    </Card>
  )
}
