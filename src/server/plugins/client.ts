import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { PassThrough, Writable } from 'node:stream'
import { pathToFileURL } from 'node:url'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { translate } from '#shared/i18n/messages.ts'
import { requestLanguage } from '#server/lib/language.ts'
import type { UiLanguage } from '#shared/constants.ts'
import type { BuildManifest } from '#shared/build-manifest.ts'
import type { PageSubject } from '#shared/contracts/page-subject.ts'
import {
  bootstrapScript,
  documentStart,
  deferredScriptsLoader,
  formattingWarmUp,
  pageChunks,
  parseTemplate,
  startChunks,
  withoutAppScripts,
  type AppScripts,
  type PageTemplate,
} from '#server/lib/page-document.ts'
import { pageCurrency, pageDataSaver, pageLanguage } from '#server/lib/page-preferences.ts'

/** The server renderer's interface (src/client/entry-server.tsx, built to dist/ssr). */
type PageRenderer = {
  renderPage(request: {
    url: string
    language: UiLanguage
    currency: string
    dataSaver: boolean
    nonce: string
    fetchApi: (path: string, init: RequestInit) => Promise<Response>
  }): Promise<{
    status: number
    serverRendered: boolean
    bootstrap: { language: string }
    subject?: PageSubject
    /** The page's module, to preload its chunk. */
    pageSource: string
    pipe?: (destination: Writable, done: (error?: Error) => void) => void
  }>
}

const BOOTSTRAP_ELEMENT_ID = 'page-bootstrap'

/** A page's <head> tags from what it shows (the seo module's builders, wired in app.ts). */
export type PageHeadTags = (
  subject: PageSubject | undefined,
  request: FastifyRequest,
  language: UiLanguage,
) => Promise<string>

type ClientOptions = { clientDir: string; ssrEntry?: string; pageHead: PageHeadTags }

/**
 * Serves the built client: hashed assets cached for a year, pages never cached. Public pages
 * (home, catalogue, product, seller, search, coupons, services, information pages) are rendered on
 * the server with their content when the server renderer is built (dist/ssr); every other page
 * gets the client shell, whose router shows it (or its 404). Unknown /api paths get a JSON 404.
 */
async function clientPlugin(app: FastifyInstance, options: ClientOptions) {
  const root = path.resolve(options.clientDir)
  const indexFile = path.join(root, 'index.html')
  const hasClient = existsSync(indexFile)
  const ssrEntry = path.resolve(options.ssrEntry ?? path.join(root, '..', 'ssr', 'entry-server.js'))

  const html = hasClient ? await readFile(indexFile, 'utf8') : undefined
  const rendered = html ? withoutAppScripts(html) : undefined
  const manifestFile = path.join(root, '.vite', 'manifest.json')
  const manifest = existsSync(manifestFile)
    ? (JSON.parse(await readFile(manifestFile, 'utf8')) as BuildManifest)
    : {}
  // The entry imports the app in steps (src/client/main.tsx): those chunks load with it, beside
  // the ones index.html preloads already (the entry's static imports).
  const start = startChunks(manifest).filter((href) => !rendered?.scripts.preloads.includes(href))
  const documents =
    html && rendered
      ? {
          shell: parseTemplate(html),
          rendered: parseTemplate(rendered.html),
          scripts: {
            entry: rendered.scripts.entry,
            preloads: [...rendered.scripts.preloads, ...start],
          },
          start,
        }
      : undefined
  const renderer =
    hasClient && existsSync(ssrEntry)
      ? ((await import(pathToFileURL(ssrEntry).href)) as PageRenderer)
      : undefined

  if (hasClient) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      cacheControl: false,
      index: false,
      // The build writes .br and .gz beside each text file; the best one the browser accepts is sent.
      preCompressed: true,
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`)
        reply.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
        )
        setOfflineHeaders(reply, path.basename(filePath))
      },
    })
  }

  app.setNotFoundHandler(
    { preHandler: app.rateLimit({ max: 120, timeWindow: '1 minute' }) },
    async (request, reply) => {
      return reply.status(404).send({
        message: translate('error.routeNotFound', requestLanguage(request)),
        code: 'ROUTE_NOT_FOUND',
      })
    },
  )

  if (!documents) return

  app.get('/*', async (request, reply) => {
    const pathname = request.url.split('?', 1)[0]!
    if (pathname === '/api' || pathname.startsWith('/api/')) return reply.callNotFound()
    return sendPage(app, { ...documents, manifest }, renderer, options.pageHead, request, reply)
  })
}

async function sendPage(
  app: FastifyInstance,
  documents: {
    /** The document for pages the browser renders: the app's scripts load at once. */
    shell: PageTemplate
    /** The document for server-rendered pages: the app's scripts load after the first paint. */
    rendered: PageTemplate
    scripts: AppScripts
    /** The chunks of the app's start, which every page loads. */
    start: string[]
    manifest: BuildManifest
  },
  renderer: PageRenderer | undefined,
  pageHead: PageHeadTags,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const language = pageLanguage(request)
  const currency = pageCurrency(request)
  const dataSaver = pageDataSaver(request)
  reply.header('cache-control', 'no-cache')
  reply.header('vary', 'cookie, accept-language, save-data')
  reply.type('text/html; charset=utf-8')

  let page: Awaited<ReturnType<PageRenderer['renderPage']>> | undefined
  // React's streamed page swaps its late parts in with small inline scripts, and the app's
  // scripts start from one: they carry this response's nonce, which the security policy allows
  // for this response only.
  const nonce = randomBytes(16).toString('base64')
  const inlineScripts = Boolean(renderer) && request.method === 'GET'
  const warmUp = inlineScripts ? formattingWarmUp(nonce, { language, currency }) : ''
  if (renderer && inlineScripts) {
    const policy = reply.getHeader('content-security-policy')
    if (typeof policy === 'string') {
      reply.header(
        'content-security-policy',
        policy.replace(/script-src ([^;]*)/, `script-src $1 'nonce-${nonce}'`),
      )
    }
    try {
      page = await renderer.renderPage({
        url: request.url,
        language,
        currency,
        dataSaver,
        nonce,
        fetchApi: (apiPath, init) => injectApi(app, request, apiPath, init, language),
      })
    } catch (error) {
      // The browser renders the page itself from the shell.
      request.log.error({ err: error }, 'server rendering failed; sending the client shell')
    }
  }

  const bootstrap = page?.bootstrap ?? { language, currency, dataSaver }
  const head = await pageHead(page?.subject, request, language)
  const chunks = page
    ? pageChunks(documents.manifest, page.pageSource)
    : { modules: [], styles: [] }
  const styles = chunks.styles
    .map((href) => `<link rel="stylesheet" crossorigin href="${href}">`)
    .join('')

  if (!page?.serverRendered || !page.pipe) {
    const template = documents.shell
    const preloads = [...documents.start, ...chunks.modules]
      .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`)
      .join('')
    return reply.send(
      documentStart(template, language) +
        warmUp +
        head +
        styles +
        preloads +
        template.beforeRoot +
        template.beforeBootstrap +
        bootstrapScript(BOOTSTRAP_ELEMENT_ID, bootstrap) +
        template.end,
    )
  }

  const template = documents.rendered
  const start = documentStart(template, language) + warmUp + head + styles + template.beforeRoot
  const scripts = {
    entry: documents.scripts.entry,
    preloads: [...documents.scripts.preloads, ...chunks.modules],
  }
  const end =
    template.beforeBootstrap +
    bootstrapScript(BOOTSTRAP_ELEMENT_ID, bootstrap) +
    deferredScriptsLoader(scripts, nonce) +
    template.end

  reply.status(page.status)
  const body = new PassThrough()
  body.write(start)
  const sink = new Writable({
    write(chunk, _encoding, callback) {
      body.write(chunk, callback)
    },
    final(callback) {
      body.end(end)
      callback()
    },
  })
  page.pipe(sink, (error) => {
    if (error) {
      request.log.error({ err: error }, 'server rendering failed while streaming')
      body.destroy(error)
    }
  })
  return reply.send(body)
}

/** An API GET answered in-process, as the visitor: their cookies and address, the page's language. */
async function injectApi(
  app: FastifyInstance,
  request: FastifyRequest,
  apiPath: string,
  init: RequestInit,
  language: string,
): Promise<Response> {
  const method = (init.method ?? 'GET').toUpperCase()
  if (method !== 'GET' || !apiPath.startsWith('/api/')) {
    throw new Error(`a page render may only read the API: ${method} ${apiPath}`)
  }
  const answer = await app.inject({
    method: 'GET',
    url: apiPath,
    remoteAddress: request.ip,
    headers: {
      accept: 'application/json',
      'accept-language': language,
      ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
      ...(request.headers['user-agent'] ? { 'user-agent': request.headers['user-agent'] } : {}),
    },
  })
  const empty = answer.statusCode === 204 || answer.statusCode === 304
  return new Response(empty ? null : answer.body, {
    status: answer.statusCode,
    headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
  })
}

/**
 * The service worker and its Workbox runtime are checked on every visit (an update must reach
 * phones at once), and the manifest is sent with its own type so browsers offer to install.
 */
function setOfflineHeaders(reply: FastifyReply, fileName: string) {
  if (fileName === 'sw.js' || /^workbox-[\w-]+\.js$/.test(fileName)) {
    reply.header('cache-control', 'no-cache')
  } else if (fileName === 'manifest.webmanifest') {
    reply.header('content-type', 'application/manifest+json; charset=utf-8')
  }
}

export default fp(clientPlugin, { name: 'client' })
