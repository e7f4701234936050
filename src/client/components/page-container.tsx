import type { ComponentProps } from 'react'
import { cn } from '#client/lib/cn.ts'

/** The centred, padded column every page sits in. */
export function PageContainer({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('mx-auto w-full max-w-6xl px-4 py-8', className)} {...props} />
}
