import type { FieldErrors } from 'react-hook-form'
import { describe, expect, it } from 'vitest'
import { messagesAm } from '#shared/i18n/messages-am.ts'
import { adFormResolver, emptyAdForm, type AdFormValues } from './ad-form.ts'

const resolve = async (values: AdFormValues) =>
  adFormResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false })

const messageOf = (errors: FieldErrors<AdFormValues>, field: keyof AdFormValues) =>
  messagesAm[errors[field]?.message as keyof typeof messagesAm]

describe('ad form validation', () => {
  it("reports the spec's required fields in Amharic", async () => {
    const { errors } = await resolve(emptyAdForm('social', new Date('2026-03-01T09:00:00Z')))
    expect(messageOf(errors, 'businessName')).toBe('የድርጅቱ ስም ያስፈልጋል')
    expect(messageOf(errors, 'title')).toBe('የማስታወቂያው ርዕስ ያስፈልጋል')
    expect(messageOf(errors, 'budget')).toBe('በጀት ያስፈልጋል')
    expect(messageOf(errors, 'socialMediaBudget')).toBe('የማህበራዊ ሚዲያ በጀት ያስፈልጋል')
    expect(messageOf(errors, 'socialPlatforms')).toBe('ቢያንስ አንድ መድረክ ይምረጡ')
    expect(errors.startDate).toBeUndefined()
  })

  it('checks e-mail and URLs only when filled, and the dates and budget split', async () => {
    const base = {
      ...emptyAdForm('telebirr', new Date('2026-03-01T09:00:00Z')),
      businessName: 'Harar Spices',
      title: 'Berbere',
      budget: '100',
      socialMediaBudget: '0',
      telebirrBudget: '50',
    }
    expect((await resolve(base)).errors).toEqual({})
    const { errors } = await resolve({
      ...base,
      businessEmail: 'harar@',
      websiteUrl: 'harar spices',
      endDate: '2026-02-01',
      telebirrBudget: '150',
      targetAgeMin: '40',
      targetAgeMax: '20',
    })
    expect(messageOf(errors, 'businessEmail')).toBe('ትክክለኛ ኢሜይል ያስገቡ')
    expect(messageOf(errors, 'websiteUrl')).toBe('ትክክለኛ የድረ-ገጽ አድራሻ (URL) ያስገቡ')
    expect(messageOf(errors, 'endDate')).toBe('የማብቂያው ቀን ከመጀመሪያው ቀን በኋላ መሆን አለበት')
    expect(messageOf(errors, 'socialMediaBudget')).toBe(
      'የማህበራዊ ሚዲያና የቴሌብር በጀት ድምር ከጠቅላላው በጀት መብለጥ የለበትም',
    )
    expect(messageOf(errors, 'targetAgeMax')).toBe('ከፍተኛው ዕድሜ ከዝቅተኛው ያነሰ መሆን የለበትም')
  })
})
