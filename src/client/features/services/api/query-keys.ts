// One factory so the services page's reads and invalidations agree on the same keys.
export const servicesKeys = {
  all: ['services'] as const,
  list: () => [...servicesKeys.all, 'list'] as const,
}
