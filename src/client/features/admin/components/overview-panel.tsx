import { BadgeCheck, Globe, LifeBuoy, PackageSearch, UserX, Users } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { AdminOverview } from '#shared/contracts/admin.ts'
import { ErrorState } from '#client/components/ui/error-state.tsx'
import { useAdminOverview } from '../api/get-overview.ts'
import { ListSkeleton } from './pager.tsx'

export type OverviewTarget = 'sellers' | 'products' | 'services' | 'support' | 'users'

const CARDS: { key: keyof AdminOverview; icon: ReactNode; target: OverviewTarget }[] = [
  { key: 'pendingSellers', icon: <BadgeCheck />, target: 'sellers' },
  { key: 'pendingProducts', icon: <PackageSearch />, target: 'products' },
  { key: 'pendingServices', icon: <Globe />, target: 'services' },
  { key: 'openTickets', icon: <LifeBuoy />, target: 'support' },
  { key: 'users', icon: <Users />, target: 'users' },
  { key: 'suspendedUsers', icon: <UserX />, target: 'users' },
]

/** What is waiting for the team, each figure opening the tab where it is handled. */
export function OverviewPanel({ onOpen }: { onOpen: (target: OverviewTarget) => void }) {
  const { t, i18n } = useTranslation('admin')
  const overview = useAdminOverview()
  if (overview.isPending) return <ListSkeleton rows={2} />
  if (overview.isError) {
    return <ErrorState error={overview.error} onRetry={() => void overview.refetch()} />
  }
  const number = new Intl.NumberFormat(i18n.language)
  return (
    <ul role="list" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {CARDS.map(({ key, icon, target }) => (
        <li key={key}>
          <button
            type="button"
            onClick={() => onOpen(target)}
            className="flex w-full items-center gap-4 rounded-lg border border-border bg-surface p-4 text-start hover:border-primary focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            <span aria-hidden="true" className="text-primary [&_svg]:size-8">
              {icon}
            </span>
            <span className="grid">
              <span className="text-2xl font-bold">{number.format(overview.data[key])}</span>
              <span className="text-sm text-muted-foreground">{t(`overview.${key}`)}</span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  )
}
