/**
 * What a room's price falls due when: a schedule of instalments built from the rate plan's payment policy
 * (the spec's PaymentPolicyConfiguration) or from a deposit schedule the property file lists.
 *
 * Trap: the instalments always add up to the price exactly. Percentages are rounded half-up one by one and the
 * last instalment takes what is left, so no penny is lost or invented; an instalment whose day has already come
 * when the guest books is due at booking.
 */
import { addDays, compareIsoDate, type IsoDate } from './dates'
import { percentOf, type Money } from './money'
import type { PaymentPolicy } from './payment-policy'

export type InstalmentDue = 'AtBooking' | IsoDate | 'AtHotel'
export type Instalment = { due: InstalmentDue; amount: Money }

/** One step of a deposit schedule: `percentage` of the price at booking (null) or `daysBeforeArrival` days before. */
export type DepositStep = { percentage: number; daysBeforeArrival: number | null }

/** The payment policy, with the property file's deposit schedule when it lists one (it then wins). */
export type SchedulePolicy = PaymentPolicy & { deposits?: readonly DepositStep[] | null }

function dueOn(daysBeforeArrival: number | null, arrival: IsoDate, bookedOn: IsoDate): InstalmentDue {
  if (daysBeforeArrival === null) return 'AtBooking'
  const day = addDays(arrival, -Math.max(0, Math.floor(daysBeforeArrival)))
  return compareIsoDate(day, bookedOn) <= 0 ? 'AtBooking' : day
}

function stepsOf(policy: SchedulePolicy): DepositStep[] {
  if (policy.deposits && policy.deposits.length > 0) return [...policy.deposits]
  switch (policy.automaticPaymentType) {
    case 'TimeOfBooking':
      return [{ percentage: policy.percentageToCharge, daysBeforeArrival: null }]
    case 'DaysBeforeArrival':
      return [{ percentage: policy.percentageToCharge, daysBeforeArrival: policy.daysBeforeArrival }]
    case 'None':
      return []
  }
}

const order = (due: InstalmentDue): string =>
  due === 'AtBooking' ? '0' : due === 'AtHotel' ? '9' : `1${due}`

/**
 * The instalments of `price` for a stay arriving on `arrival`, booked on `bookedOn`: in order of due date,
 * one per due date, none of zero, adding up to `price`. What the steps leave is paid at the hotel.
 */
export function paymentSchedule(
  policy: SchedulePolicy,
  price: Money,
  arrival: IsoDate,
  bookedOn: IsoDate,
): Instalment[] {
  if (price <= 0) return []
  const byDue = new Map<InstalmentDue, Money>()
  let left = price
  for (const step of stepsOf(policy)) {
    const share = Math.min(left, percentOf(price, Math.min(100, Math.max(0, step.percentage))))
    if (share <= 0) continue
    const due = dueOn(step.daysBeforeArrival, arrival, bookedOn)
    byDue.set(due, (byDue.get(due) ?? 0) + share)
    left -= share
  }
  if (left > 0) byDue.set('AtHotel', (byDue.get('AtHotel') ?? 0) + left)
  return [...byDue.entries()]
    .map(([due, amount]) => ({ due, amount }))
    .sort((a, b) => order(a.due).localeCompare(order(b.due)))
}

/** Whether an instalment is due on `today` (at booking always; at the hotel never, the hotel takes it there). */
export function isInstalmentDue(instalment: Instalment, today: IsoDate): boolean {
  if (instalment.due === 'AtBooking') return true
  if (instalment.due === 'AtHotel') return false
  return compareIsoDate(instalment.due, today) <= 0
}

/** What the schedule has made due by `today` (sum of instalments due on or before today, AtBooking included). */
export function dueBy(schedule: readonly Instalment[], today: IsoDate): Money {
  return schedule.reduce((sum, i) => (isInstalmentDue(i, today) ? sum + i.amount : sum), 0)
}

/** The whole of a schedule (the price it was built from). */
export function scheduleTotal(schedule: readonly Instalment[]): Money {
  return schedule.reduce((sum, i) => sum + i.amount, 0)
}
