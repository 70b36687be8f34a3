/** How the date range picker's calendar names its days, for finding them by role and name. */

export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const

/** "2027-03-03" → "3 March 2027": a day's accessible name starts with it ("3 March 2027, £66"). */
export function dayLabel(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number)
  return `${d} ${MONTHS[(m ?? 1) - 1]} ${y}`
}

/** The calendar's button for a day, whatever its name adds after the date (price, minimum stay, "Not available"). */
export const dayButtonName = (iso: string) => new RegExp(`^${dayLabel(iso)}\\b`)
