import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query'
import { toast } from '#client/lib/toast.ts'
import { navigate } from 'wouter/use-browser-location'
import { ApiRequestError } from './api-client.ts'
import { i18n } from './i18n.ts'

function messageOf(error: unknown): string {
  if (error instanceof ApiRequestError || error instanceof Error) return error.message
  return i18n.t('error.internal', { ns: 'messages' })
}

export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    // Screens render their own error states for reads; background refetch failures of data that
    // is already on screen would otherwise go unnoticed, so those get a toast.
    onError: (error, query) => {
      if (
        query.state.data !== undefined &&
        !(error instanceof ApiRequestError && error.status === 401)
      ) {
        toast.error(messageOf(error))
      }
    },
  }),
  mutationCache: new MutationCache({
    // A mutation with its own onError shows its own message; the rest get a generic toast.
    // A 401 from a mutation means the session ended: send the visitor to sign in and come back.
    onError: (error, _variables, _context, mutation) => {
      if (mutation.options.onError) return
      if (error instanceof ApiRequestError && error.status === 401) {
        const next = `${window.location.pathname}${window.location.search}`
        toast.error(error.message)
        navigate(`/login?next=${encodeURIComponent(next)}`)
        return
      }
      toast.error(messageOf(error))
    },
  }),
  defaultOptions: {
    queries: {
      refetchOnWindowFocus: false,
      retry: false,
      // Marketplace data changes slowly; 30 s keeps navigation instant without showing stale stock for long.
      staleTime: 30_000,
    },
    mutations: { retry: false },
  },
})
