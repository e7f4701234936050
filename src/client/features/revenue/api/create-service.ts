import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CreateServiceInput, DigitalService } from '#shared/contracts/revenue.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { revenueKeys } from './query-keys.ts'

export function createService(input: CreateServiceInput): Promise<DigitalService> {
  return apiFetch<DigitalService>('/api/digital-services', { method: 'POST', body: input })
}

export function useCreateService(
  options: { onSuccess?: (service: DigitalService) => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createService,
    onSuccess: async (service) => {
      await queryClient.invalidateQueries({ queryKey: revenueKeys.myServices() })
      await queryClient.invalidateQueries({ queryKey: [...revenueKeys.all, 'services'] })
      options.onSuccess?.(service)
    },
    onError: options.onError,
  })
}
