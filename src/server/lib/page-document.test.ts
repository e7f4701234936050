import { describe, expect, it } from 'vitest'
import { scriptJson } from './html.ts'
import {
  bootstrapScript,
  deferredScriptsLoader,
  documentStart,
  formattingWarmUp,
  pageChunks,
  parseTemplate,
  startChunks,
  withoutAppScripts,
} from './page-document.ts'

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

describe('page scripts', () => {
  it("finds a page's chunk and the imports the entry does not load already", () => {
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
    expect(pageChunks(manifest, 'src/client/app/routes/product-detail.tsx')).toEqual({
      modules: ['/assets/product-detail-4.js', '/assets/price-3.js'],
      styles: ['/assets/gallery-5.css'],
    })
    expect(pageChunks(manifest, 'src/client/app/routes/unknown.tsx')).toEqual({
      modules: [],
      styles: [],
    })
  })

  it("preloads the steps of the app's start (the entry's dynamic imports), not the pages", () => {
    const manifest = {
      'index.html': {
        file: 'assets/index-1.js',
        isEntry: true,
        imports: ['_tasks.js'],
        dynamicImports: ['node_modules/react-dom/client.js', 'src/client/app/start-app.tsx'],
      },
      '_tasks.js': { file: 'assets/tasks-2.js' },
      'node_modules/react-dom/client.js': { file: 'assets/client-3.js', imports: ['_react.js'] },
      '_react.js': { file: 'assets/react-4.js' },
      'src/client/app/start-app.tsx': {
        file: 'assets/start-app-5.js',
        imports: ['_react.js', 'node_modules/react-dom/client.js'],
        dynamicImports: ['src/client/app/routes/home.tsx'],
      },
      'src/client/app/routes/home.tsx': {
        file: 'assets/home-6.js',
        imports: ['_react.js', '_price.js'],
      },
      '_price.js': { file: 'assets/price-7.js' },
    }
    expect(startChunks(manifest)).toEqual([
      '/assets/tasks-2.js',
      '/assets/client-3.js',
      '/assets/react-4.js',
      '/assets/start-app-5.js',
    ])
    // A page preloads only what the start does not load already.
    expect(pageChunks(manifest, 'src/client/app/routes/home.tsx').modules).toEqual([
      '/assets/home-6.js',
      '/assets/price-7.js',
    ])
  })

  it('moves the app scripts of a rendered page to a loader that runs after the first paint', () => {
    const built =
      '<head><script type="module" crossorigin src="/assets/index-1.js"></script>\n' +
      '<link rel="modulepreload" crossorigin href="/assets/react-2.js">\n' +
      '<link rel="stylesheet" crossorigin href="/assets/index-3.css"></head>'
    const { html, scripts } = withoutAppScripts(built)
    expect(html).toBe('<head><link rel="stylesheet" crossorigin href="/assets/index-3.css"></head>')
    expect(scripts).toEqual({ entry: '/assets/index-1.js', preloads: ['/assets/react-2.js'] })
    const loader = deferredScriptsLoader(scripts, 'abc+/=')
    expect(loader).toMatch(/^<script nonce="abc\+\/=">/)
    expect(loader).toContain('requestAnimationFrame')
    expect(loader).toContain('"entry":"/assets/index-1.js"')
  })

  it('starts the entry after the first paint and adds the preloads a few per task', () => {
    const preloads = Array.from({ length: 13 }, (_, index) => `/assets/chunk-${index}.js`)
    const loader = deferredScriptsLoader({ entry: '/assets/index-1.js', preloads }, 'n')
    const added: { task: number; kind: string; href: string }[] = []
    const tasks: (() => void)[] = []
    let task = 0
    const document = {
      head: {
        appendChild: (element: { rel?: string; type?: string; href?: string; src?: string }) =>
          added.push({
            task,
            kind: element.rel ?? element.type ?? '',
            href: element.href ?? element.src ?? '',
          }),
      },
      createElement: () => ({}),
    }
    const frame = (callback: () => void) => tasks.push(callback)
    const later = (callback: () => void) => tasks.push(callback)
    const body = loader.slice(loader.indexOf('>') + 1, loader.lastIndexOf('</script>'))
    new Function('document', 'requestAnimationFrame', 'setTimeout', body)(document, frame, later)
    expect(added).toEqual([])
    while (tasks.length > 0) {
      task += 1
      tasks.shift()!()
    }
    expect(added[0]).toEqual({ task: 2, kind: 'module', href: '/assets/index-1.js' })
    expect(added.slice(1).map((entry) => entry.href)).toEqual(preloads)
    const perTask = new Map<number, number>()
    for (const entry of added.slice(1)) perTask.set(entry.task, (perTask.get(entry.task) ?? 0) + 1)
    expect([...perTask.values()]).toEqual([6, 6, 1])
  })
})

describe('formatting warm-up', () => {
  // Runs the script's body with an Intl that records what it builds.
  function built(script: string) {
    const made: { kind: string; locale: string; options?: Record<string, unknown> }[] = []
    const recorder = (kind: string) =>
      function (this: unknown, locale: string, options?: Record<string, unknown>) {
        made.push({ kind, locale, ...(options ? { options } : {}) })
        return { format: () => '', select: () => 'one' }
      }
    const intl = {
      NumberFormat: recorder('number'),
      DateTimeFormat: recorder('date'),
      PluralRules: recorder('plural'),
    }
    const body = script.slice(script.indexOf('>') + 1, script.lastIndexOf('</script>'))
    new Function('Intl', body)(intl)
    return made
  }

  it('builds the amount, date and plural formatters of the page language, under the nonce', () => {
    const amharic = formattingWarmUp('n+/=', { language: 'am', currency: 'ETB' })
    expect(amharic).toMatch(/^<script nonce="n\+\/=">/)
    expect(built(amharic)).toEqual([
      { kind: 'number', locale: 'am-ET', options: { style: 'currency', currency: 'ETB' } },
      {
        kind: 'date',
        locale: 'am-ET',
        options: { calendar: 'ethiopic', timeZone: 'Africa/Addis_Ababa', month: 'long' },
      },
      { kind: 'plural', locale: 'am' },
    ])
    // Oromo amounts and dates use the locales every engine has, as the app formats them.
    expect(built(formattingWarmUp('n', { language: 'om', currency: 'USD' }))).toEqual([
      { kind: 'number', locale: 'en-US', options: { style: 'currency', currency: 'USD' } },
      {
        kind: 'date',
        locale: 'en-GB',
        options: { calendar: 'gregory', timeZone: 'Africa/Addis_Ababa', month: 'long' },
      },
      { kind: 'plural', locale: 'om' },
    ])
  })

  it('never stops the page when the browser cannot build a formatter', () => {
    const script = formattingWarmUp('n', { language: 'ti', currency: 'ETB' })
    const body = script.slice(script.indexOf('>') + 1, script.lastIndexOf('</script>'))
    const failing = {
      NumberFormat: function () {
        throw new RangeError('unsupported')
      },
    }
    expect(() => new Function('Intl', body)(failing)).not.toThrow()
  })
})
