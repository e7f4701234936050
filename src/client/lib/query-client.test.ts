import { describe, expect, it } from 'vitest'
import { ApiRequestError } from './api-client.ts'
import { queryDefaults, retryBusyRead } from './query-client.ts'

describe('reads the server is too busy for', () => {
  it('are asked again twice, a second and then two apart, on 503 only', () => {
    const busy = new ApiRequestError(503, 'SEARCH_BUSY', 'The service is temporarily unavailable')
    expect([0, 1, 2].map((failures) => retryBusyRead(failures, busy))).toEqual([true, true, false])
    expect([0, 1].map((failures) => queryDefaults.queries.retryDelay(failures))).toEqual([
      1000, 2000,
    ])
    for (const error of [
      new ApiRequestError(500, 'INTERNAL_ERROR', 'Something went wrong'),
      new ApiRequestError(404, 'NOT_FOUND', 'Not found'),
      new ApiRequestError(0, 'NETWORK_ERROR', 'No connection'),
      new Error('not an answer'),
    ]) {
      expect(retryBusyRead(0, error)).toBe(false)
    }
  })
})
