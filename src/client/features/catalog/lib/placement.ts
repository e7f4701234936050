import type { Advertisement } from '#shared/contracts/marketing.ts'

/** Products page: sponsored products shown for `count` listed products, up to min(2, ceil(count / 6)). */
export function sponsoredSlots(count: number): number {
  if (count <= 0) return 0
  return Math.min(2, Math.ceil(count / 6))
}

export const PRODUCTS_PER_BANNER = 8

/**
 * The banner shown after the product at `index` (0-based): after every 8th product, cycling through
 * the banners after the first (which already sits above the list). None after the last product.
 */
export function bannerAfter<T extends Pick<Advertisement, 'id'>>(
  index: number,
  total: number,
  banners: readonly T[],
): T | undefined {
  const position = index + 1
  if (position % PRODUCTS_PER_BANNER !== 0 || position >= total || banners.length < 2)
    return undefined
  const rest = banners.length - 1
  return banners[1 + ((position / PRODUCTS_PER_BANNER - 1) % rest)]
}

/** Cuts text at `max` characters on a word boundary when one is close, adding an ellipsis. */
export function truncate(text: string, max: number): string {
  const clean = text.trim()
  if (clean.length <= max) return clean
  const cut = clean.slice(0, max)
  const space = cut.lastIndexOf(' ')
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`
}
