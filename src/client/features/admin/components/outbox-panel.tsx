import { Mail } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '#client/components/ui/empty-state.tsx'
import { ErrorState } from '#client/components/ui/error-state.tsx'
import { Input } from '#client/components/ui/input.tsx'
import { Select } from '#client/components/ui/select.tsx'
import { useDates } from '#client/lib/dates.ts'
import { OUTBOX_CHANNELS, OUTBOX_STATUSES } from '#shared/contracts/messaging.ts'
import { useOutbox } from '../api/get-outbox.ts'
import { ListSkeleton, Pager } from './pager.tsx'

type Channel = (typeof OUTBOX_CHANNELS)[number]
type Status = (typeof OUTBOX_STATUSES)[number]

/**
 * Every message sent out of the site, newest first. Messages for a channel the site has not set
 * up are held here, so on the demo a reset code or a verification link is read in this list.
 */
export function OutboxPanel() {
  const dates = useDates()
  const { t } = useTranslation('admin')
  const [channel, setChannel] = useState<Channel | ''>('')
  const [status, setStatus] = useState<Status | ''>('')
  const [search, setSearch] = useState('')
  const [page, setPage] = useState(1)
  const outbox = useOutbox({
    page,
    ...(channel ? { channel } : {}),
    ...(status ? { status } : {}),
    ...(search.trim() ? { q: search.trim() } : {}),
  })

  return (
    <section aria-labelledby="admin-outbox-title" className="grid gap-4">
      <div>
        <h2 id="admin-outbox-title" className="text-xl font-bold">
          {t('outbox.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('outbox.description')}</p>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <label className="grid gap-1 text-sm font-medium">
          {t('outbox.search')}
          <Input
            type="search"
            value={search}
            onChange={(event) => {
              setSearch(event.target.value)
              setPage(1)
            }}
            className="w-64"
          />
        </label>
        <label className="grid gap-1 text-sm font-medium">
          {t('outbox.channel')}
          <Select
            value={channel}
            onChange={(event) => {
              setChannel(event.target.value as Channel | '')
              setPage(1)
            }}
            className="w-40"
          >
            <option value="">{t('outbox.all')}</option>
            {OUTBOX_CHANNELS.map((value) => (
              <option key={value} value={value}>
                {t(`outbox.channels.${value}`)}
              </option>
            ))}
          </Select>
        </label>
        <label className="grid gap-1 text-sm font-medium">
          {t('outbox.status')}
          <Select
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as Status | '')
              setPage(1)
            }}
            className="w-40"
          >
            <option value="">{t('outbox.all')}</option>
            {OUTBOX_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`outbox.statuses.${value}`)}
              </option>
            ))}
          </Select>
        </label>
      </div>
      {outbox.isPending ? (
        <ListSkeleton />
      ) : outbox.isError ? (
        <ErrorState error={outbox.error} onRetry={() => void outbox.refetch()} />
      ) : outbox.data.items.length === 0 ? (
        <EmptyState
          icon={<Mail />}
          title={t('outbox.emptyTitle')}
          description={t('outbox.empty')}
        />
      ) : (
        <>
          <ul className="grid gap-3">
            {outbox.data.items.map((message) => (
              <li
                key={message.id}
                className="rounded-lg border border-border bg-surface p-3 text-sm"
              >
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <span className="font-medium break-all">
                    {t(`outbox.channels.${message.channel}`)} · {message.address}
                  </span>
                  <time dateTime={message.createdAt} className="text-muted-foreground">
                    {dates.dateTime(message.createdAt)}
                  </time>
                </div>
                {message.subject ? <p className="mt-1 font-semibold">{message.subject}</p> : null}
                <p className="mt-1 whitespace-pre-wrap break-words">{message.text}</p>
                <p className="mt-2 text-xs text-muted-foreground">
                  {t(`outbox.statuses.${message.status}`)}
                  {' · '}
                  {t('outbox.attempts', { count: message.attempts })}
                  {message.sentAt
                    ? ` · ${t('outbox.sentAt', { at: dates.dateTime(message.sentAt) })}`
                    : ''}
                </p>
                {message.lastError ? (
                  <p className="mt-1 text-xs text-destructive">
                    {t('outbox.lastError', { error: message.lastError })}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
          <Pager
            page={outbox.data.page}
            pageSize={outbox.data.pageSize}
            total={outbox.data.total}
            onPage={setPage}
          />
        </>
      )}
    </section>
  )
}
