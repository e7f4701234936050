import { LifeBuoy } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { formatDate } from '#shared/dates.ts'
import { Button } from '#client/components/ui/button.tsx'
import { EmptyState } from '#client/components/ui/empty-state.tsx'
import { ErrorState } from '#client/components/ui/error-state.tsx'
import { Skeleton } from '#client/components/ui/skeleton.tsx'
import { useTickets } from '../api/get-tickets.ts'
import { useSupportStream } from '../hooks/use-support-stream.ts'
import { TicketDetailView } from './ticket-detail.tsx'
import { TicketStatus } from './ticket-status-icon.tsx'

export function TicketsTab({
  ticketId,
  onOpenTicket,
  onNewTicket,
}: {
  ticketId: string | null
  onOpenTicket: (id: string | null) => void
  onNewTicket: () => void
}) {
  const { t, i18n } = useTranslation('support')
  const tickets = useTickets()
  // Staff's replies and status changes arrive live while the tickets are on screen.
  const { live } = useSupportStream(true)

  if (ticketId) {
    return <TicketDetailView id={ticketId} live={live} onBack={() => onOpenTicket(null)} />
  }
  if (tickets.isPending) {
    return (
      <div className="grid gap-3">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-20" />
        ))}
      </div>
    )
  }
  if (tickets.isError) {
    return (
      <ErrorState
        title={t('tickets.error')}
        error={tickets.error}
        onRetry={() => void tickets.refetch()}
      />
    )
  }
  if (tickets.data.length === 0) {
    return (
      <EmptyState
        icon={<LifeBuoy />}
        title={t('tickets.emptyTitle')}
        description={t('tickets.emptyDescription')}
        action={<Button onClick={onNewTicket}>{t('tabs.new')}</Button>}
      />
    )
  }
  return (
    <ul className="grid gap-3">
      {tickets.data.map((ticket) => (
        <li key={ticket.id}>
          <button
            type="button"
            onClick={() => onOpenTicket(ticket.id)}
            className="grid w-full gap-1 rounded-lg border border-border bg-surface p-4 text-start hover:bg-muted focus-visible:outline-2 focus-visible:outline-primary"
          >
            <span className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-mono text-sm text-muted-foreground">{ticket.ticketNumber}</span>
              <TicketStatus status={ticket.status} />
            </span>
            <span className="font-semibold">{ticket.subject}</span>
            <span className="text-sm text-muted-foreground">
              {t(`priority.${ticket.priority}`)} · {formatDate(ticket.createdAt, i18n.language)}
            </span>
          </button>
        </li>
      ))}
    </ul>
  )
}
