import { Store } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { buttonClass } from '#client/components/ui/button.tsx'
import { Card } from '#client/components/ui/card.tsx'

/** Sellers cannot apply twice; they get the way to their dashboard instead. */
export function SellerExists() {
  const { t } = useTranslation('auth')
  return (
    <div className="mx-auto w-full max-w-md px-4 py-12">
      <Card className="p-8 text-center">
        <Store aria-hidden="true" className="mx-auto size-10 text-primary" />
        <h1 className="mt-3 text-2xl font-bold">{t('becomeSeller.alreadyTitle')}</h1>
        <p className="mt-2 text-muted-foreground">{t('becomeSeller.alreadyText')}</p>
        <Link href="/dashboard" className={buttonClass({ className: 'mt-6' })}>
          {t('becomeSeller.goToDashboard')}
        </Link>
      </Card>
    </div>
  )
}
