import { randomUUID } from 'node:crypto'
import Fastify, { type FastifyServerOptions } from 'fastify'
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Config } from './config.ts'
import type { DatabaseHandle } from './db/database.ts'
import adminRoutes from './modules/admin/admin.routes.ts'
import adminSettingsRoutes from './modules/admin-settings/admin-settings.routes.ts'
import analyticsRoutes from './modules/analytics/analytics.routes.ts'
import analyticsJobs from './modules/analytics/analytics.jobs.ts'
import { recordApiMetrics } from './modules/analytics/analytics.service.ts'
import authRoutes from './modules/auth/auth.routes.ts'
import catalogRoutes from './modules/catalog/catalog.routes.ts'
import { setReadCaches } from './modules/catalog/display-count-cache.ts'
import searchRoutes from './modules/search/search.routes.ts'
import currenciesRoutes from './modules/currencies/currencies.routes.ts'
import currenciesJobs from './modules/currencies/currencies.jobs.ts'
import couriersRoutes from './modules/couriers/couriers.routes.ts'
import healthRoutes from './modules/health/health.routes.ts'
import marketingRoutes from './modules/marketing/marketing.routes.ts'
import adsRoutes from './modules/ads/ads.routes.ts'
import favoritesRoutes from './modules/favorites/favorites.routes.ts'
import mediaRoutes from './modules/media/media.routes.ts'
import reviewsRoutes from './modules/reviews/reviews.routes.ts'
import newsletterRoutes from './modules/newsletter/newsletter.routes.ts'
import marketplaceRoutes from './modules/marketplace/marketplace.routes.ts'
import outboxDelivery from './modules/messaging/messaging.delivery.ts'
import messagingRoutes from './modules/messaging/messaging.routes.ts'
import sellersRoutes from './modules/sellers/sellers.routes.ts'
import sellerProductsRoutes from './modules/seller-products/seller-products.routes.ts'
import productImportRoutes from './modules/product-import/product-import.routes.ts'
import variantsRoutes from './modules/variants/variants.routes.ts'
import { pageHeadHtml } from './modules/seo/page-head.ts'
import { languageOfQuery } from './modules/seo/seo-urls.ts'
import seoRoutes from './modules/seo/seo.routes.ts'
import uploadsRoutes, { uploadedMediaRoutes } from './modules/uploads/uploads.routes.ts'
import { createUploadStorage } from './modules/uploads/upload-storage.ts'
import wishlistRoutes from './modules/wishlist/wishlist.routes.ts'
import ordersRoutes from './modules/orders/orders.routes.ts'
import profileRoutes from './modules/profile/profile.routes.ts'
import privacyRoutes from './modules/privacy/privacy.routes.ts'
import sellerCouponsRoutes from './modules/seller-coupons/seller-coupons.routes.ts'
import sellerDashboardRoutes from './modules/seller-dashboard/seller-dashboard.routes.ts'
import tiersRoutes from './modules/tiers/tiers.routes.ts'
import chatRoutes from './modules/chat/chat.routes.ts'
import supportRoutes from './modules/support/support.routes.ts'
import cartRoutes from './modules/cart/cart.routes.ts'
import checkoutRoutes from './modules/checkout/checkout.routes.ts'
import checkoutJobs from './modules/checkout/checkout.jobs.ts'
import paymentsRoutes from './modules/payments/payments.routes.ts'
import paymentsJobs from './modules/payments/payments.jobs.ts'
import paymentsPlugin from './modules/payments/payments.plugin.ts'
import { paymentSettlers } from './payment-settlers.ts'
import walletRoutes from './modules/wallet/wallet.routes.ts'
import statementsRoutes from './modules/statements/statements.routes.ts'
import revenuePaymentsRoutes from './modules/revenue-payments/revenue-payments.routes.ts'
import plansRoutes from './modules/plans/plans.routes.ts'
import membershipsRoutes from './modules/memberships/memberships.routes.ts'
import membershipsJobs from './modules/memberships/memberships.jobs.ts'
import affiliatesRoutes from './modules/affiliates/affiliates.routes.ts'
import digitalServicesRoutes from './modules/digital-services/digital-services.routes.ts'
import returnsRoutes from './modules/returns/returns.routes.ts'
import returnsJobs from './modules/returns/returns.jobs.ts'
import jobsRoutes from './modules/jobs/jobs.routes.ts'
import { publicOrigin } from './lib/public-origin.ts'
import { responseSerializerCompiler } from './lib/response-serializer.ts'
import authPlugin from './plugins/auth.ts'
import clientPlugin from './plugins/client.ts'
import compressionPlugin from './plugins/compression.ts'
import databasePlugin from './plugins/database.ts'
import docsPlugin from './plugins/docs.ts'
import rateLimitPlugin from './plugins/rate-limit.ts'
import realtimePlugin from './plugins/realtime.ts'
import requestGuard, { answerFrameworkError } from './plugins/request-guard.ts'
import errorHandler from './plugins/error-handler.ts'
import jobsPlugin, { type JobsOptions } from './plugins/jobs.ts'
import messagingPlugin from './plugins/messaging.ts'
import metricsPlugin from './plugins/metrics.ts'
import securityPlugin from './plugins/security.ts'

export type BuildAppOptions = {
  config: Config
  database: DatabaseHandle
  logger?: FastifyServerOptions['logger']
  /** Job queue polling (tests make it fast); the queue runs once server.ts or a test starts it. */
  jobsTuning?: JobsOptions['tuning']
}

/** Builds the application without listening; server.ts listens and tests use app.inject. */
export async function buildApp({ config, database, logger, jobsTuning }: BuildAppOptions) {
  // Process-wide, as the caches are (READ_CACHES in config.ts).
  setReadCaches(config.READ_CACHES === 'on')
  const app = Fastify({
    logger: logger ?? {
      level: config.LOG_LEVEL,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    },
    genReqId: (request) => {
      const incoming = request.headers['x-request-id']
      return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming)
        ? incoming
        : randomUUID()
    },
    // A hop count trusts that many proxies nearest to us (Fastify's own rule for a number).
    trustProxy:
      typeof config.TRUST_PROXY === 'number'
        ? (_address: string, hop: number) => hop < (config.TRUST_PROXY as number)
        : config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>()

  app.setValidatorCompiler(validatorCompiler)
  // Answers written by serializers compiled once from the route schemas (lib/response-serializer.ts).
  app.setSerializerCompiler(responseSerializerCompiler)
  // Hooks on every request are written with callbacks, not async: no promise per request. The
  // request's id goes back in X-Request-Id (plugins/security.ts, with the other answer headers).

  await app.register(errorHandler)
  await app.register(requestGuard)
  // Before every route: it compresses the answers of the routes registered after it.
  await app.register(compressionPlugin)
  await app.register(databasePlugin, { handle: database })
  await app.register(realtimePlugin, { databaseUrl: config.DATABASE_URL })
  // Email, SMS and Telegram channels, built once; outbox messages go out after their commit.
  await app.register(messagingPlugin, { config })
  // Payment providers, built once; a settled payment reaches orders and the revenue programs
  // through the settlers (decision record 031).
  await app.register(paymentsPlugin, { config, settlers: paymentSettlers })
  // One photo store (local directory or S3-compatible bucket) for every plugin that uses it.
  const uploadStorage = createUploadStorage({ dataDir: config.DATA_DIR, s3: config.s3 })
  await app.register(securityPlugin, {
    publicOrigin: config.PUBLIC_ORIGIN,
    imageOrigins: config.s3?.publicUrl ? [new URL(config.s3.publicUrl).origin] : [],
  })
  await app.register(authPlugin, {
    policy: config.sessionPolicy,
    secureCookies: config.cookieSecure,
  })
  await app.register(rateLimitPlugin, { redisUrl: config.REDIS_URL })
  await app.register(docsPlugin, { publicOrigin: config.PUBLIC_ORIGIN })
  await app.register(metricsPlugin, { flush: (batch) => recordApiMetrics(database.db, batch) })
  await app.register(jobsPlugin, { database, ...(jobsTuning ? { tuning: jobsTuning } : {}) })
  // Work that happens later, once across all processes (decision record 019).
  await app.register(paymentsJobs)
  await app.register(checkoutJobs)
  await app.register(membershipsJobs)
  await app.register(returnsJobs)
  await app.register(analyticsJobs)
  await app.register(currenciesJobs, { ratesUrl: config.EXCHANGE_RATES_URL })
  await app.register(outboxDelivery)

  await app.register(
    async (api) => {
      await api.register(healthRoutes)
      await api.register(authRoutes, { prefix: '/auth', publicOrigin: config.PUBLIC_ORIGIN })
      await api.register(catalogRoutes)
      await api.register(searchRoutes, {
        concurrency: config.searchConcurrency,
        queueMax: config.SEARCH_QUEUE_MAX,
        index: config.SEARCH_INDEX,
      })
      await api.register(currenciesRoutes)
      await api.register(marketplaceRoutes)
      await api.register(sellersRoutes)
      await api.register(sellerDashboardRoutes)
      await api.register(tiersRoutes)
      await api.register(sellerCouponsRoutes)
      await api.register(sellerProductsRoutes, {
        dataDir: config.DATA_DIR,
        storage: uploadStorage,
      })
      await api.register(variantsRoutes)
      await api.register(productImportRoutes, {
        dataDir: config.DATA_DIR,
        storage: uploadStorage,
      })
      await api.register(uploadsRoutes, {
        dataDir: config.DATA_DIR,
        secret: config.UPLOAD_SECRET,
        storage: uploadStorage,
      })
      await api.register(marketingRoutes)
      await api.register(adsRoutes, { storage: uploadStorage })
      await api.register(couriersRoutes)
      await api.register(newsletterRoutes)
      await api.register(analyticsRoutes, { prefix: '/analytics' })
      await api.register(reviewsRoutes)
      await api.register(wishlistRoutes)
      await api.register(ordersRoutes)
      await api.register(returnsRoutes, { storage: uploadStorage })
      await api.register(favoritesRoutes)
      await api.register(profileRoutes)
      await api.register(messagingRoutes)
      await api.register(privacyRoutes)
      await api.register(chatRoutes, { prefix: '/chat' })
      await api.register(supportRoutes, { prefix: '/support' })
      await api.register(cartRoutes)
      await api.register(checkoutRoutes)
      await api.register(paymentsRoutes)
      await api.register(walletRoutes)
      await api.register(statementsRoutes, { config })
      await api.register(revenuePaymentsRoutes)
      await api.register(plansRoutes)
      await api.register(membershipsRoutes)
      await api.register(affiliatesRoutes)
      await api.register(digitalServicesRoutes)
      await api.register(adminRoutes, { prefix: '/admin' })
      await api.register(adminSettingsRoutes, { prefix: '/admin' })
      await api.register(jobsRoutes, { prefix: '/admin' })
    },
    { prefix: '/api' },
  )
  await app.register(mediaRoutes, { prefix: '/media' })
  await app.register(uploadedMediaRoutes, {
    prefix: '/media/uploads',
    dataDir: config.DATA_DIR,
    secret: config.UPLOAD_SECRET,
    storage: uploadStorage,
  })
  await app.register(seoRoutes, {
    publicOrigin: config.PUBLIC_ORIGIN,
    storage: uploadStorage,
    sitemapPageSize: config.SITEMAP_PAGE_SIZE,
  })
  await app.register(clientPlugin, {
    clientDir: config.CLIENT_DIR,
    pageHead: (subject, request, language) =>
      pageHeadHtml(database.db, subject, {
        origin: publicOrigin(request, config.PUBLIC_ORIGIN),
        path: request.url.split('?', 1)[0]!,
        language,
        addressLanguage: languageOfQuery(request.url.split('?', 2)[1] ?? ''),
      }),
  })

  return app
}

export type App = Awaited<ReturnType<typeof buildApp>>
