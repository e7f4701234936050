import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  chatMessage,
  conversation,
  conversationParams,
  messagePage,
  messagesQuery,
  openConversationInput,
  readResult,
  sendMessageInput,
  unreadCount,
} from '#shared/contracts/chat.ts'
import { apiError } from '#shared/contracts/errors.ts'
import { requireUser } from '#server/lib/access.ts'
import { eventStreams } from '#server/lib/event-stream.ts'
import * as chat from './chat.service.ts'
import { LIMITS } from '#server/lib/rate-limits.ts'

const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError }

const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const streams = eventStreams(app)

  app.get(
    '/conversations',
    {
      schema: {
        tags: ['chat'],
        summary: "The signed-in user's conversations, most recently active first",
        response: { 200: z.array(conversation), 401: apiError },
      },
    },
    async (request) => chat.getConversations(app.db, requireUser(request)),
  )

  app.post(
    '/conversations',
    {
      schema: {
        tags: ['chat'],
        summary: 'Open the conversation with a seller or user (about a product), creating it once',
        body: openConversationInput,
        response: { 200: conversation, 201: conversation, ...errors },
      },
    },
    async (request, reply) => {
      const result = await chat.openConversation(app.db, requireUser(request), request.body)
      return reply.status(result.created ? 201 : 200).send(result.conversation)
    },
  )

  app.get(
    '/conversations/:id/messages',
    {
      schema: {
        tags: ['chat'],
        summary: 'Messages of a conversation, oldest first; participants only',
        params: conversationParams,
        querystring: messagesQuery,
        response: { 200: messagePage, ...errors },
      },
    },
    async (request) =>
      chat.getMessages(app.db, requireUser(request), request.params.id, request.query),
  )

  app.post(
    '/messages',
    {
      config: { rateLimit: LIMITS.chatMessage },
      schema: {
        tags: ['chat'],
        summary: 'Send a text message as the signed-in user; participants only',
        body: sendMessageInput,
        response: { 201: chatMessage, ...errors },
      },
    },
    async (request, reply) => {
      const message = await chat.sendMessage(
        app.db,
        app.realtime,
        requireUser(request),
        request.body,
      )
      return reply.status(201).send(message)
    },
  )

  app.post(
    '/conversations/:id/read',
    {
      schema: {
        tags: ['chat'],
        summary: "Mark the other participant's messages read",
        params: conversationParams,
        response: { 200: readResult, ...errors },
      },
    },
    async (request) =>
      chat.readConversation(app.db, app.realtime, requireUser(request), request.params.id),
  )

  app.get(
    '/unread-count',
    {
      schema: {
        tags: ['chat'],
        summary: 'Unread messages across all of the signed-in user’s conversations',
        response: { 200: unreadCount, 401: apiError },
      },
    },
    async (request) => chat.getUnreadCount(app.db, requireUser(request)),
  )

  app.get(
    '/stream',
    {
      schema: {
        tags: ['chat'],
        summary:
          'Server-sent events for the signed-in user: `message` and `read` in their conversations',
        response: { 401: apiError },
      },
    },
    async (request, reply) => {
      const user = requireUser(request)
      await streams.open(request, reply, (send) =>
        app.realtime.subscribe(chat.CHAT_CHANNEL, (payload) => {
          const event = chat.eventFor(user.id, payload)
          if (event) send(event.type, event)
        }),
      )
    },
  )
}

export default chatRoutes
