import { ComingSoon } from '#client/components/coming-soon.tsx'

export default function DeliveryRoute() {
  return <ComingSoon page="delivery" />
}
