import { CircleAlert } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { PageContainer } from '#client/components/page-container.tsx'
import { buttonClass } from '#client/components/ui/button.tsx'

export default function NotFoundRoute() {
  const { t } = useTranslation('common')
  return (
    <PageContainer className="max-w-lg py-16 text-center">
      <title>{`${t('notFound.title')} · ${t('brand.name')}`}</title>
      <CircleAlert aria-hidden="true" className="mx-auto size-12 text-destructive" />
      <h1 className="mt-4 text-3xl font-bold">{t('notFound.title')}</h1>
      <p className="mt-3 text-muted-foreground">{t('notFound.hint')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link href="/" className={buttonClass()}>
          {t('notFound.home')}
        </Link>
        <Link href="/products" className={buttonClass({ variant: 'outline' })}>
          {t('footer.browseProducts')}
        </Link>
      </div>
    </PageContainer>
  )
}
