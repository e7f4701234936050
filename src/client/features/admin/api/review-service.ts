import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AdminService, ServiceReviewInput } from '#shared/contracts/admin.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { adminKeys } from './query-keys.ts'

export function reviewService(input: { serviceId: string } & ServiceReviewInput) {
  const { serviceId, ...body } = input
  return apiFetch<AdminService>(`/api/admin/services/${serviceId}/review`, {
    method: 'POST',
    body,
  })
}

export function useReviewService(
  options: { onSuccess?: (service: AdminService) => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: reviewService,
    onSuccess: async (service) => {
      await queryClient.invalidateQueries({ queryKey: adminKeys.all })
      options.onSuccess?.(service)
    },
    onError: options.onError,
  })
}
