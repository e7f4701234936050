import { Inbox } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  ticketAssignmentFilters,
  ticketPriorities,
  ticketStatuses,
  type AdminTicketsQuery,
} from '#shared/contracts/support.ts'
import { Badge } from '#client/components/ui/badge.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { EmptyState } from '#client/components/ui/empty-state.tsx'
import { ErrorState } from '#client/components/ui/error-state.tsx'
import { Input } from '#client/components/ui/input.tsx'
import { Label } from '#client/components/ui/label.tsx'
import { Select } from '#client/components/ui/select.tsx'
import { Skeleton } from '#client/components/ui/skeleton.tsx'
import { cn } from '#client/lib/cn.ts'
import { useAdminTickets } from '../api/get-tickets.ts'
import { TicketConversation } from './ticket-conversation.tsx'
import { useDates } from '#client/lib/dates.ts'

const PAGE_SIZE = 20

type Filters = Omit<AdminTicketsQuery, 'page' | 'pageSize' | 'rating'> & {
  page: number
  rating?: number
}

/** Ticket list with filters beside the selected ticket's conversation. */
export function TicketDesk() {
  const dates = useDates()
  const { t } = useTranslation('admin-support')
  const [filters, setFilters] = useState<Filters>({ assigned: 'any', page: 1 })
  const [search, setSearch] = useState('')
  const [selected, setSelected] = useState<string | null>(null)
  const query = { ...filters, pageSize: PAGE_SIZE }
  const tickets = useAdminTickets(query)
  const change = (next: Partial<Filters>) =>
    setFilters((current) => ({ ...current, ...next, page: 1 }))
  const selectedItem = tickets.data?.items.find((item) => item.id === selected)
  const page = filters.page
  const pages = tickets.data ? Math.max(1, Math.ceil(tickets.data.total / PAGE_SIZE)) : 1

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <div className="grid content-start gap-3">
        <form
          role="search"
          className="grid gap-3 rounded-lg border border-border bg-surface p-3 sm:grid-cols-2"
          onSubmit={(event) => {
            event.preventDefault()
            change({ q: search.trim() || undefined })
          }}
        >
          <div className="grid gap-1.5 sm:col-span-2">
            <Label htmlFor="desk-search">{t('filters.search')}</Label>
            <div className="flex gap-2">
              <Input
                id="desk-search"
                type="search"
                value={search}
                placeholder={t('filters.searchPlaceholder')}
                onChange={(event) => setSearch(event.target.value)}
              />
              <Button type="submit" variant="outline">
                {t('filters.searchButton')}
              </Button>
            </div>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="desk-status">{t('filters.status')}</Label>
            <Select
              id="desk-status"
              value={filters.status ?? ''}
              onChange={(event) =>
                change({ status: (event.target.value || undefined) as AdminTicketsQuery['status'] })
              }
            >
              <option value="">{t('filters.all')}</option>
              {ticketStatuses.map((status) => (
                <option key={status} value={status}>
                  {t(`status.${status}`)}
                </option>
              ))}
            </Select>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="desk-priority">{t('filters.priority')}</Label>
            <Select
              id="desk-priority"
              value={filters.priority ?? ''}
              onChange={(event) =>
                change({
                  priority: (event.target.value || undefined) as AdminTicketsQuery['priority'],
                })
              }
            >
              <option value="">{t('filters.all')}</option>
              {ticketPriorities.map((priority) => (
                <option key={priority} value={priority}>
                  {t(`priority.${priority}`)}
                </option>
              ))}
            </Select>
          </div>
          <div className="grid gap-1.5 sm:col-span-2">
            <Label htmlFor="desk-assigned">{t('filters.assigned')}</Label>
            <Select
              id="desk-assigned"
              value={filters.assigned ?? 'any'}
              onChange={(event) =>
                change({ assigned: event.target.value as AdminTicketsQuery['assigned'] })
              }
            >
              {ticketAssignmentFilters.map((value) => (
                <option key={value} value={value}>
                  {t(`filters.assignedOptions.${value}`)}
                </option>
              ))}
            </Select>
          </div>
        </form>

        {tickets.isPending ? (
          <div className="grid gap-2" aria-busy="true" aria-label={t('loading')}>
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
          </div>
        ) : tickets.isError ? (
          <ErrorState
            title={t('tickets.error')}
            error={tickets.error}
            onRetry={() => void tickets.refetch()}
          />
        ) : tickets.data.items.length === 0 ? (
          <EmptyState
            icon={<Inbox />}
            title={t('tickets.emptyTitle')}
            description={t('tickets.emptyDescription')}
          />
        ) : (
          <>
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {t('tickets.count', { count: tickets.data.total })}
            </p>
            <ul className="grid gap-2" aria-label={t('tickets.listLabel')}>
              {tickets.data.items.map((item) => (
                <li key={item.id}>
                  <button
                    type="button"
                    aria-current={item.id === selected ? 'true' : undefined}
                    onClick={() => setSelected(item.id)}
                    className={cn(
                      'grid w-full gap-1 rounded-lg border p-3 text-start hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                      item.id === selected
                        ? 'border-primary bg-primary-soft'
                        : 'border-border bg-surface',
                    )}
                  >
                    <span className="flex flex-wrap items-center justify-between gap-2">
                      <span className="font-mono text-xs text-muted-foreground">
                        {item.ticketNumber}
                      </span>
                      <span className="flex gap-1">
                        <Badge
                          variant={
                            item.priority === 'urgent' || item.priority === 'high'
                              ? 'warning'
                              : 'secondary'
                          }
                        >
                          {t(`priority.${item.priority}`)}
                        </Badge>
                        <Badge variant={item.status === 'open' ? 'primary' : 'outline'}>
                          {t(`status.${item.status}`)}
                        </Badge>
                      </span>
                    </span>
                    <span className="font-semibold">{item.subject}</span>
                    <span className="text-xs text-muted-foreground">
                      {item.customer.name || item.customer.email} ·{' '}
                      {dates.dateTime(item.updatedAt, {
                        month: 'short',
                        day: 'numeric',
                        hour: '2-digit',
                        minute: '2-digit',
                      })}{' '}
                      ·{' '}
                      {item.assignee
                        ? t('tickets.assignedTo', {
                            name: item.assignee.name || item.assignee.email,
                          })
                        : t('tickets.unassigned')}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
            {pages > 1 ? (
              <nav
                aria-label={t('pagination.label')}
                className="flex items-center justify-between gap-2"
              >
                <Button
                  variant="outline"
                  size="sm"
                  disabled={page <= 1}
                  onClick={() => setFilters((current) => ({ ...current, page: page - 1 }))}
                >
                  {t('pagination.previous')}
                </Button>
                <span className="text-sm">{t('pagination.page', { page, pages })}</span>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={page >= pages}
                  onClick={() => setFilters((current) => ({ ...current, page: page + 1 }))}
                >
                  {t('pagination.next')}
                </Button>
              </nav>
            ) : null}
          </>
        )}
      </div>

      <div className="min-w-0">
        {selected ? (
          <TicketConversation
            key={selected}
            id={selected}
            customer={selectedItem?.customer}
            assignee={selectedItem?.assignee}
          />
        ) : (
          <EmptyState
            title={t('detail.noneTitle')}
            description={t('detail.noneDescription')}
            className="h-full"
          />
        )}
      </div>
    </div>
  )
}
