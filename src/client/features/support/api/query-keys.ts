export const supportKeys = {
  all: ['support'] as const,
  categories: () => [...supportKeys.all, 'categories'] as const,
  faqs: (filters: { categoryId?: string; q?: string }) =>
    [...supportKeys.all, 'faqs', filters] as const,
  tickets: () => [...supportKeys.all, 'tickets'] as const,
  ticket: (id: string) => [...supportKeys.all, 'ticket', id] as const,
}
