import { ComingSoon } from '#client/components/coming-soon.tsx'

export default function RevenueDashboardRoute() {
  return <ComingSoon page="revenueDashboard" />
}
