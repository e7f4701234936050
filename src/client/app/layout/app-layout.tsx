import { type ReactNode, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { OfflineBanner } from '#client/components/offline-banner.tsx'
import { usePageViewTracking } from '#client/features/analytics/hooks/use-page-view-tracking.ts'
import { useUserLanguage } from '#client/features/auth/hooks/use-user-language.ts'
import { useProfileCurrency } from '#client/lib/preferred-currency.ts'
import { useMe } from '#client/lib/session.ts'
import { Footer } from './footer.tsx'
import { Header } from './header.tsx'

export function AppLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common')
  usePageViewTracking()
  useUserLanguage()
  useProfileCurrency(useMe().data?.preferredCurrency)
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:absolute focus:start-4 focus:top-4"
      >
        {t('header.skipToContent')}
      </a>
      {/* Each region is its own boundary, so a server-rendered page hydrates in short slices. */}
      <Suspense>
        <Header />
      </Suspense>
      <OfflineBanner />
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <Suspense>
        <Footer />
      </Suspense>
    </div>
  )
}
