import type { ComponentProps } from 'react'
import { cn } from '#client/lib/cn.ts'

/** A grey placeholder block; hidden from assistive technology (the surrounding region announces loading). */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      aria-hidden="true"
      className={cn('animate-pulse rounded-md bg-[#e5e7eb]', className)}
      {...props}
    />
  )
}
