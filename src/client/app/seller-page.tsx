import { Store } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { PageContainer } from '#client/components/page-container.tsx'
import { PageSkeleton } from '#client/components/page-skeleton.tsx'
import { buttonClass } from '#client/components/ui/button.tsx'
import { Card } from '#client/components/ui/card.tsx'
import { ErrorState } from '#client/components/ui/error-state.tsx'
import { cn } from '#client/lib/cn.ts'
import { useMe } from '#client/lib/session.ts'
import { SignInPrompt } from '#client/features/auth/components/sign-in-prompt.tsx'

/**
 * A page of the seller's catalogue tools: a visitor is asked to sign in, a buyer to open a store,
 * a seller sees the page's heading and its content.
 */
export function SellerPage({
  title,
  subtitle,
  signInTitle,
  signInText,
  className,
  children,
}: {
  title: string
  subtitle: string
  signInTitle: string
  signInText: string
  /** The content's width, e.g. `max-w-2xl`. */
  className: string
  children: ReactNode
}) {
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
  else if (!me.data) content = <SignInPrompt title={signInTitle} description={signInText} />
  else if (!me.data.isSeller)
    content = (
      <div className="mx-auto w-full max-w-md px-4 py-12">
        <Card className="p-8 text-center">
          <Store aria-hidden="true" className="mx-auto size-10 text-primary" />
          <h1 className="mt-3 text-2xl font-bold">{t('addProduct.notSellerTitle')}</h1>
          <p className="mt-2 text-muted-foreground">{t('addProduct.notSellerText')}</p>
          <Link href="/become-seller" className={buttonClass({ className: 'mt-6' })}>
            {t('addProduct.becomeSeller')}
          </Link>
        </Card>
      </div>
    )
  else
    content = (
      <div className={cn('mx-auto grid w-full gap-6 px-4 py-8', className)}>
        <header>
          <h1 className="text-3xl font-bold">{title}</h1>
          <p className="mt-2 text-muted-foreground">{subtitle}</p>
        </header>
        {children}
      </div>
    )
  return (
    <>
      <title>{`${title} · ${t('brand')}`}</title>
      {content}
    </>
  )
}
