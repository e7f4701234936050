import { and, desc, eq, notInArray, sql } from 'drizzle-orm'
import type { Executor } from '#server/db/database.ts'
import { payments } from '#server/db/schema/payments.ts'
import { digitalServiceOrders, digitalServices } from '#server/db/schema/revenue.ts'
import { sellers } from '#server/db/schema/sellers.ts'
import { users } from '#server/db/schema/users.ts'

const serviceColumns = {
  id: digitalServices.id,
  sellerId: digitalServices.sellerId,
  storeName: sellers.storeName,
  sellerUserId: sellers.userId,
  title: digitalServices.title,
  description: digitalServices.description,
  category: digitalServices.category,
  subcategory: digitalServices.subcategory,
  price: digitalServices.price,
  currency: digitalServices.currency,
  deliveryTime: digitalServices.deliveryTime,
  revisions: digitalServices.revisions,
  requirements: digitalServices.requirements,
  tags: digitalServices.tags,
  rating: digitalServices.rating,
  totalOrders: digitalServices.totalOrders,
  isActive: digitalServices.isActive,
  createdAt: digitalServices.createdAt,
}
export type ServiceRow = Awaited<ReturnType<typeof findService>> & {}

export async function listServices(
  db: Executor,
  filter: { category?: string; sellerId?: string; activeOnly: boolean },
) {
  return db
    .select(serviceColumns)
    .from(digitalServices)
    .innerJoin(sellers, eq(sellers.id, digitalServices.sellerId))
    .where(
      and(
        filter.activeOnly ? eq(digitalServices.isActive, true) : undefined,
        filter.category ? eq(digitalServices.category, filter.category) : undefined,
        filter.sellerId ? eq(digitalServices.sellerId, filter.sellerId) : undefined,
      ),
    )
    .orderBy(desc(digitalServices.createdAt))
    .limit(200)
}

export async function findService(db: Executor, id: string) {
  const [row] = await db
    .select(serviceColumns)
    .from(digitalServices)
    .innerJoin(sellers, eq(sellers.id, digitalServices.sellerId))
    .where(eq(digitalServices.id, id))
  return row
}

export async function insertService(db: Executor, values: typeof digitalServices.$inferInsert) {
  const [row] = await db
    .insert(digitalServices)
    .values(values)
    .returning({ id: digitalServices.id })
  return row!
}

export async function updateService(
  db: Executor,
  id: string,
  values: Partial<typeof digitalServices.$inferInsert>,
) {
  await db
    .update(digitalServices)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(digitalServices.id, id))
}

export async function incrementServiceOrders(db: Executor, serviceId: string) {
  await db
    .update(digitalServices)
    .set({ totalOrders: sql`${digitalServices.totalOrders} + 1` })
    .where(eq(digitalServices.id, serviceId))
}

export async function insertServiceOrder(
  db: Executor,
  values: typeof digitalServiceOrders.$inferInsert,
) {
  const [row] = await db
    .insert(digitalServiceOrders)
    .values(values)
    .returning({ id: digitalServiceOrders.id })
  return row!
}

export async function updateServiceOrder(
  db: Executor,
  id: string,
  values: Partial<typeof digitalServiceOrders.$inferInsert>,
) {
  await db
    .update(digitalServiceOrders)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(digitalServiceOrders.id, id))
}

export async function lockServiceOrder(db: Executor, id: string) {
  const [row] = await db
    .select({
      id: digitalServiceOrders.id,
      serviceId: digitalServiceOrders.serviceId,
      buyerId: digitalServiceOrders.buyerId,
      sellerId: digitalServiceOrders.sellerId,
      status: digitalServiceOrders.status,
      createdAt: digitalServiceOrders.createdAt,
      serviceTitle: digitalServices.title,
      deliveryTime: digitalServices.deliveryTime,
      sellerUserId: sellers.userId,
    })
    .from(digitalServiceOrders)
    .innerJoin(digitalServices, eq(digitalServices.id, digitalServiceOrders.serviceId))
    .innerJoin(sellers, eq(sellers.id, digitalServiceOrders.sellerId))
    .where(eq(digitalServiceOrders.id, id))
    .for('update', { of: digitalServiceOrders })
  return row
}

/** Orders bought by the user, or sold by the seller; newest first. */
export async function listServiceOrders(
  db: Executor,
  scope: { buyerId: string } | { sellerId: string } | { orderId: string },
) {
  return db
    .select({
      id: digitalServiceOrders.id,
      serviceId: digitalServiceOrders.serviceId,
      serviceTitle: digitalServices.title,
      storeName: sellers.storeName,
      buyerFirstName: users.firstName,
      buyerLastName: users.lastName,
      price: digitalServiceOrders.price,
      currency: digitalServiceOrders.currency,
      platformFee: digitalServiceOrders.platformFee,
      sellerEarnings: digitalServiceOrders.sellerEarnings,
      requirements: digitalServiceOrders.requirements,
      status: digitalServiceOrders.status,
      deliveryDate: digitalServiceOrders.deliveryDate,
      completedAt: digitalServiceOrders.completedAt,
      createdAt: digitalServiceOrders.createdAt,
      paymentId: sql<string | null>`(
        select ${payments.id} from ${payments}
        where ${payments.metadata}->>'digitalOrderId' = ${digitalServiceOrders.id}::text
          and ${payments.status} = 'pending'
        order by ${payments.createdAt} desc limit 1
      )`,
    })
    .from(digitalServiceOrders)
    .innerJoin(digitalServices, eq(digitalServices.id, digitalServiceOrders.serviceId))
    .innerJoin(sellers, eq(sellers.id, digitalServiceOrders.sellerId))
    .innerJoin(users, eq(users.id, digitalServiceOrders.buyerId))
    .where(
      'orderId' in scope
        ? eq(digitalServiceOrders.id, scope.orderId)
        : 'buyerId' in scope
          ? eq(digitalServiceOrders.buyerId, scope.buyerId)
          : and(
              eq(digitalServiceOrders.sellerId, scope.sellerId),
              // Unpaid orders (awaiting payment, or cancelled unpaid) are the buyer's alone.
              notInArray(digitalServiceOrders.status, ['pending_payment', 'cancelled']),
            ),
    )
    .orderBy(desc(digitalServiceOrders.createdAt))
    .limit(200)
}
