import { Send } from 'lucide-react'
import { useState, type FormEvent, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { CHAT_MESSAGE_MAX } from '#shared/contracts/chat.ts'
import { Button } from '#client/components/ui/button.tsx'
import { Textarea } from '#client/components/ui/textarea.tsx'
import { toast } from '#client/lib/toast.ts'
import { useSendMessage } from '../api/send-message.ts'

/** Enter sends, Shift+Enter starts a new line; the text stays when sending fails. */
export function MessageComposer({ conversationId }: { conversationId: string }) {
  const { t } = useTranslation('chat')
  const [text, setText] = useState('')
  const send = useSendMessage({
    onError: (error) => toast.error(t('send.failed'), { description: error.message }),
  })
  const content = text.trim()
  const canSend = content.length > 0 && content.length <= CHAT_MESSAGE_MAX && !send.isPending

  const submit = () => {
    if (!canSend) return
    send.mutate({ conversationId, content, messageType: 'text' }, { onSuccess: () => setText('') })
  }

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault()
      submit()
    }
  }

  return (
    <form
      className="flex items-end gap-2 border-t border-border bg-surface p-3"
      onSubmit={(event: FormEvent) => {
        event.preventDefault()
        submit()
      }}
    >
      <label htmlFor="chat-message" className="sr-only">
        {t('send.label')}
      </label>
      <Textarea
        id="chat-message"
        rows={1}
        value={text}
        maxLength={CHAT_MESSAGE_MAX}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder={t('send.placeholder')}
        aria-describedby="chat-message-hint"
        className="max-h-32 min-h-10 flex-1 resize-none"
      />
      <span id="chat-message-hint" className="sr-only">
        {t('send.hint')}
      </span>
      <Button type="submit" size="icon" disabled={!canSend} aria-label={t('send.button')}>
        <Send aria-hidden="true" className="rtl:rotate-180" />
      </Button>
    </form>
  )
}
