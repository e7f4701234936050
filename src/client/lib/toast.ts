import type { toast as SonnerToast } from 'sonner'

// Toasts without sonner in the first page load: the library arrives as its own chunk right after
// start-up (see components/toaster.tsx), and a toast raised before then waits for it instead of
// being lost.

type ToastOptions = {
  description?: string
  /** A button in the toast, e.g. "See plans" on a refusal that has a way out. */
  action?: { label: string; onClick: () => void }
}

let markReady: () => void = () => {}
const toasterMounted = new Promise<void>((resolve) => {
  markReady = resolve
})

/** Called by the toaster once it listens; toasts raised earlier are shown then. */
export function toasterReady() {
  markReady()
}

// One toast at a time (spec): a new toast replaces whatever is showing or waiting, so an old
// "sign-in failed" never lingers behind the welcome that followed it.
function show(raise: (sonner: typeof SonnerToast) => void) {
  void Promise.all([import('sonner'), toasterMounted]).then(([sonner]) => {
    sonner.toast.dismiss()
    raise(sonner.toast)
  })
}

export const toast = {
  success: (title: string, options?: ToastOptions) => show((t) => t.success(title, options)),
  error: (title: string, options?: ToastOptions) => show((t) => t.error(title, options)),
  message: (title: string, options?: ToastOptions) => show((t) => t.message(title, options)),
}
