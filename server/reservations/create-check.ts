/**
 * The checks and prices of POST /api/Reservation/Create, before any write: every room re-priced with
 * src/domain as the app priced it, the voucher, the payment type and the card. A difference from the client's
 * TotalCost or PaymentAmount is a problem like any other (the guest saw a price we will not charge).
 */
import type { CreateReservationRequest } from '@/api/contract/reservation'
import { asksRoomConfiguration } from '@/domain/confirm-booking'
import { compareIsoDate, nightsBetween } from '@/domain/dates'
import type { Occupancy } from '@/domain/occupancy'
import type { SchedulePolicy } from '@/domain/payment-schedule'
import type { StayPrice } from '@/domain/pricing'
import { withRoomPrefix } from '@/domain/room-quote'
import { isSameDayBookingBlocked, type WallClock } from '@/domain/same-day'
import type { BookingTotals } from '@/domain/totals'
import type { Queryable } from '../db/types'
import { addAll, badRequest, modelStateBuilder, type AddProblem, type ModelState } from '../http-errors'
import type { PaymentProvider } from '../payments/provider'
import type { PropertyRow } from '../catalogue/property'
import {
  findPromotion,
  loadRatePlans,
  loadRates,
  loadRoomTypes,
  sellablePlans,
  toNightlyRate,
  type PromotionRow,
  type RatePlanRow,
  type RoomTypeRow,
} from '../catalogue/rates'
import { schedulePolicyOf } from '../catalogue/policy'
import { findVoucher, occupancySwitchErrors, stayErrors } from '../catalogue/search'
import { loadServices, type ServiceRow } from '../catalogue/services'
import { checkEnteredCard, checkPayment, type BookingCard } from './create-payment-check'
import type { PricedLine } from './record'
import { configuredFieldChecks } from './required-fields'
import { quoteSentRoom } from './room-quote'
import { newBookingTotals } from './totals'
import { CODED_RATE_MESSAGE, opensAnyPlan, opensPlan } from '../catalogue/rate-codes'

export type SentRoom = CreateReservationRequest['Rooms'][number]

export type PricedRoom = {
  index: number
  payload: SentRoom
  roomType: RoomTypeRow
  plan: RatePlanRow
  promotion: PromotionRow | null
  occupancy: Occupancy
  stay: StayPrice
  services: PricedLine[]
  servicesCost: number
  total: number
  policy: SchedulePolicy
}

export type PricedBooking = {
  rooms: PricedRoom[]
  totals: BookingTotals
  voucherDiscount: number
  errors: ModelState
  card: BookingCard
}

/** What the room checks of one Create read once. */
type CreateContext = {
  db: Queryable
  property: PropertyRow
  req: CreateReservationRequest
  now: WallClock
  roomTypes: RoomTypeRow[]
  plans: RatePlanRow[]
  services: ServiceRow[]
  bookingPromotion: PromotionRow | null
  /** sellable rates per stay (from|to), read once for rooms on the same dates */
  rateCache: Map<string, ReturnType<typeof sellablePlans>>
  add: AddProblem
}

/** The room's dates: a valid stay inside the booking's dates, not blocked by the same-day cut-off. */
function checkRoomDates(context: CreateContext, room: SentRoom, key: (field: string) => string): boolean {
  const { add, now, req } = context
  const config = context.property.book_config
  if (
    addAll(
      stayErrors(room.DateFrom, room.DateTo, now.date, { from: key('DateFrom'), to: key('DateTo') }),
      add,
    )
  )
    return false
  if (compareIsoDate(room.DateFrom, req.DateFrom) < 0 || compareIsoDate(room.DateTo, req.DateTo) > 0)
    add(key('DateFrom'), 'The room dates must lie within the booking dates.')
  const sameDayRule = {
    enabled: config.SameDayBookingRestrictionEnabled,
    hour: config.SameDayBookingRestrictionHour,
    minute: config.SameDayBookingRestrictionMinute,
    message: config.SameDayBookingRestrictionMessage,
  }
  if (isSameDayBookingBlocked(sameDayRule, room.DateFrom, now))
    add(key('DateFrom'), config.SameDayBookingRestrictionMessage)
  return true
}

async function sellableRows(context: CreateContext, room: SentRoom, roomTypeId: number, planId: number) {
  const rangeKey = `${room.DateFrom}|${room.DateTo}`
  let sellable = context.rateCache.get(rangeKey)
  if (!sellable) {
    const rows = await loadRates(context.db, context.property.id, room.DateFrom, room.DateTo)
    sellable = sellablePlans(rows, nightsBetween(room.DateFrom, room.DateTo))
    context.rateCache.set(rangeKey, sellable)
  }
  return sellable.get(roomTypeId)?.get(planId)
}

/** One room checked and priced; null when it cannot be priced (its problems are added). */
async function priceRoom(context: CreateContext, room: SentRoom, index: number): Promise<PricedRoom | null> {
  const { add, property } = context
  const config = property.book_config
  const key = (field: string) => `Rooms.${index}.${field}`
  if (!checkRoomDates(context, room, key)) return null
  const roomType = context.roomTypes.find((candidate) => candidate.id === room.RoomTypeId)
  const plan = context.plans.find((candidate) => candidate.id === room.RatePlanId)
  if (!roomType) add(key('RoomTypeId'), 'This room type does not exist at this property.')
  if (!plan) add(key('RatePlanId'), 'This rate plan does not exist at this property.')
  if (!roomType || !plan) return null
  // The server's own check: a plan only a code opens is booked with that code or not at all (decision 0138).
  if (!opensPlan(plan, context.req.PromoCode) && !opensPlan(plan, room.Promotion)) {
    add(key('RatePlanId'), CODED_RATE_MESSAGE)
    return null
  }
  if (asksRoomConfiguration(config)) {
    const id = room.RoomConfigurationDropdownOptionId
    if (
      id === null ||
      id === undefined ||
      !config.RoomConfigurationOptions.some((option) => option.Id === id)
    )
      add(key('RoomConfigurationDropdownOptionId'), 'Please choose a room configuration.')
  }
  const occupancy = {
    adults: room.NumberOfAdults,
    children: room.NumberOfChildren,
    infants: room.NumberOfInfants,
  }
  const rows = await sellableRows(context, room, roomType.id, plan.id)
  let promotion = context.bookingPromotion
  if (rows && room.Promotion?.trim()) {
    promotion = await findPromotion(context.db, property.id, room.Promotion)
    if (!promotion) add(key('Promotion'), 'This promo code is not valid.')
  }
  const percentage = promotion?.discount_percentage ?? 0
  const { quote, problems, lines } = quoteSentRoom({
    roomType,
    plan,
    occupancy,
    rates: rows ? rows.map((row) => toNightlyRate(row, percentage)) : null,
    services: context.services,
    sent: room.Services ?? [],
    sentTotal: room.TotalCost,
  })
  addAll(withRoomPrefix(problems, key('')), add)
  if (!quote) return null
  const { stay, extras: servicesCost, total } = quote
  const policy = schedulePolicyOf(plan.policy)
  return {
    index,
    payload: room,
    roomType,
    plan,
    promotion,
    occupancy,
    stay,
    services: lines,
    servicesCost,
    total,
    policy,
  }
}

async function voucherDiscountOf(
  db: Queryable,
  property: PropertyRow,
  code: string | null | undefined,
  add: AddProblem,
) {
  if (!code?.trim()) return 0
  const voucher = await findVoucher(db, property, code)
  if (voucher && voucher.balance > 0) return voucher.balance
  add('HopGiftVoucherCode', 'This gift voucher code is not valid.')
  return 0
}

/** Checks and prices the request; every problem found is in `errors`. */
export async function priceBooking(
  db: Queryable,
  property: PropertyRow,
  req: CreateReservationRequest,
  now: WallClock,
  userId: number | null,
  provider: PaymentProvider,
): Promise<PricedBooking> {
  const problems = modelStateBuilder()
  const add = problems.add
  const config = property.book_config
  // The booker's details the hotel requires beyond docs/product/booking.md#rules's fixed rules (decision 0090).
  configuredFieldChecks(property, add).booker(req.Booker, 'Booker')
  // Before anything is read or priced: each room costs queries on the one connection PGlite has.
  if (req.Rooms.length > config.MaxNumberOfRoomsOnBooking) {
    add('Rooms', `At most ${config.MaxNumberOfRoomsOnBooking} rooms can be booked at once.`)
    throw badRequest(problems.build())
  }
  addAll(occupancySwitchErrors(property, req.Rooms), add)
  const [roomTypes, plans, services] = await Promise.all([
    loadRoomTypes(db, property.id),
    loadRatePlans(db, property.id),
    loadServices(db, property.id),
  ])
  const bookingPromotion = await findPromotion(db, property.id, req.PromoCode)
  // A code may open rates only it gives (rate-codes.ts) instead of taking a share off: valid too.
  if (req.PromoCode?.trim() && !bookingPromotion && !opensAnyPlan(plans, req.PromoCode))
    add('PromoCode', 'This promo code is not valid.')
  const rateCache = new Map<string, ReturnType<typeof sellablePlans>>()
  const context = { db, property, req, now, roomTypes, plans, services, bookingPromotion, rateCache, add }
  const rooms: PricedRoom[] = []
  for (const [index, room] of req.Rooms.entries()) {
    const priced = await priceRoom(context, room, index)
    if (priced) rooms.push(priced)
  }
  const voucherDiscount = await voucherDiscountOf(db, property, req.HopGiftVoucherCode, add)
  const totals = newBookingTotals(
    rooms.map((room) => ({ ...room, arrival: room.payload.DateFrom })),
    property,
    voucherDiscount,
    now.date,
  )
  const input = { db, provider, property, req, userId, today: now.date, rooms, totals }
  const checked = await checkPayment(input, add)
  const card = problems.size === 0 ? await checkEnteredCard(input, checked, add) : checked
  return { rooms, totals, voucherDiscount, errors: problems.build(), card }
}
