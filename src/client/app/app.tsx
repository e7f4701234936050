import type { QueryClient } from '@tanstack/react-query'
import type { i18n as I18n } from 'i18next'
import { AppLayout } from './layout/app-layout.tsx'
import { AppProvider } from './provider.tsx'
import { AppRouter } from './router.tsx'

/** The whole app; the server passes each page its own i18n and query client. */
export function App(props: { i18n?: I18n; queryClient?: QueryClient }) {
  return (
    <AppProvider {...props}>
      <AppLayout>
        <AppRouter />
      </AppLayout>
    </AppProvider>
  )
}
