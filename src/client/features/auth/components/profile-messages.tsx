import { useQuery } from '@tanstack/react-query'
import { MessageSquare, Package } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import type { Conversation } from '#shared/contracts/chat.ts'
import { EmptyState } from '#client/components/ui/empty-state.tsx'
import { ErrorState } from '#client/components/ui/error-state.tsx'
import { useDates } from '#client/lib/dates.ts'
import { useSignedInOnly } from '#client/lib/session.ts'
import { conversationsQueryOptions } from '#client/lib/shared-queries.ts'
import { participantName } from '#client/lib/participant-name.ts'
import { ListSkeleton } from '#client/components/ui/list-skeleton.tsx'

function ConversationEntry({ conversation }: { conversation: Conversation }) {
  const { t } = useTranslation('auth')
  const dates = useDates()
  const person = conversation.otherParticipant
  const at = conversation.lastMessageAt ?? conversation.createdAt
  const unread = conversation.unreadCount
  return (
    <li>
      <Link
        href={`/chat?conversation=${conversation.id}`}
        className="flex items-start gap-3 rounded-lg border border-border bg-surface p-4 hover:bg-muted focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-ring"
      >
        <span
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground"
        >
          {participantName(person, true)}
        </span>
        <span className="grid min-w-0 flex-1 gap-1">
          <span className="flex items-center justify-between gap-2">
            <span className="truncate font-semibold">{participantName(person)}</span>
            {unread > 0 ? (
              <span className="flex h-5 min-w-5 items-center justify-center rounded-full bg-destructive px-1.5 text-xs font-bold text-white">
                <span aria-hidden="true">{unread}</span>
                <span className="sr-only">{t('profile.messages.unread', { count: unread })}</span>
              </span>
            ) : null}
          </span>
          {conversation.product ? (
            <span className="flex items-center gap-1 truncate text-xs text-primary">
              <Package aria-hidden="true" className="size-3.5 shrink-0" />
              <span className="truncate">{conversation.product.name}</span>
            </span>
          ) : null}
          <span
            className={
              unread > 0
                ? 'truncate text-sm font-medium text-foreground'
                : 'truncate text-sm text-muted-foreground'
            }
          >
            {conversation.lastMessage ?? t('profile.messages.noMessagesYet')}
          </span>
          <time dateTime={at} className="text-xs text-muted-foreground">
            {dates.dateTime(at)}
          </time>
        </span>
      </Link>
    </li>
  )
}

export function ProfileMessages() {
  const { t } = useTranslation('auth')
  const conversations = useQuery({ ...conversationsQueryOptions(), enabled: useSignedInOnly() })
  if (conversations.isPending)
    return <ListSkeleton thumbClassName="size-10 rounded-full" lineWidths={['w-1/2', 'w-1/3']} />
  if (conversations.isError) {
    return (
      <ErrorState
        title={t('profile.messages.error')}
        error={conversations.error}
        onRetry={() => void conversations.refetch()}
      />
    )
  }
  if (conversations.data.length === 0) {
    return (
      <EmptyState
        icon={<MessageSquare />}
        title={t('profile.messagesEmptyTitle')}
        description={t('profile.messagesEmptyText')}
      />
    )
  }
  return (
    <ul className="grid gap-3" aria-label={t('profile.messages.label')}>
      {conversations.data.map((conversation) => (
        <ConversationEntry key={conversation.id} conversation={conversation} />
      ))}
    </ul>
  )
}
