import type { ComponentProps } from 'react'
import { cn } from '#client/lib/cn.ts'
import { fieldControlClass } from './input.tsx'

export function Textarea({ className, rows = 4, ...props }: ComponentProps<'textarea'>) {
  return <textarea rows={rows} className={cn(fieldControlClass, 'py-2', className)} {...props} />
}
