import { useTranslation } from 'react-i18next'
import type { OrderStatus } from '#shared/constants.ts'
import { Badge } from '#client/components/ui/badge.tsx'
import { STATUS_BADGE } from '../lib/order-status.ts'

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('orders')
  return <Badge variant={STATUS_BADGE[status]}>{t(`status.${status}`)}</Badge>
}
