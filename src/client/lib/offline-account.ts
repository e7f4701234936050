import { hashKey, type QueryClient } from '@tanstack/react-query'
import { ACCOUNT_SCOPED_CACHES } from '#shared/offline-caches.ts'
import { dropOfflineChanges } from './offline-persistence.ts'
import { meQueryKey } from './query-keys.ts'

// The service worker keeps pages and API answers for offline use. Some of them belong to the
// signed-in user (their cart, their pages, unlisted products they may see), so when that user
// signs out or someone else signs in on this browser they are emptied, along with any change
// still waiting to be sent. A visitor's caches hold only public answers and are kept on sign-in.

const OWNER_KEY = 'selam-offline-owner'

export async function clearAccountCaches(): Promise<void> {
  if (typeof caches === 'undefined') return
  await Promise.all(ACCOUNT_SCOPED_CACHES.map((name) => caches.delete(name)))
}

/** The signed-in user this browser last saw ('' or null: a visitor). */
export function readOwner(): string | null {
  try {
    return window.localStorage.getItem(OWNER_KEY)
  } catch {
    return null
  }
}

function writeOwner(owner: string) {
  try {
    if (owner) window.localStorage.setItem(OWNER_KEY, owner)
    else window.localStorage.removeItem(OWNER_KEY)
  } catch {
    // Storage blocked: caches are then cleared on every sign-out seen by this page only.
  }
}

/** Watches the session answer; clears what the previous user left when the user changes. */
export function watchSignedInUser(queryClient: QueryClient) {
  if (typeof window === 'undefined') return
  const meHash = hashKey(meQueryKey)
  const check = (user: { id: string } | null | undefined) => {
    if (user === undefined) return
    const owner = user?.id ?? ''
    const previous = readOwner()
    if (previous && previous !== owner) {
      dropOfflineChanges(queryClient)
      void clearAccountCaches()
    }
    writeOwner(owner)
  }
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return
    if (event.query.queryHash !== meHash) return
    check(event.query.state.data as { id: string } | null | undefined)
  })
  // The session may have been answered before this ran.
  check(queryClient.getQueryData<{ id: string } | null>(meQueryKey))
}
