import { pipeline, Readable } from 'node:stream'
import { createGzip } from 'node:zlib'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { apiError } from '#shared/contracts/errors.ts'
import { notFound } from '#server/lib/errors.ts'
import { publicOrigin } from '#server/lib/public-origin.ts'
import { LIMITS } from '#server/lib/rate-limits.ts'
import type { UploadStorage } from '../uploads/upload-storage.ts'
import { getProduct } from '../catalog/catalog.service.ts'
import { createPreviewImages } from './og-image.ts'
import { productPhoto } from './seo-head.ts'
import {
  robotsTxt,
  SITEMAP_FILES,
  sitemapFile,
  sitemapIndex,
  type SitemapFile,
} from './seo.service.ts'

export type SeoRoutesOptions = {
  /** PUBLIC_ORIGIN; unset: the request's own protocol and host. */
  publicOrigin?: string | undefined
  /** The photo store (app.ts creates one for every plugin). */
  storage: UploadStorage
  /** Addresses per sitemap file (SITEMAP_PAGE_SIZE). */
  sitemapPageSize: number
}

const SITEMAP_FILE = new RegExp(`^(${SITEMAP_FILES.join('|')})-([1-9]\\d{0,6})\\.xml$`)
const PRODUCT_IMAGE_FILE = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.jpg$/i

const XML = 'application/xml; charset=utf-8'
// Crawlers come back daily; an hour keeps a shared cache useful without hiding new listings long.
const CACHE_HOUR = 'public, max-age=3600'
const CACHE_DAY = 'public, max-age=86400'

/**
 * For search engines and link previews: /robots.txt, /sitemap.xml with its pages under
 * /sitemaps/, and preview images under /og/.
 */
const seoRoutes: FastifyPluginAsyncZod<SeoRoutesOptions> = async (app, options) => {
  const previews = createPreviewImages(options.storage)

  app.get(
    '/robots.txt',
    {
      config: { rateLimit: LIMITS.crawl },
      schema: {
        tags: ['seo'],
        summary: 'Which pages crawlers may read, and where the sitemap is',
        response: { 200: z.string() },
      },
    },
    async (request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', CACHE_HOUR)
        .send(robotsTxt(publicOrigin(request, options.publicOrigin))),
  )

  app.get(
    '/sitemap.xml',
    {
      config: { rateLimit: LIMITS.crawl },
      schema: {
        tags: ['seo'],
        summary: 'Sitemap index: the public pages, products, stores and categories, page by page',
        response: { 200: z.string() },
      },
    },
    async (request, reply) => {
      const origin = publicOrigin(request, options.publicOrigin)
      const body = await sitemapIndex(app.db, origin, options.sitemapPageSize)
      return sendXml(request, reply, Readable.from([body]))
    },
  )

  app.get(
    '/sitemaps/:file',
    {
      config: { rateLimit: LIMITS.crawl },
      schema: {
        tags: ['seo'],
        summary: 'One sitemap file, e.g. products-1.xml (at most 50,000 addresses)',
        params: z.object({ file: z.string().max(64).describe('<kind>-<page>.xml') }),
        response: { 200: z.any(), 404: apiError },
      },
    },
    async (request, reply) => {
      const match = SITEMAP_FILE.exec(request.params.file)
      if (!match) throw notFound()
      const origin = publicOrigin(request, options.publicOrigin)
      const body = await sitemapFile(
        app.db,
        origin,
        match[1] as SitemapFile,
        Number(match[2]),
        options.sitemapPageSize,
      )
      if (!body) throw notFound()
      return sendXml(request, reply, Readable.from(body))
    },
  )

  app.get(
    '/og/default.jpg',
    {
      config: { rateLimit: LIMITS.previewImage },
      schema: {
        tags: ['seo'],
        summary: 'The site preview image (1200×630 JPEG) for pages without a photo of their own',
        response: { 200: z.any() },
      },
    },
    async (_request, reply) => sendPreview(reply, await previews.defaultImage()),
  )

  app.get(
    '/og/products/:file',
    {
      config: { rateLimit: LIMITS.previewImage },
      schema: {
        tags: ['seo'],
        summary: "A listed product's preview image: its photo on a 1200×630 JPEG",
        // Loose here so that a malformed name answers 404 like an unknown product, not 400.
        params: z.object({ file: z.string().max(64).describe('<product id>.jpg') }),
        response: { 200: z.any(), 404: apiError },
      },
    },
    async (request, reply) => {
      const match = PRODUCT_IMAGE_FILE.exec(request.params.file)
      if (!match) throw notFound('product.notFound', 'PRODUCT_NOT_FOUND')
      // As any visitor sees it: an unlisted product has no public preview, even for its seller.
      const product = await getProduct(app.db, match[1]!.toLowerCase(), null)
      return sendPreview(reply, await previews.productImage(product.id, productPhoto(product)))
    },
  )
}

/** Whether Accept-Encoding allows gzip (named or `*`, without `q=0`). */
export function acceptsGzip(header: string | undefined): boolean {
  return (header ?? '').split(',').some((entry) => {
    const [name, ...parameters] = entry.split(';').map((part) => part.trim().toLowerCase())
    const refused = parameters.some((parameter) => /^q=0(?:\.0{0,3})?$/.test(parameter))
    return (name === 'gzip' || name === '*') && !refused
  })
}

/**
 * XML, gzipped for crawlers that accept it (all the big ones do): a page of 50,000 addresses is
 * about 25 MB of text and a twentieth of that compressed.
 */
function sendXml(request: FastifyRequest, reply: FastifyReply, body: Readable) {
  reply.type(XML).header('cache-control', CACHE_HOUR).header('vary', 'accept-encoding')
  if (!acceptsGzip(request.headers['accept-encoding'])) return reply.send(body)
  const gzip = pipeline(body, createGzip(), (error) => {
    // The status line is already sent; the client sees a cut-off body and retries later.
    if (error) request.log.warn({ err: error }, 'sitemap stream failed')
  })
  return reply.header('content-encoding', 'gzip').send(gzip)
}

function sendPreview(reply: FastifyReply, image: Buffer) {
  return (
    reply
      .type('image/jpeg')
      .header('cache-control', CACHE_DAY)
      // Chat apps and social sites show the image from their own pages.
      .header('cross-origin-resource-policy', 'cross-origin')
      .header('x-content-type-options', 'nosniff')
      .send(image)
  )
}

export default seoRoutes
