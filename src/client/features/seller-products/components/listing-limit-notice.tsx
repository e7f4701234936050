import { Crown } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { buttonClass } from '#client/components/ui/button.tsx'
import { localizedName } from '#shared/language.ts'
import type { ListingLimits } from '../lib/listing-limits.ts'

/** Shown instead of the product form when the trial or plan allows no further product. */
export function ListingLimitNotice({ limits }: { limits: ListingLimits }) {
  const { t, i18n } = useTranslation('seller-products')
  return (
    <div
      role="status"
      className="grid justify-items-start gap-3 rounded-lg border border-accent bg-[#fffbea] p-5"
    >
      <h2 className="flex items-center gap-2 text-lg font-semibold">
        <Crown aria-hidden="true" className="size-5 text-primary" />
        {t('limits.reachedTitle')}
      </h2>
      <p>
        {limits.source === 'trial'
          ? t('limits.trialReached', { count: limits.maxProducts ?? 0 })
          : t('limits.planReached', {
              count: limits.maxProducts ?? 0,
              plan: limits.planName
                ? localizedName(
                    {
                      name: limits.planName,
                      nameAmharic: limits.planNameAmharic,
                      nameOm: limits.planNameOm,
                      nameTi: limits.planNameTi,
                    },
                    i18n.resolvedLanguage,
                  )
                : '',
            })}
      </p>
      <p className="text-sm text-muted-foreground">{t('limits.reachedHint')}</p>
      <Link href={limits.upgradeUrl} className={buttonClass()}>
        {t('limits.seePlans')}
      </Link>
    </div>
  )
}

/** One line under the category field: how many categories the trial allows and how many are used. */
export function CategoryLimitHint({ limits }: { limits: ListingLimits }) {
  const { t } = useTranslation('seller-products')
  if (limits.maxCategories === null) return null
  return (
    <span>
      {t('limits.categories', { count: limits.maxCategories, used: limits.categoryIdsUsed.length })}
    </span>
  )
}
