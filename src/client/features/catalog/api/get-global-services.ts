import { useQuery } from '@tanstack/react-query'
import { globalServicesQueryOptions } from '#client/lib/shared-queries.ts'

/** Active global (diaspora) services only. */
export function useGlobalServices() {
  return useQuery(globalServicesQueryOptions())
}
