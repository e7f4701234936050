import { ComingSoon } from '#client/components/coming-soon.tsx'

export default function CouponsRoute() {
  return <ComingSoon page="coupons" />
}
