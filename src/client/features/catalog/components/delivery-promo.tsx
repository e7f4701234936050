import { Clock, MapPinned, Smartphone, Zap } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { buttonClass } from '#client/components/ui/button.tsx'
import { SectionHeader } from './section-header.tsx'

/** Delivery promise cards (fast 20-45 min, 50+ cities, 24/7 tracking) with links to delivery and Telebirr. */
export function DeliveryPromo() {
  const { t } = useTranslation('catalog')
  const cards = [
    { Icon: Zap, title: t('home.delivery.fastTitle'), text: t('home.delivery.fastText') },
    {
      Icon: MapPinned,
      title: t('home.delivery.nationwideTitle'),
      text: t('home.delivery.nationwideText'),
    },
    { Icon: Clock, title: t('home.delivery.trackingTitle'), text: t('home.delivery.trackingText') },
  ]
  return (
    <section
      aria-labelledby="home-delivery-heading"
      className="rounded-xl bg-primary-soft p-5 sm:p-8"
    >
      <SectionHeader
        id="home-delivery-heading"
        title={t('home.delivery.title')}
        description={t('home.delivery.description')}
      />
      <ul role="list" className="grid gap-3 sm:grid-cols-3">
        {cards.map(({ Icon, title, text }) => (
          <li key={title} className="flex items-start gap-3 rounded-lg bg-surface p-4 shadow-sm">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <div>
              <h3 className="font-semibold">{title}</h3>
              <p className="text-sm text-muted-foreground">{text}</p>
            </div>
          </li>
        ))}
      </ul>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row">
        <Link href="/delivery" className={buttonClass()}>
          {t('home.delivery.deliveryLink')}
        </Link>
        <Link href="/telebirr-ads" className={buttonClass({ variant: 'outline' })}>
          <Smartphone aria-hidden="true" />
          {t('home.delivery.telebirrLink')}
        </Link>
      </div>
    </section>
  )
}
