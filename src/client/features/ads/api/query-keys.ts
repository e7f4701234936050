import type { AdChannel } from '#shared/contracts/ads.ts'

export const adKeys = {
  all: ['ads'] as const,
  seller: (channel: AdChannel) => [...adKeys.all, 'seller', channel] as const,
  review: (status: string) => [...adKeys.all, 'review', status] as const,
}
