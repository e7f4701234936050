import { FileText } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { PageContainer } from '#client/components/page-container.tsx'
import { PageSkeleton } from '#client/components/page-skeleton.tsx'
import { buttonClass } from '#client/components/ui/button.tsx'
import { ErrorState } from '#client/components/ui/error-state.tsx'
import { useMe } from '#client/lib/session.ts'
import { SignInPrompt } from '#client/features/auth/components/sign-in-prompt.tsx'
import { PaymentMethodsView } from '#client/features/wallet/components/payment-methods-view.tsx'
import { PayoutsSection } from '#client/features/wallet/components/payouts-section.tsx'
import { WalletCreditCard } from '#client/features/returns/components/wallet-credit-card.tsx'

export default function WalletRoute() {
  const { t } = useTranslation('wallet')
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
    content = <SignInPrompt title={t('signInTitle')} description={t('signInText')} />
  else
    content = (
      <PageContainer>
        <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-2xl font-bold">{t('title')}</h1>
          {me.data.isSeller && me.data.sellerId ? (
            <Link href="/statements" className={buttonClass({ variant: 'outline' })}>
              <FileText aria-hidden="true" />
              {t('header.statements', { ns: 'common' })}
            </Link>
          ) : null}
        </div>
        <div className="grid gap-10">
          <WalletCreditCard />
          <PaymentMethodsView />
          {me.data.isSeller && me.data.sellerId ? <PayoutsSection /> : null}
        </div>
      </PageContainer>
    )
  return (
    <>
      <title>{`${t('title')} · ${t('brand.name', { ns: 'common' })}`}</title>
      {content}
    </>
  )
}
