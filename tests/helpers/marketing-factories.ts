import { randomUUID } from 'node:crypto'
import type { Executor } from '#server/db/database.ts'
import { couriers } from '#server/db/schema/delivery.ts'

const unique = () => randomUUID().slice(0, 8)

/**
 * An active courier in Addis Ababa with no user account unless overridden, whose maximum distance
 * (20 km) covers every estimated trip (5-20 km).
 */
export async function createCourier(
  db: Executor,
  overrides: Partial<typeof couriers.$inferInsert> = {},
) {
  const [courier] = await db
    .insert(couriers)
    .values({
      name: `Courier ${unique()}`,
      phone: '+251911223344',
      email: `courier-${unique()}@example.test`,
      vehicleType: 'motorcycle',
      serviceAreas: ['addis_ababa'],
      baseDeliveryFee: '50.00',
      pricePerKm: '7.35',
      maxRadius: 20,
      ...overrides,
    })
    .returning()
  return courier!
}
