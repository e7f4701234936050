import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react'
import { toasterReady, toasterWanted } from '#client/lib/toast.ts'

const Sonner = lazy(async () => {
  const { Toaster } = await import('sonner')
  function ReadyToaster() {
    // Runs after sonner's own effects (children first), so it is listening by now.
    useEffect(() => toasterReady(), [])
    return (
      <Toaster
        visibleToasts={1}
        duration={5000}
        position="bottom-right"
        richColors
        closeButton
        // Sonner brings its own font stack; toasts use the app's (Ethiopic) font like the page.
        style={{ fontFamily: 'var(--font-sans)' }}
        toastOptions={{ style: { fontFamily: 'var(--font-sans)' } }}
      />
    )
  }
  return { default: ReadyToaster }
})

/** At most one toast at a time, for 5 seconds (spec); loaded with the first toast, not before. */
export function AppToaster() {
  const wanted = useSyncExternalStore(toasterWanted.subscribe, toasterWanted.get, () => false)
  if (!wanted) return null
  return (
    <Suspense fallback={null}>
      <Sonner />
    </Suspense>
  )
}
