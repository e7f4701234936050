import { useCallback, useState } from 'react'
import { addRecentSearch, readRecentSearches, writeRecentSearches } from '../lib/recent-searches.ts'

/** This browser's recent searches, newest first. */
export function useRecentSearches() {
  const [recent, setRecent] = useState(readRecentSearches)

  const remember = useCallback((query: string) => {
    setRecent((list) => {
      const next = addRecentSearch(list, query)
      writeRecentSearches(next)
      return next
    })
  }, [])

  const clear = useCallback(() => {
    writeRecentSearches([])
    setRecent([])
  }, [])

  return { recent, remember, clear }
}
