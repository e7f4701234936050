export const cartKeys = {
  all: ['cart'] as const,
  cart: () => [...cartKeys.all, 'mine'] as const,
  localProduct: (productId: string) => [...cartKeys.all, 'local-product', productId] as const,
}
