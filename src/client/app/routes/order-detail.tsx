import { ArrowLeft } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'wouter'
import { PageContainer } from '#client/components/page-container.tsx'
import { PageSkeleton } from '#client/components/page-skeleton.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { ErrorState } from '#client/components/ui/error-state.tsx'
import { useMe } from '#client/lib/session.ts'
import { SignInPrompt } from '#client/features/auth/components/sign-in-prompt.tsx'
import { OrderChatButton } from '#client/features/chat/components/order-chat-button.tsx'
import { useOrder } from '#client/features/orders/api/get-order.ts'
import { OrderTrackingDetail } from '#client/features/orders/components/order-tracking-detail.tsx'
import { orderRef } from '#client/features/orders/lib/order-status.ts'
import { OrderReturnSection } from '#client/features/returns/components/order-return-section.tsx'

export default function OrderDetailRoute() {
  const { t } = useTranslation('orders')
  const { id = '' } = useParams<{ id: string }>()
  const me = useMe()
  let content
  if (me.isPending) content = <PageSkeleton />
  else if (me.isError)
    content = (
      <PageContainer>
        <ErrorState error={me.error} onRetry={() => void me.refetch()} />
      </PageContainer>
    )
  else if (!me.data)
    content = <SignInPrompt title={t('mine.signInTitle')} description={t('mine.signInText')} />
  else
    content = (
      <PageContainer className="grid gap-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Button variant="ghost" size="sm" onClick={() => window.history.back()}>
            <ArrowLeft aria-hidden="true" />
            {t('detail.back')}
          </Button>
          <OrderConversation reference={id} userId={me.data.id} sellerId={me.data.sellerId} />
        </div>
        <OrderTrackingDetail orderId={id} />
        <OrderReturnSection orderId={id} />
      </PageContainer>
    )
  return (
    <>
      <title>{`${t('detail.title')} · ${t('brand')}`}</title>
      {content}
    </>
  )
}

/** The buyer and the seller of the order talk about it in the chat; others see no button. */
function OrderConversation({
  reference,
  userId,
  sellerId,
}: {
  reference: string
  userId: string
  sellerId: string | null
}) {
  const ref = orderRef(reference)
  // The page's own order query (same key): no second request.
  const order = useOrder(ref ?? reference, { enabled: ref !== null })
  if (!order.isSuccess) return null
  const party =
    order.data.buyer.id === userId
      ? 'buyer'
      : sellerId !== null && order.data.seller.id === sellerId
        ? 'seller'
        : null
  if (!party) return null
  return <OrderChatButton orderId={order.data.id} party={party} size="sm" />
}
