import { randomInt } from 'node:crypto'
import { formatReferenceNumber } from '#shared/reference-numbers.ts'

/** A fresh `SM-YYMM-XXXX` number; unique columns catch the rare repeat and the caller retries. */
export function newReferenceNumber(now = new Date()): string {
  return formatReferenceNumber(now, (size) => randomInt(size))
}

/** Whether the error is a unique-constraint violation (PostgreSQL and PGlite, wrapped or not). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (typeof error !== 'object' || error === null) return false
  const candidates = [error as { code?: string; constraint?: string }]
  const cause = (error as { cause?: unknown }).cause
  if (typeof cause === 'object' && cause !== null) candidates.push(cause as { code?: string })
  return candidates.some(
    (e) =>
      e.code === '23505' &&
      (constraint === undefined || e.constraint === undefined || e.constraint === constraint),
  )
}
