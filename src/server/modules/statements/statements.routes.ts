import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { apiError } from '#shared/contracts/errors.ts'
import {
  adminStatementParams,
  adminStatementSellerParams,
  sellerStatement,
  statementFileQuery,
  statementMonthParams,
  statementMonths,
  type SellerStatement,
} from '#shared/contracts/statements.ts'
import type { UiLanguage } from '#shared/constants.ts'
import { defaultCalendar } from '#shared/dates.ts'
import type { Config } from '#server/config.ts'
import { requireAdmin, requireSeller } from '#server/lib/access.ts'
import { requestLanguage } from '#server/lib/language.ts'
import { LIMITS } from '#server/lib/rate-limits.ts'
import { statementCsv } from './statement-csv.ts'
import { statementDocument } from './statement-document.ts'
import { statementPdf } from './statement-pdf.ts'
import * as statements from './statements.service.ts'

const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError }
/** A file answer: the bytes, or an error in the usual shape. */
const fileResponse = { 200: z.any(), ...errors, 429: apiError }

type FileKind = 'csv' | 'pdf'

const statementsRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, options) => {
  const platform = statements.platformDetails(options.config)

  /** The file in the language the link asked for (else the request's), in the reader's calendar. */
  async function sendFile(
    request: FastifyRequest,
    reply: FastifyReply,
    statement: SellerStatement,
    kind: FileKind,
    lang: UiLanguage | undefined,
  ) {
    const language = lang ?? requestLanguage(request)
    const calendar = request.user?.calendar ?? defaultCalendar(language)
    const document = statementDocument(statement, language, calendar)
    const disposition = `attachment; filename="${document.fileName}.${kind}"`
    reply.header('content-disposition', disposition).header('cache-control', 'private, no-store')
    if (kind === 'csv') {
      return reply.type('text/csv; charset=utf-8').send(statementCsv(document))
    }
    return reply.type('application/pdf').send(await statementPdf(document))
  }

  const statementFor = (sellerId: string, month: string) =>
    statements.getStatement(app.db, { sellerId, month, platform })

  // ------------------------------------------------------------------ the seller's own

  app.get(
    '/seller/statements',
    {
      schema: {
        tags: ['statements'],
        summary: "The signed-in seller's statement months (with activity, and the current one)",
        response: { 200: statementMonths, 401: apiError, 403: apiError },
      },
    },
    async (request) => statements.listMonths(app.db, requireSeller(request).sellerId),
  )

  app.get(
    '/seller/statements/:month',
    {
      schema: {
        tags: ['statements'],
        summary:
          "The signed-in seller's statement of one month (YYYY-MM, Addis Ababa): lines, fees, payouts, opening and closing balance",
        params: statementMonthParams,
        response: { 200: sellerStatement, ...errors },
      },
    },
    async (request) => statementFor(requireSeller(request).sellerId, request.params.month),
  )

  for (const kind of ['csv', 'pdf'] as const) {
    app.get(
      `/seller/statements/:month.${kind}`,
      {
        config: { rateLimit: LIMITS.statementFile },
        schema: {
          tags: ['statements'],
          summary: `The signed-in seller's statement of one month as a ${kind.toUpperCase()} file`,
          params: statementMonthParams,
          querystring: statementFileQuery,
          response: fileResponse,
        },
      },
      async (request, reply) => {
        const statement = await statementFor(requireSeller(request).sellerId, request.params.month)
        return sendFile(request, reply, statement, kind, request.query.lang)
      },
    )
  }

  // ------------------------------------------------------------------ admins, any seller

  app.get(
    '/admin/sellers/:id/statements',
    {
      schema: {
        tags: ['statements'],
        summary: "A seller's statement months (admins)",
        params: adminStatementSellerParams,
        response: { 200: statementMonths, ...errors },
      },
    },
    async (request) => {
      requireAdmin(request)
      return statements.listMonths(app.db, request.params.id)
    },
  )

  app.get(
    '/admin/sellers/:id/statements/:month',
    {
      schema: {
        tags: ['statements'],
        summary: "A seller's statement of one month (admins)",
        params: adminStatementParams,
        response: { 200: sellerStatement, ...errors },
      },
    },
    async (request) => {
      requireAdmin(request)
      return statementFor(request.params.id, request.params.month)
    },
  )

  for (const kind of ['csv', 'pdf'] as const) {
    app.get(
      `/admin/sellers/:id/statements/:month.${kind}`,
      {
        config: { rateLimit: LIMITS.statementFile },
        schema: {
          tags: ['statements'],
          summary: `A seller's statement of one month as a ${kind.toUpperCase()} file (admins)`,
          params: adminStatementParams,
          querystring: statementFileQuery,
          response: fileResponse,
        },
      },
      async (request, reply) => {
        requireAdmin(request)
        const statement = await statementFor(request.params.id, request.params.month)
        return sendFile(request, reply, statement, kind, request.query.lang)
      },
    )
  }
}

export default statementsRoutes
