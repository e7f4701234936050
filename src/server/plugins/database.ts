import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Database, DatabaseHandle } from '#server/db/database.ts'

declare module 'fastify' {
  interface FastifyInstance {
    db: Database
    database: DatabaseHandle
  }
}

/** Shares the database opened by the caller of buildApp; whoever opened it closes it. */
async function databasePlugin(app: FastifyInstance, options: { handle: DatabaseHandle }) {
  app.decorate('database', options.handle)
  app.decorate('db', options.handle.db)
  options.handle.onConnectionLost((error) => {
    app.log.warn({ err: error }, 'database connection lost; its request fails, the pool reconnects')
  })
}

export default fp(databasePlugin, { name: 'database' })
