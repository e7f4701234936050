import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { isMessageKey, translate } from '#shared/i18n/messages.ts'
import { isDatabaseUnavailable } from '#server/db/database-faults.ts'
import { AppError } from '#server/lib/errors.ts'
import { requestLanguage } from '#server/lib/language.ts'
import type { UiLanguage } from '#shared/constants.ts'

/**
 * The one place errors become responses: `{ message, code, details? }`, message in the caller's
 * language. Server faults are logged with their stack and answered without internals.
 */
async function errorHandlerPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const language = requestLanguage(request)

    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers)
      return reply.status(error.statusCode).send({
        message: translate(error.messageKey, language, error.values),
        code: error.code,
        ...(error.details === undefined
          ? {}
          : { details: translateDetails(error.details, language) }),
      })
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {}
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_'
        // A schema's own message is a key; zod's defaults ("Invalid option: expected one of …")
        // are English text, so the reader gets the general message in their language instead.
        const key =
          issue.message && isMessageKey(issue.message) ? issue.message : 'validation.invalid'
        fields[field] ??= translate(key, language)
      }
      return reply.status(400).send({
        message: translate('error.validation', language),
        code: 'VALIDATION_ERROR',
        details: { fields, location: error.validationContext },
      })
    }

    const status = error.statusCode ?? 500
    if (status === 429) {
      return reply.status(429).send({
        message: translate('error.tooManyRequests', language),
        code: 'RATE_LIMITED',
      })
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, wrong content type, body too large.
      return reply.status(status).send({
        message: translate('error.badRequest', language),
        code: error.code ?? 'BAD_REQUEST',
      })
    }

    if (isDatabaseUnavailable(error)) {
      // The connection broke under this request (restart, failover, network): a fault of the
      // moment, not of the request. The client may retry; idempotent writes make that safe.
      request.log.warn({ err: error }, 'request failed: database unavailable')
      return reply
        .status(503)
        .header('retry-after', '2')
        .send({
          message: translate('error.unavailable', language),
          code: 'DATABASE_UNAVAILABLE',
        })
    }

    request.log.error({ err: error }, 'request failed')
    return reply.status(500).send({
      message: translate('error.internal', language),
      code: 'INTERNAL_ERROR',
    })
  })
}

/** Field messages raised by services are message keys too; translate them for the reader. */
function translateDetails(details: unknown, language: UiLanguage): unknown {
  if (!details || typeof details !== 'object' || !('fields' in details)) return details
  const fields = (details as { fields: Record<string, string> }).fields
  return {
    ...details,
    fields: Object.fromEntries(
      Object.entries(fields).map(([field, key]) => [field, translate(key, language)]),
    ),
  }
}

export default fp(errorHandlerPlugin, { name: 'error-handler' })
