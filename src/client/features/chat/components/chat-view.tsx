import { MessageCircle, MessagesSquare } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { buttonClass } from '#client/components/ui/button.tsx'
import { EmptyState } from '#client/components/ui/empty-state.tsx'
import { ErrorState } from '#client/components/ui/error-state.tsx'
import { Skeleton } from '#client/components/ui/skeleton.tsx'
import { cn } from '#client/lib/cn.ts'
import { useConversations } from '../api/get-conversations.ts'
import { useChatStream } from '../hooks/use-chat-stream.ts'
import { ConversationList } from './conversation-list.tsx'
import { MessageThread } from './message-thread.tsx'

// While the live stream is down, the page polls so that messages still arrive.
const FALLBACK_POLL_MS = 15_000

/**
 * The signed-in user's inbox: conversations on the left, the selected thread on the right. On a
 * phone they are two screens: the list, then the thread with a back button.
 */
export function ChatView({
  userId,
  selectedId,
  onSelect,
}: {
  userId: string
  selectedId: string | null
  onSelect: (id: string | null) => void
}) {
  const { t } = useTranslation('chat')
  const { live } = useChatStream(true)
  const pollMs = live ? false : FALLBACK_POLL_MS
  const conversations = useConversations({ pollMs })

  if (conversations.isPending) {
    return (
      <div className="grid gap-3" aria-busy="true" aria-label={t('loading')}>
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-16" />
        ))}
      </div>
    )
  }
  if (conversations.isError) {
    return (
      <ErrorState
        title={t('list.error')}
        error={conversations.error}
        onRetry={() => void conversations.refetch()}
      />
    )
  }
  if (conversations.data.length === 0) {
    return (
      <EmptyState
        icon={<MessagesSquare />}
        title={t('empty.title')}
        description={t('empty.description')}
        action={
          <Link href="/products" className={buttonClass()}>
            {t('empty.browse')}
          </Link>
        }
      />
    )
  }

  const selected = conversations.data.find((c) => c.id === selectedId) ?? null

  return (
    <div className="grid h-[calc(100dvh-11rem)] min-h-[28rem] overflow-hidden rounded-lg border border-border bg-surface md:grid-cols-[20rem_1fr]">
      <div
        className={cn(
          'min-h-0 overflow-y-auto border-border md:block md:border-e',
          selected ? 'hidden' : 'block',
        )}
      >
        <ConversationList
          conversations={conversations.data}
          selectedId={selected?.id ?? null}
          onSelect={onSelect}
        />
      </div>
      <div className={cn('min-h-0', selected ? 'block' : 'hidden md:block')}>
        {selected ? (
          <MessageThread
            key={selected.id}
            conversation={selected}
            userId={userId}
            pollMs={pollMs}
            onBack={() => onSelect(null)}
          />
        ) : (
          <div className="flex h-full flex-col items-center justify-center gap-2 p-6 text-center text-muted-foreground">
            <MessageCircle aria-hidden="true" className="size-10 text-primary" />
            <p className="font-semibold text-foreground">{t('none.title')}</p>
            <p>{t('none.description')}</p>
          </div>
        )}
      </div>
    </div>
  )
}
