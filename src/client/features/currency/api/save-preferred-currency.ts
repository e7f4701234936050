import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { SessionUser } from '#shared/contracts/auth.ts'
import { FORM_CURRENCIES } from '#shared/constants.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { meQueryKey } from '#client/lib/query-keys.ts'

/** Only these can be a profile's preferredCurrency; any other choice stays in this browser. */
export function isAccountCurrency(code: string): code is (typeof FORM_CURRENCIES)[number] {
  return (FORM_CURRENCIES as readonly string[]).includes(code)
}

export function savePreferredCurrency(code: (typeof FORM_CURRENCIES)[number]) {
  return apiFetch<{ user: SessionUser }>('/api/auth/profile', {
    method: 'PUT',
    body: { preferredCurrency: code },
  })
}

export function useSavePreferredCurrency(options: { onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: savePreferredCurrency,
    onSuccess: ({ user }) => queryClient.setQueryData(meQueryKey, user),
    onError: options.onError,
  })
}
