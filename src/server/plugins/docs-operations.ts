import type { RouteOptions } from 'fastify'
import { z } from 'zod'
import { apiError } from '#shared/contracts/errors.ts'

// What the OpenAPI document says about each operation beyond its schemas: who may call it, what
// it is called, what it answers when it fails. Derived from the routes themselves, so a route
// added later is described without anyone remembering to (decision record 028).

export const SESSION_SCHEME = 'session'

/** The ways the access helpers (lib/access.ts) narrow who passes. */
type RoleRule = 'seller account' | 'courier account' | 'admin' | 'seller role' | 'courier role'

export type Access =
  /** Nobody needs a session. */
  | { kind: 'open' }
  /** Open, but a session, when sent, is read (the caller's own votes, views, language…). */
  | { kind: 'open-with-session' }
  /** A session is required; `roles` are further rules some or all requests must pass. */
  | { kind: 'signed-in'; roles: RoleRule[]; anySignedIn: boolean }

type RouteLike = Pick<RouteOptions, 'url' | 'handler'> &
  Partial<Pick<RouteOptions, 'onRequest' | 'preParsing' | 'preValidation' | 'preHandler'>> & {
    config?: unknown
  }

// Calls as written in source, and as bundlers and test transforms rewrite them
// (`requireUser2(`, `(0, __vi_import_1__.requireUser)(`).
const ACCESS_CALL = /\brequire(User|Seller|Courier|Admin|Role)\d*\)?\s*\(([^)]*)\)/g
const READS_SESSION = /\b(?:request|req)\s*\.\s*(?:user|sessionToken)\b/

/**
 * Every route under /api/admin refuses non-admins: the console's plugins check it in one hook
 * before validation (a hook registered on the plugin, not visible on the route itself).
 */
const ADMIN_PREFIX = '/api/admin/'

function hookSources(route: RouteLike): string[] {
  const hooks = [route.onRequest, route.preParsing, route.preValidation, route.preHandler]
  return hooks
    .flatMap((hook) => (Array.isArray(hook) ? hook : hook ? [hook] : []))
    .map((hook: unknown) => String(hook))
}

/**
 * Who may call the route, read from how it is protected: the access helpers its handler and
 * its own hooks call (requireUser, requireSeller, requireCourier, requireAdmin, requireRole),
 * the /api/admin rule, or a handler that reads an optional session.
 */
export function accessOf(route: RouteLike): Access {
  const sources = [String(route.handler), ...hookSources(route)].join('\n')
  const roles = new Set<RoleRule>()
  let anySignedIn = false
  for (const [, helper, args] of sources.matchAll(ACCESS_CALL)) {
    if (helper === 'User') anySignedIn = true
    else if (helper === 'Seller') roles.add('seller account')
    else if (helper === 'Courier') roles.add('courier account')
    else if (helper === 'Admin') roles.add('admin')
    else {
      const role = /['"`](\w+)['"`]/.exec(args ?? '')?.[1]
      if (role === 'seller') roles.add('seller role')
      else if (role === 'courier') roles.add('courier role')
      else if (role === 'admin') roles.add('admin')
      else anySignedIn = true
    }
  }
  if (route.url.startsWith(ADMIN_PREFIX)) {
    roles.clear()
    roles.add('admin')
    anySignedIn = false
  }
  if (roles.size > 0 || anySignedIn) {
    return { kind: 'signed-in', roles: [...roles], anySignedIn: anySignedIn && roles.size > 0 }
  }
  return READS_SESSION.test(sources) ? { kind: 'open-with-session' } : { kind: 'open' }
}

export type SecurityRequirement = Record<string, string[]>

export function securityOf(access: Access): SecurityRequirement[] {
  switch (access.kind) {
    case 'open':
      return []
    case 'open-with-session':
      // `{}` is the anonymous alternative: with or without the cookie.
      return [{}, { [SESSION_SCHEME]: [] }]
    case 'signed-in':
      return [{ [SESSION_SCHEME]: [] }]
  }
}

/** Reads what the operation's explicit `security` says, for routes that declare their own. */
export function accessOfSecurity(security: SecurityRequirement[]): Access {
  if (security.length === 0) return { kind: 'open' }
  if (security.some((requirement) => Object.keys(requirement).length === 0)) {
    return { kind: 'open-with-session' }
  }
  return { kind: 'signed-in', roles: [], anySignedIn: false }
}

const ROLE_TEXT: Record<RoleRule, string> = {
  'seller account': 'a seller account',
  'courier account': 'a courier account',
  admin: 'the admin role',
  'seller role': 'the seller role (admins pass too)',
  'courier role': 'the courier role (admins pass too)',
}

function either(items: string[]): string {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`
}

export function accessText(access: Access, sessionCookie: string): string {
  switch (access.kind) {
    case 'open':
      return 'Open to everyone; no session is needed.'
    case 'open-with-session':
      return `Open to everyone; when the \`${sessionCookie}\` session cookie is sent, the answer is the signed-in caller's.`
    case 'signed-in': {
      const session = `a session (the \`${sessionCookie}\` cookie that signing in sets)`
      const roles = access.roles.map((role) => ROLE_TEXT[role])
      if (roles.length === 0) return `Signed-in users: needs ${session}.`
      if (access.anySignedIn) {
        return `Signed-in users: needs ${session}; some requests also need ${either(roles)}.`
      }
      return `Needs ${session} and ${either(roles)}.`
    }
  }
}

/** What each failure status means in this API; `code` in the answer names the exact reason. */
function errorText(status: number, access: Access): string | undefined {
  switch (status) {
    case 400:
      return '`VALIDATION_ERROR` when the input breaks a rule (`details.fields` names each field and its message), or a code naming what else is wrong with the request'
    case 401:
      return access.kind === 'signed-in'
        ? '`UNAUTHENTICATED`: no session, or it has ended'
        : 'the credentials or secret sent were not accepted'
    case 403:
      return '`FORBIDDEN` when the caller may not do this to this object, or a code naming the rule that refuses it'
    case 404:
      return '`NOT_FOUND` (or a code naming what is missing): no such object, or none the caller may see'
    case 409:
      return "a code naming the conflict with the object's current state"
    case 413:
      return 'the upload is larger than allowed'
    case 415:
      return 'the file type is not accepted'
    case 422:
      return 'the request is understood but cannot be carried out; `code` says why'
    case 429:
      return '`RATE_LIMITED` (or a code naming the limit): too many requests; wait the seconds `Retry-After` gives'
    case 502:
      return 'an outside provider (payments, messaging) did not answer as expected'
    case 503:
      return 'a service this answer needs is unavailable for now; try again'
    default:
      return status >= 400 ? 'a code in the answer names the reason' : undefined
  }
}

const SUCCESS_TEXT: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted: the work continues in the background',
  204: 'Done; no content',
  301: 'Moved permanently: follow `Location`',
  302: 'Found: follow `Location`',
  303: 'See other: follow `Location`',
  304: 'Not modified',
  307: 'Temporary redirect: follow `Location`',
}

export function responseText(status: number, access: Access): string {
  const error = errorText(status, access)
  if (error) return error.charAt(0).toUpperCase() + error.slice(1)
  return SUCCESS_TEXT[status] ?? 'Answer'
}

type RateLimit = { max: number; timeWindow: string | number }

export function rateLimitOf(route: RouteLike): RateLimit | undefined {
  const limit = (route.config as { rateLimit?: unknown } | undefined)?.rateLimit
  if (typeof limit !== 'object' || limit === null) return undefined
  const { max, timeWindow } = limit as Partial<RateLimit>
  return typeof max === 'number' && timeWindow !== undefined ? { max, timeWindow } : undefined
}

function windowText(timeWindow: string | number): string {
  if (typeof timeWindow === 'string') return timeWindow
  const seconds = timeWindow / 1000
  return seconds % 60 === 0 ? `${seconds / 60} minutes` : `${seconds} seconds`
}

/**
 * The operation's description: what it does (the route's own description, else its summary),
 * who may call it, its request budget, and what each failure status means.
 */
export function describeOperation(input: {
  lead: string
  access: Access
  statuses: number[]
  rateLimit?: RateLimit
  sessionCookie: string
}): string {
  const lead = /[.!?)]$/.test(input.lead.trim()) ? input.lead.trim() : `${input.lead.trim()}.`
  const parts = [lead, `**Access:** ${accessText(input.access, input.sessionCookie)}`]
  if (input.rateLimit) {
    parts.push(
      `**Budget:** at most ${input.rateLimit.max} requests per ${windowText(input.rateLimit.timeWindow)} for each signed-in person, or each address for visitors.`,
    )
  }
  const failures = input.statuses
    .filter((status) => status >= 400)
    .sort((a, b) => a - b)
    .map((status) => `- \`${status}\`: ${errorText(status, input.access)}.`)
  if (failures.length > 0) {
    parts.push(
      [
        "**Errors** answer `{ message, code, details? }`, the message in the caller's language:",
        ...failures,
      ].join('\n'),
    )
  }
  return parts.join('\n\n')
}

/**
 * An operationId from the method and the path: `GET /api/orders/{id}/updates` →
 * `getOrdersByIdUpdates`. The /api prefix every API path shares is left out.
 */
export function operationIdFor(method: string, path: string): string {
  const words = path
    .replace(/^\/api(?=\/|$)/, '')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const param = /^\{(.+)\}$/.exec(segment) ?? /^:(\w+)/.exec(segment)
      if (param) return ['by', ...wordsOf(param[1]!)]
      return wordsOf(segment)
    })
  return [method.toLowerCase(), ...words.map(capitalize)].join('')
}

function wordsOf(text: string): string[] {
  return text
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word.toLowerCase())
}

function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1)
}

/** The one error shape, as the document shows it. */
export function errorResponseSchema(description: string): Record<string, unknown> {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(apiError, { target: 'draft-2020-12' })
  return { ...schema, 'x-response-description': description }
}
