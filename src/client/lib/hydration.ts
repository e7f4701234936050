import { hashKey, type QueryKey } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'
import { pageBootstrap } from './page-bootstrap.ts'

const subscribeNever = () => () => {}

/**
 * True while React hydrates this component from the server's HTML (and on the server), false in
 * the browser's own renders. React renders a hydrated component once more at once with false.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => false,
    () => true,
  )
}

/**
 * A query's data as the server rendered the page with it while this component hydrates, and the
 * live data from then on. A part that hydrates late (a lazy one, or one a first tap elsewhere put
 * back in the queue) could meet data changed since the page loaded, a product added to the cart
 * say; its render would not match its HTML, and React would throw that HTML away and render the
 * part again (hydration error 418).
 */
export function useDataAsRendered<T>(queryKey: QueryKey, live: T | undefined): T | undefined {
  const hydrating = useHydrating()
  // The server renders from its own cache, which is what it then puts in the page.
  if (!hydrating || typeof document === 'undefined') return live
  const queryHash = hashKey(queryKey)
  const rendered = pageBootstrap()?.queries?.queries.find((query) => query.queryHash === queryHash)
  return rendered?.state.data as T | undefined
}
