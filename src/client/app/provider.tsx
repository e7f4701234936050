import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import type { i18n as I18n } from 'i18next'
import { Suspense, type ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { AppToaster } from '#client/components/toaster.tsx'
import { i18n as browserI18n } from '#client/lib/i18n.ts'
import { queryClient as browserQueryClient } from '#client/lib/query-client.ts'

/** The browser's one i18n and query client; the server renders each page with its own. */
export function AppProvider({
  children,
  i18n = browserI18n,
  queryClient = browserQueryClient,
}: {
  children: ReactNode
  i18n?: I18n
  queryClient?: QueryClient
}) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        {/* Only reached when a stored English choice is still downloading its strings. */}
        <Suspense fallback={null}>{children}</Suspense>
        <AppToaster />
      </QueryClientProvider>
    </I18nextProvider>
  )
}
