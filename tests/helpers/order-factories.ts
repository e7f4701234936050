import type { Executor } from '#server/db/database.ts'
import { orders } from '#server/db/schema/delivery.ts'
import { addMoney, multiplyMoney } from '#shared/money.ts'

type OrderValues = { buyerId: string; sellerId: string; productId: string } & Partial<
  typeof orders.$inferInsert
>

/**
 * Inserts one order row directly (no stock reservation, no payment): a pending order of one unit
 * at 100.00 ETB with no delivery fee, delivered to Bole, Addis Ababa, unless overridden.
 * totalAmount defaults to productPrice × quantity + deliveryFee.
 */
export async function createOrder(db: Executor, values: OrderValues) {
  const quantity = values.quantity ?? 1
  const productPrice = values.productPrice ?? '100.00'
  const deliveryFee = values.deliveryFee ?? '0.00'
  const totalAmount =
    values.totalAmount ??
    addMoney(multiplyMoney(String(productPrice), quantity), String(deliveryFee))
  const [order] = await db
    .insert(orders)
    .values({
      status: 'pending',
      deliveryAddress: 'Addis Ababa, Bole, House 12',
      deliveryPhone: '+251911234567',
      ...values,
      quantity,
      productPrice,
      deliveryFee,
      totalAmount,
    })
    .returning()
  return order!
}
