import type { AdTargetRegion } from '#shared/contracts/ads.ts'

// Who is looking at an ad slot, as far as we know: the signed-in user's profile (city, gender, date
// of birth) and the page's language. Unknown facts never exclude an ad; known ones must match the
// ad's targeting.

export type Viewer = {
  /** An ad target region, 'abroad' for a viewer outside Ethiopia, or null when unknown. */
  region: AdTargetRegion | 'abroad' | null
  language: string
  gender: 'female' | 'male' | null
  age: number | null
}

const CITY_NAMES: Record<Exclude<AdTargetRegion, 'regional'>, string[]> = {
  addis_ababa: ['addis ababa', 'addis abeba', 'addis', 'finfinne', 'አዲስ አበባ'],
  dire_dawa: ['dire dawa', 'diredawa', 'ድሬ ዳዋ', 'ድሬዳዋ'],
  bahir_dar: ['bahir dar', 'bahirdar', 'bahar dar', 'ባሕር ዳር', 'ባህር ዳር'],
  hawassa: ['hawassa', 'awassa', 'ሀዋሳ', 'ሐዋሳ', 'አዋሳ'],
  mekelle: ['mekelle', 'mekele', 'mek’ele', 'መቀሌ'],
  adama: ['adama', 'nazret', 'nazareth', 'አዳማ', 'ናዝሬት'],
  jimma: ['jimma', 'jima', 'ጅማ'],
}

const normalize = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ')

/** The ad region of a profile: a named city, another Ethiopian place ('regional'), or abroad. */
export function regionOf(profile: {
  city: string | null
  state: string | null
  country: string | null
}): Viewer['region'] {
  const country = profile.country ? normalize(profile.country) : ''
  if (country && country !== 'ethiopia' && country !== 'ኢትዮጵያ') return 'abroad'
  for (const place of [profile.city, profile.state]) {
    if (!place?.trim()) continue
    const name = normalize(place)
    for (const [region, names] of Object.entries(CITY_NAMES)) {
      if (names.includes(name)) return region as AdTargetRegion
    }
  }
  return profile.city?.trim() || profile.state?.trim() ? 'regional' : null
}

/** Whole years between a date of birth ("YYYY-MM-DD") and now. */
export function ageOf(dateOfBirth: string | null, now = new Date()): number | null {
  if (!dateOfBirth || !/^\d{4}-\d{2}-\d{2}/.test(dateOfBirth)) return null
  const [year, month, day] = dateOfBirth.slice(0, 10).split('-').map(Number) as [
    number,
    number,
    number,
  ]
  let age = now.getUTCFullYear() - year
  if (now.getUTCMonth() + 1 < month || (now.getUTCMonth() + 1 === month && now.getUTCDate() < day))
    age -= 1
  return age >= 0 && age < 130 ? age : null
}

export function genderOf(gender: string | null): Viewer['gender'] {
  const value = gender?.trim().toLowerCase()
  if (value === 'female' || value === 'f' || value === 'ሴት') return 'female'
  if (value === 'male' || value === 'm' || value === 'ወንድ') return 'male'
  return null
}
