import { useTranslation } from 'react-i18next'
import { CouponsPage } from '#client/features/deals/components/coupons-page.tsx'

export default function CouponsRoute() {
  const { t } = useTranslation('deals')
  return (
    <>
      <title>{`${t('title')} · ${t('brand')}`}</title>
      <CouponsPage />
    </>
  )
}
