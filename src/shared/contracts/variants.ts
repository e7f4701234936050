import { z } from 'zod'
import { compareMoney, isMoney } from '../money.ts'

// A product's options (size, weight, colour…) and its variants: each buyable combination of
// option values with its own price, sale price, stock and SKU (docs/decisions/025-product-variants.md).
// A product without options has none of either and sells as before.

export const OPTIONS_MAX = 3
export const OPTION_VALUES_MAX = 20
export const VARIANTS_MAX = 100
export const OPTION_TEXT_MAX = 40
export const SKU_MAX = 64

const PRICE = /^\d{1,10}(\.\d{1,2})?$/

const optionText = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, 'validation.required')
  .max(OPTION_TEXT_MAX, 'validation.tooLong')

const price = z.preprocess(
  (value) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : value),
  z
    .string({ error: 'validation.priceRequired' })
    .trim()
    .min(1, 'validation.priceRequired')
    .regex(PRICE, 'validation.price'),
)

const optionalPrice = z.preprocess(
  (value) =>
    value === '' || value === null || value === undefined
      ? null
      : typeof value === 'number' && Number.isFinite(value)
        ? String(value)
        : value,
  z.string().trim().regex(PRICE, 'validation.price').nullable(),
)

const sku = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : (value ?? null)),
  z
    .string()
    .trim()
    .max(SKU_MAX, 'validation.tooLong')
    .regex(/^[\p{L}\p{N}._\-/]+$/u, 'variant.skuChars')
    .nullable(),
)

export const productOptionInput = z.object({
  name: optionText,
  values: z
    .array(optionText)
    .min(1, 'variant.optionValuesRequired')
    .max(OPTION_VALUES_MAX, 'validation.tooMany'),
})
export type ProductOptionInput = z.input<typeof productOptionInput>

export const productVariantInput = z.object({
  /** An existing variant to change; left out for a new one. */
  id: z.uuid('validation.invalid').optional(),
  /** Option name → one of that option's values, for every option of the product. */
  optionValues: z.record(z.string(), z.string().trim()),
  price,
  discountPrice: optionalPrice.optional().default(null),
  stock: z.coerce
    .number({ error: 'validation.stockRequired' })
    .int('validation.stockInteger')
    .min(0, 'validation.stockMin')
    .max(1_000_000, 'validation.tooLong'),
  sku: sku.optional().default(null),
  isActive: z.boolean().optional().default(true),
})
export type ProductVariantInput = z.input<typeof productVariantInput>

/** A variant's label as people read it: "Size: 500 g · Roast: Dark", in the options' order. */
export function variantLabel(
  options: readonly { name: string }[],
  optionValues: Record<string, string>,
): string {
  return options
    .filter((option) => optionValues[option.name] !== undefined)
    .map((option) => `${option.name}: ${optionValues[option.name]}`)
    .join(' · ')
}

/** The key of a combination of values, the same whatever order the object's keys are in. */
export function combinationKey(
  options: readonly { name: string }[],
  optionValues: Record<string, string>,
): string {
  return JSON.stringify(options.map((option) => optionValues[option.name] ?? null))
}

/**
 * Rules that span the whole list: option names and values unique, each variant one value of each
 * option (and nothing else), no combination twice, SKUs unique, the sale price below the price.
 * Issues point at the field they are about (`variants.2.sku`), so a form can show them in place.
 */
function checkVariants(
  value: {
    options: { name: string; values: string[] }[]
    variants: {
      optionValues: Record<string, string>
      price: string
      discountPrice: string | null
      sku: string | null
    }[]
  },
  ctx: z.RefinementCtx,
) {
  const names = new Set<string>()
  value.options.forEach((option, index) => {
    const key = option.name.toLowerCase()
    if (names.has(key)) {
      ctx.addIssue({
        code: 'custom',
        path: ['options', index, 'name'],
        message: 'variant.optionDuplicate',
      })
    }
    names.add(key)
    const values = new Set<string>()
    option.values.forEach((entry, valueIndex) => {
      if (values.has(entry.toLowerCase())) {
        ctx.addIssue({
          code: 'custom',
          path: ['options', index, 'values', valueIndex],
          message: 'variant.valueDuplicate',
        })
      }
      values.add(entry.toLowerCase())
    })
  })
  if (value.options.length > 0 && value.variants.length === 0) {
    ctx.addIssue({ code: 'custom', path: ['variants'], message: 'variant.variantsRequired' })
  }
  if (value.options.length === 0 && value.variants.length > 0) {
    ctx.addIssue({ code: 'custom', path: ['options'], message: 'variant.optionsRequired' })
  }
  const combinations = new Set<string>()
  const skus = new Set<string>()
  value.variants.forEach((variant, index) => {
    const keys = Object.keys(variant.optionValues)
    const complete =
      keys.length === value.options.length &&
      value.options.every((option) =>
        option.values.includes(variant.optionValues[option.name] ?? '\u0000'),
      )
    if (!complete) {
      ctx.addIssue({
        code: 'custom',
        path: ['variants', index, 'optionValues'],
        message: 'variant.valuesMismatch',
      })
    } else {
      const key = combinationKey(value.options, variant.optionValues)
      if (combinations.has(key)) {
        ctx.addIssue({
          code: 'custom',
          path: ['variants', index, 'optionValues'],
          message: 'variant.combinationDuplicate',
        })
      }
      combinations.add(key)
    }
    if (variant.sku) {
      const key = variant.sku.toLowerCase()
      if (skus.has(key)) {
        ctx.addIssue({
          code: 'custom',
          path: ['variants', index, 'sku'],
          message: 'variant.skuDuplicate',
        })
      }
      skus.add(key)
    }
    if (
      variant.discountPrice !== null &&
      isMoney(variant.price) &&
      isMoney(variant.discountPrice) &&
      compareMoney(variant.discountPrice, variant.price) >= 0
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['variants', index, 'discountPrice'],
        message: 'validation.discountBelowPrice',
      })
    }
  })
}

/** The whole set of a product's options and variants, replaced at once (the seller's grid). */
export const productVariantsBody = z
  .object({
    options: z.array(productOptionInput).max(OPTIONS_MAX, 'variant.optionsMax'),
    variants: z.array(productVariantInput).max(VARIANTS_MAX, 'variant.variantsMax'),
  })
  .superRefine(checkVariants)
export type ProductVariantsBody = z.input<typeof productVariantsBody>
export type ProductVariantsData = z.output<typeof productVariantsBody>

export const productOption = z.object({ name: z.string(), values: z.array(z.string()) })
export type ProductOption = z.infer<typeof productOption>

/** A variant as its seller sees it. */
export const sellerVariant = z.object({
  id: z.uuid(),
  sku: z.string().nullable(),
  optionValues: z.record(z.string(), z.string()),
  label: z.string(),
  price: z.string(),
  discountPrice: z.string().nullable(),
  stock: z.number().int(),
  isActive: z.boolean(),
})
export type SellerVariant = z.infer<typeof sellerVariant>

export const productVariants = z.object({
  productId: z.uuid(),
  options: z.array(productOption),
  variants: z.array(sellerVariant),
})
export type ProductVariants = z.infer<typeof productVariants>

/** A variant as buyers see it on the product page: only active ones are shown. */
export const publicVariant = z.object({
  id: z.uuid(),
  sku: z.string().nullable(),
  optionValues: z.record(z.string(), z.string()),
  label: z.string(),
  price: z.string(),
  discountPrice: z.string().nullable(),
  stock: z.number().int(),
})
export type PublicVariant = z.infer<typeof publicVariant>
