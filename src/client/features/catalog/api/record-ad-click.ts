import { useMutation } from '@tanstack/react-query'
import { apiFetch } from '#client/lib/api-client.ts'

export function recordAdClick(id: string): Promise<unknown> {
  return apiFetch<unknown>(`/api/advertisements/${encodeURIComponent(id)}/click`, {
    method: 'POST',
  })
}

/** Records a click on an advert. Tracking failures are only logged: the visitor still gets the site. */
export function useRecordAdClick() {
  return useMutation({
    mutationFn: recordAdClick,
    onError: (error) => console.warn('Ad click was not recorded', error),
  })
}
