import {
  MutationCache,
  onlineManager,
  QueryCache,
  QueryClient,
  type DefaultOptions,
} from '@tanstack/react-query'
import { toast } from '#client/lib/toast.ts'
import { navigate } from 'wouter/use-browser-location'
import { ApiRequestError } from './api-client.ts'
import { i18n } from './i18n.ts'
import { currentPath } from './next-path.ts'
import { handleUnauthenticated, type SessionEndedContext } from './session-ended.ts'

function messageOf(error: unknown): string {
  if (error instanceof ApiRequestError || error instanceof Error) return error.message
  return i18n.t('error.internal', { ns: 'messages' })
}

function sessionContext(source: SessionEndedContext['source']): SessionEndedContext {
  return { queryClient, location: currentPath(), navigate: (to) => navigate(to), source }
}

/**
 * A read the server could not serve for the moment (503: too many searches at once, or the
 * database briefly unreachable; it says so with Retry-After) is asked again twice, a second and
 * then two apart. Any other failure is shown as it is.
 */
export function retryBusyRead(failures: number, error: unknown): boolean {
  return failures < 2 && error instanceof ApiRequestError && error.status === 503
}

/** Also the server's, so a page it renders keeps its data fresh for as long in the browser. */
export const queryDefaults = {
  queries: {
    refetchOnWindowFocus: false,
    retry: retryBusyRead,
    retryDelay: (failures: number) => 1000 * (failures + 1),
    // Marketplace data changes slowly; 30 s keeps navigation instant without showing stale stock for long.
    staleTime: 30_000,
    // Ask even when the browser reports no connection: the service worker may answer from
    // what it kept (a product page seen before opens offline).
    networkMode: 'offlineFirst',
  },
  mutations: { retry: false },
} satisfies DefaultOptions

export const queryClient: QueryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error, query) => {
      // Any read answering 401 while signed in means the session ended: sign in again, then back.
      if (handleUnauthenticated(error, sessionContext('query'))) return
      // Screens render their own error states for reads; background refetch failures of data that
      // is already on screen would otherwise go unnoticed, so those get a toast.
      if (query.state.data !== undefined) toast.error(messageOf(error))
    },
  }),
  mutationCache: new MutationCache({
    // Runs for every mutation, before its own onError. A 401 sends the user to sign in and come
    // back, whether or not the mutation handles its other errors itself.
    onError: (error, _variables, _context, mutation) => {
      const ownHandler = Boolean(mutation.options.onError)
      if (handleUnauthenticated(error, sessionContext('mutation'))) {
        if (!ownHandler) toast.error(messageOf(error))
        return
      }
      // A mutation with its own onError shows its own message; the rest get a generic toast.
      if (!ownHandler) toast.error(messageOf(error))
    },
  }),
  defaultOptions: queryDefaults,
})

// TanStack Query assumes a connection until an `offline` event; a page opened offline knows
// better, so changes made there wait (paused) from the start.
if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine)
