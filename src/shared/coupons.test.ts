import { describe, expect, it } from 'vitest'
import { couponEnd } from './coupons.ts'

const hoursFromNow = (hours: number) => new Date(Date.UTC(2026, 10, 24, 12) + hours * 3_600_000)

describe('couponEnd', () => {
  it('ends a flash sale with its flash window, even when the end date is a month away', () => {
    expect(
      couponEnd({
        endDate: hoursFromNow(24 * 30),
        isFlashSale: true,
        flashSaleEndTime: hoursFromNow(20),
      }),
    ).toEqual(hoursFromNow(20))
  })

  it('takes the end date when it comes before the flash window closes, or when there is no window', () => {
    const early = {
      endDate: hoursFromNow(2),
      isFlashSale: true,
      flashSaleEndTime: hoursFromNow(20),
    }
    expect(couponEnd(early)).toEqual(hoursFromNow(2))
    expect(couponEnd({ ...early, flashSaleEndTime: null })).toEqual(hoursFromNow(2))
    expect(couponEnd({ ...early, endDate: null })).toEqual(hoursFromNow(20))
  })

  it('ends any other coupon at its end date (or never)', () => {
    const plain = {
      endDate: hoursFromNow(5),
      isFlashSale: false,
      flashSaleEndTime: hoursFromNow(1),
    }
    expect(couponEnd(plain)).toEqual(hoursFromNow(5))
    expect(couponEnd({ ...plain, endDate: null })).toBeNull()
  })
})
