import { FileText } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useSearch } from 'wouter'
import { statementMonth } from '#shared/contracts/statements.ts'
import { PageContainer } from '#client/components/page-container.tsx'
import { PageSkeleton } from '#client/components/page-skeleton.tsx'
import { buttonClass } from '#client/components/ui/button.tsx'
import { EmptyState } from '#client/components/ui/empty-state.tsx'
import { ErrorState } from '#client/components/ui/error-state.tsx'
import { Skeleton } from '#client/components/ui/skeleton.tsx'
import { useMe } from '#client/lib/session.ts'
import { SignInPrompt } from '#client/features/auth/components/sign-in-prompt.tsx'
import { useStatementMonths } from '#client/features/statements/api/get-statement-months.ts'
import { StatementControls } from '#client/features/statements/components/statement-controls.tsx'
import { StatementView } from '#client/features/statements/components/statement-view.tsx'

/** The month the address names (`?month=YYYY-MM`), if it is one. */
function monthFrom(search: string): string | undefined {
  const parsed = statementMonth.safeParse(new URLSearchParams(search).get('month'))
  return parsed.success ? parsed.data : undefined
}

function SellerStatements() {
  const { t } = useTranslation('statements')
  const [, navigate] = useLocation()
  const requested = monthFrom(useSearch())
  const months = useStatementMonths()
  if (months.isPending) return <Skeleton className="h-64" />
  if (months.isError)
    return (
      <ErrorState
        title={t('loadError')}
        error={months.error}
        onRetry={() => void months.refetch()}
      />
    )
  const month = requested ?? months.data.currentMonth
  return (
    <div className="grid min-w-0 gap-6">
      <StatementControls
        months={months.data}
        month={month}
        onMonthChange={(next) => navigate(`/statements?month=${next}`, { replace: true })}
      />
      <StatementView month={month} />
    </div>
  )
}

/** /statements: a seller's monthly statement, as a page, a CSV and a PDF. */
export default function StatementsRoute() {
  const { t } = useTranslation('statements')
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
  else if (!me.data.isSeller || !me.data.sellerId)
    content = (
      <PageContainer>
        <EmptyState
          icon={<FileText />}
          title={t('notSellerTitle')}
          description={t('notSellerText')}
          action={
            <Link href="/become-seller" className={buttonClass()}>
              {t('openStore')}
            </Link>
          }
        />
      </PageContainer>
    )
  else
    content = (
      <PageContainer>
        <h1 className="mb-2 text-2xl font-bold">{t('title')}</h1>
        <p data-print-hidden className="mb-6 max-w-2xl text-muted-foreground">
          {t('intro')}
        </p>
        <SellerStatements />
      </PageContainer>
    )
  return (
    <>
      <title>{`${t('title')} · ${t('brand.name', { ns: 'common' })}`}</title>
      {content}
    </>
  )
}
