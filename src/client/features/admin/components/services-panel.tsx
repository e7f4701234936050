import { Globe } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { SERVICE_FILTERS, type AdminService } from '#shared/contracts/admin.ts'
import { formatDate } from '#shared/dates.ts'
import { Badge, type BadgeVariant } from '#client/components/ui/badge.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { EmptyState } from '#client/components/ui/empty-state.tsx'
import { ErrorState } from '#client/components/ui/error-state.tsx'
import { Select } from '#client/components/ui/select.tsx'
import { Textarea } from '#client/components/ui/textarea.tsx'
import { toast } from '#client/lib/toast.ts'
import { useAdminServices } from '../api/get-services.ts'
import { useReviewService } from '../api/review-service.ts'
import { ListSkeleton, Pager } from './pager.tsx'

type Filter = (typeof SERVICE_FILTERS)[number]

const statusBadge: Record<AdminService['approvalStatus'], BadgeVariant> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'destructive',
}

/** Global services registered by businesses: only approved ones are listed publicly. */
export function ServicesPanel() {
  const { t } = useTranslation('admin')
  const [status, setStatus] = useState<Filter>('pending')
  const [page, setPage] = useState(1)
  const services = useAdminServices({ status, page })

  return (
    <section aria-labelledby="admin-services-title" className="grid gap-4">
      <div>
        <h2 id="admin-services-title" className="text-xl font-bold">
          {t('services.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('services.description')}</p>
      </div>
      <label className="grid w-48 gap-1 text-sm font-medium">
        {t('services.filter')}
        <Select
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as Filter)
            setPage(1)
          }}
        >
          {SERVICE_FILTERS.map((value) => (
            <option key={value} value={value}>
              {t(`services.filters.${value}`)}
            </option>
          ))}
        </Select>
      </label>
      {services.isPending ? (
        <ListSkeleton />
      ) : services.isError ? (
        <ErrorState error={services.error} onRetry={() => void services.refetch()} />
      ) : services.data.items.length === 0 ? (
        <EmptyState
          icon={<Globe />}
          title={t('services.emptyTitle')}
          description={t('services.empty')}
        />
      ) : (
        <>
          <ul role="list" className="grid gap-3">
            {services.data.items.map((service) => (
              <ServiceItem key={service.id} service={service} />
            ))}
          </ul>
          <Pager
            page={services.data.page}
            pageSize={services.data.pageSize}
            total={services.data.total}
            onPage={setPage}
          />
        </>
      )}
    </section>
  )
}

function ServiceItem({ service }: { service: AdminService }) {
  const { t, i18n } = useTranslation('admin')
  const [note, setNote] = useState('')
  const review = useReviewService({
    onSuccess: (updated) =>
      toast.success(
        t(updated.approvalStatus === 'approved' ? 'services.approved' : 'services.rejected', {
          name: updated.businessName,
        }),
      ),
    onError: (error) => toast.error(t('actionFailed'), { description: error.message }),
  })
  const noteId = `service-note-${service.id}`
  const decide = (decision: 'approve' | 'reject') =>
    review.mutate({ serviceId: service.id, decision, note: note.trim() || null })

  return (
    <li
      aria-label={service.businessName}
      className="grid gap-2 rounded-lg border border-border bg-surface p-4"
    >
      <p className="flex flex-wrap items-center gap-2 font-semibold">
        {service.businessName}
        <Badge variant={statusBadge[service.approvalStatus]}>
          {t(`services.status.${service.approvalStatus}`)}
        </Badge>
        <Badge variant="outline">{service.serviceType.replace(/_/g, ' ')}</Badge>
      </p>
      {service.description ? <p className="text-sm">{service.description}</p> : null}
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-muted-foreground">{t('services.areas')}</dt>
        <dd>{service.serviceAreas.join(', ') || '—'}</dd>
        <dt className="text-muted-foreground">{t('services.contact')}</dt>
        <dd>
          {[service.contactEmail, service.contactPhone, service.website]
            .filter(Boolean)
            .join(' · ') || '—'}
        </dd>
        <dt className="text-muted-foreground">{t('services.provider')}</dt>
        <dd>
          {service.providerName
            ? `${service.providerName} · ${service.providerEmail ?? ''}`
            : t('services.noProvider')}
        </dd>
        <dt className="text-muted-foreground">{t('services.registered')}</dt>
        <dd>{formatDate(service.createdAt, i18n.language)}</dd>
      </dl>
      <label htmlFor={noteId} className="text-sm font-medium">
        {t('services.note')}
      </label>
      <Textarea
        id={noteId}
        rows={2}
        maxLength={1000}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      <div className="flex flex-wrap gap-2">
        {service.approvalStatus !== 'approved' ? (
          <Button size="sm" disabled={review.isPending} onClick={() => decide('approve')}>
            {t('services.approve')}
          </Button>
        ) : null}
        {service.approvalStatus !== 'rejected' ? (
          <Button
            size="sm"
            variant="destructive"
            disabled={review.isPending}
            onClick={() => decide('reject')}
          >
            {t(service.approvalStatus === 'approved' ? 'services.takeDown' : 'services.reject')}
          </Button>
        ) : null}
      </div>
    </li>
  )
}
