import { ComingSoon } from '#client/components/coming-soon.tsx'

export default function AnalyticsRoute() {
  return <ComingSoon page="analytics" />
}
