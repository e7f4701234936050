import { useMutation } from '@tanstack/react-query'
import type { z } from 'zod'
import type { globalServiceInput, RegisteredGlobalService } from '#shared/contracts/marketing.ts'
import { apiFetch } from '#client/lib/api-client.ts'

export type RegisterServiceInput = z.output<typeof globalServiceInput>

/** Creates the service hidden and unverified; it joins the list once an admin activates it. */
export function registerGlobalService(
  input: RegisterServiceInput,
): Promise<RegisteredGlobalService> {
  return apiFetch<RegisteredGlobalService>('/api/global-services', { method: 'POST', body: input })
}

export function useRegisterGlobalService(
  options: {
    onSuccess?: (service: RegisteredGlobalService) => void
    onError?: (error: Error) => void
  } = {},
) {
  // Nothing to invalidate: the new service stays out of the public list until it is reviewed.
  return useMutation({
    mutationFn: registerGlobalService,
    onSuccess: options.onSuccess,
    onError: options.onError,
  })
}
