import pLimit from 'p-limit'
import { AppError } from './errors.ts'

/** Runs work through the gate: now if a place is free, else once one is. */
export type Gate = <T>(work: () => Promise<T>) => Promise<T>

/** No limit: the work runs at once (tools and tests that call a service directly). */
export const ungated: Gate = (work) => work()

/**
 * At most `concurrency` pieces of work run at once, the others wait in arrival order, and when
 * `queueMax` are already waiting the next is refused at once: 503 with `code` and Retry-After, so
 * a client tries again in a moment instead of waiting behind a queue that only grows.
 *
 * Work that only the database can do, and that costs it CPU in proportion to how many run at once
 * on few cores, finishes sooner through a few places than all together (decision record 042).
 */
export function concurrencyGate(options: {
  concurrency: number
  queueMax: number
  code: string
}): Gate {
  const limit = pLimit(options.concurrency)
  return async (work) => {
    // Running and waiting together: work given in one tick waits before it starts.
    if (limit.activeCount + limit.pendingCount >= options.concurrency + options.queueMax) {
      throw new AppError(503, options.code, 'error.unavailable', {
        headers: { 'retry-after': '1' },
      })
    }
    return limit(work)
  }
}
