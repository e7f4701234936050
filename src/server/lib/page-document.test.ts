import { describe, expect, it } from 'vitest'
import { scriptJson } from './html.ts'
import { bootstrapScript, documentStart, pagePreloads, parseTemplate } from './page-document.ts'

const html =
  '<!doctype html><html lang="am"><head><meta charset="UTF-8" /><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-bootstrap--><script src="/a.js"></script></body></html>'

describe('page document', () => {
  it('cuts the template at its markers and sets the language', () => {
    const template = parseTemplate(html)
    const page =
      documentStart(template, 'en') +
      '<title>T</title>' +
      template.beforeRoot +
      '<p>page</p>' +
      template.beforeBootstrap +
      '<script id="b" type="application/json">{}</script>' +
      template.end
    expect(page).toBe(
      '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>T</title></head><body><div id="root"><p>page</p></div><script id="b" type="application/json">{}</script><script src="/a.js"></script></body></html>',
    )
  })

  it('refuses a template without markers', () => {
    expect(() => parseTemplate('<html><div id="root"></div></html>')).toThrow(/markers/)
  })

  it('writes JSON no value can break out of', () => {
    const hostile = { name: '</script><script>alert(1)</script>', line: '\u2028' }
    const json = scriptJson(hostile)
    expect(json).not.toContain('</script')
    expect(json).not.toContain('\u2028')
    expect(JSON.parse(json)).toEqual(hostile)
    expect(bootstrapScript('page-bootstrap', hostile).match(/<\/script>/g)).toHaveLength(1)
  })
})

describe('page preloads', () => {
  it("preloads a page's chunk and its imports the entry does not load already", () => {
    const manifest = {
      'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react.js'] },
      '_react.js': { file: 'assets/react-2.js' },
      '_price.js': { file: 'assets/price-3.js', imports: ['_react.js'] },
      'src/client/app/routes/product-detail.tsx': {
        file: 'assets/product-detail-4.js',
        imports: ['index.html', '_price.js', '_react.js'],
        css: ['assets/gallery-5.css'],
      },
    }
    expect(pagePreloads(manifest, 'src/client/app/routes/product-detail.tsx')).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/product-detail-4.js">' +
        '<link rel="stylesheet" crossorigin href="/assets/gallery-5.css">' +
        '<link rel="modulepreload" crossorigin href="/assets/price-3.js">',
    )
    expect(pagePreloads(manifest, 'src/client/app/routes/unknown.tsx')).toBe('')
  })
})
