import { MessageCircle } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import { Button } from '#client/components/ui/button.tsx'
import { Spinner } from '#client/components/ui/spinner.tsx'
import { toast } from '#client/lib/toast.ts'
import { useOpenConversation } from '../api/open-conversation.ts'

/**
 * Opens (or starts) the conversation with the seller, about the product when there is one, and
 * goes to it. Visitors are sent to sign in first and brought back here.
 */
export function ContactSellerButton({
  sellerId,
  productId,
  signedIn,
  className,
}: {
  sellerId: string
  productId?: string
  signedIn: boolean
  className?: string
}) {
  const { t } = useTranslation('chat')
  const [location, navigate] = useLocation()
  const open = useOpenConversation({
    onSuccess: (conversation) => navigate(`/chat?conversation=${conversation.id}`),
    onError: (error) => toast.error(t('contact.failed'), { description: error.message }),
  })

  const onClick = () => {
    if (!signedIn) {
      navigate(`/login?next=${encodeURIComponent(location)}`)
      return
    }
    open.mutate({ sellerId, ...(productId ? { productId } : {}) })
  }

  return (
    <Button variant="outline" onClick={onClick} disabled={open.isPending} className={className}>
      {open.isPending ? <Spinner /> : <MessageCircle aria-hidden="true" />}
      {t('contact.button')}
    </Button>
  )
}
