import { Users } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { USER_FILTERS, type AdminUser, type UserFilter } from '#shared/contracts/admin.ts'
import { formatDate } from '#shared/dates.ts'
import { Badge } from '#client/components/ui/badge.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { EmptyState } from '#client/components/ui/empty-state.tsx'
import { ErrorState } from '#client/components/ui/error-state.tsx'
import { toast } from '#client/lib/toast.ts'
import { useAdminUsers } from '../api/get-users.ts'
import { useRestoreUser } from '../api/restore-user.ts'
import { useSuspendUser } from '../api/suspend-user.ts'
import { Input } from '#client/components/ui/input.tsx'
import { ListFilters } from './list-filters.tsx'
import { ListSkeleton, Pager } from './pager.tsx'

/** Every account, searchable; suspend (sign-in refused, sessions ended) and restore. */
export function UsersPanel({ currentUserId }: { currentUserId: string }) {
  const { t } = useTranslation('admin')
  const [status, setStatus] = useState<UserFilter>('all')
  const [q, setQ] = useState('')
  const [page, setPage] = useState(1)
  const users = useAdminUsers({ status, q: q.trim() || undefined, page })

  return (
    <section aria-labelledby="admin-users-title" className="grid gap-4">
      <h2 id="admin-users-title" className="text-xl font-bold">
        {t('users.title')}
      </h2>
      <ListFilters
        searchLabel={t('users.search')}
        search={q}
        onSearch={(value) => {
          setQ(value)
          setPage(1)
        }}
        filterLabel={t('users.filter')}
        filter={status}
        filters={USER_FILTERS}
        filterText={(value) => t(`users.filters.${value}`)}
        onFilter={(value) => {
          setStatus(value)
          setPage(1)
        }}
      />
      {users.isPending ? (
        <ListSkeleton />
      ) : users.isError ? (
        <ErrorState error={users.error} onRetry={() => void users.refetch()} />
      ) : users.data.items.length === 0 ? (
        <EmptyState icon={<Users />} title={t('users.emptyTitle')} description={t('users.empty')} />
      ) : (
        <>
          <ul role="list" className="grid gap-2">
            {users.data.items.map((user) => (
              <UserRow key={user.id} user={user} isSelf={user.id === currentUserId} />
            ))}
          </ul>
          <Pager
            page={users.data.page}
            pageSize={users.data.pageSize}
            total={users.data.total}
            onPage={setPage}
          />
        </>
      )}
    </section>
  )
}

function UserRow({ user, isSelf }: { user: AdminUser; isSelf: boolean }) {
  const { t, i18n } = useTranslation('admin')
  const [confirming, setConfirming] = useState(false)
  const [reason, setReason] = useState('')
  const name = `${user.firstName} ${user.lastName}`
  const onError = (error: Error) => toast.error(t('actionFailed'), { description: error.message })
  const suspend = useSuspendUser({
    onSuccess: () => {
      setConfirming(false)
      setReason('')
      toast.success(t('users.suspended', { name }))
    },
    onError,
  })
  const restore = useRestoreUser({
    onSuccess: () => toast.success(t('users.restored', { name })),
    onError,
  })
  const reasonId = `suspend-reason-${user.id}`

  return (
    <li aria-label={name} className="grid gap-3 rounded-lg border border-border bg-surface p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="grid gap-1">
          <p className="flex flex-wrap items-center gap-2 font-semibold">
            {name}
            {user.role === 'admin' ? <Badge>{t('users.admin')}</Badge> : null}
            {user.isSeller ? <Badge variant="secondary">{t('users.seller')}</Badge> : null}
            {user.suspendedAt ? (
              <Badge variant="destructive">{t('users.suspendedBadge')}</Badge>
            ) : null}
          </p>
          <p className="text-sm text-muted-foreground">
            @{user.username} · {user.email}
          </p>
          <p className="text-sm text-muted-foreground">
            {t('users.joined', { date: formatDate(user.createdAt, i18n.language) })}
            {user.lastLoginAt
              ? ` · ${t('users.lastLogin', { date: formatDate(user.lastLoginAt, i18n.language) })}`
              : ''}
            {user.suspendedAt
              ? ` · ${t('users.suspendedOn', { date: formatDate(user.suspendedAt, i18n.language) })}`
              : ''}
          </p>
        </div>
        {user.suspendedAt ? (
          <Button
            size="sm"
            variant="outline"
            disabled={restore.isPending}
            aria-label={t('users.restoreUser', { name })}
            onClick={() => restore.mutate(user.id)}
          >
            {t('users.restore')}
          </Button>
        ) : user.role !== 'admin' && !isSelf && !confirming ? (
          <Button
            size="sm"
            variant="outline"
            aria-label={t('users.suspendUser', { name })}
            onClick={() => setConfirming(true)}
          >
            {t('users.suspend')}
          </Button>
        ) : null}
      </div>
      {confirming ? (
        <form
          className="grid gap-2 sm:grid-cols-[1fr_auto_auto] sm:items-end"
          onSubmit={(event) => {
            event.preventDefault()
            suspend.mutate({ userId: user.id, reason: reason.trim() || null })
          }}
        >
          <label htmlFor={reasonId} className="grid gap-1 text-sm font-medium">
            {t('users.reason')}
            <Input
              id={reasonId}
              value={reason}
              maxLength={1000}
              autoFocus
              onChange={(event) => setReason(event.target.value)}
            />
          </label>
          <Button type="submit" size="sm" variant="destructive" disabled={suspend.isPending}>
            {t('users.confirmSuspend')}
          </Button>
          <Button type="button" size="sm" variant="ghost" onClick={() => setConfirming(false)}>
            {t('cancel')}
          </Button>
        </form>
      ) : null}
    </li>
  )
}
