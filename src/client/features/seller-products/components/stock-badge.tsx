import { useTranslation } from 'react-i18next'
import { stockLevel } from '#shared/contracts/seller-products.ts'
import { Badge } from '#client/components/ui/badge.tsx'

/** Dialog badge: above 10 In Stock, 1 to 10 Low Stock, 0 Out of Stock (spec). */
export function StockBadge({ stock }: { stock: number }) {
  const { t } = useTranslation('seller-products')
  const level = stockLevel(stock)
  const variant = level === 'in' ? 'success' : level === 'low' ? 'warning' : 'destructive'
  return <Badge variant={variant}>{t(`stock.${level}`)}</Badge>
}
