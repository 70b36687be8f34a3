/**
 * A PMS's bulk update checked against the property before anything is written (decision 0108): every range lies
 * within the nights the hotel sells (today at the hotel to the end of its window) and does not end before it
 * starts, every code is one of this property's room types and rate plans (another hotel's room is unknown here),
 * no night is given more rooms than the type has. Every problem is reported at once, by field path, as a 400.
 * What comes out names rows by id and lists the nights each update writes.
 */
import { addDays, compareIsoDate, toDayNumber } from '@/domain/dates'
import { toMinorUnits } from '@/domain/money'
import { badRequest, modelStateBuilder } from '../http-errors'
import {
  DAYS_OF_WEEK,
  MAX_NIGHTS_PER_REQUEST,
  PRICE_FIELDS,
  type AvailabilityUpdateRequest,
  type DayOfWeek,
  type PriceField,
} from './contract'

export type PmsRoomType = { id: number; code: string; room_count: number; base_adults: number }
export type PmsRatePlan = { id: number; code: string }
/** The first and last nights an update may name. */
export type SellingWindow = { first: string; last: string }

export type CheckedInventory = {
  roomTypeId: number
  nights: string[]
  /** Null: kept (a night without a row gets the room type's rooms). */
  available: number | null
  /** Null: kept (a night without a row is open). */
  closed: boolean | null
  roomCount: number
}
export type CheckedRate = {
  roomTypeId: number
  ratePlanId: number
  nights: string[]
  /** Minor units, of the components the update gives (the others keep their value). */
  prices: Partial<Record<PriceField, number>>
  baseAdults: number | null
  /** Used for a night priced for the first time when the update gives no BaseNumberOfAdults. */
  roomTypeBaseAdults: number
  /** Where a night without a price is reported. */
  field: string
}
export type CheckedRestriction = {
  roomTypeId: number
  /** Null: every rate plan of the room type. */
  ratePlanId: number | null
  nights: string[]
  minStay: number
  field: string
}
export type CheckedUpdates = {
  inventory: CheckedInventory[]
  rates: CheckedRate[]
  restrictions: CheckedRestriction[]
}

type Range = { From: string; To: string; DaysOfWeek?: readonly DayOfWeek[] | undefined }

/** The nights of `range` on its days of the week (Mon … Sun as in DAYS_OF_WEEK). */
function nightsOf(range: Range): string[] {
  const wanted = new Set(range.DaysOfWeek ?? DAYS_OF_WEEK)
  const nights: string[] = []
  for (let day = range.From; compareIsoDate(day, range.To) <= 0; day = addDays(day, 1)) {
    // Day 0 (1970-01-01) was a Thursday.
    const weekday = DAYS_OF_WEEK[(toDayNumber(day) + 3) % 7]
    if (weekday && wanted.has(weekday)) nights.push(day)
  }
  return nights
}

const byCode = <T extends { code: string }>(rows: readonly T[]) =>
  new Map(rows.map((row) => [row.code.toUpperCase(), row]))

/** The checks every kind of update shares, collecting problems and counting the nights to write. */
function updateChecker(
  catalogue: { roomTypes: readonly PmsRoomType[]; ratePlans: readonly PmsRatePlan[] },
  window: SellingWindow,
) {
  const problems = modelStateBuilder()
  const roomTypes = byCode(catalogue.roomTypes)
  const ratePlans = byCode(catalogue.ratePlans)
  let nightsInAll = 0
  return {
    problems,
    get nightsInAll() {
      return nightsInAll
    },
    /** The range's nights, or [] after reporting what is wrong with it. */
    nights(at: string, range: Range): string[] {
      if (range.From > range.To) problems.add(`${at}.To`, 'The range ends before it starts.')
      else if (range.From < window.first)
        problems.add(`${at}.From`, `Nights before ${window.first} (today at the hotel) cannot be changed.`)
      else if (range.To > window.last)
        problems.add(`${at}.To`, `The hotel sells nights up to ${window.last}; this range goes past it.`)
      else {
        const nights = nightsOf(range)
        nightsInAll += nights.length
        return nights
      }
      return []
    },
    roomType(at: string, code: string) {
      const found = roomTypes.get(code.toUpperCase())
      if (!found) problems.add(`${at}.RoomTypeCode`, `This property has no room type "${code}".`)
      return found
    },
    ratePlan(at: string, code: string) {
      const found = ratePlans.get(code.toUpperCase())
      if (!found) problems.add(`${at}.RatePlanCode`, `This property has no rate plan "${code}".`)
      return found
    },
  }
}

type Checker = ReturnType<typeof updateChecker>

function checkInventory(check: Checker, updates: AvailabilityUpdateRequest['Inventory']): CheckedInventory[] {
  const checked: CheckedInventory[] = []
  updates?.forEach((update, i) => {
    const at = `Inventory.${i}`
    const nights = check.nights(at, update)
    const roomType = check.roomType(at, update.RoomTypeCode)
    if (roomType && update.Available !== undefined && update.Available > roomType.room_count)
      check.problems.add(`${at}.Available`, `Room type ${roomType.code} has ${roomType.room_count} rooms.`)
    if (roomType)
      checked.push({
        roomTypeId: roomType.id,
        nights,
        available: update.Available ?? null,
        closed: update.Closed ?? null,
        roomCount: roomType.room_count,
      })
  })
  return checked
}

function checkRates(check: Checker, updates: AvailabilityUpdateRequest['Rates']): CheckedRate[] {
  const checked: CheckedRate[] = []
  updates?.forEach((update, i) => {
    const at = `Rates.${i}`
    const nights = check.nights(at, update)
    const roomType = check.roomType(at, update.RoomTypeCode)
    const ratePlan = check.ratePlan(at, update.RatePlanCode)
    const prices: Partial<Record<PriceField, number>> = {}
    for (const field of PRICE_FIELDS) {
      const major = update[field]
      if (major !== undefined && major !== null) prices[field] = toMinorUnits(major)
    }
    if (Object.keys(prices).length === 0 && update.BaseNumberOfAdults == null)
      check.problems.add(at, 'Give at least one price (BaseRate, CostPerAdult, …) or BaseNumberOfAdults.')
    if (!roomType || !ratePlan) return
    checked.push({
      roomTypeId: roomType.id,
      ratePlanId: ratePlan.id,
      nights,
      prices,
      baseAdults: update.BaseNumberOfAdults ?? null,
      roomTypeBaseAdults: roomType.base_adults,
      field: `${at}.BaseRate`,
    })
  })
  return checked
}

function checkRestrictions(
  check: Checker,
  updates: AvailabilityUpdateRequest['Restrictions'],
): CheckedRestriction[] {
  const checked: CheckedRestriction[] = []
  updates?.forEach((update, i) => {
    const at = `Restrictions.${i}`
    const nights = check.nights(at, update)
    const roomType = check.roomType(at, update.RoomTypeCode)
    const ratePlan = update.RatePlanCode ? check.ratePlan(at, update.RatePlanCode) : null
    if (!roomType || ratePlan === undefined) return
    const ratePlanId = ratePlan?.id ?? null
    checked.push({ roomTypeId: roomType.id, ratePlanId, nights, minStay: update.MinLengthOfStay, field: at })
  })
  return checked
}

export function checkUpdates(
  request: AvailabilityUpdateRequest,
  catalogue: { roomTypes: readonly PmsRoomType[]; ratePlans: readonly PmsRatePlan[] },
  window: SellingWindow,
): CheckedUpdates {
  const check = updateChecker(catalogue, window)
  const inventory = checkInventory(check, request.Inventory)
  const rates = checkRates(check, request.Rates)
  const restrictions = checkRestrictions(check, request.Restrictions)
  if (check.nightsInAll > MAX_NIGHTS_PER_REQUEST)
    check.problems.add(
      '',
      `At most ${MAX_NIGHTS_PER_REQUEST} nights can be written at once; split the update.`,
    )
  if (check.problems.size > 0) throw badRequest(check.problems.build())
  return { inventory, rates, restrictions }
}
