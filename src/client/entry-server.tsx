import { AsyncLocalStorage } from 'node:async_hooks'
import type { Writable } from 'node:stream'
import {
  dehydrate,
  QueryClient,
  skipToken,
  type Query,
  type QueryKey,
  type QueryObserverOptions,
} from '@tanstack/react-query'
import i18next, { type i18n as I18n, type Resource } from 'i18next'
import { StrictMode } from 'react'
import { renderToPipeableStream, renderToString, type PipeableStream } from 'react-dom/server'
import { initReactI18next } from 'react-i18next'
import { Router } from 'wouter'
import type { UiLanguage } from '#shared/constants.ts'
import type { Category, ProductDetail, SellerDetail } from '#shared/contracts/catalog.ts'
import type { GlobalService } from '#shared/contracts/marketing.ts'
import {
  PLAIN_PAGE_PATHS,
  type PageSubject,
  type PlainPage,
} from '#shared/contracts/page-subject.ts'
import { messagesAm } from '#shared/i18n/messages-am.ts'
import { messagesEn } from '#shared/i18n/messages-en.ts'
import { messagesOm } from '#shared/i18n/messages-om.ts'
import { messagesTi } from '#shared/i18n/messages-ti.ts'
import { FALLBACK_LANGUAGES } from '#shared/language.ts'
import { catalogKeys } from '#client/features/catalog/api/query-keys.ts'
import { parseProductUrlState } from '#client/features/catalog/lib/product-url-state.ts'
import { App } from './app/app.tsx'
import { findPageRoute, notFoundPage } from './app/pages.tsx'
import { ApiRequestError, setApiTransport } from './lib/api-client.ts'
import { CORE_NAMESPACES } from './lib/i18n.ts'
import { setPageBootstrapReader, type PageBootstrap } from './lib/page-bootstrap.ts'
import { queryDefaults } from './lib/query-client.ts'
import { sharedKeys } from './lib/query-keys.ts'

// The server's renderer (built by `vite build --ssr` into dist/ssr, loaded by the server's client
// plugin). A public page is rendered with its real content: the page's queries are found by
// rendering it, fetched in-process from the API with the visitor's cookies and language, and the
// page is rendered again until it asks for nothing new; the final render streams, and the query
// cache and the page's strings go into the document for the browser to hydrate from.

export type PageRenderRequest = {
  /** Path and query string, e.g. `/products?category=coffee`. */
  url: string
  language: UiLanguage
  currency: string
  /** Photos at their smallest variant (see lib/data-saver.ts). */
  dataSaver: boolean
  /** The security policy's nonce for this response: React's inline scripts carry it. */
  nonce: string
  /** Answers an API request in-process as the visitor (their cookies, the page's language). */
  fetchApi: (path: string, init: RequestInit) => Promise<Response>
}

export type RenderedPage = {
  status: 200 | 404
  /** False for pages rendered in the browser only: the shell goes out with the bootstrap alone. */
  serverRendered: boolean
  bootstrap: PageBootstrap
  /** What the page shows, for its <head>; absent for pages rendered in the browser. */
  subject?: PageSubject
  /** The page's module (Vite manifest key), whose chunk the document preloads. */
  pageSource: string
  /** Writes the page's HTML (the inside of #root) and calls `done` when it is all written. */
  pipe?: (destination: Writable, done: (error?: Error) => void) => void
}

type RenderContext = PageRenderRequest & { bootstrap: PageBootstrap }

const requests = new AsyncLocalStorage<RenderContext>()

setApiTransport((path, init) => {
  const context = requests.getStore()
  if (!context) return Promise.reject(new Error(`API call outside a page render: ${path}`))
  return context.fetchApi(path, init)
})
setPageBootstrapReader(() => requests.getStore()?.bootstrap)

// Every interface string, for every language, is in memory on the server.
const localeFiles = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', {
  eager: true,
  import: 'default',
})
const resources: Resource = {}
for (const [file, strings] of Object.entries(localeFiles)) {
  const [, language, namespace] = /\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? []
  if (!language || !namespace) continue
  resources[language] = { ...resources[language], [namespace]: strings }
}
resources.am = { ...resources.am, messages: messagesAm }
resources.en = { ...resources.en, messages: messagesEn }
resources.om = { ...resources.om, messages: messagesOm }
resources.ti = { ...resources.ti, messages: messagesTi }

function pageI18n(language: UiLanguage): I18n {
  const instance = i18next.createInstance()
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: FALLBACK_LANGUAGES,
    ns: [...CORE_NAMESPACES],
    defaultNS: 'common',
    resources,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
  })
  return instance
}

type AnyQueryOptions = QueryObserverOptions<unknown, Error, unknown, unknown, QueryKey>

/** A query client that notes every query a render asks for, so they can be fetched before the next one. */
type PageQueryClient = QueryClient & {
  asked: Map<string, AnyQueryOptions>
  collecting: boolean
}

function pageQueryClient(): PageQueryClient {
  const client = Object.assign(new QueryClient({ defaultOptions: queryDefaults }), {
    asked: new Map<string, AnyQueryOptions>(),
    collecting: false,
  })
  const defaultQueryOptions = client.defaultQueryOptions.bind(client)
  // Every useQuery of a render passes its options through here.
  client.defaultQueryOptions = ((options: Parameters<typeof defaultQueryOptions>[0]) => {
    const defaulted = defaultQueryOptions(options)
    if (client.collecting && defaulted.queryFn !== skipToken) {
      client.asked.set(defaulted.queryHash!, defaulted as unknown as AnyQueryOptions)
    }
    return defaulted
  }) as typeof client.defaultQueryOptions
  return client
}

function isEnabled(client: QueryClient, options: AnyQueryOptions): boolean {
  const { enabled } = options
  if (typeof enabled !== 'function') return enabled !== false
  return enabled(
    client.getQueryCache().build(client, options as never) as Query<
      unknown,
      Error,
      unknown,
      QueryKey
    >,
  )
}

/** Fetches what the last render asked for and has not been fetched; false when there was nothing. */
async function fetchAsked(client: PageQueryClient): Promise<boolean> {
  const waiting = [...client.asked.values()].filter((options) => {
    const state = client.getQueryState(options.queryKey)
    return (!state || state.status === 'pending') && isEnabled(client, options)
  })
  client.asked.clear()
  if (waiting.length === 0) return false
  await Promise.all(
    waiting.map((options) =>
      'getNextPageParam' in options
        ? client.prefetchInfiniteQuery(options as never)
        : client.prefetchQuery(options as never),
    ),
  )
  return true
}

/** Queries fetched one after another (a product, then its seller) take a render each. */
const MAX_RENDER_PASSES = 4

export async function renderPage(request: PageRenderRequest): Promise<RenderedPage> {
  const [path = '/', search = ''] = request.url.split('?', 2)
  const { route, params } = findPageRoute(path)
  const bootstrap: PageBootstrap = {
    language: request.language,
    currency: request.currency,
    dataSaver: request.dataSaver,
  }
  const queryClient = pageQueryClient()

  const pageSource = (route?.page ?? notFoundPage).source
  if (route && !route.serverRendered) {
    return { status: 200, serverRendered: false, bootstrap, pageSource }
  }

  const context: RenderContext = { ...request, bootstrap }
  return requests.run(context, async () => {
    await (route?.page ?? notFoundPage).preload()
    const i18n = pageI18n(request.language)
    const app = (
      <Router ssrPath={path} ssrSearch={search}>
        <App i18n={i18n} queryClient={queryClient} />
      </Router>
    )

    for (let pass = 0; pass < MAX_RENDER_PASSES; pass += 1) {
      queryClient.collecting = true
      try {
        renderToString(app)
      } finally {
        queryClient.collecting = false
      }
      if (!(await fetchAsked(queryClient))) break
    }

    const notFound =
      !route ||
      queryClient
        .getQueryCache()
        .getAll()
        .some(
          (query) =>
            query.state.error instanceof ApiRequestError && query.state.error.status === 404,
        )

    // What was fetched. A read that failed is left out: the page shows it loading, and the
    // browser asks again (as it would for any failed read it meets on arrival).
    bootstrap.queries = dehydrate(queryClient)
    bootstrap.resources = usedResources(i18n, request.language)

    // The final render streams. Everything it needs is fetched, so it is complete when the
    // shell is; what still suspends (a lazy part) follows in the same stream.
    const stream = await new Promise<PipeableStream>((resolve, reject) => {
      const started = renderToPipeableStream(<StrictMode>{app}</StrictMode>, {
        nonce: request.nonce,
        // The page's data is fetched before this render, so every part of it is ready at once: sent
        // in place, not as large parts moved into the page by script after the shell.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onShellReady() {
          resolve(started)
        },
        onShellError(error) {
          reject(error instanceof Error ? error : new Error(String(error)))
        },
        onError(error) {
          // A part of the page that fails on the server is rendered in the browser instead.
          if (!(error instanceof ApiRequestError)) console.error(error)
        },
      })
    })
    const pipe: RenderedPage['pipe'] = (destination, done) => {
      destination.on('finish', () => done())
      destination.on('error', (error) => done(error))
      stream.pipe(destination)
    }
    const subject: PageSubject = notFound
      ? { kind: 'notFound' }
      : pageSubject(route.path, params, search, queryClient)
    return {
      status: notFound ? 404 : 200,
      serverRendered: true,
      bootstrap,
      subject,
      pageSource,
      pipe,
    }
  })
}

/** The strings of every namespace the render used (and the core ones), in the page's language. */
function usedResources(i18n: I18n, language: UiLanguage): PageBootstrap['resources'] {
  const used = new Set<string>([
    ...CORE_NAMESPACES,
    ...(i18n.reportNamespaces?.getUsedNamespaces() ?? []),
  ])
  used.delete('messages')
  const strings: NonNullable<PageBootstrap['resources']> = {}
  for (const namespace of used) {
    const bundle = i18n.getResourceBundle(language, namespace) as
      Record<string, unknown> | undefined
    if (bundle) strings[namespace] = bundle
  }
  return strings
}

/** Plain pages by address (the inverse of the shared table of their addresses). */
const PLAIN_PAGES_BY_PATH = new Map<string, PlainPage>(
  Object.entries(PLAIN_PAGE_PATHS).map(([page, path]) => [path, page as PlainPage]),
)

/** What the rendered page is about, from the data it was rendered with. */
function pageSubject(
  routePath: string,
  params: Record<string, string>,
  search: string,
  queryClient: QueryClient,
): PageSubject {
  if (routePath === '/products/:id') {
    const product = queryClient.getQueryData<ProductDetail>(sharedKeys.product(params.id ?? ''))
    return product ? { kind: 'product', product } : { kind: 'notFound' }
  }
  if (routePath === '/sellers/:id') {
    const seller = queryClient.getQueryData<SellerDetail>(catalogKeys.seller(params.id ?? ''))
    return seller ? { kind: 'seller', seller } : { kind: 'notFound' }
  }
  if (routePath === '/products') {
    const wanted = parseProductUrlState(search).category
    const categories = queryClient.getQueryData<Category[]>(sharedKeys.categories()) ?? []
    const category = wanted
      ? categories.find((candidate) => candidate.id === wanted || candidate.slug === wanted)
      : undefined
    if (category) return { kind: 'category', category }
  }
  if (routePath === '/global-services') {
    const services = queryClient.getQueryData<GlobalService[]>(sharedKeys.globalServices()) ?? []
    return { kind: 'services', services }
  }
  return { kind: 'page', page: PLAIN_PAGES_BY_PATH.get(routePath) ?? 'home' }
}
