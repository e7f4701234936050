import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type {
  NotificationSettings,
  NotificationSettingsUpdate,
} from '#shared/contracts/messaging.ts'
import { apiFetch } from '#client/lib/api-client.ts'

export const notificationSettingsKeys = {
  all: ['notification-settings'] as const,
}

export function getNotificationSettings(signal?: AbortSignal) {
  return apiFetch<NotificationSettings>('/api/profile/notification-settings', { signal })
}

export function useNotificationSettings() {
  return useQuery({
    queryKey: notificationSettingsKeys.all,
    queryFn: ({ signal }) => getNotificationSettings(signal),
  })
}

export function saveNotificationSettings(input: NotificationSettingsUpdate) {
  return apiFetch<NotificationSettings>('/api/profile/notification-settings', {
    method: 'PUT',
    body: input,
  })
}

export function useSaveNotificationSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveNotificationSettings,
    onSuccess: (settings) => queryClient.setQueryData(notificationSettingsKeys.all, settings),
  })
}
