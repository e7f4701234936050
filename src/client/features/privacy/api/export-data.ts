import { useMutation } from '@tanstack/react-query'
import type { DataExport } from '#shared/contracts/privacy.ts'
import { apiFetch } from '#client/lib/api-client.ts'

export function getDataExport(): Promise<DataExport> {
  return apiFetch<DataExport>('/api/profile/data-export')
}

/** The file name the server gives the export, on the user's own calendar day. */
export function exportFileName(now = new Date()) {
  const day = [now.getFullYear(), now.getMonth() + 1, now.getDate()]
    .map((part) => String(part).padStart(2, '0'))
    .join('-')
  return `selam-market-data-${day}.json`
}

/** Saves the export as a file, through the one API client so its errors read like any other. */
function saveAsFile(data: DataExport) {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' })
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = exportFileName()
  document.body.append(link)
  link.click()
  link.remove()
  // The click has started the download; the address can go once the browser has read it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}

export function useDownloadMyData(
  options: { onSuccess?: () => void; onError?: (error: Error) => void } = {},
) {
  return useMutation({
    mutationFn: async () => saveAsFile(await getDataExport()),
    onSuccess: options.onSuccess,
    onError: options.onError,
  })
}
