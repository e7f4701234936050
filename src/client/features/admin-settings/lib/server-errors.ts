import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { ApiRequestError } from '#client/lib/api-client.ts'

/** Puts the server's field errors (already translated) on the form's fields; true when any did. */
export function applyServerErrors<T extends FieldValues>(
  form: UseFormReturn<T, unknown, unknown>,
  error: Error,
): boolean {
  if (!(error instanceof ApiRequestError)) return false
  const known = Object.keys(form.getValues())
  let focused = false
  for (const [field, message] of Object.entries(error.fieldErrors)) {
    if (!known.includes(field)) continue
    form.setError(field as Path<T>, { type: 'server', message }, { shouldFocus: !focused })
    focused = true
  }
  return focused
}
