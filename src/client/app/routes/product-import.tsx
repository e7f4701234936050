import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { PageContainer } from '#client/components/page-container.tsx'
import { PageSkeleton } from '#client/components/page-skeleton.tsx'
import { buttonClass } from '#client/components/ui/button.tsx'
import { Card } from '#client/components/ui/card.tsx'
import { ErrorState } from '#client/components/ui/error-state.tsx'
import { useMe } from '#client/lib/session.ts'
import { SignInPrompt } from '#client/features/auth/components/sign-in-prompt.tsx'
import { ProductImportView } from '#client/features/seller-products/components/product-import-view.tsx'

/** Bulk listing by CSV, under the seller's area. */
export default function ProductImportRoute() {
  const { t } = useTranslation('seller-products')
  const me = useMe()
  let content
  if (me.isPending) content = <PageSkeleton />
  else if (me.isError)
    content = (
      <PageContainer>
        <ErrorState error={me.error} onRetry={() => void me.refetch()} />
      </PageContainer>
    )
  else if (!me.data)
    content = <SignInPrompt title={t('import.signInTitle')} description={t('import.signInText')} />
  else if (!me.data.isSeller)
    content = (
      <div className="mx-auto w-full max-w-md px-4 py-12">
        <Card className="p-8 text-center">
          <h1 className="text-2xl font-bold">{t('addProduct.notSellerTitle')}</h1>
          <p className="mt-2 text-muted-foreground">{t('addProduct.notSellerText')}</p>
          <Link href="/become-seller" className={buttonClass({ className: 'mt-6' })}>
            {t('addProduct.becomeSeller')}
          </Link>
        </Card>
      </div>
    )
  else
    content = (
      <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8">
        <header>
          <h1 className="text-3xl font-bold">{t('import.title')}</h1>
          <p className="mt-2 text-muted-foreground">{t('import.subtitle')}</p>
        </header>
        <ProductImportView />
      </div>
    )
  return (
    <>
      <title>{`${t('import.title')} · ${t('brand')}`}</title>
      {content}
    </>
  )
}
