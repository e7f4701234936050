import { describe, expect, it } from 'vitest'
import {
  RECENT_SEARCHES_KEY,
  addRecentSearch,
  readRecentSearches,
  writeRecentSearches,
} from './recent-searches.ts'

function memoryStore(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial))
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  }
}

describe('recent searches', () => {
  it('puts the newest first, once, and keeps ten', () => {
    let list: string[] = []
    for (let index = 0; index < 12; index++) list = addRecentSearch(list, `query ${index}`)
    expect(list).toHaveLength(10)
    expect(list[0]).toBe('query 11')
    list = addRecentSearch(list, '  QUERY 5 ')
    expect(list[0]).toBe('QUERY 5')
    expect(list.filter((item) => item.toLowerCase() === 'query 5')).toHaveLength(1)
    expect(addRecentSearch(list, '   ')).toEqual(list)
  })

  it('reads back what it wrote and survives bad stored data', () => {
    const store = memoryStore()
    writeRecentSearches(['ቡና', 'berbere'], store)
    expect(readRecentSearches(store)).toEqual(['ቡና', 'berbere'])
    writeRecentSearches([], store)
    expect(store.data.has(RECENT_SEARCHES_KEY)).toBe(false)
    expect(readRecentSearches(memoryStore({ [RECENT_SEARCHES_KEY]: '{oops' }))).toEqual([])
    expect(readRecentSearches(memoryStore({ [RECENT_SEARCHES_KEY]: '[1, "ok", ""]' }))).toEqual([
      'ok',
    ])
    expect(readRecentSearches(null)).toEqual([])
  })
})
