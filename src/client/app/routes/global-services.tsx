import { ComingSoon } from '#client/components/coming-soon.tsx'

export default function GlobalServicesRoute() {
  return <ComingSoon page="globalServices" />
}
