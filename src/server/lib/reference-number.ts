import { randomInt } from 'node:crypto'
import { formatReferenceNumber } from '#shared/reference-numbers.ts'

/** A fresh `SM-YYMM-XXXX` number; unique columns catch the rare repeat and the caller retries. */
export function newReferenceNumber(now = new Date()): string {
  return formatReferenceNumber(now, (size) => randomInt(size))
}
