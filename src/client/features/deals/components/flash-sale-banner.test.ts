import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { Coupon } from '#shared/contracts/marketing.ts'
import { FlashSaleBanner } from './flash-sale-banner.tsx'

// The server renders /coupons a moment before the browser hydrates it; text that depends on the
// clock (the time a flash sale has left) would differ when a minute passes in between, and React
// would throw the page's hydration away. The server's HTML leaves it out; the browser adds it.

const sale: Coupon = {
  id: '00000000-0000-4000-8000-000000000001',
  title: 'Coffee hour',
  description: null,
  couponCode: 'BUNA10',
  discountType: 'percentage',
  discountValue: '10.00',
  minimumPurchase: null,
  maxDiscount: null,
  isFlashSale: true,
  flashSaleEndTime: new Date(Date.now() + 90 * 60_000).toISOString(),
  endDate: null,
  usageLimit: null,
  usedCount: 0,
  targetUserType: 'all',
  businessName: 'Selam',
}

describe('FlashSaleBanner', () => {
  it('renders the sale on the server without the clock-dependent time left', () => {
    const html = renderToString(createElement(FlashSaleBanner, { coupons: [sale] }))
    expect(html).toContain('BUNA10')
    expect(html).toContain('flash.title')
    expect(html).not.toContain('flash.endsIn')
  })
})
