import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { DigitalService, UpdateServiceInput } from '#shared/contracts/revenue.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { revenueKeys } from './query-keys.ts'

export function updateService({
  id,
  ...input
}: UpdateServiceInput & { id: string }): Promise<DigitalService> {
  return apiFetch<DigitalService>(`/api/digital-services/${id}`, { method: 'PATCH', body: input })
}

export function useUpdateService(
  options: { onSuccess?: (service: DigitalService) => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateService,
    onSuccess: async (service) => {
      await queryClient.invalidateQueries({ queryKey: revenueKeys.myServices() })
      await queryClient.invalidateQueries({ queryKey: [...revenueKeys.all, 'services'] })
      options.onSuccess?.(service)
    },
    onError: options.onError,
  })
}
