import type { ComponentProps } from 'react'
import { cn } from '#client/lib/cn.ts'

export type BadgeVariant =
  'primary' | 'secondary' | 'outline' | 'success' | 'warning' | 'destructive'

const variants: Record<BadgeVariant, string> = {
  primary: 'bg-primary text-primary-foreground',
  secondary: 'bg-muted text-foreground',
  outline: 'border border-border text-foreground',
  success: 'bg-primary-soft text-primary',
  warning: 'bg-[#fef3c7] text-[#78350f]',
  destructive: 'bg-destructive text-white',
}

export function Badge({
  variant = 'primary',
  className,
  ...props
}: ComponentProps<'span'> & { variant?: BadgeVariant }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        variants[variant],
        className,
      )}
      {...props}
    />
  )
}
