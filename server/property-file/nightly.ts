/**
 * Turns a property's rate and availability rules into nights: one rate row per room type, rate plan and night,
 * one capacity per room type and night. Pure, so the import and the start-up top-up (seed.ts) make the same
 * rows from the same rules.
 *
 * A night's price: the room type's price (or a rule's `price`) × every matching rule's `percent` × the plan's
 * factor, rounded once, half up, to `roundTo`. Extras for more guests are × the factor too; per-person
 * supplements are the plan's own.
 */
import { addDays } from '@/domain/dates'
import { WEEKDAYS, type AvailabilityRule, type RateRule, type Rates } from './schema'

export type NightlyRules = { rates: Rates; availability: AvailabilityRule[] }
export type NightlyRoomType = { id: number; code: string; price: number; baseAdults: number; rooms: number }
export type NightlyRatePlan = {
  id: number
  code: string
  priceFactor: number
  perAdult: number
  perChild: number
}

export type RateNight = {
  roomTypeId: number
  ratePlanId: number
  day: string
  baseRate: number
  baseAdults: number
  costPerRoom: number
  costPerAdult: number
  costPerChild: number
  costPerInfant: number
  ppAdult: number
  ppChild: number
  minStay: number
}
export type CapacityNight = { roomTypeId: number; day: string; rooms: number }

type DayFacts = { day: string; month: number; dayOfMonth: number; weekday: (typeof WEEKDAYS)[number] }

function dayFacts(day: string): DayFacts {
  const d = new Date(`${day}T00:00:00Z`)
  return {
    day,
    month: d.getUTCMonth() + 1,
    dayOfMonth: d.getUTCDate(),
    weekday: WEEKDAYS[(d.getUTCDay() + 6) % 7] ?? 'Mon',
  }
}

function matches(rule: RateRule | AvailabilityRule, night: DayFacts, roomType: string): boolean {
  return (
    (rule.from === undefined || night.day >= rule.from) &&
    (rule.to === undefined || night.day <= rule.to) &&
    (rule.months === undefined || rule.months.includes(night.month)) &&
    (rule.weekdays === undefined || rule.weekdays.includes(night.weekday)) &&
    (rule.daysOfMonth === undefined || rule.daysOfMonth.includes(night.dayOfMonth)) &&
    (rule.roomTypes === undefined || rule.roomTypes.includes(roomType))
  )
}

/** amount × Π(percent / 100), rounded half up to a multiple of `step`, in exact integers. */
export function scaled(amount: number, percents: readonly number[], step: number): number {
  const numerator = percents.reduce((n, p) => n * BigInt(p), BigInt(amount))
  const denominator = 100n ** BigInt(percents.length) * BigInt(step)
  return Number((2n * numerator + denominator) / (2n * denominator)) * step
}

function days(from: string, to: string): DayFacts[] {
  const out: DayFacts[] = []
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(dayFacts(d))
  return out
}

function rateNight(
  rules: Rates,
  roomType: NightlyRoomType,
  plan: NightlyRatePlan,
  night: DayFacts,
): RateNight {
  let price = roomType.price
  const percents: number[] = []
  const set: Partial<Record<'extraAdult' | 'extraChild' | 'extraInfant' | 'perRoom' | 'minStay', number>> = {}
  for (const rule of rules.rules) {
    if (!matches(rule, night, roomType.code)) continue
    if (rule.ratePlans !== undefined && !rule.ratePlans.includes(plan.code)) continue
    if (rule.price !== undefined) price = rule.price
    if (rule.percent !== undefined) percents.push(rule.percent)
    for (const key of ['extraAdult', 'extraChild', 'extraInfant', 'perRoom', 'minStay'] as const) {
      const value = rule[key]
      if (value !== undefined) set[key] = value
    }
  }
  const byFactor = (amount: number | undefined) => scaled(amount ?? 0, [plan.priceFactor], 1)
  return {
    roomTypeId: roomType.id,
    ratePlanId: plan.id,
    day: night.day,
    baseRate: scaled(price, [...percents, plan.priceFactor], rules.roundTo),
    baseAdults: roomType.baseAdults,
    costPerRoom: byFactor(set.perRoom),
    costPerAdult: byFactor(set.extraAdult),
    costPerChild: byFactor(set.extraChild),
    costPerInfant: byFactor(set.extraInfant),
    ppAdult: plan.perAdult,
    ppChild: plan.perChild,
    minStay: set.minStay ?? 1,
  }
}

/** Rate rows for every room type × plan × night from `from` to `to` (inclusive). */
export function rateNights(
  rules: NightlyRules,
  roomTypes: readonly NightlyRoomType[],
  plans: readonly NightlyRatePlan[],
  from: string,
  to: string,
): RateNight[] {
  const nights = days(from, to)
  return roomTypes.flatMap((roomType) =>
    plans.flatMap((plan) => nights.map((night) => rateNight(rules.rates, roomType, plan, night))),
  )
}

/** Rooms on sale per room type and night from `from` to `to` (inclusive), before any is booked. */
export function capacityNights(
  rules: NightlyRules,
  roomTypes: readonly NightlyRoomType[],
  from: string,
  to: string,
): CapacityNight[] {
  const nights = days(from, to)
  return roomTypes.flatMap((roomType) =>
    nights.map((night) => {
      const rule = rules.availability.find((r) => matches(r, night, roomType.code))
      return { roomTypeId: roomType.id, day: night.day, rooms: rule ? rule.rooms : roomType.rooms }
    }),
  )
}
