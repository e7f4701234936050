import { ComingSoon } from '#client/components/coming-soon.tsx'

export default function SocialAdsRoute() {
  return <ComingSoon page="socialAds" />
}
