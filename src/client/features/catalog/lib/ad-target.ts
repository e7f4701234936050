import type { Advertisement } from '#shared/contracts/marketing.ts'

export type AdTarget = { kind: 'internal'; href: string } | { kind: 'external'; href: string }

/**
 * Where clicking an advert leads. A site path (e.g. `/products/<id>`) stays inside the app; an
 * http(s) address opens in a new tab; anything else (javascript:, data:, malformed) is not linked.
 */
export function adTarget(ad: Pick<Advertisement, 'websiteUrl'>): AdTarget | null {
  const url = ad.websiteUrl?.trim()
  if (!url) return null
  if (url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\')) {
    return { kind: 'internal', href: url }
  }
  try {
    const parsed = new URL(url)
    if (parsed.protocol === 'http:' || parsed.protocol === 'https:')
      return { kind: 'external', href: parsed.href }
  } catch {
    // Not an absolute address either: leave the advert unlinked.
  }
  return null
}
