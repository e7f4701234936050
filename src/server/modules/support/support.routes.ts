import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { apiError } from '#shared/contracts/errors.ts'
import {
  createTicketInput,
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
import { requireUser } from '#server/lib/access.ts'
import * as support from './support.service.ts'

const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError }

const supportRoutes: FastifyPluginAsyncZod = async (app) => {
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
      support.setTicketStatus(app.db, requireUser(request), request.params.id, request.body),
  )

  app.post(
    '/feedback',
    {
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
}

export default supportRoutes
