import { ClipboardList, MessageCircle, Package } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { Conversation } from '#shared/contracts/chat.ts'
import { cn } from '#client/lib/cn.ts'
import { participantName } from '#client/lib/participant-name.ts'

export function ConversationList({
  conversations,
  selectedId,
  onSelect,
}: {
  conversations: Conversation[]
  selectedId: string | null
  onSelect: (id: string) => void
}) {
  const { t } = useTranslation('chat')
  return (
    <ul className="divide-y divide-border" aria-label={t('list.label')}>
      {conversations.map((conversation) => {
        const selected = conversation.id === selectedId
        const name = participantName(conversation.otherParticipant)
        return (
          <li key={conversation.id}>
            <button
              type="button"
              onClick={() => onSelect(conversation.id)}
              aria-current={selected ? 'true' : undefined}
              className={cn(
                'flex w-full items-start gap-3 px-4 py-3 text-start hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-primary',
                selected && 'bg-primary-soft',
              )}
            >
              <span
                aria-hidden="true"
                className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground"
              >
                {participantName(conversation.otherParticipant, true)}
              </span>
              <span className="min-w-0 flex-1">
                <span className="flex items-center justify-between gap-2">
                  <span className="truncate font-semibold">{name}</span>
                  {conversation.unreadCount > 0 ? (
                    <span className="flex h-5 min-w-5 items-center justify-center rounded-full bg-destructive px-1.5 text-xs font-bold text-white">
                      <span aria-hidden="true">{conversation.unreadCount}</span>
                      <span className="sr-only">
                        {t('list.unread', { count: conversation.unreadCount })}
                      </span>
                    </span>
                  ) : null}
                </span>
                {conversation.order ? (
                  <span className="flex items-center gap-1 truncate text-xs font-medium text-foreground">
                    <ClipboardList aria-hidden="true" className="size-3.5 shrink-0" />
                    <span className="truncate">
                      {t('order.label', { number: conversation.order.orderNumber })}
                    </span>
                  </span>
                ) : null}
                {conversation.product ? (
                  <span className="flex items-center gap-1 truncate text-xs text-primary">
                    <Package aria-hidden="true" className="size-3.5 shrink-0" />
                    <span className="truncate">{conversation.product.name}</span>
                  </span>
                ) : null}
                <span
                  className={cn(
                    'block truncate text-sm',
                    conversation.unreadCount > 0
                      ? 'font-medium text-foreground'
                      : 'text-muted-foreground',
                  )}
                >
                  {conversation.lastMessage ?? (
                    <span className="inline-flex items-center gap-1 italic">
                      <MessageCircle aria-hidden="true" className="size-3.5" />
                      {t('list.startConversation')}
                    </span>
                  )}
                </span>
              </span>
            </button>
          </li>
        )
      })}
    </ul>
  )
}
