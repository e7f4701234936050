import { describe, expect, it } from 'vitest'
import { combinationKey } from '#shared/contracts/variants.ts'
import {
  combinations,
  gridBody,
  gridErrors,
  gridSummary,
  type VariantGrid,
} from './variant-grid.ts'

const sizes = (rows: VariantGrid['rows'] = {}): VariantGrid => ({
  options: [
    { name: 'Weight', valuesText: '250 g, 500 g,, 1 kg' },
    { name: 'Roast', valuesText: 'Light፣ Dark' },
  ],
  rows,
})

const key = (weight: string, roast: string) =>
  combinationKey([{ name: 'Weight' }, { name: 'Roast' }], { Weight: weight, Roast: roast })

describe('variant grid', () => {
  it('offers every combination of the values, the first option varying slowest', () => {
    expect(combinations(sizes()).map((combination) => combination.label)).toEqual([
      '250 g · Light',
      '250 g · Dark',
      '500 g · Light',
      '500 g · Dark',
      '1 kg · Light',
      '1 kg · Dark',
    ])
  })

  it('sends a row per combination, keeping what was typed and starting new ones at the price', () => {
    const grid = sizes({
      [key('500 g', 'Dark')]: {
        id: '00000000-0000-4000-8000-000000000001',
        price: '650',
        discountPrice: '600',
        stock: '4',
        sku: ' G-500 ',
        isActive: true,
      },
    })
    const body = gridBody(grid, '300')
    expect(body.options).toEqual([
      { name: 'Weight', values: ['250 g', '500 g', '1 kg'] },
      { name: 'Roast', values: ['Light', 'Dark'] },
    ])
    expect(body.variants).toHaveLength(6)
    expect(body.variants[3]).toEqual({
      id: '00000000-0000-4000-8000-000000000001',
      optionValues: { Weight: '500 g', Roast: 'Dark' },
      price: '650',
      discountPrice: '600',
      stock: 4,
      sku: 'G-500',
      isActive: true,
    })
    expect(body.variants[0]).toMatchObject({ price: '300', stock: 0, sku: null })
  })

  it('names the fields the shared rules refuse, by combination', () => {
    const grid = sizes({
      [key('250 g', 'Light')]: {
        price: 'abc',
        discountPrice: '',
        stock: '1',
        sku: 'X',
        isActive: true,
      },
      [key('1 kg', 'Dark')]: {
        price: '10',
        discountPrice: '12',
        stock: '1',
        sku: 'x',
        isActive: true,
      },
    })
    const errors = gridErrors(grid, '10')
    expect(errors[`variants.${key('250 g', 'Light')}.price`]).toBe('validation.price')
    expect(errors[`variants.${key('1 kg', 'Dark')}.discountPrice`]).toBe(
      'validation.discountBelowPrice',
    )
    expect(errors[`variants.${key('1 kg', 'Dark')}.sku`]).toBe('variant.skuDuplicate')
  })

  it('reads as the product will: the cheapest active price and the stock of all active rows', () => {
    const grid = sizes({
      [key('250 g', 'Light')]: {
        price: '300',
        discountPrice: '',
        stock: '5',
        sku: '',
        isActive: false,
      },
      [key('500 g', 'Light')]: {
        price: '500',
        discountPrice: '450',
        stock: '2',
        sku: '',
        isActive: true,
      },
    })
    expect(gridSummary(grid, '900')).toEqual({ price: '500', stock: 2 })
  })
})
