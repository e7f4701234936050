import { CircleAlert, CircleCheck, CircleX } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { cn } from '#client/lib/cn.ts'
import { stockLevel } from './stock-hint.tsx'

/** Detail-page stock line: in stock, low stock (below 10) or out of stock, with the count. */
export function StockStatus({ stock }: { stock: number }) {
  const { t } = useTranslation('catalog')
  const level = stockLevel(stock)
  const { Icon, text, tone } = {
    in: { Icon: CircleCheck, text: t('stock.in', { count: stock }), tone: 'text-primary' },
    low: { Icon: CircleAlert, text: t('stock.low', { count: stock }), tone: 'text-[#92400e]' },
    out: { Icon: CircleX, text: t('stock.out'), tone: 'text-destructive' },
  }[level]
  return (
    <p className={cn('flex items-center gap-2 text-sm font-semibold', tone)}>
      <Icon aria-hidden="true" className="size-5" />
      {text}
    </p>
  )
}
