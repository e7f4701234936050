import { ComingSoon } from '#client/components/coming-soon.tsx'

export default function CourierDashboardRoute() {
  return <ComingSoon page="courierDashboard" />
}
