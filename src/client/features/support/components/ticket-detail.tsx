import { ArrowLeft } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '#client/components/ui/button.tsx'
import { ErrorState } from '#client/components/ui/error-state.tsx'
import { FormField } from '#client/components/ui/form-field.tsx'
import { Skeleton } from '#client/components/ui/skeleton.tsx'
import { Textarea } from '#client/components/ui/textarea.tsx'
import { errorMessage } from '#client/lib/api-client.ts'
import { cn } from '#client/lib/cn.ts'
import { toast } from '#client/lib/toast.ts'
import { useTicket } from '../api/get-ticket.ts'
import { useAddTicketMessage, useCloseTicket } from '../api/update-ticket.ts'
import { TicketStatus } from './ticket-status-icon.tsx'
import { useDates } from '#client/lib/dates.ts'
import { localizedName } from '#shared/language.ts'

/** How often an open ticket is refetched while the live stream is down. */
const POLL_MS = 15_000

export function TicketDetailView({
  id,
  live,
  onBack,
}: {
  id: string
  live: boolean
  onBack: () => void
}) {
  const { t, i18n } = useTranslation('support')
  const ticket = useTicket(id, { pollMs: live ? false : POLL_MS })
  const [reply, setReply] = useState('')
  const [replyError, setReplyError] = useState<string>()
  const addMessage = useAddTicketMessage({
    onSuccess: () => setReply(''),
    onError: (error) =>
      toast.error(t('error'), { description: errorMessage(error, t('ticket.replyFailed')) }),
  })
  const close = useCloseTicket({
    onSuccess: () => toast.success(t('ticket.closed')),
    onError: (error) =>
      toast.error(t('error'), { description: errorMessage(error, t('ticket.closeFailed')) }),
  })
  const dates = useDates()
  const when = (iso: string) => dates.dateTime(iso)

  const back = (
    <Button variant="ghost" onClick={onBack} className="-ms-3 self-start">
      <ArrowLeft aria-hidden="true" className="rtl:rotate-180" />
      {t('ticket.back')}
    </Button>
  )

  if (ticket.isPending) {
    return (
      <div className="grid gap-3">
        {back}
        <Skeleton className="h-24" />
        <Skeleton className="h-16" />
      </div>
    )
  }
  if (ticket.isError) {
    return (
      <div className="grid gap-3">
        {back}
        <ErrorState
          title={t('ticket.error')}
          error={ticket.error}
          onRetry={() => void ticket.refetch()}
        />
      </div>
    )
  }
  const data = ticket.data
  const finished = data.status === 'closed'

  return (
    <article className="grid gap-4" aria-labelledby="ticket-title">
      {back}
      <header className="grid gap-2 rounded-lg border border-border bg-surface p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <span className="font-mono text-sm text-muted-foreground">{data.ticketNumber}</span>
          <TicketStatus status={data.status} />
        </div>
        <h2 id="ticket-title" className="text-lg font-bold">
          {data.subject}
        </h2>
        <p className="text-sm text-muted-foreground">
          {localizedName(
            {
              name: data.categoryName,
              nameAm: data.categoryNameAm,
              nameOm: data.categoryNameOm,
              nameTi: data.categoryNameTi,
            },
            i18n.resolvedLanguage,
          )}{' '}
          · {t(`priority.${data.priority}`)} · {when(data.createdAt)}
        </p>
        <p className="whitespace-pre-line">{data.description}</p>
      </header>

      <section aria-labelledby="ticket-messages" className="grid gap-2">
        <h3 id="ticket-messages" className="font-semibold">
          {t('ticket.messages')}
        </h3>
        {data.messages.length === 0 ? (
          <p className="text-muted-foreground">{t('ticket.noMessages')}</p>
        ) : (
          <ol className="grid gap-2" aria-live="polite" aria-relevant="additions">
            {data.messages.map((message) => (
              <li
                key={message.id}
                className={cn(
                  'rounded-lg border p-3',
                  message.fromStaff
                    ? 'border-primary/40 bg-primary-soft'
                    : 'border-border bg-surface',
                )}
              >
                <p className="text-sm font-semibold">
                  {message.fromStaff ? t('ticket.staff') : t('ticket.you')}
                  <span className="ms-2 font-normal text-muted-foreground">
                    <time dateTime={message.createdAt}>{when(message.createdAt)}</time>
                  </span>
                </p>
                <p className="mt-1 whitespace-pre-line">{message.message}</p>
              </li>
            ))}
          </ol>
        )}
      </section>

      {finished ? (
        <p className="text-muted-foreground">{t('ticket.closedNote')}</p>
      ) : (
        <form
          noValidate
          className="grid gap-3"
          onSubmit={(event) => {
            event.preventDefault()
            const message = reply.trim()
            if (!message) {
              setReplyError('support.messageRequired')
              return
            }
            setReplyError(undefined)
            addMessage.mutate({ ticketId: id, message })
          }}
        >
          <FormField id="ticket-reply" label={t('ticket.reply')} error={replyError}>
            {(control) => (
              <Textarea
                {...control}
                rows={3}
                value={reply}
                maxLength={5000}
                onChange={(event) => setReply(event.target.value)}
              />
            )}
          </FormField>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={addMessage.isPending}>
              {t('ticket.send')}
            </Button>
            <Button variant="outline" disabled={close.isPending} onClick={() => close.mutate(id)}>
              {t('ticket.close')}
            </Button>
          </div>
        </form>
      )}
    </article>
  )
}
