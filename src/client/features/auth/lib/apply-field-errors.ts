import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { ApiRequestError } from '#client/lib/api-client.ts'

/** Puts the server's per-field messages (`details.fields`) onto the form fields that exist. */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  fieldNames: readonly string[],
  setError: UseFormSetError<T>,
): void {
  if (!(error instanceof ApiRequestError)) return
  let focused = false
  for (const [path, message] of Object.entries(error.fieldErrors)) {
    if (!fieldNames.includes(path)) continue
    setError(path as Path<T>, { type: 'server', message }, { shouldFocus: !focused })
    focused = true
  }
}
