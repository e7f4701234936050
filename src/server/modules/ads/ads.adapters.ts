import type { AdPlatform } from '#shared/contracts/ads.ts'

// Publishing a campaign to TikTok, Facebook, Instagram or telebirr needs their ad APIs and
// credentials, which this deployment does not have. Every platform goes through this interface so a
// real client can replace the "not connected" one without touching the ad rules.

export type CampaignToPublish = {
  campaignRowId: string
  advertisementId: string
  platform: AdPlatform
  title: string
  description: string | null
  imageUrl: string | null
  websiteUrl: string | null
  budget: string
  startDate: Date
  endDate: Date
}

export type PublishResult = {
  /** The sync status recorded on the campaign row. */
  status: string
  /** The platform's own campaign id, when it created one. */
  campaignId: string | null
  syncedAt: Date
}

export interface AdPlatformAdapter {
  readonly platform: AdPlatform
  publish(campaign: CampaignToPublish): Promise<PublishResult>
}

export const NOT_CONNECTED = 'not_connected'

/** Records honestly that nothing was sent: the platform is not connected to this marketplace. */
export class NotConnectedAdapter implements AdPlatformAdapter {
  constructor(readonly platform: AdPlatform) {}

  publish(): Promise<PublishResult> {
    return Promise.resolve({ status: NOT_CONNECTED, campaignId: null, syncedAt: new Date() })
  }
}

export function adapterFor(platform: AdPlatform): AdPlatformAdapter {
  return new NotConnectedAdapter(platform)
}
