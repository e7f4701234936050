import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  adminCategory,
  adminCurrency,
  adminMembership,
  adminPlan,
  adminRate,
  adminTier,
  categoryInput,
  categoryUpdate,
  currencyParams,
  currencyUpdate,
  idParams,
  membershipInput,
  membershipUpdate,
  planInput,
  planUpdate,
  rateInput,
  tierUpdate,
} from '#shared/contracts/admin-settings.ts'
import { apiError } from '#shared/contracts/errors.ts'
import { requireAdmin } from '#server/lib/access.ts'
import * as settings from './admin-settings.service.ts'

const denied = { 401: apiError, 403: apiError }
const errors = { 400: apiError, ...denied, 404: apiError, 409: apiError }
const tags = ['admin']

// Marketplace settings for the admin console, under /api/admin. Every route is admins only.
const adminSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before validation, so a non-admin learns nothing about the inputs (401/403, never 400).
  app.addHook('preValidation', async (request) => {
    requireAdmin(request)
  })

  // ------------------------------------------------------------ categories
  app.get(
    '/categories',
    {
      schema: {
        tags,
        summary: 'Every category, active or not, with its product count',
        response: { 200: z.array(adminCategory), ...denied },
      },
    },
    async (request) => {
      requireAdmin(request)
      return settings.listCategories(app.db)
    },
  )

  app.post(
    '/categories',
    {
      schema: {
        tags,
        summary: 'Create a category (slug unique)',
        body: categoryInput,
        response: { 201: adminCategory, ...errors },
      },
    },
    async (request, reply) => {
      const admin = requireAdmin(request)
      return reply.status(201).send(await settings.createCategory(app.db, admin, request.body))
    },
  )

  app.patch(
    '/categories/:id',
    {
      schema: {
        tags,
        summary: 'Edit a category; isActive false deactivates it (hidden from shoppers)',
        params: idParams,
        body: categoryUpdate,
        response: { 200: adminCategory, ...errors },
      },
    },
    async (request) => {
      const admin = requireAdmin(request)
      return settings.updateCategory(app.db, admin, request.params.id, request.body)
    },
  )

  app.delete(
    '/categories/:id',
    {
      schema: {
        tags,
        summary: 'Delete a category without products (one with products: 409, deactivate it)',
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const admin = requireAdmin(request)
      await settings.deleteCategory(app.db, admin, request.params.id)
      return reply.status(204).send(null)
    },
  )

  // ------------------------------------------------------------ currencies and rates
  app.get(
    '/currencies',
    {
      schema: {
        tags,
        summary: 'Every currency, offered or not',
        response: { 200: z.array(adminCurrency), ...denied },
      },
    },
    async (request) => {
      requireAdmin(request)
      return settings.listCurrencies(app.db)
    },
  )

  app.patch(
    '/currencies/:code',
    {
      schema: {
        tags,
        summary: 'Offer or withdraw a currency (the ETB base stays offered)',
        params: currencyParams,
        body: currencyUpdate,
        response: { 200: adminCurrency, ...errors },
      },
    },
    async (request) => {
      const admin = requireAdmin(request)
      return settings.updateCurrency(app.db, admin, request.params.code, request.body)
    },
  )

  app.get(
    '/exchange-rates',
    {
      schema: {
        tags,
        summary: 'Every stored exchange rate with its date and source',
        response: { 200: z.array(adminRate), ...denied },
      },
    },
    async (request) => {
      requireAdmin(request)
      return settings.listRates(app.db)
    },
  )

  app.post(
    '/exchange-rates',
    {
      schema: {
        tags,
        summary:
          "Add a dated rate for a pair; it becomes the pair's rate unless a newer one exists",
        body: rateInput,
        response: { 201: adminRate, ...errors },
      },
    },
    async (request, reply) => {
      const admin = requireAdmin(request)
      return reply.status(201).send(await settings.addRate(app.db, admin, request.body))
    },
  )

  // ------------------------------------------------------------ commission tiers
  app.get(
    '/tiers',
    {
      schema: {
        tags,
        summary: 'Commission tiers by level, with how many stores hold each',
        response: { 200: z.array(adminTier), ...denied },
      },
    },
    async (request) => {
      requireAdmin(request)
      return settings.listTiers(app.db)
    },
  )

  app.patch(
    '/tiers/:id',
    {
      schema: {
        tags,
        summary: 'Edit a tier: thresholds (ascending by level), commission rate (0-0.5), perks',
        params: idParams,
        body: tierUpdate,
        response: { 200: adminTier, ...errors },
      },
    },
    async (request) => {
      const admin = requireAdmin(request)
      return settings.updateTier(app.db, admin, request.params.id, request.body)
    },
  )

  // ------------------------------------------------------------ seller plans
  app.get(
    '/subscription-plans',
    {
      schema: {
        tags,
        summary: 'Seller plans, active or not, with their active subscribers',
        response: { 200: z.array(adminPlan), ...denied },
      },
    },
    async (request) => {
      requireAdmin(request)
      return settings.listPlans(app.db)
    },
  )

  app.post(
    '/subscription-plans',
    {
      schema: {
        tags,
        summary: 'Create a seller plan',
        body: planInput,
        response: { 201: adminPlan, ...errors },
      },
    },
    async (request, reply) => {
      const admin = requireAdmin(request)
      return reply.status(201).send(await settings.createPlan(app.db, admin, request.body))
    },
  )

  app.patch(
    '/subscription-plans/:id',
    {
      schema: {
        tags,
        summary: 'Edit, activate or deactivate a seller plan',
        params: idParams,
        body: planUpdate,
        response: { 200: adminPlan, ...errors },
      },
    },
    async (request) => {
      const admin = requireAdmin(request)
      return settings.updatePlan(app.db, admin, request.params.id, request.body)
    },
  )

  // ------------------------------------------------------------ buyer memberships
  app.get(
    '/buyer-memberships',
    {
      schema: {
        tags,
        summary: 'Buyer memberships, active or not, with their active members',
        response: { 200: z.array(adminMembership), ...denied },
      },
    },
    async (request) => {
      requireAdmin(request)
      return settings.listMemberships(app.db)
    },
  )

  app.post(
    '/buyer-memberships',
    {
      schema: {
        tags,
        summary: 'Create a buyer membership',
        body: membershipInput,
        response: { 201: adminMembership, ...errors },
      },
    },
    async (request, reply) => {
      const admin = requireAdmin(request)
      return reply.status(201).send(await settings.createMembership(app.db, admin, request.body))
    },
  )

  app.patch(
    '/buyer-memberships/:id',
    {
      schema: {
        tags,
        summary: 'Edit, activate or deactivate a buyer membership',
        params: idParams,
        body: membershipUpdate,
        response: { 200: adminMembership, ...errors },
      },
    },
    async (request) => {
      const admin = requireAdmin(request)
      return settings.updateMembership(app.db, admin, request.params.id, request.body)
    },
  )
}

export default adminSettingsRoutes
