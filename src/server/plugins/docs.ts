import swagger, { type SwaggerTransform, type SwaggerTransformObject } from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod'
import { SESSION_COOKIE } from '#server/lib/sessions.ts'
import {
  accessOf,
  accessOfSecurity,
  describeOperation,
  errorResponseSchema,
  operationIdFor,
  rateLimitOf,
  responseText,
  securityOf,
  SESSION_SCHEME,
  type SecurityRequirement,
} from './docs-operations.ts'

export type DocsOptions = {
  /** PUBLIC_ORIGIN: the document's server; unset, paths are relative to where it is served. */
  publicOrigin?: string
}

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']

/** The name a wildcard (`*`) path parameter gets in the document, where `{*}` is no name. */
const WILDCARD_PARAM = 'rest'

type JsonObject = Record<string, unknown>
const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * Per route: the zod schemas become JSON Schema (fastify-type-provider-zod), then the operation
 * gets what the route shows of itself: its security (how it is protected), the failures it can
 * answer, and a description saying both.
 */
const transform: SwaggerTransform = (input) => {
  const transformed = jsonSchemaTransform(input) as { schema?: JsonObject; url: string }
  const { url } = transformed
  // A route without a schema is still an operation: it gets the same, and fails the lint for
  // want of a summary.
  const schema = transformed.schema ?? {}
  if (schema.hide) return { schema, url }
  const { route } = input

  const explicit = Array.isArray(schema.security)
    ? (schema.security as SecurityRequirement[])
    : undefined
  const access = explicit ? accessOfSecurity(explicit) : accessOf(route)
  const rateLimit = rateLimitOf(route)

  // A route without response schemas is left to @fastify/swagger's default answer.
  const declared = isObject(schema.response)
  const response: JsonObject = declared ? { ...(schema.response as JsonObject) } : {}
  const hasInput = ['params', 'querystring', 'body', 'headers'].some((part) => schema[part])
  const derived: Array<[number, boolean]> = [
    [400, hasInput],
    [401, access.kind === 'signed-in'],
    [403, access.kind === 'signed-in' && access.roles.length > 0],
    [429, rateLimit !== undefined],
  ]
  for (const [status, applies] of derived) {
    if (declared && applies && !(status in response)) {
      response[status] = errorResponseSchema(responseText(status, access))
    }
  }
  for (const [status, answer] of Object.entries(response)) {
    if (isObject(answer) && !answer.description && !answer['x-response-description']) {
      response[status] = { ...answer, 'x-response-description': responseText(+status, access) }
    }
  }

  let documentUrl = url
  let params = schema.params
  if (url.endsWith('*')) {
    documentUrl = `${url.slice(0, -1)}:${WILDCARD_PARAM}`
    if (isObject(params) && isObject(params.properties) && '*' in params.properties) {
      const { '*': wildcard, ...named } = params.properties
      params = {
        ...params,
        properties: { ...named, [WILDCARD_PARAM]: wildcard },
        required: Array.isArray(params.required)
          ? params.required.map((name) => (name === '*' ? WILDCARD_PARAM : name))
          : params.required,
      }
    }
  }

  const lead = [schema.description, schema.summary].find(
    (text): text is string => typeof text === 'string' && text.trim() !== '',
  )
  return {
    url: documentUrl,
    schema: {
      ...schema,
      ...(params ? { params } : {}),
      ...(declared ? { response } : {}),
      security: explicit ?? securityOf(access),
      description: describeOperation({
        lead: lead ?? `${[route.method].flat().join(', ')} ${url}`,
        access,
        statuses: Object.keys(response).map(Number),
        rateLimit,
        sessionCookie: SESSION_COOKIE,
      }),
    },
  }
}

/**
 * The whole document: every operation gets a unique operationId (its own, else one from method
 * and path), every `{name}` in a path a declared parameter, and no `nullable` is left over from
 * OpenAPI 3.0 (3.1 says `type: [..., 'null']`).
 */
const transformObject: SwaggerTransformObject = (documentObject) => {
  const document = jsonSchemaTransformObject(documentObject) as JsonObject
  const paths = isObject(document.paths) ? document.paths : {}
  const operations: Array<{ method: string; path: string; operation: JsonObject }> = []
  for (const [path, item] of Object.entries(paths)) {
    if (!isObject(item)) continue
    for (const method of HTTP_METHODS) {
      const operation = item[method]
      if (isObject(operation)) operations.push({ method, path, operation })
    }
  }

  const taken = new Set<string>()
  for (const { operation } of operations) {
    if (typeof operation.operationId === 'string') taken.add(operation.operationId)
  }
  for (const { method, path, operation } of operations) {
    if (typeof operation.operationId !== 'string') {
      const base = operationIdFor(method, path)
      let id = base
      for (let n = 2; taken.has(id); n++) id = `${base}${n}`
      taken.add(id)
      operation.operationId = id
    }
    declarePathParameters(path, operation)
  }

  replaceNullable(document)
  return document
}

function declarePathParameters(path: string, operation: JsonObject) {
  const parameters = Array.isArray(operation.parameters) ? operation.parameters : []
  for (const [, name] of path.matchAll(/\{([^}]+)\}/g)) {
    const declared = parameters.some(
      (parameter) => isObject(parameter) && parameter.in === 'path' && parameter.name === name,
    )
    if (!declared) parameters.push({ name, in: 'path', required: true, schema: { type: 'string' } })
  }
  if (parameters.length > 0) operation.parameters = parameters
}

/** OpenAPI 3.0's `nullable: true` → JSON Schema's `null` type, wherever a schema still has it. */
function replaceNullable(node: unknown, parentKey?: string) {
  if (Array.isArray(node)) {
    for (const item of node) replaceNullable(item)
    return
  }
  if (!isObject(node)) return
  // Under `properties` (and the like) keys are names, not keywords: a property may be called so.
  const namesOnly = parentKey === 'properties' || parentKey === 'patternProperties'
  if (!namesOnly && node.nullable === true) {
    delete node.nullable
    if (typeof node.type === 'string') node.type = [node.type, 'null']
    else if (Array.isArray(node.type)) node.type = [...new Set([...node.type, 'null'])]
    else if (Array.isArray(node.anyOf)) node.anyOf = [...node.anyOf, { type: 'null' }]
    else if (Array.isArray(node.oneOf)) node.oneOf = [...node.oneOf, { type: 'null' }]
  } else if (!namesOnly && node.nullable === false) {
    delete node.nullable
  }
  for (const [key, child] of Object.entries(node)) replaceNullable(child, key)
}

/** OpenAPI document built from the route schemas: JSON at /api/docs/json, browsable at /api/docs. */
async function docsPlugin(app: FastifyInstance, options: DocsOptions = {}) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Selam Market API',
        description: [
          'ሰላም ገበያ — the marketplace API.',
          `Sign in with \`POST /api/auth/login\`: the answer sets the \`${SESSION_COOKIE}\` cookie, which every operation marked with the \`${SESSION_SCHEME}\` scheme needs. Requests that change state from another site are refused (\`403 CROSS_ORIGIN\`).`,
          "Errors answer `{ message, code, details? }`: `code` is stable, `message` is in the caller's language (`Accept-Language`: am, en, om, ti). Any operation may also answer `500 INTERNAL_ERROR` or `503 DATABASE_UNAVAILABLE`.",
        ].join('\n\n'),
        version: '0.1.0',
      },
      servers: [
        options.publicOrigin
          ? { url: new URL(options.publicOrigin).origin, description: 'This site' }
          : { url: '/', description: 'The site serving this document' },
      ],
      components: {
        securitySchemes: {
          [SESSION_SCHEME]: {
            type: 'apiKey',
            in: 'cookie',
            name: SESSION_COOKIE,
            description: 'The session cookie set by signing in (`POST /api/auth/login`).',
          },
        },
      },
    },
    transform,
    transformObject,
  })
  await app.register(swaggerUi, { routePrefix: '/api/docs' })
}

export default fp(docsPlugin, { name: 'docs' })
