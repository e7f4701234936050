import { ChevronDown } from 'lucide-react'
import type { ComponentProps } from 'react'
import { cn } from '#client/lib/cn.ts'
import { fieldControlClass } from './input.tsx'

/** A styled native <select>: keyboard, screen-reader and mobile pickers come for free. */
export function Select({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className={cn('relative', className)}>
      <select className={cn(fieldControlClass, 'h-10 appearance-none pe-9')} {...props}>
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute end-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
      />
    </div>
  )
}
