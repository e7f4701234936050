import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { firstLoadFiles, OFFLINE_ROUTES, OFFLINE_STRINGS } from '../../scripts/pwa-options.ts'

// The built service worker precaches the app shell only: what the first screen needs, the
// offline page and the icons; route chunks are cached when used.
const CLIENT_DIR = 'dist/client'

function precached(): string[] {
  const sw = readFileSync(path.join(CLIENT_DIR, 'sw.js'), 'utf8')
  return [...sw.matchAll(/url:"([^"]+)"/g)].map((match) => match[1]!)
}

describe('the built service worker', () => {
  it('precaches the shell, the offline page, the icons and the first-load files', () => {
    expect(existsSync(path.join(CLIENT_DIR, 'sw.js')), 'run `npm run build` first').toBe(true)
    const urls = precached()
    for (const url of [
      'index.html',
      'offline.html',
      'offline.js',
      'icons/icon-192.png',
      'icons/icon-512.png',
      'icons/icon-maskable-512.png',
      'icons/apple-touch-icon-180.png',
    ]) {
      expect(urls).toContain(url)
    }
    const manifest = JSON.parse(
      readFileSync(path.join(CLIENT_DIR, '.vite', 'manifest.json'), 'utf8'),
    ) as Parameters<typeof firstLoadFiles>[0]
    const entry = Object.values(manifest).find((chunk) => chunk.isEntry)!
    expect(urls).toContain(entry.file)
    for (const css of entry.css ?? []) expect(urls).toContain(css)
    // The cart and wishlist open offline even when never visited.
    for (const route of OFFLINE_ROUTES) expect(urls).toContain(manifest[route]?.file)
    // And their strings in English, which a server-rendered page never made the browser fetch.
    expect(manifest['src/client/locales/en/cart.json']).toBeDefined()
    for (const strings of OFFLINE_STRINGS) {
      if (manifest[strings]) expect(urls).toContain(manifest[strings].file)
    }
  })

  it('leaves route chunks and WOFF fonts to be cached on use, keeping the install small', () => {
    const urls = precached()
    const manifest = JSON.parse(
      readFileSync(path.join(CLIENT_DIR, '.vite', 'manifest.json'), 'utf8'),
    ) as Record<string, { file: string }>
    const admin = Object.entries(manifest).find(([key]) => key.endsWith('app/routes/admin.tsx'))
    expect(admin).toBeDefined()
    expect(urls).not.toContain(admin![1].file)
    expect(urls.filter((url) => url.endsWith('.woff'))).toEqual([])
    const bytes = urls.reduce(
      (sum, url) => sum + readFileSync(path.join(CLIENT_DIR, url)).length,
      0,
    )
    expect(bytes).toBeLessThan(1024 * 1024)
  })
})

describe('the offline page', () => {
  it('uses the Ethiopic font the worker precaches', () => {
    const page = readFileSync(path.join(CLIENT_DIR, 'offline.html'), 'utf8')
    const fonts = [...page.matchAll(/url\(\/([^)]+\.woff2)\)/g)].map((match) => match[1]!)
    // The Amharic interface's letters, the few Tigrinya adds, and the rest of the script.
    expect(fonts).toHaveLength(3)
    for (const font of fonts) expect(precached()).toContain(font)
  })
})

describe('firstLoadFiles', () => {
  it('follows static imports, CSS and assets from the entry, never dynamic imports', () => {
    const files = firstLoadFiles({
      'index.html': {
        file: 'assets/index.js',
        isEntry: true,
        css: ['assets/index.css'],
        assets: ['assets/font.woff2'],
        imports: ['_react.js'],
      },
      '_react.js': { file: 'assets/react.js', imports: ['index.html'] },
      'src/client/app/routes/admin.tsx': { file: 'assets/admin.js', imports: ['_react.js'] },
    })
    expect([...files].sort()).toEqual([
      'assets/font.woff2',
      'assets/index.css',
      'assets/index.js',
      'assets/react.js',
    ])
  })

  it("follows the entry's own dynamic imports (the steps of the app's start), not a page's", () => {
    const files = firstLoadFiles({
      'index.html': {
        file: 'assets/index.js',
        isEntry: true,
        dynamicImports: ['src/client/app/start-app.tsx'],
      },
      'src/client/app/start-app.tsx': {
        file: 'assets/start-app.js',
        imports: ['_react.js'],
        dynamicImports: ['src/client/app/routes/admin.tsx'],
      },
      '_react.js': { file: 'assets/react.js' },
      'src/client/app/routes/admin.tsx': { file: 'assets/admin.js', imports: ['_react.js'] },
    })
    expect([...files].sort()).toEqual(['assets/index.js', 'assets/react.js', 'assets/start-app.js'])
  })

  it('adds the given routes with what they import', () => {
    const files = firstLoadFiles(
      {
        'index.html': { file: 'assets/index.js', isEntry: true },
        'src/client/app/routes/cart.tsx': { file: 'assets/cart.js', imports: ['_card.js'] },
        '_card.js': { file: 'assets/card.js' },
      },
      ['src/client/app/routes/cart.tsx'],
    )
    expect([...files].sort()).toEqual(['assets/card.js', 'assets/cart.js', 'assets/index.js'])
  })
})
