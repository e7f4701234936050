import { domainKeys } from '#client/lib/query-keys.ts'

export const cartKeys = {
  all: domainKeys.cart,
  cart: () => [...cartKeys.all, 'mine'] as const,
  /** Mutation keys of the changes to the cart (shown on top of the cart until confirmed). */
  changes: () => [...cartKeys.all, 'change'] as const,
  setQuantity: () => [...cartKeys.changes(), 'set-quantity'] as const,
  remove: () => [...cartKeys.changes(), 'remove'] as const,
}

/** Cart changes run one after another, in the order the buyer made them (also after a reload). */
export const cartChangeScope = { id: 'cart' }
