import { AppLayout } from './layout/app-layout.tsx'
import { AppProvider } from './provider.tsx'
import { AppRouter } from './router.tsx'

export function App() {
  return (
    <AppProvider>
      <AppLayout>
        <AppRouter />
      </AppLayout>
    </AppProvider>
  )
}
