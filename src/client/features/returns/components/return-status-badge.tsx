import { useTranslation } from 'react-i18next'
import type { ReturnStatus } from '#shared/returns.ts'
import { Badge, type BadgeVariant } from '#client/components/ui/badge.tsx'

const VARIANTS: Record<ReturnStatus, BadgeVariant> = {
  requested: 'warning',
  accepted: 'primary',
  refused: 'destructive',
  appealed: 'warning',
  in_transit: 'primary',
  received: 'primary',
  refunded: 'success',
  cancelled: 'secondary',
}

export function ReturnStatusBadge({ status }: { status: ReturnStatus }) {
  const { t } = useTranslation('returns')
  return <Badge variant={VARIANTS[status]}>{t(`status.${status}`)}</Badge>
}
