import { useQuery } from '@tanstack/react-query'
import { globalServicesQueryOptions } from '#client/lib/shared-queries.ts'

/**
 * Every active service at once: the directory is small, and searching and filtering it locally
 * (as the spec does) keeps the stats about the whole directory.
 */
export function useGlobalServices() {
  return useQuery(globalServicesQueryOptions())
}
