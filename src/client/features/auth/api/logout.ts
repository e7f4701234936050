import { hashKey, useMutation, useQueryClient, type Query } from '@tanstack/react-query'
import { apiFetch } from '#client/lib/api-client.ts'
import { meQueryKey } from '#client/lib/query-keys.ts'

export function logout(): Promise<void> {
  return apiFetch('/api/auth/logout', { method: 'POST' })
}

/** Signs out and forgets every cached answer, since they may belong to the previous user. */
export function useLogout(
  options: { onSuccess?: () => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: logout,
    onSuccess: async () => {
      // Observers stay subscribed to their queries, so the user is set to null in place (clear()
      // would orphan them and leave the header signed in). Queries only a user may make switch
      // themselves off at once (useSignedInOnly); everything else may belong to the previous user:
      // unused answers are dropped and the rest marked stale, read again when next shown, so
      // nothing asks a signed-in endpoint after logout.
      await queryClient.cancelQueries()
      queryClient.setQueryData(meQueryKey, null)
      const meHash = hashKey(meQueryKey)
      const others = { predicate: (query: Query) => query.queryHash !== meHash }
      queryClient.removeQueries({ ...others, type: 'inactive' })
      await queryClient.invalidateQueries({ ...others, refetchType: 'none' })
      options.onSuccess?.()
    },
    onError: options.onError,
  })
}
