import { describe, expect, it } from 'vitest'
import { createProductBody } from '#shared/contracts/seller-products.ts'
import { EMPTY_PRODUCT_FORM, productBody, productForm } from './product-form.ts'

const filled = {
  ...EMPTY_PRODUCT_FORM,
  name: ' Jebena ',
  categoryId: '3f0d8f0e-1b2c-4d5e-8f90-a1b2c3d4e5f6',
  price: '450.5',
  stock: '12',
  tags: 'coffee, clay',
}

function fieldErrors(values: typeof filled) {
  const result = productForm.safeParse(values)
  const errors: Record<string, string> = {}
  // The first message of a field is the one the form shows.
  for (const issue of result.error?.issues ?? []) errors[String(issue.path[0])] ??= issue.message
  return errors
}

describe('productForm', () => {
  it('requires name, category, price and stock with the spec messages', () => {
    expect(fieldErrors(EMPTY_PRODUCT_FORM as typeof filled)).toMatchObject({
      name: 'validation.required',
      categoryId: 'validation.categoryRequired',
      price: 'validation.priceRequired',
      stock: 'validation.stockRequired',
    })
  })

  it('checks price steps, whole stock and a discount below the price', () => {
    expect(fieldErrors({ ...filled, price: '1.234' })).toMatchObject({ price: 'validation.price' })
    expect(fieldErrors({ ...filled, stock: '2.5' })).toMatchObject({
      stock: 'validation.stockInteger',
    })
    expect(fieldErrors({ ...filled, discountPrice: '450.50' })).toMatchObject({
      discountPrice: 'validation.discountBelowPrice',
    })
    expect(fieldErrors({ ...filled, discountPrice: '400' })).toEqual({})
  })

  it('builds a body the shared contract accepts, the first image primary', () => {
    const image = '/api/objects/3f0d8f0e-1b2c-4d5e-8f90-a1b2c3d4e5f6'
    const body = productBody(filled, [image])
    expect(body).toMatchObject({ name: 'Jebena', stock: 12, imageUrl: image, discountPrice: null })
    const parsed = createProductBody.parse(body)
    expect(parsed.tags).toEqual(['coffee', 'clay'])
    expect(parsed.originCountry).toBe('Ethiopia')
  })
})
