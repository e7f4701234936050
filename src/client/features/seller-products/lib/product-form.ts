import { z } from 'zod'
import {
  SEO_DESCRIPTION_MAX,
  SEO_TITLE_MAX,
  type CreateProductBody,
  type SellerProduct,
} from '#shared/contracts/seller-products.ts'
import { compareMoney } from '#shared/money.ts'

const PRICE = /^\d{1,10}(\.\d{1,2})?$/
const OPTIONAL_PRICE = /^$|^\d{1,10}(\.\d{1,2})?$/

/**
 * What the product forms hold: text as typed (numbers stay strings until sent), so a half-typed
 * price never turns into a float. The server checks everything again with the shared contract.
 */
export const productForm = z
  .object({
    name: z.string().trim().min(1, 'validation.required').max(200, 'validation.tooLong'),
    categoryId: z.string().min(1, 'validation.categoryRequired'),
    description: z.string().max(5000, 'validation.tooLong'),
    price: z.string().trim().min(1, 'validation.priceRequired').regex(PRICE, 'validation.price'),
    discountPrice: z.string().trim().regex(OPTIONAL_PRICE, 'validation.price'),
    stock: z
      .string()
      .trim()
      .min(1, 'validation.stockRequired')
      .regex(/^\d{1,7}$/, 'validation.stockInteger'),
    tags: z.string().max(1000, 'validation.tooLong'),
    seoTitle: z.string().max(SEO_TITLE_MAX, 'validation.tooLong'),
    seoDescription: z.string().max(SEO_DESCRIPTION_MAX, 'validation.tooLong'),
    isActive: z.boolean(),
    isFeatured: z.boolean(),
    shipsInternationally: z.boolean(),
    internationalShippingFee: z.string().trim().regex(OPTIONAL_PRICE, 'validation.price'),
    originCountry: z.string().max(80, 'validation.tooLong'),
    originCity: z.string().max(80, 'validation.tooLong'),
    authenticityNote: z.string().max(1000, 'validation.tooLong'),
  })
  .refine(
    (values) =>
      !values.discountPrice ||
      !PRICE.test(values.price) ||
      !PRICE.test(values.discountPrice) ||
      compareMoney(values.discountPrice, values.price) < 0,
    { message: 'validation.discountBelowPrice', path: ['discountPrice'] },
  )

export type ProductFormValues = z.input<typeof productForm>
export const PRODUCT_FORM_FIELDS = Object.keys(productForm.shape)

export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  name: '',
  categoryId: '',
  description: '',
  price: '',
  discountPrice: '',
  stock: '',
  tags: '',
  seoTitle: '',
  seoDescription: '',
  isActive: true,
  isFeatured: false,
  shipsInternationally: false,
  internationalShippingFee: '',
  originCountry: 'Ethiopia',
  originCity: '',
  authenticityNote: '',
}

export function formValuesOf(product: SellerProduct): ProductFormValues {
  return {
    name: product.name,
    categoryId: product.categoryId,
    description: product.description ?? '',
    price: product.price,
    discountPrice: product.discountPrice ?? '',
    stock: String(product.stock),
    tags: product.tags.join(', '),
    seoTitle: product.seoTitle ?? '',
    seoDescription: product.seoDescription ?? '',
    isActive: product.isActive,
    isFeatured: product.isFeatured,
    shipsInternationally: product.shipsInternationally,
    internationalShippingFee: product.internationalShippingFee ?? '',
    originCountry: product.originCountry,
    originCity: product.originCity ?? '',
    authenticityNote: product.authenticityNote ?? '',
  }
}

/** The API body; `images` in display order, the first one the primary photo. */
export function productBody(values: ProductFormValues, images: string[]): CreateProductBody {
  return {
    name: values.name.trim(),
    categoryId: values.categoryId,
    description: values.description,
    price: values.price.trim(),
    discountPrice: values.discountPrice.trim() || null,
    stock: Number(values.stock),
    tags: values.tags,
    seoTitle: values.seoTitle,
    seoDescription: values.seoDescription,
    isActive: values.isActive,
    isFeatured: values.isFeatured,
    shipsInternationally: values.shipsInternationally,
    internationalShippingFee: values.shipsInternationally
      ? values.internationalShippingFee.trim() || null
      : null,
    originCountry: values.originCountry.trim() || 'Ethiopia',
    originCity: values.originCity,
    authenticityNote: values.authenticityNote,
    imageUrl: images[0] ?? null,
    images,
  }
}
