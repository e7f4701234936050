import { describe, expect, it } from 'vitest'
import { buildSearchDocument, searchNameKey } from './search-document.ts'

describe('buildSearchDocument', () => {
  it('holds each distinct key once, name first, from every field', () => {
    const document = buildSearchDocument({
      name: 'በርበሬ — Berbere',
      description: 'ቅመም berbere from Ethiopia',
      tags: ['spice', 'berbere'],
      categoryName: 'Spices',
      categoryNameAm: 'ቅመማ ቅመም',
    })
    const words = document.split(' ')
    expect(words.slice(0, 1)).toEqual(['barbara'])
    expect(new Set(words).size).toBe(words.length)
    expect(words).toEqual(expect.arrayContaining(['spkas', 'kmam', 'spka', 'from', 'atopa']))
    expect(document).toMatch(/^[a-z0-9 ]+$/)
  })

  it('copes with a product without description, tags or Amharic category name', () => {
    expect(
      buildSearchDocument({
        name: 'Laptop',
        description: null,
        tags: [],
        categoryName: 'Electronics',
        categoryNameAm: null,
      }),
    ).toBe('laptop alaktronks')
  })
})

describe('searchNameKey', () => {
  it('is the name in the phonetic key space', () => {
    expect(searchNameKey('ሐበሻ ቀሚስ')).toBe(searchNameKey('Habesha Kemis'))
  })
})
