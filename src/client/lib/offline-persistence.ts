import {
  dehydrate,
  hydrate,
  onlineManager,
  type DehydratedState,
  type QueryClient,
} from '@tanstack/react-query'
import { isOfflineChange } from './offline-mutations.ts'

// Keeps the changes not yet confirmed (waiting for a connection, or under way) in localStorage,
// so closing or reloading the page offline does not lose them. Each such mutation is registered with
// `queryClient.setMutationDefaults` (its function and its effect on the cache) before
// `keepOfflineChanges` runs, because a restored mutation takes its function from there.

const STORAGE_KEY = 'selam-offline-changes'

type Stored = { owner: string; mutations: DehydratedState['mutations'] }

function readStored(): Stored | null {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEY)
    if (!raw) return null
    const stored = JSON.parse(raw) as Partial<Stored>
    if (typeof stored?.owner !== 'string' || !Array.isArray(stored.mutations)) return null
    return { owner: stored.owner, mutations: stored.mutations }
  } catch {
    return null
  }
}

function store(raw: string) {
  try {
    if (raw) window.localStorage.setItem(STORAGE_KEY, raw)
    else window.localStorage.removeItem(STORAGE_KEY)
  } catch {
    // Storage full or blocked: the changes still sync while this page stays open.
  }
}

/**
 * Restores the changes a previous page left unsent, keeps the list in storage from now on, and
 * sends them at once when online. Call once at start, after the mutation defaults are set.
 * `owner` is the signed-in user the changes belong to (changes of another user are dropped).
 */
export function keepOfflineChanges(queryClient: QueryClient, owner: () => string | null) {
  if (typeof window === 'undefined') return
  const saved = readStored()
  const restore = saved !== null && saved.owner === (owner() ?? '')
  if (restore) {
    // One sent just before the page closed may or may not have arrived: send it again (the
    // calls are idempotent), so it waits with the paused ones.
    const mutations = saved.mutations.map((mutation) => ({
      ...mutation,
      state: { ...mutation.state, isPaused: true },
    }))
    hydrate(queryClient, { mutations, queries: [] })
  } else if (saved) store('')

  let last = restore ? JSON.stringify(saved) : ''
  queryClient.getMutationCache().subscribe((event) => {
    // Only a mutation's own changes touch the list; its observers come and go with every screen
    // that can make one (a button mounting while the page hydrates), and need no new copy.
    if (event.type !== 'added' && event.type !== 'removed' && event.type !== 'updated') return
    const state = dehydrate(queryClient, {
      shouldDehydrateQuery: () => false,
      shouldDehydrateMutation: (mutation) =>
        mutation.state.status === 'pending' && isOfflineChange(mutation),
    })
    const raw =
      state.mutations.length > 0
        ? JSON.stringify({ owner: owner() ?? '', mutations: state.mutations })
        : ''
    if (raw === last) return
    last = raw
    store(raw)
  })
  if (restore && onlineManager.isOnline()) void queryClient.resumePausedMutations()
}

/** Forgets unsent changes (the signed-in user changed: they belonged to someone else). */
export function dropOfflineChanges(queryClient: QueryClient) {
  const cache = queryClient.getMutationCache()
  for (const mutation of cache.getAll()) {
    if (mutation.state.isPaused && isOfflineChange(mutation)) cache.remove(mutation)
  }
  if (typeof window !== 'undefined') store('')
}
