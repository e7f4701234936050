import { LOW_STOCK_BELOW, STOCK_BAR_FULL_AT } from '#shared/constants.ts'
import type { BulkAction, SellerProduct } from '#shared/contracts/seller-products.ts'

/** Width of the stock bar in percent: full at 50 units (spec). */
export function stockBarPercent(stock: number): number {
  if (stock <= 0) return 0
  return Math.min(100, Math.round((stock / STOCK_BAR_FULL_AT) * 100))
}

/** The inventory list's stock badge: out at 0, low below 10 (spec, dashboard), none otherwise. */
export function inventoryStockBadge(stock: number): 'out' | 'low' | null {
  if (stock <= 0) return 'out'
  return stock < LOW_STOCK_BELOW ? 'low' : null
}

/** Toggles one id in a selection, keeping the order in which ids were picked. */
export function toggleSelection(selection: readonly string[], id: string, on: boolean): string[] {
  if (on) return selection.includes(id) ? [...selection] : [...selection, id]
  return selection.filter((value) => value !== id)
}

/** Selected ids that are still in the list (a deleted product drops out of the selection). */
export function visibleSelection(
  selection: readonly string[],
  products: SellerProduct[],
): string[] {
  const ids = new Set(products.map((product) => product.id))
  return selection.filter((id) => ids.has(id))
}

export function isBulkAction(value: string): value is BulkAction {
  return ['activate', 'deactivate', 'feature', 'unfeature', 'delete'].includes(value)
}
