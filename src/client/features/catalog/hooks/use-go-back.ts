import { useCallback } from 'react'
import { useLocation } from 'wouter'

/**
 * Returns to the previous page; when this page was opened directly (nothing to go back to inside
 * the app), goes to `fallback` instead of leaving the site.
 */
export function useGoBack(fallback: string): () => void {
  const [, navigate] = useLocation()
  return useCallback(() => {
    if (window.history.length > 1) window.history.back()
    else navigate(fallback)
  }, [fallback, navigate])
}
