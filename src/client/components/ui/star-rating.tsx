import { Star, StarHalf } from 'lucide-react'
import { cn } from '#client/lib/cn.ts'

const STARS = 5

/** Five stars; a half star shows when the fraction is 0.5 or more. Reads as "4.5 / 5". */
export function StarRating({
  value,
  className,
  size = 'md',
}: {
  value: number
  className?: string
  size?: 'sm' | 'md'
}) {
  const rating = Math.min(Math.max(Number.isFinite(value) ? value : 0, 0), STARS)
  const full = Math.floor(rating)
  const half = rating - full >= 0.5
  const label = `${Number(rating.toFixed(1))} / ${STARS}`
  const iconSize = size === 'sm' ? 'size-4' : 'size-5'
  return (
    <span role="img" aria-label={label} className={cn('inline-flex items-center', className)}>
      {Array.from({ length: STARS }, (_, index) => {
        if (index < full) {
          return (
            <Star
              key={index}
              aria-hidden="true"
              className={cn(iconSize, 'fill-[#b45309] text-[#b45309]')}
            />
          )
        }
        if (index === full && half) {
          return (
            <span key={index} aria-hidden="true" className={cn('relative', iconSize)}>
              <Star className={cn('absolute inset-0', iconSize, 'text-[#9ca3af]')} />
              <StarHalf
                className={cn('absolute inset-0', iconSize, 'fill-[#b45309] text-[#b45309]')}
              />
            </span>
          )
        }
        return <Star key={index} aria-hidden="true" className={cn(iconSize, 'text-[#9ca3af]')} />
      })}
    </span>
  )
}
