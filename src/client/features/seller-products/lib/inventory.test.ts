import { describe, expect, it } from 'vitest'
import { stockLevel } from '#shared/contracts/seller-products.ts'
import { imageSources } from '#shared/image-variants.ts'
import { inventoryStockBadge, isBulkAction, stockBarPercent, toggleSelection } from './inventory.ts'
import { photoProblem } from '#client/lib/photo-check.ts'

describe('stock display', () => {
  it('fills the bar at 50 units', () => {
    expect([0, 5, 25, 50, 80].map(stockBarPercent)).toEqual([0, 10, 50, 100, 100])
  })

  it('badges the dialog stock: above 10 in, 1 to 10 low, 0 out', () => {
    expect([0, 1, 10, 11].map(stockLevel)).toEqual(['out', 'low', 'low', 'in'])
  })

  it('badges the inventory: out at 0, low below 10', () => {
    expect([0, 9, 10].map(inventoryStockBadge)).toEqual(['out', 'low', null])
  })
})

describe('selection', () => {
  it('adds once and removes', () => {
    expect(toggleSelection(['a'], 'a', true)).toEqual(['a'])
    expect(toggleSelection(['a'], 'b', true)).toEqual(['a', 'b'])
    expect(toggleSelection(['a', 'b'], 'a', false)).toEqual(['b'])
  })

  it('knows the bulk actions', () => {
    expect(isBulkAction('feature')).toBe(true)
    expect(isBulkAction('')).toBe(false)
  })
})

describe('photoProblem', () => {
  it('accepts images up to 10 MB', () => {
    expect(photoProblem({ type: 'image/jpeg', size: 10_485_760 })).toBeNull()
  })

  it('refuses other types and larger files', () => {
    expect(photoProblem({ type: 'application/pdf', size: 10 })).toBe('upload.unsupportedType')
    expect(photoProblem({ type: 'image/png', size: 10_485_761 })).toBe('upload.tooLarge')
  })
})

describe('imageSources', () => {
  it('gives our uploads a srcset of their variants', () => {
    const key = '3f0d8f0e-1b2c-4d5e-8f90-a1b2c3d4e5f6'
    expect(imageSources(`/api/objects/${key}`)).toEqual({
      src: `/media/uploads/${key}-card.webp`,
      srcSet: `/media/uploads/${key}-thumb.webp 160w, /media/uploads/${key}-card.webp 480w, /media/uploads/${key}-full.webp 1200w`,
    })
  })

  it('leaves other addresses alone', () => {
    expect(imageSources('/media/generated/product/x.svg')).toEqual({
      src: '/media/generated/product/x.svg',
    })
  })
})
