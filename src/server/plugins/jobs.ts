import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import {
  fromDrizzle,
  fromPglite,
  PgBoss,
  type ConstructorOptions,
  type DrizzleTransactionLike,
  type SendOptions,
} from 'pg-boss'
import type { DatabaseHandle, Executor } from '#server/db/database.ts'
import { isDatabaseUnavailable } from '#server/db/database-faults.ts'

/**
 * The jobs there are and the data each one carries. Modules add theirs by augmentation:
 * `declare module '#server/plugins/jobs.ts' { interface JobPayloads { 'x.y': { id: string } } }`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface JobPayloads {}
export type JobName = keyof JobPayloads & string

export type SendJobOptions = {
  /** Attempts after the first one fails (default 3); after the last the job is a dead letter. */
  retries?: number
  /** Seconds before the first retry (default 30); each later one waits about twice as long. */
  retryDelaySeconds?: number
  /** Longest wait between two attempts, in seconds (default an hour). */
  retryDelayMaxSeconds?: number
  /** At most one job with this key is queued in each window of `seconds` (later sends return null). */
  singleton?: { key: string; seconds: number }
  /** Not before this moment (a Date) or this many seconds from now. */
  startAfter?: Date | number
  /**
   * Queue the job inside this transaction: it exists only if the transaction commits. Required
   * when sending from inside a transaction on the embedded database, whose one connection the
   * transaction holds.
   */
  tx?: Executor
}

export type JobContext = { id: string; attempt: number; signal: AbortSignal }
export type JobHandler<N extends JobName> = (
  data: JobPayloads[N],
  job: JobContext,
) => Promise<unknown>

/** A job that failed on every attempt, as the dead-letter list shows it. */
export type DeadLetter = {
  id: string
  /** The job's own name, e.g. `payments.expire`. */
  name: string
  /** The last attempt's error message. */
  error: string
  attempts: number
  /** When the first attempt was queued. */
  queuedAt: Date
  /** When the last attempt failed. */
  failedAt: Date
}

export type Jobs = {
  /** Whether this process runs the queue (server.ts starts it; API tests only when asked). */
  readonly running: boolean
  /**
   * Queues a job; resolves to its id, or null when a singleton key held it back. With the queue
   * not running (API tests that did not start it) nothing is recorded and it resolves to null.
   */
  send<N extends JobName>(
    name: N,
    data: JobPayloads[N],
    options?: SendJobOptions,
  ): Promise<string | null>
  /**
   * Queues several jobs of one name in one statement (one round trip instead of one each); the ids
   * of those queued, without the ones a singleton key held back. With the queue not running
   * nothing is recorded and it resolves to none.
   */
  sendMany<N extends JobName>(
    name: N,
    jobs: readonly { data: JobPayloads[N]; options?: Omit<SendJobOptions, 'tx'> }[],
  ): Promise<string[]>
  /** Runs `handler` for each job of this name, in this process once the queue runs. */
  work<N extends JobName>(name: N, handler: JobHandler<N>, options?: { concurrency?: number }): void
  /**
   * Queues the job on a cron schedule (UTC, minute resolution): one job per occurrence however
   * many processes run the queue. `retries` defaults to 1, since the next occurrence comes anyway.
   */
  schedule<N extends JobName>(
    name: N,
    cron: string,
    data: JobPayloads[N],
    options?: Pick<SendJobOptions, 'retries' | 'retryDelaySeconds'>,
  ): void
  /** Starts the queue: installs or upgrades its tables, then runs workers and schedules. */
  start(): Promise<void>
  /** Jobs that failed on every attempt, newest first. */
  deadLetters(limit?: number): Promise<{ items: DeadLetter[]; total: number }>
  /** Queues a dead letter's job again as new (false: no such dead letter). */
  retryDeadLetter(id: string, options?: { tx?: Executor }): Promise<boolean>
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs
  }
}

/** pg-boss's own schema, beside ours and never touched by our migrations. */
export const JOBS_SCHEMA = 'pgboss'
/** The one queue every job lands in after its last failed attempt. */
export const DEAD_LETTERS = 'dead-letters'
// Dead letters wait a month for an admin; pg-boss would delete them after 14 days.
const DEAD_LETTER_RETENTION_SECONDS = 30 * 24 * 60 * 60

const SCHEDULED_KEEP_SECONDS = 24 * 60 * 60

const DEFAULT_RETRY = {
  retryLimit: 3,
  retryDelay: 30,
  retryBackoff: true,
  retryDelayMax: 60 * 60,
} as const

export type JobsOptions = {
  database: DatabaseHandle
  /** Faster polling for tests; production keeps pg-boss's defaults. */
  tuning?: {
    pollingIntervalSeconds?: number
    cronMonitorIntervalSeconds?: number
    cronWorkerIntervalSeconds?: number
    poolSize?: number
  }
}

type Registration = {
  name: string
  handler: (data: unknown, job: JobContext) => Promise<unknown>
  concurrency: number
}
type Scheduled = { name: string; cron: string; data: unknown; options: SendOptions }

/**
 * One durable job queue (pg-boss) for every process: on PostgreSQL through its own small pool,
 * on the embedded database through the app's PGlite connection. See decision record 019.
 */
async function jobsPlugin(app: FastifyInstance, options: JobsOptions) {
  const { connection } = options.database
  const tuning = options.tuning ?? {}
  const common: ConstructorOptions = {
    schema: JOBS_SCHEMA,
    ...(tuning.cronMonitorIntervalSeconds
      ? { cronMonitorIntervalSeconds: tuning.cronMonitorIntervalSeconds }
      : {}),
    ...(tuning.cronWorkerIntervalSeconds
      ? { cronWorkerIntervalSeconds: tuning.cronWorkerIntervalSeconds }
      : {}),
    // No OpenTelemetry SDK is registered; keep pg-boss from even asking.
    openTelemetry: { enabled: false },
  }
  const boss =
    connection.engine === 'pglite'
      ? new PgBoss({ ...common, db: fromPglite(connection.client), backend: 'pglite' })
      : new PgBoss({
          ...common,
          connectionString: connection.url,
          max: tuning.poolSize ?? 4,
          application_name: 'selam-jobs',
        })

  boss.on('error', (error) => {
    if (isDatabaseUnavailable(error))
      app.log.warn({ err: error }, 'job queue: database unavailable')
    else app.log.error({ err: error }, 'job queue error')
  })
  boss.on('warning', (warning) => app.log.warn({ warning }, 'job queue warning'))

  const registrations: Registration[] = []
  const schedules: Scheduled[] = []
  const queues = new Set<string>()
  let running = false

  const ensureQueue = async (name: string) => {
    if (queues.has(name)) return
    await boss.createQueue(name, { ...DEFAULT_RETRY, deadLetter: DEAD_LETTERS })
    queues.add(name)
  }

  const runWorker = async ({ name, handler, concurrency }: Registration) => {
    await ensureQueue(name)
    await boss.work(
      name,
      {
        includeMetadata: true,
        localConcurrency: concurrency,
        ...(tuning.pollingIntervalSeconds
          ? { pollingIntervalSeconds: tuning.pollingIntervalSeconds }
          : {}),
      },
      async ([job]) => {
        if (!job) return
        try {
          return await handler(job.data, {
            id: job.id,
            attempt: job.retryCount + 1,
            signal: job.signal,
          })
        } catch (error) {
          // pg-boss records the error on the job; the last attempt also lands in the dead letters.
          const last = job.retryCount >= job.retryLimit
          const context = { err: error, job: name, jobId: job.id, attempt: job.retryCount + 1 }
          if (last && !isDatabaseUnavailable(error)) {
            app.log.error(context, 'job failed on its last attempt; now a dead letter')
          } else app.log.warn(context, 'job attempt failed')
          throw error
        }
      },
    )
  }

  const runSchedule = async ({ name, cron, data, options: sendOptions }: Scheduled) => {
    await ensureQueue(name)
    await boss.schedule(name, cron, data as object, sendOptions)
  }

  const jobs: Jobs = {
    get running() {
      return running
    },

    async send(name, data, sendOptions = {}) {
      if (!running) {
        app.log.debug({ job: name }, 'job queue not running; job not queued')
        return null
      }
      await ensureQueue(name)
      return boss.send(name, data as object, toSendOptions(sendOptions))
    },

    async sendMany(name, many) {
      if (!running) {
        app.log.debug({ job: name, count: many.length }, 'job queue not running; jobs not queued')
        return []
      }
      if (many.length === 0) return []
      await ensureQueue(name)
      const ids = await boss.insert(
        name,
        many.map(({ data, options: jobOptions = {} }) => ({
          data: data as object,
          ...toSendOptions(jobOptions),
        })),
        { returnId: true },
      )
      return ids ?? []
    },

    work(name, handler, workOptions = {}) {
      const registration: Registration = {
        name,
        handler: handler as Registration['handler'],
        concurrency: workOptions.concurrency ?? 1,
      }
      registrations.push(registration)
      if (running) {
        runWorker(registration).catch((error: unknown) =>
          app.log.error({ err: error, job: name }, 'job worker not started'),
        )
      }
    },

    schedule(name, cron, data, scheduleOptions = {}) {
      const scheduled: Scheduled = {
        name,
        cron,
        data,
        options: {
          ...toSendOptions({ retries: 1, retryDelaySeconds: 10, ...scheduleOptions }),
          // A minute's sweep is not worth keeping a week (pg-boss's default) once done.
          deleteAfterSeconds: SCHEDULED_KEEP_SECONDS,
        },
      }
      schedules.push(scheduled)
      if (running) {
        runSchedule(scheduled).catch((error: unknown) =>
          app.log.error({ err: error, job: name }, 'job schedule not saved'),
        )
      }
    },

    async start() {
      if (running) return
      // Several processes may start at once; pg-boss installs or upgrades its schema under a lock.
      await boss.start({ attempts: 5 })
      await boss.createQueue(DEAD_LETTERS, { retentionSeconds: DEAD_LETTER_RETENTION_SECONDS })
      for (const scheduled of schedules) await runSchedule(scheduled)
      for (const registration of registrations) await runWorker(registration)
      running = true
    },

    async deadLetters(limit = 200) {
      if (!running) return { items: [], total: 0 }
      // pg-boss lists oldest first; the newest of the first thousand are kept.
      const found = await boss.findJobs(DEAD_LETTERS, { queued: true, limit: 1000 })
      const items = found
        .slice(-limit)
        .reverse()
        .map((job) => ({
          id: job.id,
          name: job.sourceName ?? job.name,
          error: errorMessage(job.sourceOutput),
          attempts: (job.sourceRetryCount ?? 0) + 1,
          queuedAt: new Date(job.sourceCreatedOn ?? job.createdOn),
          failedAt: new Date(job.createdOn),
        }))
      return { items, total: found.length }
    },

    async retryDeadLetter(id, retryOptions = {}) {
      if (!running) return false
      const moved = await boss.redrive(DEAD_LETTERS, {
        ids: [id],
        ...(retryOptions.tx ? { db: inTransaction(retryOptions.tx) } : {}),
      })
      return moved > 0
    },
  }

  app.decorate('jobs', jobs)
  app.addHook('onClose', async () => {
    if (!running) return
    running = false
    // Running jobs get a few seconds to finish; the rest are retried by another process.
    await boss.stop({ graceful: true, timeout: 5_000 })
  })
}

/** pg-boss statements run on the caller's Drizzle transaction (node-postgres or PGlite). */
function inTransaction(tx: Executor) {
  return fromDrizzle(tx as unknown as DrizzleTransactionLike, sql)
}

function toSendOptions(options: SendJobOptions): SendOptions {
  const result: SendOptions = {}
  if (options.retries !== undefined) result.retryLimit = options.retries
  if (options.retryDelaySeconds !== undefined) result.retryDelay = options.retryDelaySeconds
  if (options.retryDelayMaxSeconds !== undefined) {
    result.retryDelayMax = options.retryDelayMaxSeconds
  }
  if (options.singleton) {
    result.singletonKey = options.singleton.key
    result.singletonSeconds = options.singleton.seconds
  }
  if (options.startAfter !== undefined) result.startAfter = options.startAfter
  if (options.tx) result.db = inTransaction(options.tx)
  return result
}

/** The message of the error pg-boss stored (a serialized Error, or whatever the handler threw). */
function errorMessage(output: unknown): string {
  if (output && typeof output === 'object' && 'message' in output) {
    return String((output as { message: unknown }).message).slice(0, 1000)
  }
  return output === null || output === undefined ? '' : JSON.stringify(output).slice(0, 1000)
}

export default fp(jobsPlugin, { name: 'jobs' })
