import { randomUUID } from 'node:crypto'
import { gunzipSync } from 'node:zlib'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { categories, products } from '#server/db/schema/catalog.ts'
import { users } from '#server/db/schema/users.ts'
import { LocalUploadStorage } from '#server/modules/uploads/upload-storage.ts'
import { acceptsGzip } from './seo.routes.ts'
import {
  createCategory,
  createProduct,
  createProductImage,
} from '#test/helpers/catalog-factories.ts'
import { createTestApp, type TestApp } from '#test/helpers/test-app.ts'
import { uploadDataDir } from '#test/helpers/upload-fixtures.ts'
import { createSellerUser } from '#test/helpers/user-factories.ts'

// Sitemaps are paged at 2 addresses here, so a handful of rows proves the paging.
const PAGE_SIZE = 2

let t: TestApp
let dataDir: Awaited<ReturnType<typeof uploadDataDir>>

beforeAll(async () => {
  dataDir = await uploadDataDir()
  t = await createTestApp({ DATA_DIR: dataDir.dir, SITEMAP_PAGE_SIZE: String(PAGE_SIZE) })
})

afterAll(async () => {
  await t.close()
  await dataDir.remove()
})

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers })

/** Every <loc> in an XML document. */
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!)

/** The <url> block whose <loc> is exactly `loc`. */
function urlBlock(xml: string, loc: string): string | undefined {
  return xml.split('<url>').find((block) => block.includes(`<loc>${loc}</loc>`))
}

/** Every address in every page of one kind, following the index. */
async function allSitemapLocs(kind: string): Promise<{ files: string[]; xml: string[] }> {
  const index = await get('/sitemap.xml')
  expect(index.statusCode).toBe(200)
  const files = locs(index.body).filter((loc) => loc.includes(`/sitemaps/${kind}-`))
  const xml: string[] = []
  for (const file of files) {
    const response = await get(new URL(file).pathname)
    expect(response.statusCode, file).toBe(200)
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8')
    xml.push(response.body)
  }
  return { files, xml }
}

describe('robots.txt', () => {
  it('is plain text that keeps crawlers out of personal pages and names the sitemap', async () => {
    const response = await get('/robots.txt')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8')
    const lines = response.body.split('\n')
    expect(lines).toContain('User-agent: *')
    for (const path of [
      '/api/',
      '/cart',
      '/checkout',
      '/orders',
      '/profile',
      '/wallet',
      '/admin',
    ]) {
      expect(lines).toContain(`Disallow: ${path}`)
    }
    expect(lines).not.toContain('Disallow: /products')
    expect(lines).not.toContain('Disallow: /og/')
    // Without PUBLIC_ORIGIN the request's own host is used.
    expect(lines).toContain('Sitemap: http://localhost:80/sitemap.xml')
  })

  it('ignores forwarded headers from proxies it does not trust, and hostile hosts', async () => {
    const forwarded = await get('/robots.txt', {
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
    })
    expect(forwarded.body).toContain('Sitemap: http://localhost:80/sitemap.xml')
    const hostile = await get('/robots.txt', { host: 'x"><script>' })
    expect(hostile.body).toContain('Sitemap: http://localhost/sitemap.xml')
  })

  it('uses PUBLIC_ORIGIN when configured', async () => {
    const other = await createTestApp({ PUBLIC_ORIGIN: 'https://selam.example/' })
    try {
      const response = await other.app.inject({ method: 'GET', url: '/robots.txt' })
      expect(response.body).toContain('Sitemap: https://selam.example/sitemap.xml')
      const index = await other.app.inject({ method: 'GET', url: '/sitemap.xml' })
      expect(locs(index.body)[0]).toBe('https://selam.example/sitemaps/pages-1.xml')
    } finally {
      await other.close()
    }
  })
})

describe('sitemaps', () => {
  it('lists the public pages with their language alternates', async () => {
    const index = await get('/sitemap.xml')
    expect(index.statusCode).toBe(200)
    expect(index.headers['content-type']).toBe('application/xml; charset=utf-8')
    expect(index.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex /)
    expect(locs(index.body)).toContain('http://localhost:80/sitemaps/pages-1.xml')

    const pages = await get('/sitemaps/pages-1.xml')
    expect(pages.statusCode).toBe(200)
    const pageLocs = locs(pages.body)
    expect(pageLocs).toContain('http://localhost:80/')
    expect(pageLocs).toContain('http://localhost:80/global-services')
    expect(pageLocs).not.toContain('http://localhost:80/search')
    expect(pageLocs.some((loc) => loc.includes('/cart'))).toBe(false)
    expect(urlBlock(pages.body, 'http://localhost:80/products')).toContain(
      '<xhtml:link rel="alternate" hreflang="en" href="http://localhost:80/products?lang=en"/>',
    )
    expect(urlBlock(pages.body, 'http://localhost:80/products')).toContain(
      'hreflang="x-default" href="http://localhost:80/products"',
    )
  })

  it('lists listed products with their last change, and never hidden ones', async () => {
    const { seller } = await createSellerUser(t.db)
    const { user: suspendedOwner, seller: suspendedSeller } = await createSellerUser(t.db)
    const category = await createCategory(t.db)
    const updatedAt = new Date('2026-10-01T08:30:15.123Z')
    const listed = await createProduct(t.db, {
      sellerId: seller.id,
      categoryId: category.id,
      updatedAt,
    })
    const rejected = await createProduct(t.db, {
      sellerId: seller.id,
      categoryId: category.id,
      reviewStatus: 'rejected',
    })
    const pending = await createProduct(t.db, {
      sellerId: seller.id,
      categoryId: category.id,
      reviewStatus: 'pending',
    })
    const inactive = await createProduct(t.db, {
      sellerId: seller.id,
      categoryId: category.id,
      isActive: false,
    })
    const ofSuspended = await createProduct(t.db, {
      sellerId: suspendedSeller.id,
      categoryId: category.id,
    })
    await t.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, suspendedOwner.id))
    // Updating any column moves updatedAt; put the fixed one back for the assertion.
    await t.db.update(products).set({ updatedAt }).where(eq(products.id, listed.id))

    const { xml } = await allSitemapLocs('products')
    const all = xml.flatMap(locs)
    const listedUrl = `http://localhost:80/products/${listed.id}`
    expect(all).toContain(listedUrl)
    for (const hidden of [rejected, pending, inactive, ofSuspended]) {
      expect(all).not.toContain(`http://localhost:80/products/${hidden.id}`)
    }
    const block = xml.map((page) => urlBlock(page, listedUrl)).find(Boolean)!
    expect(block).toContain('<lastmod>2026-10-01T08:30:15Z</lastmod>')
    expect(block).toContain(`hreflang="en" href="${listedUrl}?lang=en"`)

    const sellers = (await allSitemapLocs('sellers')).xml.flatMap(locs)
    expect(sellers).toContain(`http://localhost:80/sellers/${seller.id}`)
    expect(sellers).not.toContain(`http://localhost:80/sellers/${suspendedSeller.id}`)
  })

  it('pages by the configured size: every address once, in files of at most that many', async () => {
    const { seller } = await createSellerUser(t.db)
    const category = await createCategory(t.db)
    for (let index = 0; index < 5; index++) {
      await createProduct(t.db, { sellerId: seller.id, categoryId: category.id })
    }
    const listedCount = (
      await t.db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.reviewStatus, 'approved'))
    ).length
    const { files, xml } = await allSitemapLocs('products')
    expect(files.length).toBeGreaterThanOrEqual(3)
    expect(files.map((file) => new URL(file).pathname)).toEqual(
      files.map((_, index) => `/sitemaps/products-${index + 1}.xml`),
    )
    const perFile = xml.map((page) => locs(page).length)
    expect(Math.max(...perFile)).toBeLessThanOrEqual(PAGE_SIZE)
    const all = xml.flatMap(locs)
    expect(new Set(all).size).toBe(all.length)
    expect(all.length).toBeLessThanOrEqual(listedCount)

    // The index gives each file the newest change among its rows.
    const index = await get('/sitemap.xml')
    expect(index.body).toMatch(
      /<sitemap><loc>http:\/\/localhost:80\/sitemaps\/products-1\.xml<\/loc><lastmod>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ<\/lastmod><\/sitemap>/,
    )
    // Past the last page, and malformed names, are 404 in the error shape.
    const past = await get(`/sitemaps/products-${files.length + 1}.xml`)
    expect(past.statusCode).toBe(404)
    expect(past.json()).toMatchObject({ code: 'NOT_FOUND' })
    for (const name of [
      'products-0.xml',
      'products-9999999.xml',
      'orders-1.xml',
      'products-1.json',
      'pages-2.xml',
    ]) {
      expect((await get(`/sitemaps/${name}`)).statusCode, name).toBe(404)
    }
  })

  it('gzips sitemaps for crawlers that accept it', async () => {
    for (const url of ['/sitemap.xml', '/sitemaps/pages-1.xml', '/sitemaps/products-1.xml']) {
      const plain = await get(url)
      const zipped = await get(url, { 'accept-encoding': 'gzip, deflate, br' })
      expect(plain.headers['content-encoding']).toBeUndefined()
      expect(zipped.headers['content-encoding']).toBe('gzip')
      expect(zipped.headers.vary).toContain('accept-encoding')
      expect(zipped.headers['content-type']).toBe('application/xml; charset=utf-8')
      expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(plain.body)
    }
    expect(acceptsGzip('gzip;q=0, br')).toBe(false)
    expect(acceptsGzip('identity, *;q=0.5')).toBe(true)
    expect(acceptsGzip('GZIP; q=1')).toBe(true)
    expect(acceptsGzip(undefined)).toBe(false)
  })

  it('lists active categories by their slug, with alternates', async () => {
    const active = await createCategory(t.db, { slug: `coffee-${randomUUID().slice(0, 8)}` })
    const inactive = await createCategory(t.db, { isActive: false })
    const all = (await allSitemapLocs('categories')).xml
    const loc = `http://localhost:80/products?category=${active.slug}`
    expect(all.flatMap(locs)).toContain(loc)
    expect(all.flatMap(locs)).not.toContain(
      `http://localhost:80/products?category=${inactive.slug}`,
    )
    const block = all.map((page) => urlBlock(page, loc)).find(Boolean)!
    expect(block).toContain(`hreflang="en" href="${loc}&amp;lang=en"`)
    const [row] = await t.db
      .select({ updatedAt: categories.updatedAt })
      .from(categories)
      .where(eq(categories.id, active.id))
    expect(block).toContain(`<lastmod>${row!.updatedAt.toISOString().slice(0, 19)}Z</lastmod>`)
  })
})

describe('preview images', () => {
  async function jpegSize(body: Buffer) {
    const metadata = await sharp(body).metadata()
    return { format: metadata.format, width: metadata.width, height: metadata.height }
  }

  it('draws the site image as a 1200×630 JPEG', async () => {
    const response = await get('/og/default.jpg')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('image/jpeg')
    expect(response.headers['cache-control']).toBe('public, max-age=86400')
    expect(await jpegSize(response.rawPayload)).toEqual({
      format: 'jpeg',
      width: 1200,
      height: 630,
    })
    // The logo's yellow sun sits in the middle.
    const { data } = await sharp(response.rawPayload)
      .extract({ left: 595, top: 310, width: 10, height: 10 })
      .raw()
      .toBuffer({ resolveWithObject: true })
    expect(data[0]).toBeGreaterThan(200)
    expect(data[1]).toBeGreaterThan(170)
    expect(data[2]).toBeLessThan(80)
  })

  it('fits an uploaded photo onto the brand-green canvas, cached for a day', async () => {
    const { seller } = await createSellerUser(t.db)
    const category = await createCategory(t.db)
    const key = randomUUID()
    // A tall red photo, stored as the upload pipeline stores it (its 1200 px WebP variant).
    const photo = await sharp({
      create: { width: 600, height: 900, channels: 3, background: '#c0392b' },
    })
      .webp()
      .toBuffer()
    await new LocalUploadStorage(dataDir.dir).put(`${key}-full.webp`, photo)
    const product = await createProduct(t.db, {
      sellerId: seller.id,
      categoryId: category.id,
      imageUrl: `/api/objects/${key}`,
    })
    await createProductImage(t.db, {
      productId: product.id,
      imageUrl: `/api/objects/${key}`,
      isPrimary: true,
    })

    const response = await get(`/og/products/${product.id}.jpg?v=abc`)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.headers['content-type']).toBe('image/jpeg')
    expect(response.headers['cache-control']).toBe('public, max-age=86400')
    expect(await jpegSize(response.rawPayload)).toEqual({
      format: 'jpeg',
      width: 1200,
      height: 630,
    })
    const pixel = async (left: number, top: number) => [
      ...(await sharp(response.rawPayload)
        .extract({ left, top, width: 1, height: 1 })
        .raw()
        .toBuffer()),
    ]
    // Contained: the photo in the middle, green bars either side of it.
    const [red, green] = await pixel(600, 315)
    expect(red).toBeGreaterThan(150)
    expect(green).toBeLessThan(100)
    const [barRed, barGreen, barBlue] = await pixel(20, 315)
    expect(barRed).toBeLessThan(40)
    expect(barGreen).toBeGreaterThan(80)
    expect(barBlue).toBeLessThan(90)

    // The second answer comes from the cache, byte for byte.
    const again = await get(`/og/products/${product.id}.jpg`)
    expect(again.rawPayload.equals(response.rawPayload)).toBe(true)
  })

  it('draws generated artwork, and the site image for a product without a photo', async () => {
    const { seller } = await createSellerUser(t.db)
    const category = await createCategory(t.db)
    const artwork = await createProduct(t.db, {
      sellerId: seller.id,
      categoryId: category.id,
      imageUrl: '/media/generated/product/coffee-jebena.svg',
    })
    const bare = await createProduct(t.db, {
      sellerId: seller.id,
      categoryId: category.id,
      imageUrl: null,
    })
    const elsewhere = await createProduct(t.db, {
      sellerId: seller.id,
      categoryId: category.id,
      imageUrl: 'http://169.254.169.254/latest/meta-data.jpg',
    })
    const site = (await get('/og/default.jpg')).rawPayload

    const drawn = await get(`/og/products/${artwork.id}.jpg`)
    expect(drawn.statusCode).toBe(200)
    expect(await jpegSize(drawn.rawPayload)).toEqual({ format: 'jpeg', width: 1200, height: 630 })
    expect(drawn.rawPayload.equals(site)).toBe(false)

    for (const product of [bare, elsewhere]) {
      const response = await get(`/og/products/${product.id}.jpg`)
      expect(response.statusCode).toBe(200)
      expect(response.rawPayload.equals(site)).toBe(true)
    }
  })

  it('answers 404 in the error shape for unknown, hidden and malformed products', async () => {
    const { seller } = await createSellerUser(t.db)
    const category = await createCategory(t.db)
    const rejected = await createProduct(t.db, {
      sellerId: seller.id,
      categoryId: category.id,
      reviewStatus: 'rejected',
    })
    for (const path of [
      `/og/products/${randomUUID()}.jpg`,
      `/og/products/${rejected.id}.jpg`,
      '/og/products/not-a-product.jpg',
      `/og/products/${rejected.id}.png`,
    ]) {
      const response = await get(path)
      expect(response.statusCode, path).toBe(404)
      expect(response.headers['content-type']).toContain('application/json')
      expect(Object.keys(response.json()).sort()).toEqual(['code', 'message'])
    }
    expect((await get(`/og/products/${randomUUID()}.jpg`)).json().code).toBe('PRODUCT_NOT_FOUND')
  })
})
