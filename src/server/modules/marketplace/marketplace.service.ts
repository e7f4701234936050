import type { MarketplaceStats } from '#shared/contracts/marketplace.ts'
import type { Executor } from '#server/db/database.ts'
import {
  countListedProducts,
  countListedServices,
  countPublicStores,
} from './marketplace.queries.ts'

/** The marketplace's size as a visitor can browse it; counted on every call (three small counts). */
export async function getMarketplaceStats(db: Executor): Promise<MarketplaceStats> {
  const [products, stores, services] = await Promise.all([
    countListedProducts(db),
    countPublicStores(db),
    countListedServices(db),
  ])
  return { products, sellers: stores.sellers, countries: stores.countries, services }
}
