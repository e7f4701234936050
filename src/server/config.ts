import os from 'node:os'
import { isIP } from 'node:net'
import { z } from 'zod'

const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes')

// proxy-addr's names for address ranges, accepted as Fastify's trustProxy accepts them.
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal'])

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true
  const [address, prefix, ...rest] = entry.split('/')
  const family = isIP(address ?? '')
  if (!family || rest.length > 0) return false
  if (prefix === undefined) return true
  if (!/^\d{1,3}$/.test(prefix)) return false
  return Number(prefix) <= (family === 4 ? 32 : 128)
}

/**
 * Which reverse proxies to believe about the client's address: a hop count (`1` = the one proxy
 * in front of us), or a comma-separated list of proxy addresses and CIDR ranges. `true` trusts
 * every hop, so the client can choose its address by sending X-Forwarded-For; `false`/`0` trusts
 * none.
 */
const trustProxySchema = z
  .string()
  .trim()
  .transform((value, context): boolean | number | string[] => {
    const lower = value.toLowerCase()
    if (lower === 'true' || lower === 'yes') return true
    if (lower === 'false' || lower === 'no' || lower === '0') return false
    if (/^\d+$/.test(lower)) return Number(lower)
    const entries = value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean)
    const bad = entries.filter((entry) => !isProxyAddress(entry))
    if (entries.length === 0 || bad.length > 0) {
      context.addIssue({
        code: 'custom',
        message: `must be true, false, a hop count or a list of proxy addresses/CIDRs (bad: ${bad.join(', ') || value})`,
      })
      return z.NEVER
    }
    return entries
  })

const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().default('0.0.0.0'),
  /** PostgreSQL connection string. When unset the embedded PGlite database in DATA_DIR is used. */
  DATABASE_URL: z.string().url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
  DATA_DIR: z.string().default('./data'),
  /** Seed the demo catalogue and accounts. Defaults to on for the embedded database, off for PostgreSQL. */
  SEED_DEMO: booleanText.optional(),
  /** Public origin of the site (scheme://host[:port]); requests from other origins may not change state. */
  PUBLIC_ORIGIN: z.string().url().optional(),
  /** Mark cookies Secure. Defaults to true when PUBLIC_ORIGIN is https. */
  COOKIE_SECURE: booleanText.optional(),
  /** Behind a reverse proxy: hop count or proxy addresses whose X-Forwarded-* headers to believe. */
  TRUST_PROXY: trustProxySchema.default(false),
  SESSION_IDLE_DAYS: z.coerce.number().int().min(1).max(365).default(14),
  SESSION_ABSOLUTE_DAYS: z.coerce.number().int().min(1).max(365).default(60),
  /** Redis for request rate limits shared by every server process; unset: each process counts alone. */
  REDIS_URL: z
    .string()
    .url()
    .refine((value) => /^rediss?:\/\//.test(value), 'must be a redis:// or rediss:// address')
    .optional(),
  /**
   * `off` turns off the in-process caches of whole answers (search results and suggestions), so a
   * benchmark measures the work each request does; the catalogue's 30 s totals stay.
   */
  READ_CACHES: z.enum(['on', 'off']).default('on'),
  /**
   * Searches (and suggestions) one process runs on the database at once; the rest wait their turn.
   * Unset: twice this machine's cores. Decision record 042.
   */
  SEARCH_CONCURRENCY: z.coerce.number().int().min(1).max(200).optional(),
  /** Searches that may wait for a turn; beyond that a search answers 503 at once, to retry. */
  SEARCH_QUEUE_MAX: z.coerce.number().int().min(0).max(10_000).default(100),
  /**
   * Where a text search finds its matches: `memory`, an index of the listed products kept by each
   * process in step with the database; `database`, the full-text index in PostgreSQL (also what
   * `memory` asks while it loads). Decision record 043.
   */
  SEARCH_INDEX: z.enum(['memory', 'database']).default('memory'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Signs photo upload links; set it when several processes serve one site (else each signs with its own random secret). */
  UPLOAD_SECRET: z.string().min(16).optional(),
  /** Addresses per sitemap file (the sitemap protocol allows at most 50,000). */
  SITEMAP_PAGE_SIZE: z.coerce.number().int().min(1).max(50_000).default(50_000),
  /** Directory of the built client; the server serves it when it exists. */
  CLIENT_DIR: z.string().default('./dist/client'),
  /** A `{ base, rates }` JSON rates service to refresh exchange rates from; unset: stored rates only. */
  EXCHANGE_RATES_URL: z.string().url().optional(),
  /**
   * The demo payment method buyers approve themselves, with no money moving. Defaults to on for
   * the embedded database (demo), off with DATABASE_URL (production) unless set to true.
   */
  PAYMENTS_SANDBOX: booleanText.optional(),
  /** telebirr web checkout; the provider is offered only when all of its keys are set. */
  TELEBIRR_APP_ID: z.string().optional(),
  TELEBIRR_APP_KEY: z.string().optional(),
  TELEBIRR_SHORT_CODE: z.string().optional(),
  /** PEM: telebirr's public key, verifies its notifications. */
  TELEBIRR_PUBLIC_KEY: z.string().optional(),
  /** PEM: our private key, signs our requests to telebirr. */
  TELEBIRR_PRIVATE_KEY: z.string().optional(),
  TELEBIRR_BASE_URL: z.string().url().optional(),
  /** Chapa; the provider is offered only when its keys are set. */
  CHAPA_SECRET_KEY: z.string().optional(),
  CHAPA_WEBHOOK_SECRET: z.string().optional(),
  CHAPA_BASE_URL: z.string().url().default('https://api.chapa.co'),
  /** Email over SMTP, e.g. `smtps://user:pass@smtp.example.com:465`; unset: emails wait in the admin Outbox. */
  SMTP_URL: z
    .string()
    .url()
    .refine((value) => /^smtps?:\/\//.test(value), 'must be an smtp:// or smtps:// address')
    .optional(),
  /** The From of every email, e.g. `Selam Market <no-reply@selam.market>`. */
  MAIL_FROM: z.string().min(3).default('Selam Market <no-reply@selam.market>'),
  /** SMS gateway; unset: text messages wait in the admin Outbox. */
  SMS_PROVIDER: z.enum(['afromessage']).optional(),
  AFROMESSAGE_TOKEN: z.string().min(1).optional(),
  /** The identifier (`from`) id of the AfroMessage account. */
  AFROMESSAGE_IDENTIFIER_ID: z.string().min(1).optional(),
  /** The approved sender name; unset: AfroMessage's default. */
  AFROMESSAGE_SENDER: z.string().min(1).optional(),
  AFROMESSAGE_URL: z.string().url().default('https://api.afromessage.com'),
  /** Telegram bot; notices reach users who linked their account through it. */
  TELEGRAM_BOT_TOKEN: z
    .string()
    .regex(/^\d+:[\w-]+$/, 'must be a bot token (123456:ABC…)')
    .optional(),
  TELEGRAM_BOT_USERNAME: z
    .string()
    .regex(/^\w{5,32}$/, "must be the bot's username without @")
    .optional(),
  /** Telegram sends it in X-Telegram-Bot-Api-Secret-Token with every webhook call. */
  TELEGRAM_WEBHOOK_SECRET: z
    .string()
    .regex(/^[\w-]{16,256}$/, 'must be 16-256 letters, digits, _ or -')
    .optional(),
  TELEGRAM_API_URL: z.string().url().default('https://api.telegram.org'),
  /** The platform as it names itself on sellers' statements (the seller's counterparty). */
  PLATFORM_NAME: z.string().trim().min(1).max(120).default('Selam Market'),
  PLATFORM_ADDRESS: z.string().trim().min(1).max(300).default('Addis Ababa, Ethiopia'),
  /** The platform's Ethiopian taxpayer identification number (10 digits); unset: not printed. */
  PLATFORM_TIN: z
    .string()
    .trim()
    .regex(/^\d{10}$/, 'must be a 10-digit TIN')
    .optional(),
  /** The address sellers write to about their statements; unset: not printed. */
  PLATFORM_EMAIL: z.email().optional(),
  /** S3-compatible object store for uploaded photos; set all five S3_* below or none of them. */
  S3_ENDPOINT: z
    .string()
    .url()
    .refine((value) => /^https?:\/\//.test(value), 'must be an http(s) address')
    .optional(),
  S3_REGION: z.string().min(1).max(64).optional(),
  /** Bucket name (3-63 lowercase letters, digits, dots, hyphens); addressed path-style. */
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a valid bucket name')
    .optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Public (CDN) origin serving the bucket's objects; when set, photos are redirected there. */
  S3_PUBLIC_URL: z
    .string()
    .url()
    .refine((value) => /^https?:\/\//.test(value), 'must be an http(s) address')
    .optional(),
})

const S3_REQUIRED = [
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_BUCKET',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const

/** The S3-compatible store settings; null when photos stay in the local directory. */
export type S3Config = {
  endpoint: string
  region: string
  bucket: string
  accessKeyId: string
  secretAccessKey: string
  publicUrl?: string
}

// A channel half set up would look configured and fail on every message: all of its settings or none.
function requireTogether(
  config: Record<string, unknown>,
  context: z.RefinementCtx,
  names: readonly string[],
) {
  const missing = names.filter((name) => config[name] === undefined)
  if (missing.length === 0 || missing.length === names.length) return
  for (const name of missing) {
    context.addIssue({
      code: 'custom',
      path: [name],
      message: `required with ${names.filter((n) => !missing.includes(n)).join(', ')} (set all of ${names.join(', ')} or none)`,
    })
  }
}

// All or none: a half-configured store would silently fall back to the local directory.
const checkedSchema = configSchema.superRefine((config, context) => {
  requireTogether(config, context, [
    'SMS_PROVIDER',
    'AFROMESSAGE_TOKEN',
    'AFROMESSAGE_IDENTIFIER_ID',
  ])
  requireTogether(config, context, [
    'TELEGRAM_BOT_TOKEN',
    'TELEGRAM_BOT_USERNAME',
    'TELEGRAM_WEBHOOK_SECRET',
  ])
  const missing = S3_REQUIRED.filter((name) => config[name] === undefined)
  const anySet = missing.length < S3_REQUIRED.length || config.S3_PUBLIC_URL !== undefined
  if (!anySet || missing.length === 0) return
  for (const name of missing) {
    context.addIssue({
      code: 'custom',
      path: [name],
      message: `required with the other S3_* variables (set all of ${S3_REQUIRED.join(', ')} or none)`,
    })
  }
})

export type Config = z.infer<typeof configSchema> & {
  seedDemo: boolean
  /** Whether the sandbox payment method is offered and accepted (PAYMENTS_SANDBOX). */
  paymentsSandbox: boolean
  cookieSecure: boolean
  /** How long a session lasts idle and at most (SESSION_IDLE_DAYS, SESSION_ABSOLUTE_DAYS). */
  sessionPolicy: { idleDays: number; absoluteDays: number }
  /** SEARCH_CONCURRENCY, or twice the cores when unset. */
  searchConcurrency: number
  s3: S3Config | null
}

/** Reads and validates configuration once; fails fast naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (`DATABASE_URL=`) means "not set", as in most shells' habits.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''))
  const parsed = checkedSchema.safeParse(present)
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
      .join('\n')
    throw new Error(`Invalid configuration:\n${problems}`)
  }
  const config = parsed.data
  return {
    ...config,
    seedDemo: config.SEED_DEMO ?? !config.DATABASE_URL,
    paymentsSandbox: config.PAYMENTS_SANDBOX ?? !config.DATABASE_URL,
    cookieSecure: config.COOKIE_SECURE ?? config.PUBLIC_ORIGIN?.startsWith('https://') ?? false,
    sessionPolicy: {
      idleDays: config.SESSION_IDLE_DAYS,
      absoluteDays: config.SESSION_ABSOLUTE_DAYS,
    },
    searchConcurrency: config.SEARCH_CONCURRENCY ?? 2 * os.availableParallelism(),
    s3: config.S3_ENDPOINT
      ? {
          endpoint: config.S3_ENDPOINT,
          region: config.S3_REGION!,
          bucket: config.S3_BUCKET!,
          accessKeyId: config.S3_ACCESS_KEY_ID!,
          secretAccessKey: config.S3_SECRET_ACCESS_KEY!,
          publicUrl: config.S3_PUBLIC_URL,
        }
      : null,
  }
}
