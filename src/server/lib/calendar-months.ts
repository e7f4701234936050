/** Adds calendar months (a yearly plan is 12), keeping the day where the month allows. */
export function addMonths(from: Date, months: number) {
  const next = new Date(from)
  const day = next.getUTCDate()
  next.setUTCDate(1)
  next.setUTCMonth(next.getUTCMonth() + months)
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate()
  next.setUTCDate(Math.min(day, lastDay))
  return next
}
