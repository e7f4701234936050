import type { AdminFeedbackQuery, AdminTicketsQuery } from '#shared/contracts/support.ts'

export const adminSupportKeys = {
  all: ['admin-support'] as const,
  tickets: (query: AdminTicketsQuery) => [...adminSupportKeys.all, 'tickets', query] as const,
  ticketLists: () => [...adminSupportKeys.all, 'tickets'] as const,
  ticket: (id: string) => [...adminSupportKeys.all, 'ticket', id] as const,
  feedback: (query: AdminFeedbackQuery) => [...adminSupportKeys.all, 'feedback', query] as const,
  feedbackLists: () => [...adminSupportKeys.all, 'feedback'] as const,
}

/** Query string of the defined, non-empty values only. */
export function toSearch(query: Record<string, unknown>): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if ((typeof value === 'string' && value !== '') || typeof value === 'number') {
      params.set(key, String(value))
    }
  }
  const text = params.toString()
  return text ? `?${text}` : ''
}
