import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '#client/lib/cn.ts'
import { Label } from './label.tsx'

export type FieldControlProps = {
  id: string
  'aria-invalid': boolean
  'aria-describedby': string | undefined
  'aria-required': boolean | undefined
}

/**
 * Label, control and error message wired together. `error` is either a message key of the
 * `messages` namespace (client-side zod) or text the server already translated.
 */
export function FormField({
  id,
  label,
  error,
  hint,
  required,
  className,
  children,
}: {
  id: string
  label: string
  error?: string
  hint?: ReactNode
  required?: boolean
  className?: string
  children: (control: FieldControlProps) => ReactNode
}) {
  const errorText = useFieldError(error)
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = errorText ? `${id}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined
  return (
    <div className={cn('grid gap-1.5', className)}>
      <Label htmlFor={id} required={required}>
        {label}
      </Label>
      {children({
        id,
        'aria-invalid': Boolean(errorText),
        'aria-describedby': describedBy,
        'aria-required': required || undefined,
      })}
      {hint ? (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {errorText ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {errorText}
        </p>
      ) : null}
    </div>
  )
}

/** Translates a field error: message keys through `messages`, anything else as given. */
export function useFieldError(error: string | undefined): string | undefined {
  const { t } = useTranslation('messages')
  if (!error) return undefined
  return t(error, { defaultValue: error })
}
