/**
 * The checks and prices of POST /api/ManageBooking/Update, before anything is written: rooms cancelled, rooms
 * changed (dates, type, rate, occupancy, extras, guests) and rooms added, each re-priced with the same code as
 * Create. Every problem is collected under its key in the request; any problem is one 400 with all of them.
 */
import type { ManageUpdateRequest } from '@/api/contract/manage-booking'
import { nightsBetween } from '@/domain/dates'
import type { Occupancy } from '@/domain/occupancy'
import { extrasChanged, quoteChangedRoom, termsMoved } from '@/domain/manage-change'
import type { StayPrice } from '@/domain/pricing'
import { priceStay } from '@/domain/pricing'
import type { RoomQuote } from '@/domain/room-quote'
import type { WallClock } from '@/domain/same-day'
import type { Queryable } from '../db/types'
import { addAll, conflict, forbidden, modelStateBuilder, refuseIfAny } from '../http-errors'
import type { PropertyRow } from '../catalogue/property'
import { CODED_RATE_MESSAGE } from '../catalogue/rate-codes'
import { stayErrors } from '../catalogue/search'
import { cancellationReasonExists } from '../catalogue/reference-data'
import { REASON_REQUIRED_MESSAGE } from './cancel'
import { checkInOf, GUEST_RULES, roomOpen, TOO_LATE_MESSAGE } from '../catalogue/change-window'
import type { UpdateRules } from '../catalogue/change-window'
import {
  loadItems,
  occupancyOf,
  STALE_MESSAGE,
  type PricedLine,
  type ReservationItemRecord,
  type ReservationRecord,
  type ServiceLineRecord,
} from './record'
import { guestsChangedIn } from './guests-changed'
import { inHouseRefusal } from './in-house-change'
import { refusedChange } from './room-rules'
import { checkAddition, type RoomAddition } from './room-addition'
import { updateContext, type UpdateContext } from './update-context'
import {
  occupancyIssues,
  serviceLineOf,
  totalCostIssues,
  priceExtras,
  loadSellableRates,
  RATE_UNAVAILABLE_MESSAGE,
} from './room-quote'

export type RoomUpdate = ManageUpdateRequest['ReservationItems'][number]

export type RoomChange = {
  item: ReservationItemRecord
  update: RoomUpdate
  /** dates, room type, rate plan or occupancy changed: the nights are given back and taken again */
  moved: boolean
  /** the extras of the room are rewritten (asked for, or re-priced because the room moved) */
  rewriteLines: boolean
  stay: StayPrice | null
  lines: PricedLine[]
  /** what the room costs after the change: update.ts stores it as it is */
  quote: RoomQuote
}

export type UpdatePlan = { live: ReservationItemRecord[]; changes: RoomChange[]; additions: RoomAddition[] }

/** Rooms to cancel: live, still in time, with a reason when reasons are required. */
async function checkCancellations(context: UpdateContext, req: ManageUpdateRequest): Promise<Set<number>> {
  const { add, live } = context
  const cancelIds = new Set<number>()
  for (const [index, cancel] of (req.RoomsToCancel ?? []).entries()) {
    const key = `RoomsToCancel.${index}`
    const item = live.find((candidate) => candidate.id === cancel.ReservationItemId)
    if (!item) add(`${key}.ReservationItemId`, 'This room is not part of this reservation.')
    else if (!context.open(item.date_from)) add(`${key}.ReservationItemId`, TOO_LATE_MESSAGE)
    else cancelIds.add(item.id)
    if (
      context.rules.reasonRequired &&
      !(await cancellationReasonExists(context.db, context.property.id, cancel.CancellationReasonId))
    )
      add(`${key}.CancellationReasonId`, REASON_REQUIRED_MESSAGE)
  }
  return cancelIds
}

/**
 * The new stay of a room that moves (dates, type, rate or occupancy), priced with the promotion it was booked
 * with; undefined when a problem was added.
 */
async function priceMove(
  context: UpdateContext,
  update: RoomUpdate,
  occupancy: Occupancy,
  item: ReservationItemRecord,
  key: (field: string) => string,
  /** in house: its arrival is past and stays as it is (./in-house-change.ts checked the departure) */
  started = false,
): Promise<StayPrice | undefined> {
  const { add, now } = context
  const datesWrong = stayErrors(update.DateFrom, update.DateTo, now.date, {
    from: key('DateFrom'),
    to: key('DateTo'),
  })
  if (!started && addAll(datesWrong, add)) return undefined
  if (!started && !context.open(update.DateFrom)) {
    add(key('DateFrom'), 'This arrival date is too close to change online. Please contact the hotel.')
    return undefined
  }
  const roomType = context.roomTypes.find((candidate) => candidate.id === update.RoomTypeId)
  const plan = context.plans.find((candidate) => candidate.id === update.RatePlanId)
  if (!roomType || !plan) {
    add(key('RoomTypeId'), 'This room type or rate plan does not exist at this property.')
    return undefined
  }
  // Moved to, or kept on new dates on, a plan only a code opens: the booking must hold the code (decision 0142).
  if (!context.holdsCode(plan, item)) {
    add(key('RatePlanId'), CODED_RATE_MESSAGE)
    return undefined
  }
  if (addAll(occupancyIssues(roomType, plan, occupancy, key('')), add)) return undefined
  const rates = await loadSellableRates(
    context.db,
    context.property.id,
    { from: update.DateFrom, to: update.DateTo, roomTypeId: roomType.id, ratePlanId: plan.id },
    item.promo_code,
  )
  if (!rates) add(key('RatePlanId'), RATE_UNAVAILABLE_MESSAGE)
  return rates ? priceStay(rates, occupancy) : undefined
}

/**
 * Extras the hotel does not let guests change online stay exactly as booked (docs/product/booking.md#what-is-kept: editable if new or
 * AllowEditOnBookingEngine).
 */
function checkLockedExtras(
  context: UpdateContext,
  own: readonly ServiceLineRecord[],
  asked: readonly { ServiceId: number; Quantity: number }[],
  key: string,
) {
  for (const line of own) {
    const row = context.catalogue.find((service) => service.id === line.service_id)
    if (!row || row.allow_edit) continue
    const wanted = asked.find((extra) => extra.ServiceId === line.service_id)
    if (wanted?.Quantity !== line.quantity)
      context.add(key, `${row.name} cannot be changed online. Please contact the hotel.`)
  }
}

/**
 * Whether the room may still change: before its cut-off, or, at the desk, in house for its departure alone
 * (decision 0134); null when a problem was added.
 */
function changeWindow(
  context: UpdateContext,
  item: ReservationItemRecord,
  update: RoomUpdate,
  othersChanged: boolean,
  key: (field: string) => string,
): { started: boolean } | null {
  const started = !context.open(item.date_from)
  if (!started) return { started }
  const problem = context.inHouse(item)
    ? inHouseRefusal(item, update, context.now.date, othersChanged)
    : { field: 'ReservationItemId', message: TOO_LATE_MESSAGE }
  if (!problem) return { started }
  context.add(key(problem.field), problem.message)
  return null
}

/** One room's change checked and re-priced; null when nothing changed or a problem was added. */
async function checkChange(
  context: UpdateContext,
  update: RoomUpdate,
  item: ReservationItemRecord,
  key: (field: string) => string,
): Promise<RoomChange | null> {
  const { add } = context
  const occupancy = {
    adults: update.NumberOfAdults,
    children: update.NumberOfChildren,
    infants: update.NumberOfInfants,
  }
  const moved = termsMoved(
    {
      dateFrom: item.date_from,
      dateTo: item.date_to,
      roomTypeId: item.room_type_id,
      ratePlanId: item.rate_plan_id,
      occupancy: occupancyOf(item),
    },
    {
      dateFrom: update.DateFrom,
      dateTo: update.DateTo,
      roomTypeId: update.RoomTypeId,
      ratePlanId: update.RatePlanId,
      occupancy,
    },
  )
  const own = context.oldLines.filter((line) => line.item_id === item.id)
  const asked = update.Services
  const servicesChanged = extrasChanged(
    own.map((line) => ({ serviceId: line.service_id, quantity: line.quantity })),
    asked?.map((extra) => ({ serviceId: extra.ServiceId, quantity: extra.Quantity })),
  )
  const guestsMoved = guestsChangedIn(context.oldGuests, item, update)
  if (!moved && !servicesChanged && !guestsMoved) return null
  const window = changeWindow(context, item, update, servicesChanged || guestsMoved, key)
  if (!window) return null
  const { started } = window
  if (update.Guests.length > Math.max(1, occupancy.adults + occupancy.children))
    add(key('Guests'), 'There are more guests than people in this room.')
  context.required.guests(update.Guests, key('Guests'))
  // A non-refundable room shortened or made refundable is refused on its field (decision 0116).
  const refusal = moved ? refusedChange(item, update, context.plans) : null
  if (refusal) {
    add(key(refusal.field), refusal.message)
    return null
  }
  let stay: StayPrice | null = null
  if (moved) {
    const moveStay = await priceMove(context, update, occupancy, item, key, started)
    if (!moveStay) return null
    stay = moveStay
  }
  if (asked !== undefined) checkLockedExtras(context, own, asked, key('Services'))
  const wanted = asked ?? own.map((line) => ({ ServiceId: line.service_id, Quantity: line.quantity }))
  const nights = nightsBetween(update.DateFrom, update.DateTo)
  const lines = priceExtras(
    context.catalogue,
    wanted,
    { nights, occupancy, path: key('Services'), checkMaximum: servicesChanged },
    add,
  )
  const quote = quoteChangedRoom({
    booked: { accommodation: item.accommodation, extras: item.services_total },
    moved,
    extrasChanged: servicesChanged,
    accommodation: stay ? stay.total : item.accommodation,
    stay: { nights, occupancy },
    extras: lines.map((line) => serviceLineOf(line.row, line.quantity)),
  })
  if (context.rules.compareTotals) addAll(totalCostIssues(quote, update.TotalCost, key('')), add)
  const rewriteLines = moved || servicesChanged
  return { item, update, moved, rewriteLines, stay, lines, quote }
}

/** Checks and prices a whole Update; throws the 409, 403 or 400 it deserves, or returns what to write. */
export async function planUpdate(
  db: Queryable,
  property: PropertyRow,
  record: ReservationRecord,
  req: ManageUpdateRequest,
  now: WallClock,
  rules: UpdateRules = GUEST_RULES,
): Promise<UpdatePlan> {
  if (record.cancelled) throw conflict('This reservation is cancelled.')
  if (req.Version !== record.version) throw conflict(STALE_MESSAGE)
  const live = (await loadItems(db, record.id)).filter((item) => !item.cancelled)
  if (!live.some((item) => roomOpen(item, now, rules, checkInOf(property))))
    throw forbidden('This reservation can no longer be changed online. Please contact the hotel.')
  const problems = modelStateBuilder()
  const add = problems.add
  const context = await updateContext(db, property, record, now, add, live, rules)
  // The booker is checked when it is changed, the guests of every room written.
  if (req.Booker) context.required.booker(req.Booker, 'Booker')
  const cancelIds = await checkCancellations(context, req)
  const changes: RoomChange[] = []
  for (const [index, update] of (req.ReservationItems ?? []).entries()) {
    const key = (field: string) => `ReservationItems.${index}.${field}`
    const item = live.find((candidate) => candidate.id === update.ReservationItemId)
    if (!item) add(key('ReservationItemId'), 'This room is not part of this reservation.')
    else if (!cancelIds.has(item.id)) {
      const change = await checkChange(context, update, item, key)
      if (change) changes.push(change)
    }
  }
  // Counted before any added room is priced: each costs queries on the one connection PGlite has.
  const adding = req.RoomsToAdd ?? []
  const maxRooms = property.book_config.MaxNumberOfRoomsOnBooking
  if (adding.length > 0 && live.length - cancelIds.size + adding.length > maxRooms) {
    add(
      'RoomsToAdd',
      `At most ${maxRooms} rooms can be booked at once. Please contact the hotel to add rooms.`,
    )
    refuseIfAny(problems.build())
  }
  const additions: RoomAddition[] = []
  for (const [index, room] of adding.entries()) {
    const addition = await checkAddition(context, room, index)
    if (addition) additions.push(addition)
  }
  refuseIfAny(problems.build())
  return { live, changes, additions }
}
