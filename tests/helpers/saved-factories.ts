import type { Executor } from '#server/db/database.ts'
import { orders } from '#server/db/schema/delivery.ts'
import type { OrderStatus } from '#shared/constants.ts'
import { createCategory, createProduct } from './catalog-factories.ts'
import { createSellerUser } from './user-factories.ts'

/** A listed product of a fresh seller, with the seller and its owner. */
export async function createListedProduct(db: Executor) {
  const category = await createCategory(db)
  const { user, seller } = await createSellerUser(db)
  const product = await createProduct(db, { sellerId: seller.id, categoryId: category.id })
  return { product, seller, sellerUser: user, category }
}

/** An order row of one unit, written directly (the ordering flow is not needed to test reviews). */
export async function createOrder(
  db: Executor,
  values: {
    buyerId: string
    sellerId: string
    productId: string
    status?: OrderStatus
  },
) {
  const [order] = await db
    .insert(orders)
    .values({
      buyerId: values.buyerId,
      sellerId: values.sellerId,
      productId: values.productId,
      status: values.status ?? 'delivered',
      productPrice: '100.00',
      totalAmount: '100.00',
      itemsAmount: '100.00',
      sellerNet: '100.00',
      deliveryAddress: 'Bole, Addis Ababa',
    })
    .returning()
  return order!
}
