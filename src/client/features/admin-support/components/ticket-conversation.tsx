import { Lock } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { AdminTicket, TicketStatus } from '#shared/contracts/support.ts'
import { Badge } from '#client/components/ui/badge.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { CheckboxField } from '#client/components/ui/checkbox.tsx'
import { ErrorState } from '#client/components/ui/error-state.tsx'
import { FormField } from '#client/components/ui/form-field.tsx'
import { Skeleton } from '#client/components/ui/skeleton.tsx'
import { Textarea } from '#client/components/ui/textarea.tsx'
import { errorMessage } from '#client/lib/api-client.ts'
import { cn } from '#client/lib/cn.ts'
import { toast } from '#client/lib/toast.ts'
import { useAssignTicket } from '../api/assign-ticket.ts'
import { useAdminTicket } from '../api/get-ticket.ts'
import { useReplyToTicket } from '../api/reply-to-ticket.ts'
import { useSetTicketStatus } from '../api/set-ticket-status.ts'
import { useDates } from '#client/lib/dates.ts'

/** One ticket for staff: the conversation with internal notes, reply box, assignment, status. */
export function TicketConversation({
  id,
  customer,
  assignee,
}: {
  id: string
  customer?: AdminTicket['customer']
  assignee?: AdminTicket['assignee']
}) {
  const { t } = useTranslation('admin-support')
  const ticket = useAdminTicket(id)
  const [reply, setReply] = useState('')
  const [internal, setInternal] = useState(false)
  const [replyError, setReplyError] = useState<string>()
  const failed = (fallback: string) => (error: Error) =>
    toast.error(t('toast.errorTitle'), { description: errorMessage(error, fallback) })
  const send = useReplyToTicket({
    onSuccess: () => {
      setReply('')
      toast.success(internal ? t('toast.noteAdded') : t('toast.replySent'))
    },
    onError: failed(t('toast.replyFailed')),
  })
  const status = useSetTicketStatus({
    onSuccess: () => toast.success(t('toast.statusChanged')),
    onError: failed(t('toast.statusFailed')),
  })
  const assign = useAssignTicket({
    onSuccess: () => toast.success(t('toast.assigned')),
    onError: failed(t('toast.assignFailed')),
  })
  const dates = useDates()
  const when = (iso: string) => dates.dateTime(iso)

  if (ticket.isPending) {
    return (
      <div className="grid gap-3" aria-busy="true" aria-label={t('loading')}>
        <Skeleton className="h-28" />
        <Skeleton className="h-20" />
        <Skeleton className="h-20" />
      </div>
    )
  }
  if (ticket.isError) {
    return (
      <ErrorState
        title={t('detail.error')}
        error={ticket.error}
        onRetry={() => void ticket.refetch()}
      />
    )
  }
  const data = ticket.data
  const changeStatus = (next: TicketStatus) => status.mutate({ ticketId: id, status: next })

  return (
    <article className="grid gap-4" aria-labelledby="desk-ticket-title">
      <header className="grid gap-2 rounded-lg border border-border bg-surface p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <span className="font-mono text-sm text-muted-foreground">{data.ticketNumber}</span>
          <span className="flex gap-1">
            <Badge variant="secondary">{t(`priority.${data.priority}`)}</Badge>
            <Badge variant={data.status === 'open' ? 'primary' : 'outline'}>
              {t(`status.${data.status}`)}
            </Badge>
          </span>
        </div>
        <h3 id="desk-ticket-title" className="text-lg font-bold">
          {data.subject}
        </h3>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          {customer ? (
            <>
              <dt className="text-muted-foreground">{t('detail.customer')}</dt>
              <dd>
                {customer.name} <span className="text-muted-foreground">({customer.email})</span>
              </dd>
            </>
          ) : null}
          <dt className="text-muted-foreground">{t('detail.opened')}</dt>
          <dd>{when(data.createdAt)}</dd>
          <dt className="text-muted-foreground">{t('detail.assignee')}</dt>
          <dd>{assignee ? assignee.name || assignee.email : t('tickets.unassigned')}</dd>
        </dl>
        <p className="whitespace-pre-line">{data.description}</p>
        <div className="flex flex-wrap gap-2 pt-1">
          <Button
            size="sm"
            variant="outline"
            disabled={assign.isPending}
            onClick={() => assign.mutate({ ticketId: id, assigneeId: 'me' })}
          >
            {t('actions.assignToMe')}
          </Button>
          {assignee ? (
            <Button
              size="sm"
              variant="ghost"
              disabled={assign.isPending}
              onClick={() => assign.mutate({ ticketId: id, assigneeId: null })}
            >
              {t('actions.unassign')}
            </Button>
          ) : null}
          {data.status === 'resolved' || data.status === 'closed' ? (
            <Button
              size="sm"
              variant="outline"
              disabled={status.isPending}
              onClick={() => changeStatus('in_progress')}
            >
              {t('actions.reopen')}
            </Button>
          ) : (
            <Button size="sm" disabled={status.isPending} onClick={() => changeStatus('resolved')}>
              {t('actions.resolve')}
            </Button>
          )}
          {data.status !== 'closed' ? (
            <Button
              size="sm"
              variant="outline"
              disabled={status.isPending}
              onClick={() => changeStatus('closed')}
            >
              {t('actions.close')}
            </Button>
          ) : null}
        </div>
      </header>

      <section aria-labelledby="desk-messages" className="grid gap-2">
        <h4 id="desk-messages" className="font-semibold">
          {t('detail.conversation')}
        </h4>
        {data.messages.length === 0 ? (
          <p className="text-muted-foreground">{t('detail.noMessages')}</p>
        ) : (
          <ol className="grid gap-2">
            {data.messages.map((message) => (
              <li
                key={message.id}
                className={cn(
                  'rounded-lg border p-3',
                  message.isInternal
                    ? 'border-dashed border-[#b45309] bg-[#fef3c7] text-[#78350f]'
                    : message.fromStaff
                      ? 'ms-6 border-primary/40 bg-primary-soft'
                      : 'me-6 border-border bg-surface',
                )}
              >
                <p className="flex flex-wrap items-center gap-2 text-sm font-semibold">
                  {message.isInternal ? (
                    <Badge variant="warning">
                      <Lock aria-hidden="true" className="size-3" />
                      {t('detail.internalNote')}
                    </Badge>
                  ) : null}
                  {message.senderName ??
                    (message.fromStaff ? t('detail.staff') : t('detail.customerLabel'))}
                  <span className="font-normal text-muted-foreground">
                    <time dateTime={message.createdAt}>{when(message.createdAt)}</time>
                  </span>
                </p>
                <p className="mt-1 whitespace-pre-line">{message.message}</p>
              </li>
            ))}
          </ol>
        )}
      </section>

      <form
        noValidate
        className={cn(
          'grid gap-3 rounded-lg border p-3',
          internal ? 'border-dashed border-[#b45309] bg-[#fef3c7]/40' : 'border-border',
        )}
        onSubmit={(event) => {
          event.preventDefault()
          const message = reply.trim()
          if (!message) {
            setReplyError('support.messageRequired')
            return
          }
          setReplyError(undefined)
          send.mutate({ ticketId: id, message, isInternal: internal })
        }}
      >
        <FormField
          id="desk-reply"
          label={internal ? t('reply.noteLabel') : t('reply.label')}
          error={replyError}
        >
          {(control) => (
            <Textarea
              {...control}
              rows={4}
              value={reply}
              maxLength={5000}
              onChange={(event) => setReply(event.target.value)}
            />
          )}
        </FormField>
        <CheckboxField
          id="desk-internal"
          label={t('reply.internal')}
          hint={t('reply.internalHint')}
          checked={internal}
          onCheckedChange={setInternal}
        />
        <div>
          <Button type="submit" disabled={send.isPending}>
            {internal ? t('reply.addNote') : t('reply.send')}
          </Button>
        </div>
      </form>
    </article>
  )
}
