import { randomUUID } from 'node:crypto'
import { and, asc, eq } from 'drizzle-orm'
import type { Executor } from '#server/db/database.ts'
import { categories, productImages, products } from '#server/db/schema/catalog.ts'
import { sellers } from '#server/db/schema/sellers.ts'
import { users } from '#server/db/schema/users.ts'
import { refreshProductSearchDocuments } from '#server/modules/search/search.queries.ts'
import { writeProductVariants } from '#server/modules/variants/variants.service.ts'
import { DEMO_EMAILS } from './people-data.ts'

/** Products the variant demo adds to the catalogue. */
export const VARIANT_DEMO_PRODUCTS = 1

/**
 * The demo seller's Harar coffee in three sizes, its options and variants written by the variants
 * service (the same write the seller's grid makes), so the demo shows a product page with a size
 * picker and a card priced "from". Its photo is one of the store's own coffee photos.
 */
export async function seedVariantDemo(tx: Executor): Promise<void> {
  const [seller] = await tx
    .select({ id: sellers.id })
    .from(sellers)
    .innerJoin(users, eq(users.id, sellers.userId))
    .where(eq(users.email, DEMO_EMAILS.seller))
  const [coffee] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.slug, 'coffee'))
  if (!seller || !coffee) return
  const [photo] = await tx
    .select({ imageUrl: products.imageUrl })
    .from(products)
    .where(and(eq(products.sellerId, seller.id), eq(products.categoryId, coffee.id)))
    .orderBy(asc(products.createdAt))
    .limit(1)
  const id = randomUUID()
  await tx.insert(products).values({
    id,
    sellerId: seller.id,
    categoryId: coffee.id,
    name: 'ሀረር ቡና — Harar Coffee',
    description:
      'ከሀረር ደጋማ ቦታዎች በፀሐይ የደረቀ ቡና፤ በሦስት መጠኖች። Sun-dried Harar beans with a wine-like, blueberry finish, in three sizes.',
    // The variants below set the price and stock (the product mirrors them).
    price: '0',
    stock: 0,
    originCity: 'Harar',
    tags: ['harar', 'arabica', 'sun-dried'],
    imageUrl: photo?.imageUrl ?? null,
    reviewStatus: 'approved',
  })
  if (photo?.imageUrl) {
    await tx
      .insert(productImages)
      .values({ productId: id, imageUrl: photo.imageUrl, isPrimary: true, displayOrder: 0 })
  }
  await writeProductVariants(tx, id, {
    options: [{ name: 'ክብደት · Weight', values: ['250 g', '500 g', '1 kg'] }],
    variants: [
      {
        optionValues: { 'ክብደት · Weight': '250 g' },
        price: '420.00',
        discountPrice: null,
        stock: 40,
        sku: 'HARAR-250',
        isActive: true,
      },
      {
        optionValues: { 'ክብደት · Weight': '500 g' },
        price: '780.00',
        discountPrice: '720.00',
        stock: 25,
        sku: 'HARAR-500',
        isActive: true,
      },
      {
        optionValues: { 'ክብደት · Weight': '1 kg' },
        price: '1450.00',
        discountPrice: null,
        stock: 12,
        sku: 'HARAR-1000',
        isActive: true,
      },
    ],
  })
  await refreshProductSearchDocuments(tx, [id])
}
