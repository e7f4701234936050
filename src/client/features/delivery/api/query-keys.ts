// One factory so the delivery reads agree on the same keys.
export const deliveryKeys = {
  all: ['delivery'] as const,
  couriers: () => [...deliveryKeys.all, 'couriers'] as const,
  quotes: (city: string, price: string) => [...deliveryKeys.all, 'quotes', city, price] as const,
}
