import type { toast as SonnerToast } from 'sonner'

// Toasts without sonner in the first page load: the library and its toaster arrive as their own
// chunk when the first toast is raised (see components/toaster.tsx), and that toast waits for them
// instead of being lost. A page that never toasts never downloads them.

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

let wanted = false
const wantListeners = new Set<() => void>()

/** For the toaster: whether any toast has been raised yet (it mounts only then). */
export const toasterWanted = {
  subscribe(listener: () => void) {
    wantListeners.add(listener)
    return () => wantListeners.delete(listener)
  },
  get: () => wanted,
}

// One toast at a time (spec): a new toast replaces whatever is showing or waiting, so an old
// "sign-in failed" never lingers behind the welcome that followed it.
function show(raise: (sonner: typeof SonnerToast) => void) {
  if (!wanted) {
    wanted = true
    for (const listener of wantListeners) listener()
  }
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
