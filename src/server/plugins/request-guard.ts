import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { translate } from '#shared/i18n/messages.ts'
import { AppError } from '#server/lib/errors.ts'
import { requestLanguage } from '#server/lib/language.ts'

/**
 * True when any string (or object key) in the value holds a NUL character. PostgreSQL cannot store
 * U+0000 in text, so such input would fail in the database instead of at the door. Walks without
 * recursion: a parsed body may be nested very deeply.
 */
export function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000')
  if (!value || typeof value !== 'object') return false
  if (!Array.isArray(value)) {
    // Path parameters and most query strings: one level of strings, read without building a list.
    let nested = false
    for (const key in value) {
      if (key.includes('\u0000')) return true
      const element = (value as Record<string, unknown>)[key]
      if (typeof element === 'string') {
        if (element.includes('\u0000')) return true
      } else if (element !== null && typeof element === 'object') {
        nested = true
      }
    }
    if (!nested) return false
  }
  const pending: unknown[] = [value]
  while (pending.length > 0) {
    const item = pending.pop()
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return true
    } else if (Array.isArray(item)) {
      for (const element of item) pending.push(element)
    } else if (item && typeof item === 'object') {
      for (const [key, element] of Object.entries(item)) {
        if (key.includes('\u0000')) return true
        pending.push(element)
      }
    }
  }
  return false
}

/** Refuses NUL characters in the path, query and body of every route with 400. */
async function requestGuardPlugin(app: FastifyInstance) {
  app.addHook('preValidation', (request, _reply, done) => {
    if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) {
      return done(new AppError(400, 'INVALID_CHARACTERS', 'error.invalidCharacters'))
    }
    done()
  })
}

/**
 * Router errors (a malformed percent-escape, an over-long path segment) happen before any route
 * or hook; Fastify hands them here (its `frameworkErrors` option). They answer in the usual error
 * shape and language, and never repeat the path back.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const language = requestLanguage(request)
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH'
  return reply
    .code(tooLong ? 414 : 400)
    .type('application/json; charset=utf-8')
    .send(
      JSON.stringify({
        message: translate(tooLong ? 'error.urlTooLong' : 'error.badUrl', language),
        code: tooLong ? 'URL_TOO_LONG' : 'BAD_URL',
      }),
    )
}

export default fp(requestGuardPlugin, { name: 'request-guard' })
