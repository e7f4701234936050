import { ComingSoon } from '#client/components/coming-soon.tsx'

export default function SupportRoute() {
  return <ComingSoon page="support" />
}
