import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { productPage } from '#shared/contracts/catalog.ts'
import { responseSerializerCompiler } from './response-serializer.ts'

const route = { method: 'GET', url: '/x', httpStatus: '200' } as const
const compile = (schema: z.ZodType) => responseSerializerCompiler({ schema, ...route })

const item = {
  id: '0b5f2a3e-8d1c-4c59-9a3e-5f1b2c3d4e5f',
  name: 'የይርጋጨፌ ቡና — "Yirgacheffe" Coffee\n250g',
  description: null,
  imageUrl: '/media/a.svg',
  price: '450.00',
  discountPrice: null,
  priceMax: null,
  currency: 'ETB',
  stock: 12,
  isFeatured: false,
  shipsInternationally: true,
  internationalShippingFee: '700.00',
  averageRating: 4.5,
  reviewCount: 3,
  category: {
    id: '1b5f2a3e-8d1c-4c59-9a3e-5f1b2c3d4e5f',
    name: 'Coffee',
    nameAm: 'ቡና',
    nameOm: null,
    nameTi: null,
    slug: 'coffee',
    // Not in the contract: must not be written.
    isActive: true,
  },
  seller: { id: '2b5f2a3e-8d1c-4c59-9a3e-5f1b2c3d4e5f', storeName: 'Abebe', verified: true, awayUntil: null },
  createdAt: '2026-11-24T10:00:00.000Z',
  passwordHash: 'secret',
}

describe('responseSerializerCompiler', () => {
  it('writes what the zod serializer wrote: declared properties only, in the schema’s order', () => {
    const page = { total: 1, nextCursor: null, items: [item], internal: 'x' }
    const written = compile(productPage)(page)
    expect(written).toBe(zodSerializerCompiler({ schema: productPage, ...route })(page))
    expect(written).not.toContain('secret')
    expect(written).not.toContain('isActive')
    expect(JSON.parse(written).items[0].name).toBe(item.name)
  })

  it('keeps the zod serializer for what JSON Schema cannot express', () => {
    const at = new Date('2026-11-24T10:00:00.000Z')
    expect(compile(z.object({ at: z.date() }))({ at })).toBe('{"at":"2026-11-24T10:00:00.000Z"}')
  })

  it('refuses an answer without a required property', () => {
    expect(() => compile(z.object({ id: z.string() }))({})).toThrow()
  })
})
