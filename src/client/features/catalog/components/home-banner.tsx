import { useAdvertisements } from '../api/get-advertisements.ts'
import { useDismissedAds } from '../hooks/use-dismissed-ads.ts'
import { BannerAd } from './banner-ad.tsx'

/**
 * One banner slot on the home page: `position` 0 is the first banner, 1 the second (shown only
 * when there are two or more). Both slots share one cached request.
 */
export function HomeBanner({ position }: { position: 0 | 1 }) {
  const banners = useAdvertisements({ adType: 'banner', placement: 'home', limit: 2 })
  const { isDismissed, dismiss } = useDismissedAds()
  const ad = banners.data?.[position]
  if (!ad || isDismissed(ad.id)) return null
  return <BannerAd ad={ad} onDismiss={dismiss} />
}
