import { QueryClientProvider } from '@tanstack/react-query'
import { Suspense, type ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { AppToaster } from '#client/components/toaster.tsx'
import { i18n } from '#client/lib/i18n.ts'
import { queryClient } from '#client/lib/query-client.ts'

// Cart and wishlist changes left unsent by an earlier page (offline): loaded after the first
// screen, as only a few visits have any.
void import('./offline-changes.ts').then(({ setUpOfflineChanges }) =>
  setUpOfflineChanges(queryClient),
)

export function AppProvider({ children }: { children: ReactNode }) {
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
