import { ComingSoon } from '#client/components/coming-soon.tsx'

export default function OrdersRoute() {
  return <ComingSoon page="orders" />
}
