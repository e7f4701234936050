import { describe, expect, it } from 'vitest'
import { concurrencyGate } from './concurrency-gate.ts'
import { AppError } from './errors.ts'

/** Work that runs until told to end, noting when it started. */
function controlled(started: number[], id: number) {
  let end!: () => void
  const ended = new Promise<void>((resolve) => (end = resolve))
  return {
    end: () => end(),
    work: async () => {
      started.push(id)
      await ended
      return id
    },
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('concurrencyGate', () => {
  it('runs at most `concurrency` at once, the rest in arrival order as places free', async () => {
    const gate = concurrencyGate({ concurrency: 2, queueMax: 10, code: 'BUSY' })
    const started: number[] = []
    const jobs = [1, 2, 3, 4, 5].map((id) => controlled(started, id))
    const results = jobs.map((job) => gate(job.work))
    await settle()
    expect(started).toEqual([1, 2])
    jobs[1]!.end()
    await settle()
    expect(started).toEqual([1, 2, 3])
    jobs[0]!.end()
    jobs[2]!.end()
    await settle()
    expect(started).toEqual([1, 2, 3, 4, 5])
    jobs[3]!.end()
    jobs[4]!.end()
    expect(await Promise.all(results)).toEqual([1, 2, 3, 4, 5])
  })

  it('refuses work beyond the waiting room at once with 503 and Retry-After, and takes it again once there is room', async () => {
    const gate = concurrencyGate({ concurrency: 1, queueMax: 2, code: 'SEARCH_BUSY' })
    const started: number[] = []
    const jobs = [1, 2, 3].map((id) => controlled(started, id))
    const accepted = jobs.map((job) => gate(job.work))
    const refused = await gate(async () => 4).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(AppError)
    expect(refused).toMatchObject({
      statusCode: 503,
      code: 'SEARCH_BUSY',
      messageKey: 'error.unavailable',
      headers: { 'retry-after': '1' },
    })
    jobs[0]!.end()
    await settle()
    // One ran and left: there is room for one more to wait.
    const later = gate(async () => 5)
    jobs[1]!.end()
    jobs[2]!.end()
    expect(await Promise.all([...accepted, later])).toEqual([1, 2, 3, 5])
    expect(started).toEqual([1, 2, 3])
  })

  it('lets a failed piece of work free its place', async () => {
    const gate = concurrencyGate({ concurrency: 1, queueMax: 0, code: 'BUSY' })
    await expect(gate(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken')
    expect(await gate(async () => 'next')).toBe('next')
  })
})
