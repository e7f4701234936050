import { describe, expect, it } from 'vitest'
import {
  GENERATED_IMAGE_NAME_PATTERN,
  escapeXml,
  generatedImageKinds,
  hashName,
  initialsOf,
  renderGeneratedImage,
} from './generated-image.ts'

describe('renderGeneratedImage', () => {
  it('gives the same SVG for the same kind and name', () => {
    const first = renderGeneratedImage({ kind: 'product', name: 'yirgacheffe-coffee-500g' })
    const second = renderGeneratedImage({ kind: 'product', name: 'yirgacheffe-coffee-500g' })
    expect(second).toBe(first)
  })

  it('gives different artwork for different names and kinds', () => {
    const coffee = renderGeneratedImage({ kind: 'product', name: 'yirgacheffe-coffee-500g' })
    expect(renderGeneratedImage({ kind: 'product', name: 'berbere-spice-1kg' })).not.toBe(coffee)
    expect(renderGeneratedImage({ kind: 'category', name: 'yirgacheffe-coffee-500g' })).not.toBe(
      coffee,
    )
  })

  it.each(generatedImageKinds)('draws a well-formed looking %s SVG', (kind) => {
    const svg = renderGeneratedImage({ kind, name: 'habesha-kemis' })
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true)
    expect(svg.endsWith('</svg>')).toBe(true)
    expect(svg).toMatch(/viewBox="0 0 \d+ \d+"/)
    expect(svg).toContain('<title>habesha-kemis</title>')
    expect(svg).not.toContain('NaN')
    expect(svg).not.toContain('undefined')
    // Every element opened is closed (self-closing ones aside).
    const opened = svg.match(/<(?!\/)[a-zA-Z]+[^>]*[^/]>/g) ?? []
    const closed = svg.match(/<\/[a-zA-Z]+>/g) ?? []
    expect(closed).toHaveLength(opened.length)
  })

  it('shows the initials of the name', () => {
    const svg = renderGeneratedImage({ kind: 'product', name: 'silver-lalibela-cross' })
    expect(svg).toMatch(/>SL<\/text>/)
  })

  it('escapes text taken from the name', () => {
    const svg = renderGeneratedImage({ kind: 'seller', name: `<script>alert("x")</script>&'` })
    expect(svg).not.toContain('<script>')
    expect(svg).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&apos;')
  })
})

describe('helpers', () => {
  it('escapes the five XML special characters', () => {
    expect(escapeXml(`a<b>&"c'`)).toBe('a&lt;b&gt;&amp;&quot;c&apos;')
  })

  it('hashes names stably', () => {
    expect(hashName('coffee')).toBe(hashName('coffee'))
    expect(hashName('coffee')).not.toBe(hashName('coffe'))
    expect(hashName('')).toBe(0x811c9dc5)
  })

  it('takes up to two initials from alphabetic words', () => {
    expect(initialsOf('yirgacheffe-coffee-500g')).toBe('YC')
    expect(initialsOf('krar')).toBe('K')
    expect(initialsOf('honey-and-food')).toBe('HF')
    expect(initialsOf('2000-mah-power-bank')).toBe('MP')
    expect(initialsOf('12345')).toBe('1')
  })

  it('accepts slugs only', () => {
    expect(GENERATED_IMAGE_NAME_PATTERN.test('teff-flour-5kg')).toBe(true)
    expect(GENERATED_IMAGE_NAME_PATTERN.test('Teff')).toBe(false)
    expect(GENERATED_IMAGE_NAME_PATTERN.test('../etc')).toBe(false)
    expect(GENERATED_IMAGE_NAME_PATTERN.test('a--b')).toBe(false)
  })
})
