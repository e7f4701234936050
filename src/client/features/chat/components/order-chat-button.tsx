import { MessageCircle } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import { Button } from '#client/components/ui/button.tsx'
import { Spinner } from '#client/components/ui/spinner.tsx'
import { errorMessage } from '#client/lib/api-client.ts'
import { toast } from '#client/lib/toast.ts'
import { useOpenConversation } from '../api/open-conversation.ts'

/**
 * Opens the conversation about an order between its buyer and its seller (started by whichever
 * of them asks first) and goes to it. `party` is the side the signed-in user is on.
 */
export function OrderChatButton({
  orderId,
  party,
  size = 'md',
  className,
}: {
  orderId: string
  party: 'buyer' | 'seller'
  size?: 'sm' | 'md'
  className?: string
}) {
  const { t } = useTranslation('chat')
  const [, navigate] = useLocation()
  const open = useOpenConversation({
    onSuccess: (conversation) => navigate(`/chat?conversation=${conversation.id}`),
    onError: (error) =>
      toast.error(t('contact.failed'), { description: errorMessage(error, t('order.tryAgain')) }),
  })
  return (
    <Button
      variant="outline"
      size={size}
      onClick={() => open.mutate({ orderId })}
      disabled={open.isPending}
      className={className}
    >
      {open.isPending ? <Spinner /> : <MessageCircle aria-hidden="true" />}
      {party === 'buyer' ? t('order.messageSeller') : t('order.messageBuyer')}
    </Button>
  )
}
