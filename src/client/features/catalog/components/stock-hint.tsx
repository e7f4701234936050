import { useTranslation } from 'react-i18next'
import { LOW_STOCK_BELOW } from '#shared/constants.ts'
import { cn } from '#client/lib/cn.ts'

export type StockLevel = 'out' | 'low' | 'in'

export function stockLevel(stock: number): StockLevel {
  if (stock <= 0) return 'out'
  if (stock < LOW_STOCK_BELOW) return 'low'
  return 'in'
}

/** Card hint: says nothing when plenty is in stock, warns when low or sold out. */
export function StockHint({ stock, className }: { stock: number; className?: string }) {
  const { t } = useTranslation('catalog')
  const level = stockLevel(stock)
  if (level === 'in') return null
  return (
    <p
      className={cn(
        'text-xs font-semibold',
        level === 'out' ? 'text-destructive' : 'text-[#92400e]',
        className,
      )}
    >
      {level === 'out' ? t('stock.out') : t('stock.lowShort', { count: stock })}
    </p>
  )
}
