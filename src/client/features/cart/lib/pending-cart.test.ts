import { describe, expect, it } from 'vitest'
import type { Cart } from '#shared/contracts/cart.ts'
import type { ProductListItem } from '#shared/contracts/catalog.ts'
import { applyCartChanges } from './pending-cart.ts'

const sellerA = {
  id: '00000000-0000-4000-8000-00000000000a',
  storeName: 'Harar',
  verified: true,
  awayUntil: null,
}
const sellerB = {
  id: '00000000-0000-4000-8000-00000000000b',
  storeName: 'Gondar',
  verified: false,
  awayUntil: null,
}

function product(
  id: string,
  seller: typeof sellerA,
  price: string,
  discountPrice: string | null = null,
): ProductListItem {
  return {
    id,
    name: `Product ${id.slice(-2)}`,
    description: null,
    imageUrl: null,
    price,
    discountPrice,
    priceMax: null,
    currency: 'ETB',
    stock: 20,
    isFeatured: false,
    shipsInternationally: false,
    internationalShippingFee: null,
    averageRating: 0,
    reviewCount: 0,
    category: {
      id: '00000000-0000-4000-8000-0000000000c1',
      name: 'Coffee',
      nameAm: null,
      nameOm: null,
      nameTi: null,
      slug: 'coffee',
    },
    seller,
    createdAt: '2026-11-01T00:00:00.000Z',
  }
}

const coffee = product('00000000-0000-4000-8000-000000000001', sellerA, '450.00')
const berbere = product('00000000-0000-4000-8000-000000000002', sellerA, '200.00', '150.00')
const painting = product('00000000-0000-4000-8000-000000000003', sellerB, '1200.50')

const cart: Cart = {
  groups: [
    {
      seller: sellerA,
      lines: [
        {
          productId: coffee.id,
          quantity: 2,
          variantId: null,
          variantLabel: null,
          available: 20,
          unitPrice: '450.00',
          lineTotal: '900.00',
          product: coffee,
        },
      ],
      itemsTotal: '900.00',
    },
  ],
  itemCount: 2,
  itemsTotal: '900.00',
  currency: 'ETB',
}

describe('applyCartChanges', () => {
  it('returns the same cart when nothing is pending', () => {
    expect(applyCartChanges(cart, [])).toBe(cart)
  })

  it('sets a quantity and recomputes line, seller and cart totals', () => {
    const next = applyCartChanges(cart, [{ kind: 'set', productId: coffee.id, quantity: 3 }])
    expect(next.groups[0]?.lines[0]).toMatchObject({ quantity: 3, lineTotal: '1350.00' })
    expect(next).toMatchObject({ itemCount: 3, itemsTotal: '1350.00' })
    expect(next.groups[0]?.itemsTotal).toBe('1350.00')
  })

  it('adds a new product under its seller at the sale price, and a new seller as a new group', () => {
    const next = applyCartChanges(cart, [
      { kind: 'set', productId: berbere.id, quantity: 2, product: berbere },
      { kind: 'set', productId: painting.id, quantity: 1, product: painting },
    ])
    expect(next.groups.map((group) => group.seller.id)).toEqual([sellerA.id, sellerB.id])
    expect(next.groups[0]?.lines.map((line) => [line.productId, line.lineTotal])).toEqual([
      [coffee.id, '900.00'],
      [berbere.id, '300.00'],
    ])
    expect(next.groups[1]?.itemsTotal).toBe('1200.50')
    expect(next).toMatchObject({ itemCount: 5, itemsTotal: '2400.50' })
  })

  it('keeps one line per variant of a product', () => {
    const variantId = '00000000-0000-4000-8000-0000000000d1'
    const next = applyCartChanges(cart, [
      {
        kind: 'set',
        productId: coffee.id,
        variantId,
        quantity: 1,
        product: coffee,
        variant: { unitPrice: '800.00', label: 'Weight: 1 kg', available: 4 },
      },
    ])
    expect(next.groups[0]?.lines.map((line) => [line.variantLabel, line.lineTotal])).toEqual([
      [null, '900.00'],
      ['Weight: 1 kg', '800.00'],
    ])
    const removed = applyCartChanges(next, [{ kind: 'remove', productId: coffee.id, variantId }])
    expect(removed.groups[0]?.lines).toHaveLength(1)
  })

  it('removes a line and drops a seller left with none', () => {
    const next = applyCartChanges(cart, [{ kind: 'remove', productId: coffee.id }])
    expect(next).toMatchObject({ groups: [], itemCount: 0, itemsTotal: '0.00' })
  })

  it('ignores a new product it knows nothing about (the server answer will show it)', () => {
    const next = applyCartChanges(cart, [{ kind: 'set', productId: painting.id, quantity: 1 }])
    expect(next.groups).toHaveLength(1)
    expect(next.itemCount).toBe(2)
  })

  it('gives the same cart when a change the server already has is applied again', () => {
    const changes = [
      { kind: 'set' as const, productId: painting.id, quantity: 2, product: painting },
      { kind: 'remove' as const, productId: coffee.id },
    ]
    const once = applyCartChanges(cart, changes)
    expect(applyCartChanges(once, changes)).toEqual(once)
  })

  it('applies changes in order: the last one for a product wins', () => {
    const next = applyCartChanges(cart, [
      { kind: 'remove', productId: coffee.id },
      { kind: 'set', productId: coffee.id, quantity: 1, product: coffee },
      { kind: 'set', productId: coffee.id, quantity: 4 },
    ])
    expect(next.groups[0]?.lines).toEqual([
      expect.objectContaining({ productId: coffee.id, quantity: 4, lineTotal: '1800.00' }),
    ])
  })
})
