import type { ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '#client/lib/cn.ts'

export type LabelProps = ComponentProps<'label'> & { required?: boolean }

export function Label({ className, required, children, ...props }: LabelProps) {
  const { t } = useTranslation('common')
  return (
    <label className={cn('text-sm font-medium text-foreground', className)} {...props}>
      {children}
      {required ? (
        <>
          <span aria-hidden="true" className="ms-1 text-destructive">
            *
          </span>
          <span className="sr-only"> ({t('form.required')})</span>
        </>
      ) : null}
    </label>
  )
}
