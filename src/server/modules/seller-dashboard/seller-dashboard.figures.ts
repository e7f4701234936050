import Big from 'big.js'

// Pure helpers behind the dashboard's figures, kept apart so their rules are tested without a
// database. Months are calendar months in Addis Ababa (UTC+3 all year, no daylight saving).

const ADDIS_OFFSET_MS = 3 * 60 * 60 * 1000
const DAY_MS = 24 * 60 * 60 * 1000

/** "YYYY-MM" of the instant in Addis Ababa. */
export function addisMonth(at: Date): string {
  return new Date(at.getTime() + ADDIS_OFFSET_MS).toISOString().slice(0, 7)
}

/** The instant the Addis Ababa month `monthsBack` months before the one holding `now` began. */
export function addisMonthStart(now: Date, monthsBack = 0): Date {
  const local = new Date(now.getTime() + ADDIS_OFFSET_MS)
  const start = Date.UTC(local.getUTCFullYear(), local.getUTCMonth() - monthsBack, 1)
  return new Date(start - ADDIS_OFFSET_MS)
}

/** The last `count` months, oldest first, ending with the month holding `now`. */
export function lastMonths(now: Date, count: number): string[] {
  return Array.from({ length: count }, (_, index) =>
    addisMonth(addisMonthStart(now, count - 1 - index)),
  )
}

/** part / whole as a percentage with one decimal; null when there is no whole. */
export function percentage(part: number | string, whole: number | string): number | null {
  const total = new Big(whole)
  if (total.lte(0)) return null
  return Number(new Big(part).div(total).times(100).round(1).toString())
}

/** Change from `previous` to `current` in percent; null when the previous period had nothing. */
export function growthRate(current: string, previous: string): number | null {
  const before = new Big(previous)
  if (before.lte(0)) return null
  return Number(new Big(current).minus(before).div(before).times(100).round(1).toString())
}

/** Average of amounts with two decimals; null for none. */
export function averageAmount(total: string, count: number): string | null {
  if (count <= 0) return null
  return new Big(total).div(count).toFixed(2)
}

const CITIES = [
  'Addis Ababa',
  'Dire Dawa',
  'Bahir Dar',
  'Gondar',
  'Mekelle',
  'Hawassa',
  'Adama',
  'Jimma',
  'Dessie',
  'Harar',
  'Jijiga',
  'Debre Birhan',
  'Debre Markos',
  'Arba Minch',
  'Shashemene',
  'Bishoftu',
  'Nekemte',
  'Axum',
  'Lalibela',
  'Gambela',
  'Assosa',
  'Semera',
  'Wolaita Sodo',
  'Dilla',
  'Hosaena',
]
const CITY_ALIASES: [RegExp, string][] = [
  [/አዲስ\s*አበባ|finfinne/i, 'Addis Ababa'],
  [/ድሬ\s*ዳዋ/, 'Dire Dawa'],
  [/ባሕር\s*ዳር|ባህር\s*ዳር/, 'Bahir Dar'],
  [/ጎንደር|gonder/i, 'Gondar'],
  [/መቀሌ|mekele/i, 'Mekelle'],
  [/ሀዋሳ|awassa/i, 'Hawassa'],
  [/አዳማ|nazret/i, 'Adama'],
  [/debre zeit/i, 'Bishoftu'],
]

/**
 * The city of a free-text delivery address: a known Ethiopian city named anywhere in it, or else
 * null (the dashboard groups those as "other" rather than guessing from a street name).
 */
export function cityOf(address: string): string | null {
  const lower = address.toLowerCase()
  for (const city of CITIES) if (lower.includes(city.toLowerCase())) return city
  for (const [pattern, city] of CITY_ALIASES) if (pattern.test(address)) return city
  return null
}

/** "Almaz B." — a buyer's first name and last initial, all a seller needs to see. */
export function customerName(firstName: string, lastName: string | null): string {
  const initial = lastName?.trim().charAt(0)
  return initial ? `${firstName} ${initial.toUpperCase()}.` : firstName
}

export function addDays(at: Date, days: number): Date {
  return new Date(at.getTime() + days * DAY_MS)
}
