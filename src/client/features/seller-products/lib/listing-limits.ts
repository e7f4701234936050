import type { SellerInventory } from '#shared/contracts/seller-products.ts'

export type ListingLimits = SellerInventory['limits']

/** The plan or trial allows no further product. */
export function atProductLimit(limits: ListingLimits): boolean {
  return limits.maxProducts !== null && limits.productsUsed >= limits.maxProducts
}

/** A new product may go into this category (the trial's category limit, as the server counts it). */
export function categoryAllowed(limits: ListingLimits, categoryId: string): boolean {
  return (
    limits.maxCategories === null ||
    limits.categoryIdsUsed.includes(categoryId) ||
    limits.categoryIdsUsed.length < limits.maxCategories
  )
}

/** The plans page of a refusal at a listing limit (403 TRIAL_LIMIT / PLAN_LIMIT), if it is one. */
export function upgradeUrlOf(error: { code?: string; details?: unknown }): string | null {
  if (error.code !== 'TRIAL_LIMIT' && error.code !== 'PLAN_LIMIT') return null
  const url = (error.details as { upgradeUrl?: unknown } | undefined)?.upgradeUrl
  return typeof url === 'string' && url.startsWith('/') ? url : null
}
