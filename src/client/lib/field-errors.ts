import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { ApiRequestError } from './api-client.ts'

type FormLike<T extends FieldValues> = {
  setError: UseFormSetError<T>
  getValues: () => T
}

/**
 * Puts the server's per-field messages (`details.fields`, already in the user's language) on the
 * form's fields, focusing the first. Only fields the form has are set: those named in `fields`, or
 * else the form's own values (a nested path such as "address.city" counts by its first part).
 * Returns the fields that got a message, e.g. to open the tab that holds the first.
 */
export function applyFieldErrors<T extends FieldValues>(
  form: FormLike<T>,
  error: unknown,
  fields?: readonly string[],
): string[] {
  if (!(error instanceof ApiRequestError)) return []
  const known = fields ?? Object.keys(form.getValues())
  const applied: string[] = []
  for (const [path, message] of Object.entries(error.fieldErrors)) {
    if (!known.includes(path) && !known.includes(path.split('.')[0] ?? path)) continue
    form.setError(
      path as Path<T>,
      { type: 'server', message },
      { shouldFocus: applied.length === 0 },
    )
    applied.push(path)
  }
  return applied
}
