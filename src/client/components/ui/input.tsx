import type { ComponentProps } from 'react'
import { cn } from '#client/lib/cn.ts'

export const fieldControlClass =
  'w-full rounded-md border border-input bg-surface px-3 text-base text-foreground ' +
  'placeholder:text-muted-foreground focus-visible:outline-3 focus-visible:outline-offset-1 ' +
  'focus-visible:outline-ring disabled:cursor-not-allowed disabled:bg-muted ' +
  'aria-invalid:border-destructive'

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input type={type} className={cn(fieldControlClass, 'h-10', className)} {...props} />
}
