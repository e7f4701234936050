import { describe, expect, it } from 'vitest'
import { dataSaverActive, parseChoice, photoSources } from './data-saver.ts'

const UPLOAD = '/api/objects/0b6b3a00-1111-4222-8333-444455556666'

describe('data saver decision', () => {
  it('follows the browser hint when the person has not chosen', () => {
    expect(dataSaverActive(null, true)).toBe(true)
    expect(dataSaverActive(null, false)).toBe(false)
  })

  it('lets the person’s own choice win over the hint', () => {
    expect(dataSaverActive('on', false)).toBe(true)
    expect(dataSaverActive('off', true)).toBe(false)
  })

  it('reads only the two stored values it writes', () => {
    expect(parseChoice('on')).toBe('on')
    expect(parseChoice('off')).toBe('off')
    expect(parseChoice('true')).toBeNull()
    expect(parseChoice(null)).toBeNull()
  })
})

describe('photo sources', () => {
  it('offers every variant normally', () => {
    const { src, srcSet } = photoSources(UPLOAD, false)
    expect(src).toMatch(/-card\.webp$/)
    expect(srcSet?.split(', ')).toHaveLength(3)
    expect(srcSet).toContain('-thumb.webp 160w')
    expect(srcSet).toContain('-full.webp 1200w')
  })

  it('offers only the 160 px variant with data saver on', () => {
    expect(photoSources(UPLOAD, true)).toEqual({
      src: '/media/uploads/0b6b3a00-1111-4222-8333-444455556666-thumb.webp',
    })
  })

  it('leaves other addresses as they are', () => {
    expect(photoSources('/media/generated/product/coffee.svg', true)).toEqual({
      src: '/media/generated/product/coffee.svg',
    })
  })
})
