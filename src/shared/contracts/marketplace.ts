import { z } from 'zod'

// Figures about the whole marketplace that any visitor may read (the home page shows them).

/**
 * What a visitor can actually browse, counted from the rows at the time of asking:
 * - `products`: active, approved products of stores whose owner is active and not suspended
 *   (the products `/products` lists);
 * - `sellers`: stores whose owner is active and not suspended (the stores `/sellers` lists);
 * - `countries`: the distinct countries those stores ship to (their shipping regions), Ethiopia
 *   included;
 * - `services`: active, approved global services (what `/global-services` lists).
 */
export const marketplaceStats = z.object({
  products: z.number().int().nonnegative(),
  sellers: z.number().int().nonnegative(),
  countries: z.number().int().nonnegative(),
  services: z.number().int().nonnegative(),
})
export type MarketplaceStats = z.infer<typeof marketplaceStats>
