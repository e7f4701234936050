import type { FieldErrors, Resolver } from 'react-hook-form'
import { adInput, type AdChannel, type AdInput, type SellerAd } from '#shared/contracts/ads.ts'

// The ad dialog edits the spec's ad form as typed (amounts, days and ages as text). The form values
// are the API body itself, validated with the shared contract so the form and the server agree.

export type AdFormValues = Required<{
  [K in keyof AdInput]-?: Exclude<AdInput[K], undefined>
}>

const DAY_MS = 24 * 60 * 60 * 1000
const DEFAULT_DAYS = 30

/** "YYYY-MM-DD" of an instant in Addis Ababa, for a date input. */
export function addisDate(at: Date): string {
  return new Date(at.getTime() + 3 * 60 * 60 * 1000).toISOString().slice(0, 10)
}

/** A new ad: the business name is the store's, and a click leads to the store. */
export function emptyAdForm(channel: AdChannel, now = new Date(), storeName = ''): AdFormValues {
  return {
    businessName: storeName,
    businessPhone: '',
    businessEmail: '',
    businessAddress: '',
    title: '',
    description: '',
    imageUrl: '',
    websiteUrl: '',
    linkTarget: 'store',
    linkProductId: '',
    targetCategory: '',
    budget: '',
    socialMediaBudget: channel === 'telebirr' ? '0' : '',
    telebirrBudget: '',
    startDate: addisDate(now),
    endDate: addisDate(new Date(now.getTime() + DEFAULT_DAYS * DAY_MS)),
    socialPlatforms: channel === 'telebirr' ? ['telebirr'] : [],
    adCreativeType: 'image',
    telebirrAdType: 'banner',
    telebirrPromotionType: 'discount',
    targetRegions: [],
    targetLanguages: [],
    targetGender: 'all',
    targetAgeMin: '',
    targetAgeMax: '',
  }
}

export function adToForm(ad: SellerAd): AdFormValues {
  return {
    businessName: ad.businessName,
    businessPhone: ad.businessPhone ?? '',
    businessEmail: ad.businessEmail ?? '',
    businessAddress: ad.businessAddress ?? '',
    title: ad.title,
    description: ad.description ?? '',
    imageUrl: ad.imageUrl ?? '',
    websiteUrl: ad.websiteUrl ?? '',
    linkTarget: ad.linkTarget,
    linkProductId: ad.linkProductId ?? '',
    targetCategory: ad.targetCategory ?? '',
    budget: ad.budget,
    socialMediaBudget: ad.socialMediaBudget,
    telebirrBudget: ad.telebirrBudget === '0.00' ? '' : ad.telebirrBudget,
    startDate: ad.startDate,
    endDate: ad.endDate,
    socialPlatforms: ad.socialPlatforms,
    adCreativeType: ad.adCreativeType,
    telebirrAdType: ad.telebirrAdType ?? 'banner',
    telebirrPromotionType: ad.telebirrPromotionType ?? 'discount',
    targetRegions: ad.targetRegions,
    targetLanguages: ad.targetLanguages,
    targetGender: ad.targetGender,
    targetAgeMin: ad.targetAgeMin === null ? '' : String(ad.targetAgeMin),
    targetAgeMax: ad.targetAgeMax === null ? '' : String(ad.targetAgeMax),
  }
}

/** Validates with the shared ad contract; errors are message keys per field. */
export const adFormResolver: Resolver<AdFormValues> = async (values) => {
  const result = adInput.safeParse(values)
  if (result.success) return { values, errors: {} }
  const errors: FieldErrors<AdFormValues> = {}
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '') as keyof AdFormValues
    if (field && !errors[field]) errors[field] = { type: issue.code, message: issue.message }
  }
  return { values: {}, errors }
}
