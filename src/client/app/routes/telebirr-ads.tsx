import { ComingSoon } from '#client/components/coming-soon.tsx'

export default function TelebirrAdsRoute() {
  return <ComingSoon page="telebirrAds" />
}
