import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { apiError } from '#shared/contracts/errors.ts'
import { deadLetterList, deadLetterParams, deadLetterRetried } from '#shared/contracts/jobs.ts'
import { requireAdmin } from '#server/lib/access.ts'
import * as jobs from './jobs.service.ts'

const denied = { 401: apiError, 403: apiError }
const tags = ['admin']

// The job queue's dead letters, under /api/admin/jobs. Admins only.
const jobsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before validation, so a non-admin learns nothing about the inputs (401/403, never 400).
  app.addHook('preValidation', async (request) => {
    requireAdmin(request)
  })

  app.get(
    '/jobs/failed',
    {
      schema: {
        tags,
        summary: 'Jobs that failed on every attempt (dead letters), newest first',
        response: { 200: deadLetterList, ...denied },
      },
    },
    async (request) => {
      requireAdmin(request)
      return jobs.listDeadLetters(app.jobs)
    },
  )

  app.post(
    '/jobs/:id/retry',
    {
      schema: {
        tags,
        summary: 'Queue a dead letter’s job again, with its retries afresh',
        params: deadLetterParams,
        response: { 200: deadLetterRetried, 400: apiError, ...denied, 404: apiError },
      },
    },
    async (request) => {
      const admin = requireAdmin(request)
      return jobs.retryDeadLetter(app.db, app.jobs, admin, request.params.id)
    },
  )
}

export default jobsRoutes
