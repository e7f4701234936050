import { randomInt } from 'node:crypto'
import { formatReferenceNumber } from '#shared/reference-numbers.ts'
import { isUniqueViolation } from './errors.ts'

/** A fresh `SM-YYMM-XXXX` number; unique columns catch the rare repeat and the caller retries. */
export function newReferenceNumber(now = new Date()): string {
  return formatReferenceNumber(now, (size) => randomInt(size))
}

/**
 * Runs `attempt` again, five times at most in all, while it fails on `constraint`: the unique index
 * of a number drawn at random, which each run draws anew. A repeat is one in a million; `attempt`
 * must leave nothing behind when it fails (one statement, or a whole transaction).
 */
export async function withFreshNumbers<T>(
  constraint: string,
  attempt: () => Promise<T>,
): Promise<T> {
  for (let tries = 1; ; tries++) {
    try {
      return await attempt()
    } catch (error) {
      if (!isUniqueViolation(error, constraint) || tries >= 5) throw error
    }
  }
}
