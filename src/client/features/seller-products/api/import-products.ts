import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ImportPreview, ImportResult } from '#shared/contracts/product-import.ts'
import { sellerProductDependents } from '#client/lib/query-keys.ts'
import { type UploadProgress, uploadWithProgress } from '#client/lib/upload-with-progress.ts'

/** The seller's products as a CSV download (a plain link: the browser saves the file). */
export const EXPORT_CSV_PATH = '/api/seller/products/export.csv'

type ImportInput = { file: File; onProgress?: (progress: UploadProgress) => void }

const send =
  <T>(step: 'preview' | 'apply') =>
  (input: ImportInput) =>
    uploadWithProgress<T>(`/api/seller/products/import/${step}`, input.file, {
      contentType: 'text/csv',
      onProgress: input.onProgress,
    })

/** Checks a file and lists what each row would do and its errors; nothing is written. */
export const previewImport = send<ImportPreview>('preview')
/** Writes the whole file, or nothing when any row is wrong. */
export const applyImport = send<ImportResult>('apply')

export function usePreviewImport() {
  return useMutation({ mutationFn: previewImport })
}

export function useApplyImport(options: { onSuccess?: (result: ImportResult) => void } = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: applyImport,
    onSuccess: async (result) => {
      await Promise.all(
        sellerProductDependents.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      )
      options.onSuccess?.(result)
    },
  })
}
