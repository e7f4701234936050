import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { mergeCart } from '../api/merge-cart.ts'
import { cartKeys } from '../api/query-keys.ts'
import { clearLocalCart, readLocalCart } from '../lib/local-cart.ts'

/**
 * Once someone is signed in, a cart they filled as a visitor moves into their account and the
 * browser copy is cleared. A failed merge keeps the browser copy for the next try.
 */
export function useCartMerge(userId: string | null) {
  const queryClient = useQueryClient()
  const merging = useRef(false)

  useEffect(() => {
    if (!userId || merging.current) return
    const items = readLocalCart()
    if (items.length === 0) return
    merging.current = true
    mergeCart({ items })
      .then((cart) => {
        clearLocalCart()
        queryClient.setQueryData(cartKeys.cart(), cart)
      })
      .catch(() => {})
      .finally(() => {
        merging.current = false
      })
  }, [userId, queryClient])
}
