import { ArrowLeft, ClipboardList, Package } from 'lucide-react'
import { useEffect, useLayoutEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import type { Conversation } from '#shared/contracts/chat.ts'
import { Button } from '#client/components/ui/button.tsx'
import { ErrorState } from '#client/components/ui/error-state.tsx'
import { Skeleton } from '#client/components/ui/skeleton.tsx'
import { Spinner } from '#client/components/ui/spinner.tsx'
import { cn } from '#client/lib/cn.ts'
import { useMarkRead } from '../api/mark-read.ts'
import { useMessages } from '../api/get-messages.ts'
import { participantName } from '#client/lib/participant-name.ts'
import { MessageComposer } from './message-composer.tsx'
import { useDates } from '#client/lib/dates.ts'

export function MessageThread({
  conversation,
  userId,
  pollMs,
  onBack,
}: {
  conversation: Conversation
  userId: string
  pollMs: number | false
  onBack: () => void
}) {
  const dates = useDates()
  const { t } = useTranslation('chat')
  const messages = useMessages(conversation.id, { pollMs })
  const markRead = useMarkRead()
  const scroller = useRef<HTMLDivElement>(null)
  const items = messages.data ? [...messages.data.pages].reverse().flatMap((p) => p.items) : []
  const newestId = items.at(-1)?.id

  // Opening the conversation (and any message arriving while it is open) marks it read.
  const { mutate: markAsRead } = markRead
  useEffect(() => {
    if (conversation.unreadCount > 0) markAsRead(conversation.id)
  }, [conversation.id, conversation.unreadCount, newestId, markAsRead])

  useLayoutEffect(() => {
    const element = scroller.current
    if (element) element.scrollTop = element.scrollHeight
  }, [newestId])

  const time = (iso: string) =>
    dates.dateTime(iso, {
      month: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    })

  return (
    <section aria-labelledby="chat-thread-title" className="flex h-full min-h-0 flex-col">
      <header className="flex items-center gap-2 border-b border-border px-3 py-2">
        <Button
          variant="ghost"
          size="icon"
          onClick={onBack}
          className="md:hidden"
          aria-label={t('thread.back')}
        >
          <ArrowLeft aria-hidden="true" className="rtl:rotate-180" />
        </Button>
        <div className="min-w-0">
          <h2 id="chat-thread-title" className="truncate font-semibold">
            {participantName(conversation.otherParticipant)}
          </h2>
          {conversation.order ? (
            <Link
              href={`/orders/${conversation.order.id}`}
              className="flex items-center gap-1 truncate text-xs font-medium text-foreground underline-offset-2 hover:underline"
            >
              <ClipboardList aria-hidden="true" className="size-3.5 shrink-0" />
              {t('order.label', { number: conversation.order.orderNumber })}
            </Link>
          ) : null}
          {conversation.product ? (
            <Link
              href={`/products/${conversation.product.id}`}
              className="flex items-center gap-1 truncate text-xs text-primary underline-offset-2 hover:underline"
            >
              <Package aria-hidden="true" className="size-3.5 shrink-0" />
              {conversation.product.name}
            </Link>
          ) : null}
        </div>
      </header>

      <div
        ref={scroller}
        className="min-h-0 flex-1 overflow-y-auto bg-muted/40 px-3 py-4"
        aria-live="polite"
        aria-busy={messages.isPending}
      >
        {messages.isPending ? (
          <div className="grid gap-3">
            <Skeleton className="h-10 w-2/3" />
            <Skeleton className="ms-auto h-10 w-1/2" />
            <Skeleton className="h-10 w-3/5" />
          </div>
        ) : messages.isError ? (
          <ErrorState
            title={t('thread.error')}
            error={messages.error}
            onRetry={() => void messages.refetch()}
          />
        ) : items.length === 0 ? (
          <p className="py-10 text-center text-muted-foreground">{t('thread.empty')}</p>
        ) : (
          <ol className="flex flex-col gap-2">
            {messages.hasNextPage ? (
              <li className="self-center">
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => void messages.fetchNextPage()}
                  disabled={messages.isFetchingNextPage}
                >
                  {messages.isFetchingNextPage ? <Spinner /> : null}
                  {t('thread.older')}
                </Button>
              </li>
            ) : null}
            {items.map((message) => {
              const mine = message.senderId === userId
              return (
                <li
                  key={message.id}
                  className={cn(
                    'max-w-[80%] rounded-2xl px-3 py-2 shadow-sm',
                    mine
                      ? 'self-end rounded-ee-sm bg-primary text-primary-foreground'
                      : 'self-start rounded-es-sm bg-surface text-foreground',
                  )}
                >
                  <span className="sr-only">
                    {mine ? t('thread.you') : participantName(conversation.otherParticipant)}:{' '}
                  </span>
                  <p className="break-words whitespace-pre-wrap">{message.content}</p>
                  <p
                    className={cn(
                      'mt-1 text-end text-[0.6875rem]',
                      mine ? 'text-primary-foreground/80' : 'text-muted-foreground',
                    )}
                  >
                    <time dateTime={message.createdAt}>{time(message.createdAt)}</time>
                    {mine ? ` · ${message.isRead ? t('thread.read') : t('thread.sent')}` : null}
                  </p>
                </li>
              )
            })}
          </ol>
        )}
      </div>

      <MessageComposer conversationId={conversation.id} />
    </section>
  )
}
