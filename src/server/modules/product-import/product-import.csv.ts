import Papa from 'papaparse'
import {
  IMPORT_COLUMNS,
  IMPORT_MAX_ROWS,
  IMPORT_REQUIRED_COLUMNS,
  type ImportColumn,
  type ImportPreview,
  type ImportRowError,
} from '#shared/contracts/product-import.ts'
import { combinationKey, OPTIONS_MAX, SKU_MAX, variantLabel } from '#shared/contracts/variants.ts'
import type { UiLanguage } from '#shared/constants.ts'
import { type MessageKey, translate } from '#shared/i18n/messages.ts'
import { compareMoney } from '#shared/money.ts'
import { AppError } from '#server/lib/errors.ts'

// Reading a seller's CSV file (papaparse) and checking it whole, without the database: the
// service gathers what the checks compare against (categories, the seller's products and SKUs,
// stored photos) and writes the plan only when no row has an error.

export type CsvRecord = Partial<Record<ImportColumn, string>> & { __row: number }

const PRICE = /^\d{1,10}(\.\d{1,2})?$/
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const SKU = /^[\p{L}\p{N}._\-/]+$/u
const YES = new Set(['yes', 'true', '1', 'y', 'አዎ', 'eeyyee', 'እወ'])
const NO = new Set(['no', 'false', '0', 'n', 'አይ', 'lakki', 'ኣይፋል'])

const fileError = (messageKey: MessageKey, values: Record<string, string | number> = {}) =>
  new AppError(400, 'IMPORT_FILE_INVALID', messageKey, { values })

/** A spreadsheet's formula guard (a leading apostrophe the export adds) is taken off again. */
function cell(value: unknown): string {
  if (typeof value !== 'string') return ''
  const trimmed = value.trim()
  return /^'[=+\-@]/.test(trimmed) ? trimmed.slice(1) : trimmed
}

/** The file's rows, keyed by column; 400 for a file that is not a readable product CSV. */
export function readCsv(text: string): CsvRecord[] {
  const body = text.replace(/^\uFEFF/, '')
  const parsed = Papa.parse<Record<string, unknown>>(body, {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim().toLowerCase().replace(/\s+/g, '_'),
  })
  if (parsed.errors.some((error) => error.type === 'Quotes' || error.type === 'Delimiter')) {
    throw fileError('productImport.unreadable')
  }
  const header = parsed.meta.fields ?? []
  const missing = IMPORT_REQUIRED_COLUMNS.filter((column) => !header.includes(column))
  if (missing.length > 0) {
    throw fileError('productImport.missingColumns', { columns: missing.join(', ') })
  }
  if (parsed.data.length === 0) throw fileError('productImport.empty')
  if (parsed.data.length > IMPORT_MAX_ROWS) {
    throw fileError('productImport.tooManyRows', { max: IMPORT_MAX_ROWS })
  }
  return parsed.data.map((raw, index) => {
    const record: CsvRecord = { __row: index + 2 }
    for (const column of IMPORT_COLUMNS) record[column] = cell(raw[column])
    return record
  })
}

/** The file a seller's products export to: one row per variant, a product without options one row. */
export function writeCsv(rows: Record<ImportColumn, string>[]): string {
  // The byte-order mark lets spreadsheet programs read Amharic and Tigrinya as UTF-8.
  return `\uFEFF${Papa.unparse(
    { fields: [...IMPORT_COLUMNS], data: rows.map((row) => IMPORT_COLUMNS.map((c) => row[c])) },
    { escapeFormulae: true, newline: '\r\n' },
  )}\r\n`
}

export type ImportContext = {
  language: UiLanguage
  /** Open categories: slug (lower case) → id. */
  categories: Map<string, string>
  /** The seller's products the file names by id. */
  ownProducts: Map<string, { imageUrl: string | null }>
  /** SKUs (lower case) of the seller's variants → their product. */
  sellerSkus: Map<string, string>
  /** Photo addresses that are files stored through our upload endpoint. */
  storedImages: Set<string>
}

export type PlannedVariant = {
  row: number
  optionValues: Record<string, string>
  price: string
  discountPrice: string | null
  stock: number
  sku: string | null
  isActive: boolean
}

export type PlannedProduct = {
  handle: string
  existingId: string | null
  rows: number[]
  name: string
  description: string | null
  categoryId: string
  isActive: boolean
  /** A new primary photo; undefined keeps the product's photos as they are. */
  imageUrl: string | undefined
  options: { name: string; values: string[] }[]
  variants: PlannedVariant[]
}

export type ImportPlan = { preview: ImportPreview; products: PlannedProduct[] }

const PRODUCT_COLUMNS = ['name', 'description', 'category', 'active', 'image_url'] as const

/** Candidate product ids and new photo addresses, for the service to look up before checking. */
export function lookups(records: CsvRecord[]) {
  const productIds = new Set<string>()
  const imageUrls = new Set<string>()
  for (const record of records) {
    if (UUID.test(record.handle ?? '')) productIds.add(record.handle!.toLowerCase())
    if (record.image_url) imageUrls.add(record.image_url)
  }
  return { productIds: [...productIds], imageUrls: [...imageUrls] }
}

/** Checks every row and plans the writes; the preview lists each row's errors in the reader's language. */
export function planImport(records: CsvRecord[], context: ImportContext): ImportPlan {
  const errors: ImportRowError[] = []
  const fail = (row: number, column: ImportColumn | null, key: string, values = {}) =>
    errors.push({ row, column, message: translate(key, context.language, values) })

  // Rows of one product, in the order the file first names them.
  const groups = new Map<string, CsvRecord[]>()
  for (const record of records) {
    const handle = record.handle ?? ''
    const key = handle === '' ? `\u0000row:${record.__row}` : handle.toLowerCase()
    groups.set(key, [...(groups.get(key) ?? []), record])
  }

  const products: PlannedProduct[] = []
  const fileSkus = new Map<string, number>()
  const productOfRow = new Map<number, PlannedProduct>()
  for (const rows of groups.values()) {
    const first = rows[0]!
    const handle = first.handle ?? ''
    const existingId = UUID.test(handle) ? handle.toLowerCase() : null
    if (existingId && !context.ownProducts.has(existingId)) {
      fail(first.__row, 'handle', 'productImport.unknownProduct')
    }
    const name = first.name ?? ''
    if (name === '') fail(first.__row, 'name', 'validation.required')
    else if (name.length > 200) fail(first.__row, 'name', 'validation.tooLong200')
    const description = first.description || null
    if (description && description.length > 5000) {
      fail(first.__row, 'description', 'validation.tooLong')
    }
    const categoryId = context.categories.get((first.category ?? '').toLowerCase())
    if (!first.category) fail(first.__row, 'category', 'validation.categoryRequired')
    else if (!categoryId) fail(first.__row, 'category', 'productImport.unknownCategory')
    const isActive = yesNo(first.active, true)
    if (isActive === null) fail(first.__row, 'active', 'productImport.yesNo')
    let imageUrl: string | undefined
    if (first.image_url) {
      const current = existingId ? context.ownProducts.get(existingId)?.imageUrl : undefined
      if (first.image_url === current) imageUrl = undefined
      else if (context.storedImages.has(first.image_url)) imageUrl = first.image_url
      else fail(first.__row, 'image_url', 'product.imageNotUploaded')
    }
    // Later rows repeat the product's columns or leave them empty.
    for (const record of rows.slice(1)) {
      for (const column of PRODUCT_COLUMNS) {
        const value = record[column] ?? ''
        if (value !== '' && value !== (first[column] ?? '')) {
          fail(record.__row, column, 'productImport.productFieldsDiffer')
        }
      }
    }

    const optionNames = optionNamesOf(first)
    const options = optionNames.map((optionName) => ({ name: optionName, values: [] as string[] }))
    const variants: PlannedVariant[] = []
    const combinations = new Set<string>()
    for (const record of rows) {
      const row = record.__row
      const names = optionNamesOf(record)
      const sameOptions =
        names.length === optionNames.length &&
        names.every((entry, index) => entry.toLowerCase() === optionNames[index]!.toLowerCase())
      if (!sameOptions) fail(row, 'option1_name', 'productImport.optionsDiffer')
      const optionValues: Record<string, string> = {}
      for (let index = 1; index <= OPTIONS_MAX; index++) {
        const optionName = record[`option${index}_name` as ImportColumn] ?? ''
        const value = record[`option${index}_value` as ImportColumn] ?? ''
        if (optionName === '' && value !== '') {
          fail(row, `option${index}_name` as ImportColumn, 'validation.required')
        }
        if (optionName !== '' && value === '') {
          fail(row, `option${index}_value` as ImportColumn, 'productImport.optionValueMissing')
        }
        if (optionName.length > 40)
          fail(row, `option${index}_name` as ImportColumn, 'validation.tooLong')
        if (value.length > 40)
          fail(row, `option${index}_value` as ImportColumn, 'validation.tooLong')
        const option = options[index - 1]
        if (optionName !== '' && value !== '' && option) {
          optionValues[option.name] = value
          if (!option.values.some((entry) => entry.toLowerCase() === value.toLowerCase())) {
            option.values.push(value)
          } else {
            optionValues[option.name] = option.values.find(
              (entry) => entry.toLowerCase() === value.toLowerCase(),
            )!
          }
        }
      }
      if (optionNames.length === 0 && record !== first) {
        fail(row, 'handle', 'productImport.oneRowWithoutOptions')
      }
      if (
        sameOptions &&
        optionNames.length > 0 &&
        Object.keys(optionValues).length === optionNames.length
      ) {
        const key = combinationKey(options, optionValues).toLowerCase()
        if (combinations.has(key)) fail(row, 'option1_value', 'variant.combinationDuplicate')
        combinations.add(key)
      }

      const price = record.price ?? ''
      if (price === '') fail(row, 'price', 'validation.priceRequired')
      else if (!PRICE.test(price)) fail(row, 'price', 'validation.price')
      const discountPrice = record.discount_price || null
      if (discountPrice !== null) {
        if (!PRICE.test(discountPrice)) fail(row, 'discount_price', 'validation.price')
        else if (PRICE.test(price) && compareMoney(discountPrice, price) >= 0) {
          fail(row, 'discount_price', 'validation.discountBelowPrice')
        }
      }
      const stockText = record.stock ?? ''
      const stock = Number(stockText)
      if (stockText === '') fail(row, 'stock', 'validation.stockRequired')
      else if (!/^\d+$/.test(stockText)) fail(row, 'stock', 'validation.stockInteger')
      else if (stock > 1_000_000) fail(row, 'stock', 'validation.tooLong')

      const sku = record.sku || null
      if (sku !== null) {
        if (optionNames.length === 0) fail(row, 'sku', 'productImport.skuNeedsOption')
        else if (sku.length > SKU_MAX) fail(row, 'sku', 'validation.tooLong')
        else if (!SKU.test(sku)) fail(row, 'sku', 'variant.skuChars')
        else if (fileSkus.has(sku.toLowerCase())) fail(row, 'sku', 'variant.skuDuplicate')
        else {
          fileSkus.set(sku.toLowerCase(), row)
          const owner = context.sellerSkus.get(sku.toLowerCase())
          // Free when no product has it, or only the product this file rewrites.
          if (owner && owner !== existingId && !groups.has(owner)) {
            fail(row, 'sku', 'productImport.skuTaken')
          }
        }
      }
      const variantActive = yesNo(record.variant_active, true)
      if (variantActive === null) fail(row, 'variant_active', 'productImport.yesNo')
      variants.push({
        row,
        optionValues,
        price,
        discountPrice,
        stock,
        sku,
        isActive: variantActive ?? true,
      })
    }

    const planned: PlannedProduct = {
      handle,
      existingId,
      rows: rows.map((record) => record.__row),
      name,
      description,
      categoryId: categoryId ?? '',
      isActive: isActive ?? true,
      imageUrl,
      options,
      variants,
    }
    products.push(planned)
    for (const row of planned.rows) productOfRow.set(row, planned)
  }

  errors.sort((a, b) => a.row - b.row)
  const rows = records.map((record) => {
    const product = productOfRow.get(record.__row)!
    const variant = product.variants.find((entry) => entry.row === record.__row)
    return {
      row: record.__row,
      handle: product.handle,
      name: product.name,
      action: product.existingId ? ('update' as const) : ('create' as const),
      variantLabel:
        product.options.length > 0 && variant
          ? variantLabel(product.options, variant.optionValues)
          : null,
      errors: errors.filter((error) => error.row === record.__row),
    }
  })
  return {
    products,
    preview: {
      totalRows: records.length,
      creates: products.filter((product) => !product.existingId).length,
      updates: products.filter((product) => product.existingId).length,
      errors,
      rows,
    },
  }
}

function optionNamesOf(record: CsvRecord): string[] {
  const names: string[] = []
  for (let index = 1; index <= OPTIONS_MAX; index++) {
    const name = record[`option${index}_name` as ImportColumn] ?? ''
    if (name !== '') names.push(name)
  }
  return names
}

function yesNo(value: string | undefined, fallback: boolean): boolean | null {
  if (!value) return fallback
  const key = value.toLowerCase()
  if (YES.has(key)) return true
  if (NO.has(key)) return false
  return null
}
