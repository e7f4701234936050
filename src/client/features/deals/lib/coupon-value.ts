import type { TFunction } from 'i18next'
import { DEFAULT_CURRENCY } from '#shared/constants.ts'
import type { Coupon } from '#shared/contracts/marketing.ts'
import { formatMoney } from '#shared/money.ts'

/** A coupon's headline by its discount type; fixed amounts are in birr. */
export function couponValue(coupon: Coupon, t: TFunction<'deals'>, language: string): string {
  switch (coupon.discountType) {
    case 'percentage':
      return t('value.percentOff', { value: Number(coupon.discountValue) })
    case 'fixed_amount':
      return t('value.amountOff', {
        amount: formatMoney(coupon.discountValue, DEFAULT_CURRENCY, language),
      })
    case 'free_shipping':
      return t('value.freeShipping')
    case 'buy_one_get_one':
      return t('value.buyOneGetOne')
    case 'bundle_deal':
      return t('value.bundleDeal')
    default:
      return t('value.deal')
  }
}
