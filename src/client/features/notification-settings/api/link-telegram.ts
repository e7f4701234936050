import { useMutation } from '@tanstack/react-query'
import { apiFetch } from '#client/lib/api-client.ts'

export function linkTelegram() {
  return apiFetch<{ url: string; expiresAt: string }>('/api/telegram/link', { method: 'POST' })
}

/** A one-time t.me link; opening it in Telegram connects the account to the bot. */
export function useLinkTelegram() {
  return useMutation({ mutationFn: linkTelegram })
}
