import { and, asc, desc, eq, sql } from 'drizzle-orm'
import type { Executor } from '#server/db/database.ts'
import { couriers } from '#server/db/schema/delivery.ts'

// Buyers see only active couriers, and only their public fields: the user link, email and phone
// stay private to the courier and operations.
const publicColumns = {
  id: couriers.id,
  name: couriers.name,
  vehicleType: couriers.vehicleType,
  rating: couriers.rating,
  isVerified: couriers.isVerified,
  serviceAreas: couriers.serviceAreas,
  baseDeliveryFee: couriers.baseDeliveryFee,
  pricePerKm: couriers.pricePerKm,
  maxRadius: couriers.maxRadius,
  totalDeliveries: couriers.totalDeliveries,
}

export async function listActiveCouriers(
  db: Executor,
  params: { serviceArea?: string | undefined; limit: number },
) {
  return db
    .select(publicColumns)
    .from(couriers)
    .where(
      and(
        eq(couriers.isActive, true),
        params.serviceArea ? sql`${params.serviceArea} = any(${couriers.serviceAreas})` : undefined,
      ),
    )
    .orderBy(desc(couriers.isVerified), desc(couriers.rating), asc(couriers.name), asc(couriers.id))
    .limit(params.limit)
}

/**
 * The active couriers serving an area, as listActiveCouriers orders them: the read every checkout
 * and quote makes, so a named statement PostgreSQL plans once per connection.
 */
export async function listAreaCouriers(
  db: Executor,
  params: { serviceArea: string; limit: number },
) {
  return db
    .select(publicColumns)
    .from(couriers)
    .where(
      and(
        eq(couriers.isActive, true),
        sql`${sql.placeholder('serviceArea')} = any(${couriers.serviceAreas})`,
      ),
    )
    .orderBy(desc(couriers.isVerified), desc(couriers.rating), asc(couriers.name), asc(couriers.id))
    .limit(sql.placeholder('limit'))
    .prepare('area_couriers')
    .execute(params)
}

export async function findActiveCourier(db: Executor, id: string) {
  const [row] = await db
    .select(publicColumns)
    .from(couriers)
    .where(and(eq(couriers.id, id), eq(couriers.isActive, true)))
  return row ?? null
}
