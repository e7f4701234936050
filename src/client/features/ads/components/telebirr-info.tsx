import { useTranslation } from 'react-i18next'
import { TELEBIRR_AD_TYPES, TELEBIRR_PROMOTION_TYPES } from '#shared/contracts/ads.ts'
import { Card, CardContent } from '#client/components/ui/card.tsx'

/** The telebirr page's hero figures, ad and promotion types, and how it works. */
export function TelebirrHero() {
  const { t } = useTranslation('ads')
  return (
    <ul className="grid grid-cols-3 gap-3 rounded-lg bg-primary p-4 text-center text-primary-foreground">
      {(['heroUsers', 'heroMerchants', 'heroSupport'] as const).map((key) => (
        <li key={key} className="font-bold">
          {t(`telebirr.${key}`)}
        </li>
      ))}
    </ul>
  )
}

export function TelebirrExplainer() {
  const { t } = useTranslation('ads')
  return (
    <div className="grid gap-5">
      <section aria-labelledby="telebirr-ad-types" className="grid gap-3">
        <h2 id="telebirr-ad-types" className="text-lg font-semibold">
          {t('telebirr.adTypesTitle')}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-3">
          {TELEBIRR_AD_TYPES.map((type) => (
            <li key={type}>
              <Card className="h-full">
                <CardContent className="grid gap-1 p-4 text-sm">
                  <p className="font-semibold">{t(`telebirrAdType.${type}`)}</p>
                  <p className="text-muted-foreground">{t(`telebirrAdTypeHint.${type}`)}</p>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="telebirr-promotions" className="grid gap-3">
        <h2 id="telebirr-promotions" className="text-lg font-semibold">
          {t('telebirr.promotionTypesTitle')}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-3">
          {TELEBIRR_PROMOTION_TYPES.map((type) => (
            <li key={type}>
              <Card className="h-full">
                <CardContent className="grid gap-1 p-4 text-sm">
                  <p className="font-semibold">{t(`promotion.${type}`)}</p>
                  <p className="text-muted-foreground">{t(`promotionHint.${type}`)}</p>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="telebirr-how" className="grid gap-3">
        <h2 id="telebirr-how" className="text-lg font-semibold">
          {t('telebirr.howTitle')}
        </h2>
        <ol className="grid list-decimal gap-2 ps-6">
          {(['step1', 'step2', 'step3'] as const).map((step) => (
            <li key={step}>{t(`telebirr.${step}`)}</li>
          ))}
        </ol>
      </section>
    </div>
  )
}
