import { addisMonth } from '#server/modules/seller-dashboard/seller-dashboard.figures.ts'

// Statement months are Gregorian calendar months in Addis Ababa (UTC+3 all year, no daylight
// saving), the months the seller dashboard counts in too.
const ADDIS_OFFSET_MS = 3 * 60 * 60 * 1000

/** The month holding `now` in Addis Ababa, `YYYY-MM`. */
export function currentStatementMonth(now: Date): string {
  return addisMonth(now)
}

/** The first instant of a `YYYY-MM` month in Addis Ababa, and of the month after it. */
export function monthBounds(month: string): { start: Date; end: Date } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number]
  return {
    start: new Date(Date.UTC(year, monthNumber - 1, 1) - ADDIS_OFFSET_MS),
    end: new Date(Date.UTC(year, monthNumber, 1) - ADDIS_OFFSET_MS),
  }
}

/** The `YYYY-MM` month before `month`. */
export function previousMonth(month: string): string {
  return addisMonth(new Date(monthBounds(month).start.getTime() - 1))
}
