import { randomUUID } from 'node:crypto'
import type { UiLanguage } from '#shared/constants.ts'
import type { ImportColumn, ImportPreview, ImportResult } from '#shared/contracts/product-import.ts'
import { combinationKey } from '#shared/contracts/variants.ts'
import { translate } from '#shared/i18n/messages.ts'
import { compareMoney } from '#shared/money.ts'
import type { Database, Executor } from '#server/db/database.ts'
import { readTogether } from '#server/db/read-together.ts'
import { AppError } from '#server/lib/errors.ts'
import { refreshProductSearchDocuments } from '#server/modules/search/search.queries.ts'
import {
  assertTrialAllows,
  lockedSeller,
  type Seller,
} from '#server/modules/seller-products/seller-products.service.ts'
import type { UploadStorage } from '#server/modules/uploads/upload-storage.ts'
import { isStoredUpload } from '#server/modules/uploads/uploads.service.ts'
import { listVariants, syncProductMirror } from '#server/modules/variants/variants.queries.ts'
import {
  variantsOfProducts,
  writeProductVariants,
} from '#server/modules/variants/variants.service.ts'
import {
  type CsvRecord,
  type ImportPlan,
  lookups,
  planImport,
  type PlannedProduct,
  readCsv,
  writeCsv,
} from './product-import.csv.ts'
import * as q from './product-import.queries.ts'

type Deps = { db: Database; storage: UploadStorage }

/* ----------------------------------------------------------------------------- export */

export async function exportProducts(db: Database, seller: Seller): Promise<string> {
  const rows = await q.listExportProducts(db, seller.sellerId)
  const variants = await variantsOfProducts(
    db,
    rows.map((row) => row.id),
  )
  const yes = (value: boolean) => (value ? 'yes' : 'no')
  const lines: Record<ImportColumn, string>[] = []
  for (const product of rows) {
    const base = {
      handle: product.id,
      name: product.name,
      description: product.description ?? '',
      category: product.categorySlug,
      active: yes(product.isActive),
      image_url: product.imageUrl ?? '',
    }
    const own = variants.get(product.id)!
    const noOptions = {
      option1_name: '',
      option1_value: '',
      option2_name: '',
      option2_value: '',
      option3_name: '',
      option3_value: '',
    }
    if (own.variants.length === 0) {
      lines.push({
        ...base,
        ...noOptions,
        price: product.price,
        discount_price: product.discountPrice ?? '',
        stock: String(product.stock),
        sku: '',
        variant_active: '',
      })
      continue
    }
    for (const variant of own.variants) {
      const options: Record<string, string> = { ...noOptions }
      own.options.forEach((option, index) => {
        options[`option${index + 1}_name`] = option.name
        options[`option${index + 1}_value`] = variant.optionValues[option.name] ?? ''
      })
      lines.push({
        ...base,
        ...(options as typeof noOptions),
        price: variant.price,
        discount_price: variant.discountPrice ?? '',
        stock: String(variant.stock),
        sku: variant.sku ?? '',
        variant_active: yes(variant.isActive),
      })
    }
  }
  return writeCsv(lines)
}

/* ---------------------------------------------------------------------------- checking */

async function plan(
  db: Executor,
  storage: UploadStorage,
  seller: Seller,
  records: CsvRecord[],
  language: UiLanguage,
): Promise<ImportPlan> {
  const wanted = lookups(records)
  // Also checked again inside the transaction that applies the file.
  const [categories, own, skus] = await readTogether(db, [
    () => q.listOpenCategories(db),
    () => q.findOwnProducts(db, seller.sellerId, wanted.productIds),
    () => q.listSellerSkus(db, seller.sellerId),
  ])
  const current = new Set(own.flatMap((row) => (row.imageUrl ? [row.imageUrl] : [])))
  const storedImages = new Set<string>()
  for (const url of wanted.imageUrls) {
    if (!current.has(url) && (await isStoredUpload(storage, url))) storedImages.add(url)
  }
  const result = planImport(records, {
    language,
    categories: new Map(categories.map((row) => [row.slug.toLowerCase(), row.id])),
    ownProducts: new Map(own.map((row) => [row.id, { imageUrl: row.imageUrl }])),
    sellerSkus: new Map(skus.map((row) => [row.sku!.toLowerCase(), row.productId])),
    storedImages,
  })
  // The seller's plan or trial limits, as listing one by one would enforce them.
  if (result.preview.errors.length === 0) {
    try {
      await assertLimits(db, seller, result.products)
    } catch (error) {
      if (!(error instanceof AppError)) throw error
      result.preview.errors.push({
        row: 1,
        column: null,
        message: translate(error.messageKey, language, error.values),
      })
    }
  }
  return result
}

async function assertLimits(db: Executor, seller: Seller, products: PlannedProduct[]) {
  const created = products.filter((product) => !product.existingId)
  const categoryIds = [...new Set(created.map((product) => product.categoryId))]
  for (const [index, categoryId] of categoryIds.entries()) {
    await assertTrialAllows(db, seller.id, seller.sellerId, {
      addProducts: index === 0 ? created.length : 0,
      categoryId,
    })
  }
}

/** What applying the file would do, row by row, with every error; nothing is written. */
export async function previewImport(
  { db, storage }: Deps,
  seller: Seller,
  csv: string,
  language: UiLanguage,
): Promise<ImportPreview> {
  return (await plan(db, storage, seller, readCsv(csv), language)).preview
}

/* ---------------------------------------------------------------------------- applying */

/** Product columns and, for a product without options, its own price and stock. */
function productValues(product: PlannedProduct) {
  const simple = product.options.length === 0 ? product.variants[0]! : null
  return {
    name: product.name,
    description: product.description,
    categoryId: product.categoryId,
    isActive: product.isActive,
    ...(simple
      ? { price: simple.price, discountPrice: simple.discountPrice, stock: simple.stock }
      : {}),
  }
}

function variantsData(product: PlannedProduct, keepIds: Map<string, string>) {
  return {
    options: product.options,
    variants: product.variants.map((variant) => ({
      id: keepIds.get(combinationKey(product.options, variant.optionValues)),
      optionValues: variant.optionValues,
      price: variant.price,
      discountPrice: variant.discountPrice,
      stock: variant.stock,
      sku: variant.sku,
      isActive: variant.isActive,
    })),
  }
}

/**
 * Writes the whole file in one transaction, or nothing: the file is checked again under the
 * seller's lock, and a single error (or a failure while writing) leaves every product as it was.
 */
export async function applyImport(
  { db, storage }: Deps,
  seller: Seller,
  csv: string,
  language: UiLanguage,
): Promise<ImportResult> {
  const records = readCsv(csv)
  return db.transaction(async (tx) => {
    await lockedSeller(tx, seller)
    const { preview, products } = await plan(tx, storage, seller, records, language)
    if (preview.errors.length > 0) {
      const rows = new Set(preview.errors.map((error) => error.row)).size
      throw new AppError(400, 'IMPORT_HAS_ERRORS', 'productImport.hasErrors', {
        values: { count: rows },
        details: { errors: preview.errors },
      })
    }
    const created = products.filter((product) => !product.existingId)
    const updated = products.filter((product) => product.existingId)

    // New products, their options and variants in batches; they wait for the authenticity review
    // as a product listed one at a time does.
    const ids = new Map(created.map((product) => [product, randomUUID()]))
    await q.insertProducts(
      tx,
      created.map((product) => {
        const cheapest = [...product.variants].sort((a, b) =>
          compareMoney(a.discountPrice ?? a.price, b.discountPrice ?? b.price),
        )[0]!
        return {
          id: ids.get(product)!,
          sellerId: seller.sellerId,
          price: cheapest.price,
          discountPrice: cheapest.discountPrice,
          stock: cheapest.stock,
          imageUrl: product.imageUrl ?? null,
          reviewStatus: 'pending' as const,
          ...productValues(product),
        }
      }),
    )
    const withOptions = created.filter((product) => product.options.length > 0)
    await q.insertOptions(
      tx,
      withOptions.flatMap((product) =>
        product.options.map((option, position) => ({
          productId: ids.get(product)!,
          position,
          name: option.name,
          values: option.values,
        })),
      ),
    )
    await q.insertVariants(
      tx,
      withOptions.flatMap((product) =>
        product.variants.map((variant, position) => ({
          productId: ids.get(product)!,
          position,
          optionValues: variant.optionValues,
          price: variant.price,
          discountPrice: variant.discountPrice,
          stock: variant.stock,
          sku: variant.sku,
          isActive: variant.isActive,
        })),
      ),
    )
    await syncProductMirror(
      tx,
      withOptions.map((product) => ids.get(product)!),
    )
    await q.insertPrimaryImages(
      tx,
      created.flatMap((product) =>
        product.imageUrl ? [{ productId: ids.get(product)!, imageUrl: product.imageUrl }] : [],
      ),
    )

    // Products that exist: their columns, then their variants (matched by option values, so
    // carts and orders keep pointing at the same variant).
    const existing = await listVariants(
      tx,
      updated.map((product) => product.existingId!),
    )
    const own = await q.findOwnProducts(
      tx,
      seller.sellerId,
      updated.map((product) => product.existingId!),
    )
    for (const product of updated) {
      const productId = product.existingId!
      const before = own.find((row) => row.id === productId)!
      const keepIds = new Map(
        existing
          .filter((row) => row.productId === productId)
          .map((row) => [combinationKey(product.options, row.optionValues), row.id]),
      )
      const hadVariants = keepIds.size > 0
      if (product.options.length === 0 && hadVariants) {
        await writeProductVariants(tx, productId, { options: [], variants: [] })
      }
      await q.updateOwnProduct(tx, seller.sellerId, productId, {
        ...productValues(product),
        ...(product.imageUrl ? { imageUrl: product.imageUrl } : {}),
        // A corrected rejected product goes back to the authenticity review.
        ...(before.reviewStatus === 'rejected'
          ? { reviewStatus: 'pending', reviewNote: null }
          : {}),
      })
      if (product.options.length > 0) {
        await writeProductVariants(tx, productId, variantsData(product, keepIds))
      }
      if (product.imageUrl) await q.setPrimaryImage(tx, productId, product.imageUrl)
    }
    await refreshProductSearchDocuments(tx, [
      ...ids.values(),
      ...updated.map((product) => product.existingId!),
    ])
    return {
      created: created.length,
      updated: updated.length,
      variants: products.reduce(
        (sum, product) => sum + (product.options.length > 0 ? product.variants.length : 0),
        0,
      ),
    }
  })
}
