import { describe, expect, it } from 'vitest'
import { DisplayCountCache, setReadCaches } from './display-count-cache.ts'

function setup() {
  let clock = 1_000
  const cache = new DisplayCountCache<number>({ ttlMs: 100, maxEntries: 2, now: () => clock })
  let loads = 0
  let next = 1
  const load = () => {
    loads++
    return Promise.resolve(next)
  }
  return {
    cache,
    load,
    db: {},
    loads: () => loads,
    setNext: (value: number) => (next = value),
    advance: (ms: number) => (clock += ms),
  }
}

const settle = () => new Promise((resolve) => setImmediate(resolve))

describe('DisplayCountCache', () => {
  it('loads once for concurrent misses and serves the value while fresh', async () => {
    const s = setup()
    const [a, b] = await Promise.all([
      s.cache.get(s.db, 'k', s.load),
      s.cache.get(s.db, 'k', s.load),
    ])
    expect([a, b]).toEqual([1, 1])
    s.setNext(2)
    s.advance(99)
    expect(await s.cache.get(s.db, 'k', s.load)).toBe(1)
    expect(s.loads()).toBe(1)
  })

  it('serves a stale value at once and refreshes it in the background, once', async () => {
    const s = setup()
    await s.cache.get(s.db, 'k', s.load)
    s.advance(150)
    let finish!: (value: number) => void
    let refreshes = 0
    const slowLoad = () => {
      refreshes++
      return new Promise<number>((resolve) => (finish = resolve))
    }
    expect(await s.cache.get(s.db, 'k', slowLoad)).toBe(1)
    expect(await s.cache.get(s.db, 'k', slowLoad)).toBe(1)
    expect(refreshes).toBe(1)
    finish(2)
    await settle()
    expect(await s.cache.get(s.db, 'k', slowLoad)).toBe(2)
    expect(refreshes).toBe(1)
  })

  it('waits for a new load once the value is too old to serve', async () => {
    const s = setup()
    await s.cache.get(s.db, 'k', s.load)
    s.setNext(3)
    s.advance(250)
    expect(await s.cache.get(s.db, 'k', s.load)).toBe(3)
  })

  it('passes a failed first load to its callers and retries on the next call', async () => {
    const s = setup()
    const failing = () => Promise.reject(new Error('database down'))
    await expect(s.cache.get(s.db, 'k', failing)).rejects.toThrow('database down')
    expect(await s.cache.get(s.db, 'k', s.load)).toBe(1)
  })

  it('keeps a stale value when a background refresh fails', async () => {
    const s = setup()
    await s.cache.get(s.db, 'k', s.load)
    s.advance(150)
    expect(await s.cache.get(s.db, 'k', () => Promise.reject(new Error('blip')))).toBe(1)
    await settle()
    expect(await s.cache.get(s.db, 'k', s.load)).toBe(1)
    await settle()
    s.advance(10)
    expect(s.loads()).toBe(2)
  })

  it('keeps separate values per database and drops the oldest key when full', async () => {
    const s = setup()
    const other = {}
    await s.cache.get(s.db, 'a', s.load)
    s.setNext(5)
    expect(await s.cache.get(other, 'a', s.load)).toBe(5)
    await s.cache.get(s.db, 'b', s.load)
    await s.cache.get(s.db, 'c', s.load)
    s.setNext(7)
    expect(await s.cache.get(s.db, 'a', s.load)).toBe(7)
    expect(await s.cache.get(s.db, 'c', s.load)).toBe(5)
  })
})

describe('READ_CACHES=off', () => {
  it('loads every time, except for caches kept on for it', async () => {
    const s = setup()
    const kept = new DisplayCountCache<number>({
      ttlMs: 100,
      maxEntries: 2,
      keepWhenReadCachesOff: true,
    })
    setReadCaches(false)
    try {
      await s.cache.get(s.db, 'k', s.load)
      await s.cache.get(s.db, 'k', s.load)
      expect(s.loads()).toBe(2)
      await kept.get(s.db, 'k', s.load)
      await kept.get(s.db, 'k', s.load)
      expect(s.loads()).toBe(3)
    } finally {
      setReadCaches(true)
    }
    await s.cache.get(s.db, 'k', s.load)
    await s.cache.get(s.db, 'k', s.load)
    expect(s.loads()).toBe(4)
  })
})
