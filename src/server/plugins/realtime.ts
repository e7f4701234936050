import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { sql } from 'drizzle-orm'
import pg from 'pg'

export type RealtimeHandler = (payload: unknown) => void

export type Realtime = {
  /** Sends a JSON payload to every subscriber of the channel, in every process on the database. */
  publish: (channel: string, payload: object) => Promise<void>
  /** Resolves once this process is listening; the returned function unsubscribes. */
  subscribe: (channel: string, handler: RealtimeHandler) => Promise<() => void>
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime
  }
}

type Backend = {
  listen: (channel: string) => Promise<void>
  close: () => Promise<void>
}

// LISTEN takes an identifier, not a parameter, so channel names are restricted to plain ones.
const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/
const RECONNECT_MS = 1_000

/**
 * A LISTEN/NOTIFY bridge: one listening connection per process, fanned out to in-process
 * subscribers. With PostgreSQL the connection is a dedicated client on `databaseUrl` (a pooled
 * connection cannot hold a LISTEN); PGlite listens on its own single connection. Without either
 * (PostgreSQL opened without a URL) messages only reach subscribers in this process.
 */
async function realtimePlugin(app: FastifyInstance, options: { databaseUrl?: string }) {
  const handlers = new Map<string, Set<RealtimeHandler>>()
  const listening = new Map<string, Promise<void>>()
  let closed = false

  const dispatch = (channel: string, raw: string | undefined) => {
    const subscribers = handlers.get(channel)
    if (!subscribers || subscribers.size === 0 || raw === undefined) return
    let payload: unknown
    try {
      payload = JSON.parse(raw)
    } catch {
      app.log.warn({ channel }, 'realtime: ignored a payload that is not JSON')
      return
    }
    for (const handler of subscribers) {
      try {
        handler(payload)
      } catch (error) {
        app.log.warn({ err: error, channel }, 'realtime: a subscriber failed')
      }
    }
  }

  const backend = createBackend()

  function createBackend(): Backend | undefined {
    const database = app.database
    if (database.engine === 'postgres' && options.databaseUrl) {
      return postgresBackend(options.databaseUrl)
    }
    if (database.listen) {
      const listen = database.listen
      const stops: (() => Promise<void>)[] = []
      return {
        listen: async (channel) => {
          stops.push(await listen(channel, (raw) => dispatch(channel, raw)))
        },
        close: async () => {
          await Promise.allSettled(stops.map((stop) => stop()))
        },
      }
    }
    return undefined
  }

  function postgresBackend(url: string): Backend {
    let client: pg.Client | undefined
    let connecting: Promise<pg.Client> | undefined
    let timer: NodeJS.Timeout | undefined

    const connect = (): Promise<pg.Client> => {
      connecting ??= (async () => {
        const next = new pg.Client({ connectionString: url })
        next.on('notification', (message) => dispatch(message.channel, message.payload))
        next.on('error', (error) => {
          app.log.warn({ err: error }, 'realtime: listener connection lost')
          reconnect(next)
        })
        next.on('end', () => reconnect(next))
        await next.connect()
        for (const channel of listening.keys()) await next.query(`listen ${channel}`)
        client = next
        return next
      })()
      connecting.catch(() => {
        connecting = undefined
      })
      return connecting
    }

    const scheduleConnect = () => {
      if (closed) return
      timer = setTimeout(() => {
        connect().catch((error: unknown) => {
          app.log.warn({ err: error }, 'realtime: could not reconnect the listener')
          scheduleConnect()
        })
      }, RECONNECT_MS)
    }

    // A dropped listener would silently stop live delivery, so it is re-opened and re-subscribed.
    const reconnect = (lost: pg.Client) => {
      if (closed || client !== lost) return
      client = undefined
      connecting = undefined
      lost.removeAllListeners('end')
      void lost.end().catch(() => {})
      scheduleConnect()
    }

    return {
      listen: async (channel) => {
        const connection = await connect()
        await connection.query(`listen ${channel}`)
      },
      close: async () => {
        clearTimeout(timer)
        const connection = client ?? (await connecting?.catch(() => undefined))
        if (!connection) return
        connection.removeAllListeners('end')
        await connection.end().catch(() => {})
      },
    }
  }

  const realtime: Realtime = {
    publish: async (channel, payload) => {
      if (!CHANNEL.test(channel)) throw new Error(`Invalid realtime channel: ${channel}`)
      const text = JSON.stringify(payload)
      if (!backend) {
        dispatch(channel, text)
        return
      }
      await app.db.execute(sql`select pg_notify(${channel}, ${text})`)
    },
    subscribe: async (channel, handler) => {
      if (!CHANNEL.test(channel)) throw new Error(`Invalid realtime channel: ${channel}`)
      let subscribers = handlers.get(channel)
      if (!subscribers) {
        subscribers = new Set()
        handlers.set(channel, subscribers)
      }
      subscribers.add(handler)
      if (backend) {
        let ready = listening.get(channel)
        if (!ready) {
          ready = backend.listen(channel)
          listening.set(channel, ready)
          ready.catch(() => listening.delete(channel))
        }
        await ready
      }
      return () => {
        subscribers.delete(handler)
      }
    },
  }

  app.decorate('realtime', realtime)
  app.addHook('onClose', async () => {
    closed = true
    handlers.clear()
    await backend?.close()
  })
}

export default fp(realtimePlugin, { name: 'realtime', dependencies: ['database'] })
