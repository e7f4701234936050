import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { apiError } from '#shared/contracts/errors.ts'
import {
  adminFeedback,
  adminFeedbackPage,
  adminFeedbackQuery,
  adminTicketPage,
  adminTicketsQuery,
  createTicketInput,
  feedbackReviewInput,
  ticketAssignInput,
  faq,
  faqVoteInput,
  faqVoteResult,
  faqsQuery,
  feedbackInput,
  feedbackResult,
  idParams,
  supportCategory,
  ticket,
  ticketDetail,
  ticketMessageInput,
  ticketStatusInput,
} from '#shared/contracts/support.ts'
import { requireAdmin, requireUser } from '#server/lib/access.ts'
import { eventStreams } from '#server/lib/event-stream.ts'
import * as support from './support.service.ts'
import { LIMITS } from '#server/lib/rate-limits.ts'

const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError }

const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  const streams = eventStreams(app)

  app.get(
    '/categories',
    {
      schema: {
        tags: ['support'],
        summary: 'Active support categories in display order',
        response: { 200: z.array(supportCategory) },
      },
    },
    async () => support.getCategories(app.db),
  )

  app.get(
    '/faqs',
    {
      schema: {
        tags: ['support'],
        summary: 'Published FAQs, by category and text search (question, answer, tags)',
        querystring: faqsQuery,
        response: { 200: z.array(faq), 400: apiError },
      },
    },
    async (request) => support.getFaqs(app.db, request.user, request.query),
  )

  app.post(
    '/faqs/:id/helpful',
    {
      config: { rateLimit: LIMITS.faqVote },
      schema: {
        tags: ['support'],
        summary: 'Vote an FAQ helpful or not: one vote per user, or per session for visitors',
        params: idParams,
        body: faqVoteInput,
        response: { 200: faqVoteResult, ...errors },
      },
    },
    async (request) => support.voteFaq(app.db, request.user, request.params.id, request.body),
  )

  app.get(
    '/tickets',
    {
      schema: {
        tags: ['support'],
        summary: "The signed-in user's support tickets, newest first",
        response: { 200: z.array(ticket), 401: apiError },
      },
    },
    async (request) => support.getMyTickets(app.db, requireUser(request)),
  )

  app.post(
    '/tickets',
    {
      schema: {
        tags: ['support'],
        summary: 'Open a support ticket',
        body: createTicketInput,
        response: { 201: ticket, ...errors },
      },
    },
    async (request, reply) => {
      const made = await support.createTicket(app.db, requireUser(request), request.body)
      return reply.status(201).send(made)
    },
  )

  app.get(
    '/tickets/:id',
    {
      schema: {
        tags: ['support'],
        summary: 'A ticket with its messages; owner or staff (internal notes for staff only)',
        params: idParams,
        response: { 200: ticketDetail, ...errors },
      },
    },
    async (request) => support.getTicket(app.db, requireUser(request), request.params.id),
  )

  app.post(
    '/tickets/:id/messages',
    {
      schema: {
        tags: ['support'],
        summary: 'Reply on a ticket; staff may add internal notes',
        params: idParams,
        body: ticketMessageInput,
        response: { 201: ticketDetail, ...errors },
      },
    },
    async (request, reply) => {
      const detail = await support.addTicketMessage(
        app.db,
        app.realtime,
        requireUser(request),
        request.params.id,
        request.body,
      )
      return reply.status(201).send(detail)
    },
  )

  app.patch(
    '/tickets/:id',
    {
      schema: {
        tags: ['support'],
        summary: "Change a ticket's status (staff; the owner may close their own)",
        params: idParams,
        body: ticketStatusInput,
        response: { 200: ticketDetail, ...errors },
      },
    },
    async (request) =>
      support.setTicketStatus(
        app.db,
        app.realtime,
        requireUser(request),
        request.params.id,
        request.body,
      ),
  )

  app.get(
    '/stream',
    {
      schema: {
        tags: ['support'],
        summary:
          "Server-sent events for the signed-in user: staff's `reply` and `status` on their own tickets",
        response: { 401: apiError },
      },
    },
    async (request, reply) => {
      const user = requireUser(request)
      await streams.open(request, reply, (send) =>
        app.realtime.subscribe(support.SUPPORT_CHANNEL, (payload) => {
          const event = support.eventFor(user.id, payload)
          if (event) send(event.type, event)
        }),
      )
    },
  )

  app.post(
    '/feedback',
    {
      config: { rateLimit: LIMITS.feedback },
      schema: {
        tags: ['support'],
        summary: 'Send feedback; open to visitors',
        body: feedbackInput,
        response: { 201: feedbackResult, 400: apiError },
      },
    },
    async (request, reply) => {
      const made = await support.submitFeedback(app.db, request.user, request.body)
      return reply.status(201).send(made)
    },
  )

  // Support desk for admins. Access is checked before validation, so only staff learn the rules.
  const staffOnly = async (request: FastifyRequest) => {
    requireAdmin(request)
  }

  app.get(
    '/admin/tickets',
    {
      preValidation: staffOnly,
      schema: {
        tags: ['support', 'admin'],
        summary: 'Every ticket (admins): status, priority, assigned to me/unassigned, search',
        querystring: adminTicketsQuery,
        response: { 200: adminTicketPage, 400: apiError, 401: apiError, 403: apiError },
      },
    },
    async (request) => support.getAllTickets(app.db, requireAdmin(request), request.query),
  )

  app.put(
    '/tickets/:id/assignee',
    {
      preValidation: staffOnly,
      schema: {
        tags: ['support', 'admin'],
        summary: 'Assign a ticket to an admin, or unassign it with null (admins)',
        params: idParams,
        body: ticketAssignInput,
        response: { 200: ticketDetail, ...errors },
      },
    },
    async (request) =>
      support.assignTicket(app.db, requireAdmin(request), request.params.id, request.body),
  )

  app.get(
    '/admin/feedback',
    {
      preValidation: staffOnly,
      schema: {
        tags: ['support', 'admin'],
        summary: 'Feedback newest first, by type, rating and review status (admins)',
        querystring: adminFeedbackQuery,
        response: { 200: adminFeedbackPage, 400: apiError, 401: apiError, 403: apiError },
      },
    },
    async (request) => {
      requireAdmin(request)
      return support.getFeedback(app.db, request.query)
    },
  )

  app.patch(
    '/admin/feedback/:id',
    {
      preValidation: staffOnly,
      schema: {
        tags: ['support', 'admin'],
        summary: 'Mark feedback reviewed (or pending again), with staff notes (admins)',
        params: idParams,
        body: feedbackReviewInput,
        response: { 200: adminFeedback, ...errors },
      },
    },
    async (request) =>
      support.reviewFeedback(app.db, requireAdmin(request), request.params.id, request.body),
  )
}

export default supportRoutes
