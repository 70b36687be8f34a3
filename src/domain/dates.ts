/**
 * Calendar days are 'YYYY-MM-DD' strings, never Date objects: a Date is an instant, and an instant near
 * midnight lands on different days in different time zones. Every computation here goes through UTC
 * midnight (`Date.UTC`), so the host's TZ never matters. There is no clock: "today" is always a parameter.
 */
export type IsoDate = string

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const MS_PER_DAY = 86_400_000

/** Days since 1970-01-01 for a valid IsoDate (throws otherwise: a bad date is a programming error here). */
export function toDayNumber(d: IsoDate): number {
  const m = ISO_DATE.exec(d)
  if (!m) throw new RangeError(`Not an ISO date: ${d}`)
  return daysFromCivil(Number(m[1]), Number(m[2]), Number(m[3]))
}

/** The IsoDate of a day number. Pure integer arithmetic (the calendar scans call it a thousand times). */
export function fromDayNumber(n: number): IsoDate {
  const { year, month, day } = civilFromDays(n)
  const y = year >= 0 && year <= 9999 ? String(year).padStart(4, '0') : String(year)
  return `${y}-${month < 10 ? '0' : ''}${month}-${day < 10 ? '0' : ''}${day}`
}

// Howard Hinnant's days_from_civil / civil_from_days (proleptic Gregorian, day 0 = 1970-01-01).
function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year
  const era = Math.floor(y / 400)
  const yoe = y - era * 400
  const doy = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy
  return era * 146_097 + doe - 719_468
}

function civilFromDays(n: number): { year: number; month: number; day: number } {
  const z = n + 719_468
  const era = Math.floor(z / 146_097)
  const doe = z - era * 146_097
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365,
  )
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100))
  const mp = Math.floor((5 * doy + 2) / 153)
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1
  const month = mp < 10 ? mp + 3 : mp - 9
  return { year: yoe + era * 400 + (month <= 2 ? 1 : 0), month, day }
}

/** A real calendar day in the YYYY-MM-DD form ('2025-02-30' is not). */
export function isIsoDate(s: string): boolean {
  const m = ISO_DATE.exec(s)
  if (!m) return false
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])]
  const t = new Date(Date.UTC(y, mo - 1, d))
  return t.getUTCFullYear() === y && t.getUTCMonth() === mo - 1 && t.getUTCDate() === d
}

export function compareIsoDate(a: IsoDate, b: IsoDate): number {
  // Same-width zero-padded strings order like the days they name.
  return a < b ? -1 : a > b ? 1 : 0
}

export function addDays(d: IsoDate, n: number): IsoDate {
  return fromDayNumber(toDayNumber(d) + n)
}

/** Adds calendar months, clamping to the month's last day: 2024-01-31 + 1 month → 2024-02-29. */
export function addMonths(d: IsoDate, n: number): IsoDate {
  const m = ISO_DATE.exec(d)
  if (!m) throw new RangeError(`Not an ISO date: ${d}`)
  const total = Number(m[1]) * 12 + (Number(m[2]) - 1) + n
  const year = Math.floor(total / 12)
  const month = total - year * 12
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate()
  const day = Math.min(Number(m[3]), lastDay)
  return fromDayNumber(Date.UTC(year, month, day) / MS_PER_DAY)
}

/** Whole nights from arrival to departure (negative if reversed). */
export function nightsBetween(from: IsoDate, to: IsoDate): number {
  return toDayNumber(to) - toDayNumber(from)
}

/** The nights of a stay: from … to − 1 (the departure day is not a night). Empty if to ≤ from. */
export function eachNight(from: IsoDate, to: IsoDate): IsoDate[] {
  const start = toDayNumber(from)
  const end = toDayNumber(to)
  const nights: IsoDate[] = []
  for (let n = start; n < end; n++) nights.push(fromDayNumber(n))
  return nights
}
