import { useCallback, useState } from 'react'

const STORAGE_KEY = 'dismissed-ads'

function readDismissed(): Set<string> {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]')
    return new Set(
      Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [],
    )
  } catch {
    return new Set()
  }
}

/** Banners the visitor closed stay closed for the rest of the browser session. */
export function useDismissedAds() {
  const [dismissed, setDismissed] = useState(readDismissed)

  const dismiss = useCallback((id: string) => {
    setDismissed((current) => {
      const next = new Set(current).add(id)
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...next]))
      } catch {
        // Storage unavailable: the banner stays closed on this page only.
      }
      return next
    })
  }, [])

  const isDismissed = useCallback((id: string) => dismissed.has(id), [dismissed])

  return { isDismissed, dismiss }
}
