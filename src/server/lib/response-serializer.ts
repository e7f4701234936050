import type { FastifySerializerCompiler } from 'fastify'
import fastJson from 'fast-json-stringify'
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { $ZodType } from 'zod/v4/core'

type RouteSchema = Parameters<typeof zodSerializerCompiler>[0]

/**
 * Writes each route's answers through a serializer compiled once from its zod response schema:
 * the schema's JSON Schema (the one the API documentation shows) compiled by fast-json-stringify.
 * Like the zod serializer it replaces, it writes only the properties the schema declares (nothing
 * extra leaks) in the schema's order; unlike it, it does not check every answer against the
 * schema again and build a copy before stringifying, which cost the hot read routes more than
 * their JSON did (docs/decisions/030-throughput-against-the-floor.md). A schema JSON Schema cannot
 * express (transforms, codecs, dates) keeps the zod serializer.
 *
 * Compiled on a route's first answer rather than at start-up: most routes of a test run or of a
 * process's life are never called.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<RouteSchema['schema']> = (
  routeSchema,
) => {
  // Not a zod schema: the zod compiler refuses it at start-up, as before.
  if (!(routeSchema.schema instanceof $ZodType)) return zodSerializerCompiler(routeSchema)
  let serialize: ((data: unknown) => string) | undefined
  return (data) => (serialize ??= compile(routeSchema))(data)
}

function compile(routeSchema: RouteSchema): (data: unknown) => string {
  try {
    const jsonSchema = z.toJSONSchema(routeSchema.schema as $ZodType, {
      io: 'output',
      target: 'draft-7',
      unrepresentable: 'throw',
    })
    return fastJson(jsonSchema as Parameters<typeof fastJson>[0]) as (data: unknown) => string
  } catch {
    return zodSerializerCompiler(routeSchema) as (data: unknown) => string
  }
}
