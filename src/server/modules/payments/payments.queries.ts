import { and, eq, inArray, lt } from 'drizzle-orm'
import type { Executor } from '#server/db/database.ts'
import { products } from '#server/db/schema/catalog.ts'
import { orders } from '#server/db/schema/delivery.ts'
import { payments } from '#server/db/schema/payments.ts'
import { sellers } from '#server/db/schema/sellers.ts'

const paymentColumns = {
  id: payments.id,
  userId: payments.userId,
  amount: payments.amount,
  currency: payments.currency,
  status: payments.status,
  paymentMethod: payments.paymentMethod,
  transactionId: payments.transactionId,
  referenceNumber: payments.referenceNumber,
  metadata: payments.metadata,
  createdAt: payments.createdAt,
  processedAt: payments.processedAt,
}

export async function insertPayment(db: Executor, values: typeof payments.$inferInsert) {
  const [row] = await db.insert(payments).values(values).returning({ id: payments.id })
  return row!
}

export async function findPayment(db: Executor, id: string) {
  const [row] = await db.select(paymentColumns).from(payments).where(eq(payments.id, id))
  return row
}

export type PaymentRow = NonNullable<Awaited<ReturnType<typeof findPayment>>>

/** The payment row, locked until the transaction ends: callbacks for it run one at a time. */
export async function lockPayment(db: Executor, id: string) {
  const [row] = await db
    .select(paymentColumns)
    .from(payments)
    .where(eq(payments.id, id))
    .for('update')
  return row
}

export async function updatePayment(
  db: Executor,
  id: string,
  values: Partial<
    Pick<typeof payments.$inferInsert, 'status' | 'transactionId' | 'processedAt' | 'failureReason'>
  >,
) {
  await db.update(payments).set(values).where(eq(payments.id, id))
}

/** The orders a payment covers, as its payer sees them on the payment page. */
export async function listPaymentOrders(db: Executor, orderGroupId: string) {
  return db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      status: orders.status,
      quantity: orders.quantity,
      totalAmount: orders.totalAmount,
      productName: products.name,
      variantLabel: orders.variantLabel,
      storeName: sellers.storeName,
    })
    .from(orders)
    .innerJoin(sellers, eq(sellers.id, orders.sellerId))
    .innerJoin(products, eq(products.id, orders.productId))
    .where(eq(orders.orderGroupId, orderGroupId))
    .orderBy(orders.createdAt, orders.id)
}

export async function findStalePayments(db: Executor, methods: string[], before: Date) {
  return db
    .select(paymentColumns)
    .from(payments)
    .where(
      and(
        eq(payments.status, 'pending'),
        inArray(payments.paymentMethod, methods),
        lt(payments.createdAt, before),
      ),
    )
}
