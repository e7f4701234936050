import type { Executor } from '#server/db/database.ts'
import { orders } from '#server/db/schema/delivery.ts'
import { withFreshNumbers } from '#server/lib/reference-number.ts'
import { addMoney, money, multiplyMoney, roundMoney } from '#shared/money.ts'
import { sellerNetOf } from '#shared/order-money.ts'

const subtract = (a: string, b: string) => roundMoney(money(a).minus(b))
const nonNegative = (value: string) => (money(value).lt(0) ? '0.00' : value)

type OrderValues = { buyerId: string; sellerId: string; productId: string } & Partial<
  typeof orders.$inferInsert
>

/**
 * Inserts one order row directly (no stock reservation, no payment): a pending order of one unit
 * at 100.00 ETB with no delivery fee, delivered to Bole, Addis Ababa, unless overridden.
 * totalAmount defaults to productPrice × quantity + deliveryFee; the money per party follows from
 * them (no commission, no coupon unless totalAmount is lower, the delivery fee to the courier).
 */
export async function createOrder(db: Executor, values: OrderValues) {
  const quantity = values.quantity ?? 1
  const productPrice = values.productPrice ?? '100.00'
  const deliveryFee = values.deliveryFee ?? '0.00'
  const totalAmount =
    values.totalAmount ??
    addMoney(multiplyMoney(String(productPrice), quantity), String(deliveryFee))
  // The money per party as checkout stores it: no commission and the delivery fee to the courier,
  // unless overridden.
  const itemsAmount = values.itemsAmount ?? multiplyMoney(String(productPrice), quantity)
  const discountAmount =
    values.discountAmount ??
    nonNegative(subtract(addMoney(itemsAmount, String(deliveryFee)), String(totalAmount)))
  const commissionAmount = values.commissionAmount ?? '0.00'
  const sellerDeliveryShare = values.sellerDeliveryShare ?? '0.00'
  // The order number is random (SM-YYMM-XXXX, 31⁴ a month): like checkout, a repeat is tried again
  // with a fresh number rather than failing the test that happened to draw it.
  const insert = () =>
    db
      .insert(orders)
      .values({
        status: 'pending',
        deliveryAddress: 'Addis Ababa, Bole, House 12',
        deliveryPhone: '+251911234567',
        courierFee: String(deliveryFee),
        ...values,
        quantity,
        productPrice,
        deliveryFee,
        totalAmount,
        itemsAmount,
        discountAmount,
        commissionAmount,
        sellerDeliveryShare,
        sellerNet:
          values.sellerNet ??
          sellerNetOf({
            itemsAmount: String(itemsAmount),
            discountAmount: String(discountAmount),
            commissionAmount: String(commissionAmount),
            sellerDeliveryShare: String(sellerDeliveryShare),
          }),
      })
      .returning()
  const [order] =
    values.orderNumber === undefined
      ? await withFreshNumbers('orders_order_number_unique', insert)
      : await insert()
  return order!
}
