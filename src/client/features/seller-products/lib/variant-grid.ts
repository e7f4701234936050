import {
  combinationKey,
  OPTION_VALUES_MAX,
  OPTIONS_MAX,
  productVariantsBody,
  type ProductVariantsBody,
} from '#shared/contracts/variants.ts'
import type { SellerProduct } from '#shared/contracts/seller-products.ts'
import { compareMoney } from '#shared/money.ts'

// The seller's grid of options and variants as typed: an option's values are one text
// ("250 g, 500 g, 1 kg"), and a row per combination keeps what was typed for it while options
// change. Sent as the shared contract's body and checked with the same schema as the server.

export type GridOption = { name: string; valuesText: string }
export type GridRow = {
  id?: string
  price: string
  discountPrice: string
  stock: string
  sku: string
  isActive: boolean
}
export type VariantGrid = { options: GridOption[]; rows: Record<string, GridRow> }

export const EMPTY_GRID: VariantGrid = { options: [], rows: {} }
export { OPTIONS_MAX, OPTION_VALUES_MAX }

export function gridOf(product: SellerProduct | undefined): VariantGrid {
  if (!product || product.options.length === 0) return EMPTY_GRID
  const rows: Record<string, GridRow> = {}
  for (const variant of product.variants) {
    rows[combinationKey(product.options, variant.optionValues)] = {
      id: variant.id,
      price: variant.price,
      discountPrice: variant.discountPrice ?? '',
      stock: String(variant.stock),
      sku: variant.sku ?? '',
      isActive: variant.isActive,
    }
  }
  return {
    options: product.options.map((option) => ({
      name: option.name,
      valuesText: option.values.join(', '),
    })),
    rows,
  }
}

/** The options as lists: names trimmed, values split on commas, empty ones dropped. */
export function parsedOptions(grid: VariantGrid) {
  return grid.options.map((option) => ({
    name: option.name.trim(),
    values: [
      ...new Set(
        option.valuesText
          .split(/[,،፣]/)
          .map((value) => value.trim())
          .filter(Boolean),
      ),
    ],
  }))
}

export type GridCombination = { key: string; optionValues: Record<string, string>; label: string }

/** Every combination of the options' values, in order (the first option varies slowest). */
export function combinations(grid: VariantGrid): GridCombination[] {
  const options = parsedOptions(grid).filter((option) => option.name && option.values.length > 0)
  if (options.length === 0) return []
  let list: Record<string, string>[] = [{}]
  for (const option of options) {
    list = list.flatMap((partial) =>
      option.values.map((value) => ({ ...partial, [option.name]: value })),
    )
  }
  return list.map((optionValues) => ({
    key: combinationKey(options, optionValues),
    optionValues,
    label: options.map((option) => optionValues[option.name]).join(' · '),
  }))
}

export const blankRow = (price = ''): GridRow => ({
  price,
  discountPrice: '',
  stock: '0',
  sku: '',
  isActive: true,
})

export function gridBody(grid: VariantGrid, defaultPrice = ''): ProductVariantsBody {
  const options = parsedOptions(grid)
  return {
    options,
    variants: combinations(grid).map((combination) => {
      const row = grid.rows[combination.key] ?? blankRow(defaultPrice)
      return {
        ...(row.id ? { id: row.id } : {}),
        optionValues: combination.optionValues,
        price: row.price.trim(),
        discountPrice: row.discountPrice.trim() || null,
        stock: row.stock.trim() === '' ? Number.NaN : Number(row.stock),
        sku: row.sku.trim() || null,
        isActive: row.isActive,
      }
    }),
  }
}

/** Field errors of the grid, as message keys: `options.0.name`, `variants.<key>.price`… */
export function gridErrors(grid: VariantGrid, defaultPrice = ''): Record<string, string> {
  const result = productVariantsBody.safeParse(gridBody(grid, defaultPrice))
  if (result.success) return {}
  const keys = combinations(grid).map((combination) => combination.key)
  const errors: Record<string, string> = {}
  for (const issue of result.error.issues) {
    const [section, index, field] = issue.path
    const name =
      section === 'variants' && typeof index === 'number'
        ? `variants.${keys[index]}.${String(field ?? 'optionValues')}`
        : issue.path.join('.')
    errors[name] ??= issue.message
  }
  return errors
}

/** What the product's own price and stock will read once saved (its mirror of the variants). */
export function gridSummary(grid: VariantGrid, defaultPrice = '') {
  const active = gridBody(grid, defaultPrice).variants.filter(
    (variant) => variant.isActive !== false && /^\d+(\.\d+)?$/.test(String(variant.price)),
  )
  if (active.length === 0) return null
  const cheapest = [...active].sort((a, b) =>
    compareMoney(String(a.discountPrice ?? a.price), String(b.discountPrice ?? b.price)),
  )[0]!
  const stock = active.reduce(
    (sum, variant) => sum + (Number.isInteger(variant.stock) ? Number(variant.stock) : 0),
    0,
  )
  return { price: String(cheapest.price), stock }
}
