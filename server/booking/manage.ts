/**
 * Manage booking and pre-check-in on the server. Access: reference number + code (HMAC, compared in constant
 * time), or reservation number + a guest's or the booker's last name. Every change runs in one transaction that
 * first bumps the reservation's Version from the one the client saw (a stale Version is a 409, never a silent
 * overwrite), releases and takes inventory with the same conditional updates as Create, and re-prices changed
 * rooms with src/domain.
 *
 * Trap: "editable" is about time, per room. A room can be changed or cancelled online until
 * ChangeCutOffHours before check-in time (14:00, property time) on its arrival day; pre-check-in stays open
 * until departure. Every check below goes through `changeAllowed`, so the flags the app shows (CanBeEdited,
 * CanBeCancelled) and what the server accepts never disagree.
 */
import { timingSafeEqual } from 'node:crypto'
import type { RatePlanPolicy } from '@/api/contract/availability'
import type {
  ManageBookingConfig,
  ManagedReservation,
  ManageUpdateRequest,
  NewRoom,
  ReservationItemRateRow,
  SearchDateOptionsRequest,
  UpgradeOption,
} from '@/api/contract/manage-booking'
import type { PreCheckInSaveRequest } from '@/api/contract/pre-check-in'
import { NO_REQUIRED_FIELDS } from '@/api/contract/required-fields'
import type { CardDetails } from '@/api/contract/common'
import { isCardExpired } from '@/domain/cards'
import { compareIsoDate, nightsBetween, toDayNumber } from '@/domain/dates'
import { placeholderGuests } from '@/domain/manage-flow'
import { toMajorUnits, toMinorUnits } from '@/domain/money'
import { effectiveLimits, fitsOccupancy, type Occupancy } from '@/domain/occupancy'
import { priceStay, type NightlyRate, type StayPrice } from '@/domain/pricing'
import type { WallClock } from '@/domain/same-day'
import { serviceStayCost } from '@/domain/services'
import { bookingTotals } from '@/domain/totals'
import type { Db, Queryable } from '../db/types'
import { badRequest, conflict, forbidden, notFound, type ModelState } from '../http'
import { ROOM_GONE_MESSAGE, type StoredBooker, type StoredTotals } from './create'
import { chargeCard, type StoredCard } from './gateway'
import type { PropertyRow } from './property'
import { configuredFieldChecks } from './required-fields'
import {
  loadRatePlans,
  loadRates,
  loadRoomTypes,
  minAvailability,
  sellablePlans,
  toDailyRate,
  toNightlyRate,
  type RatePlanRow,
  type RoomTypeRow,
} from './rates'
import { stayErrors } from './search'
import { loadServices, stockDays, stockUnits, type ServiceRow } from './services'

/** GET /api/ManageBooking/Config: what the demo properties allow online. */
export const MANAGE_CONFIG: ManageBookingConfig = {
  AllowEditGuestDetails: true,
  AllowChangeDates: true,
  AllowChangeRooms: true,
  AllowManageExtras: true,
  AllowCancel: true,
  CancellationReasonRequired: true,
  ChangeCutOffHours: 24,
  // Per property: the route answers with the property's own (decision 0090).
  RequiredFields: NO_REQUIRED_FIELDS,
}

/** Check-in time on the arrival day, the point the cut-off counts back from. */
export const CHECK_IN_HOUR = 14

export const NOT_FOUND = 'We could not find a reservation with these details.'
export const STALE_MESSAGE =
  'This reservation was changed elsewhere since it was loaded. Please review it again.'
export const TOO_LATE_MESSAGE = 'This room can no longer be changed online. Please contact the hotel.'

export type Row = {
  id: number
  reference_number: string
  code: string
  version: number
  date_from: string
  date_to: string
  booker: StoredBooker
  card: StoredCard | null
  company_id: number | null
  special_requests: string | null
  totals: StoredTotals
  cancelled: boolean
  pre_check_in_at: string | null
  estimated_arrival_time: string | null
}

type ItemRow = {
  id: number
  room_type_id: number
  room_type_name: string
  rate_plan_id: number
  rate_plan_name: string
  policy: RatePlanPolicy
  date_from: string
  date_to: string
  adults: number
  children: number
  infants: number
  room_configuration_id: number | null
  room_configuration_name: string | null
  promo_code: string | null
  nights: { DateOfStay: string; RatePerNight: number }[]
  accommodation: number
  services_total: number
  total: number
  cancelled: boolean
}

type LineRow = { item_id: number; service_id: number; quantity: number; total: number }

/** A priced extra line: service, quantity and its cost over the stay (minor units). */
type Line = { row: ServiceRow; quantity: number; cost: number }

export const codeMatches = (expected: string, given: string) => {
  const a = Buffer.from(expected)
  const b = Buffer.from(given)
  return a.length === b.length && timingSafeEqual(a, b)
}

async function rowByReference(db: Queryable, property: PropertyRow, reference: string): Promise<Row | null> {
  const [r] = await db.query<Row>(
    `SELECT id, reference_number, code, version, date_from::text AS date_from, date_to::text AS date_to, booker, card,
            company_id, special_requests, totals, cancelled, pre_check_in_at::text AS pre_check_in_at,
            estimated_arrival_time
     FROM reservation WHERE property_id = $1 AND upper(reference_number) = upper($2)`,
    [property.id, reference.trim()],
  )
  return r ?? null
}

/** The reservation behind reference + code; a wrong code answers exactly like an unknown reference. */
export async function accessByCode(
  db: Queryable,
  property: PropertyRow,
  reference: string,
  code: string,
): Promise<Row> {
  const r = await rowByReference(db, property, reference)
  if (!r || !codeMatches(r.code, code)) throw notFound(NOT_FOUND)
  return r
}

export async function accessByGuestName(
  db: Queryable,
  property: PropertyRow,
  reference: string,
  guestName: string,
): Promise<Row | null> {
  const r = await rowByReference(db, property, reference)
  if (!r) return null
  const wanted = guestName.trim().replace(/\s+/g, ' ').toLowerCase()
  const names = await db.query<{ first_name: string; last_name: string }>(
    `SELECT g.first_name, g.last_name FROM reservation_guest g JOIN reservation_item i ON i.id = g.reservation_item_id
     WHERE i.reservation_id = $1`,
    [r.id],
  )
  const candidates = [{ first_name: r.booker.FirstName, last_name: r.booker.LastName }, ...names].flatMap(
    (n) => [n.last_name.toLowerCase(), `${n.first_name} ${n.last_name}`.toLowerCase()],
  )
  return candidates.includes(wanted) ? r : null
}

/** Changes are allowed until ChangeCutOffHours before check-in time on the arrival day (property time). */
export function changeAllowed(
  arrival: string,
  now: WallClock,
  cutOffHours = MANAGE_CONFIG.ChangeCutOffHours,
): boolean {
  const minutes = (day: string, hour: number, minute: number) => toDayNumber(day) * 1440 + hour * 60 + minute
  return minutes(now.date, now.hour, now.minute) < minutes(arrival, CHECK_IN_HOUR, 0) - cutOffHours * 60
}

async function items(db: Queryable, reservationId: number): Promise<ItemRow[]> {
  return db.query<ItemRow>(
    `SELECT i.id, i.room_type_id, rt.name AS room_type_name, i.rate_plan_id, rp.name AS rate_plan_name, rp.policy,
            i.date_from::text AS date_from, i.date_to::text AS date_to, i.adults, i.children, i.infants,
            i.room_configuration_id, rc.name AS room_configuration_name, i.promo_code, i.nights, i.accommodation,
            i.services_total, i.total, i.cancelled
     FROM reservation_item i JOIN room_type rt ON rt.id = i.room_type_id JOIN rate_plan rp ON rp.id = i.rate_plan_id
     LEFT JOIN room_configuration rc ON rc.id = i.room_configuration_id
     WHERE i.reservation_id = $1 ORDER BY i.id`,
    [reservationId],
  )
}

async function serviceLines(db: Queryable, reservationId: number): Promise<LineRow[]> {
  return db.query<LineRow>(
    `SELECT rs.reservation_item_id AS item_id, rs.service_id, rs.quantity, rs.total
     FROM reservation_service rs JOIN reservation_item i ON i.id = rs.reservation_item_id
     WHERE i.reservation_id = $1 ORDER BY rs.id`,
    [reservationId],
  )
}

const occupancyOf = (i: Pick<ItemRow, 'adults' | 'children' | 'infants'>): Occupancy => ({
  adults: i.adults,
  children: i.children,
  infants: i.infants,
})

export async function managedReservation(
  db: Queryable,
  property: PropertyRow,
  r: Row,
  now: WallClock,
): Promise<ManagedReservation> {
  const list = await items(db, r.id)
  const guests = await db.query<{
    id: number
    item_id: number
    first_name: string
    last_name: string
    email: string | null
    phone: string | null
  }>(
    `SELECT g.id, g.reservation_item_id AS item_id, g.first_name, g.last_name, g.email, g.phone
     FROM reservation_guest g JOIN reservation_item i ON i.id = g.reservation_item_id WHERE i.reservation_id = $1 ORDER BY g.id`,
    [r.id],
  )
  const lines = await serviceLines(db, r.id)
  const catalogue = await loadServices(db, property.id)
  const [company] = r.company_id
    ? await db.query<{ id: number; name: string }>('SELECT id, name FROM company WHERE id = $1', [
        r.company_id,
      ])
    : []
  const live = list.filter((i) => !i.cancelled)
  const editable = (i: ItemRow) => !r.cancelled && !i.cancelled && changeAllowed(i.date_from, now)
  const t = r.totals
  return {
    PropertyId: property.id,
    ReservationId: r.id,
    ReferenceNumber: r.reference_number,
    ReservationNumber: r.reference_number,
    IsReservation: true,
    EntityId: r.id,
    Code: r.code,
    Version: r.version,
    Currency: property.currency,
    SpecialRequests: r.special_requests,
    NumberOfAdults: live.reduce((n, i) => n + i.adults, 0),
    NumberOfChildren: live.reduce((n, i) => n + i.children, 0),
    NumberOfInfants: live.reduce((n, i) => n + i.infants, 0),
    CreditCards: r.card
      ? [
          {
            CardType: r.card.Brand,
            LastFour: r.card.LastFour,
            ExpiryMonth: r.card.ExpiryMonth,
            ExpiryYear: r.card.ExpiryYear,
          },
        ]
      : [],
    Booker: {
      IndividualId: r.id,
      FirstName: r.booker.FirstName,
      LastName: r.booker.LastName,
      Email: r.booker.Email,
      Phone: r.booker.Phone,
      Street: r.booker.Street,
      City: r.booker.City ?? null,
      StateOrCounty: r.booker.StateOrCounty ?? null,
      ZipCode: r.booker.ZipCode,
      CountryId: r.booker.CountryId,
    },
    Company: company ? { Name: company.name, AccountId: company.id } : null,
    DateFrom: r.date_from,
    DateTo: r.date_to,
    CanBeEdited: live.some(editable),
    CanBeCancelled: live.length > 0 && live.every(editable),
    IsCancelled: r.cancelled,
    TotalAccommodation: toMajorUnits(t.accommodation),
    TotalServices: toMajorUnits(t.services),
    TotalVat: toMajorUnits(t.vat),
    VisitorLevy: toMajorUnits(t.visitorLevy),
    Discount: toMajorUnits(t.discount),
    TotalCost: toMajorUnits(t.total),
    AmountPaid: toMajorUnits(t.paidNow),
    LocationName: property.book_config.Locations[0]?.Name ?? null,
    EstimatedArrivalTime: r.estimated_arrival_time,
    PreCheckInCompletedAt: r.pre_check_in_at ? new Date(r.pre_check_in_at).toISOString() : null,
    ReservationItems: list.map((i) => ({
      ReservationItemId: i.id,
      DateOfArrival: i.date_from,
      DateOfDeparture: i.date_to,
      RoomTypeId: i.room_type_id,
      RoomTypeName: i.room_type_name,
      RatePlanId: i.rate_plan_id,
      RatePlanName: i.rate_plan_name,
      PromoCode: i.promo_code,
      Policy: i.policy,
      RoomConfiguration:
        i.room_configuration_id !== null
          ? { Id: i.room_configuration_id, Name: i.room_configuration_name ?? '' }
          : null,
      NumberOfAdults: i.adults,
      NumberOfChildren: i.children,
      NumberOfInfants: i.infants,
      Guests: guests
        .filter((g) => g.item_id === i.id)
        .map((g) => ({
          IndividualId: g.id,
          FirstName: g.first_name,
          LastName: g.last_name,
          Email: g.email,
          Phone: g.phone,
        })),
      Services: lines
        .filter((l) => l.item_id === i.id)
        .flatMap((l) => {
          const s = catalogue.find((x) => x.id === l.service_id)
          return s
            ? [
                {
                  ReservationItemId: i.id,
                  ServiceId: l.service_id,
                  ServiceName: s.name,
                  Quantity: l.quantity,
                  TotalCost: toMajorUnits(l.total),
                  AllowEditOnBookingEngine: s.allow_edit,
                  Price: toMajorUnits(s.price),
                  ChargeType: s.charge_type,
                  ChargePerPerson: s.charge_per_person,
                },
              ]
            : []
        }),
      DailyRates: i.nights,
      AccommodationCost: toMajorUnits(i.accommodation),
      TotalCost: toMajorUnits(i.total),
      CanBeEdited: editable(i),
      // The last room left is cancelled by cancelling the booking.
      CanBeCancelled: editable(i) && live.length > 1,
      IsCancelled: i.cancelled,
    })),
  }
}

/** Bumps the version the client saw; a different version means someone else changed it first. */
async function claimVersion(tx: Queryable, reservationId: number, version: number): Promise<number> {
  const ok = await tx.query<{ version: number }>(
    'UPDATE reservation SET version = version + 1, updated_at = now() WHERE id = $1 AND version = $2 RETURNING version',
    [reservationId, version],
  )
  if (ok.length !== 1) throw conflict(STALE_MESSAGE)
  return ok[0]?.version ?? version + 1
}

// ---------------------------------------------------------------- pricing (the same domain code as Create)

async function promoPercentage(db: Queryable, propertyId: number, code: string | null): Promise<number> {
  if (!code) return 0
  const [row] = await db.query<{ p: number }>(
    'SELECT discount_percentage AS p FROM promo_code WHERE property_id = $1 AND upper(code) = upper($2)',
    [propertyId, code],
  )
  return row?.p ?? 0
}

/** Sellable nightly rates of one room type and rate plan over a stay, priced for an occupancy, or null. */
async function priceRoom(
  db: Queryable,
  propertyId: number,
  stay: { from: string; to: string; roomTypeId: number; ratePlanId: number },
  occupancy: Occupancy,
  promoCode: string | null,
): Promise<(StayPrice & { rates: NightlyRate[] }) | null> {
  const rows = sellablePlans(
    await loadRates(db, propertyId, stay.from, stay.to),
    nightsBetween(stay.from, stay.to),
  )
    .get(stay.roomTypeId)
    ?.get(stay.ratePlanId)
  if (!rows) return null
  const pct = await promoPercentage(db, propertyId, promoCode)
  const rates = rows.map((x) => toNightlyRate(x, pct))
  return { ...priceStay(rates, occupancy), rates }
}

function priceLine(row: ServiceRow, quantity: number, nights: number, occupancy: Occupancy): Line {
  return {
    row,
    quantity,
    cost: serviceStayCost(
      { price: row.price, charge: row.charge_type, chargePerPerson: row.charge_per_person, quantity },
      nights,
      occupancy,
    ),
  }
}

function limitsFor(rt: RoomTypeRow, plan: RatePlanRow) {
  return effectiveLimits(
    {
      minimumOccupancy: rt.min_occupancy,
      maximumOccupancy: rt.max_occupancy,
      adultMaximumOccupancy: rt.adult_max,
      childMaximumOccupancy: rt.child_max,
    },
    {
      useOccupancyForRatePlan: plan.use_occupancy,
      minimumOccupancy: plan.min_occupancy,
      maximumOccupancy: plan.max_occupancy,
      adultMaximumOccupancy: plan.adult_max,
      childMaximumOccupancy: plan.child_max,
    },
  )
}

const money = (minor: number) => toMajorUnits(minor).toFixed(2)

// ---------------------------------------------------------------- inventory

export async function releaseItem(
  tx: Queryable,
  item: Pick<ItemRow, 'id' | 'room_type_id' | 'date_from' | 'date_to'>,
): Promise<void> {
  await tx.query(
    'UPDATE inventory SET available = available + 1 WHERE room_type_id = $1 AND day >= $2 AND day < $3',
    [item.room_type_id, item.date_from, item.date_to],
  )
  const lines = await tx.query<{
    service_id: number
    quantity: number
    charge_type: 'PerStay' | 'PerDay' | 'PerQuantity'
    inventory: number | null
  }>(
    `SELECT rs.service_id, rs.quantity, s.charge_type, s.inventory FROM reservation_service rs JOIN service s ON s.id = rs.service_id
     WHERE rs.reservation_item_id = $1`,
    [item.id],
  )
  for (const l of lines) {
    if (l.inventory === null) continue
    await tx.query(
      'UPDATE service_stock SET available = available + $3 WHERE service_id = $1 AND day = ANY($2::date[])',
      [
        l.service_id,
        stockDays(l.charge_type, item.date_from, item.date_to),
        stockUnits(l.charge_type, l.quantity),
      ],
    )
  }
}

/** Takes one room of a type for every night of a stay; a shortfall rolls the transaction back. */
async function takeRoom(tx: Queryable, roomTypeId: number, from: string, to: string): Promise<void> {
  const taken = await tx.query(
    'UPDATE inventory SET available = available - 1 WHERE room_type_id = $1 AND day >= $2 AND day < $3 AND available >= 1 RETURNING day',
    [roomTypeId, from, to],
  )
  if (taken.length !== nightsBetween(from, to)) throw conflict(ROOM_GONE_MESSAGE)
}

/** Takes stock for extra lines over a stay; a shortfall rolls the transaction back. */
async function takeStock(tx: Queryable, lines: readonly Line[], from: string, to: string): Promise<void> {
  for (const l of lines) {
    if (l.row.inventory === null) continue
    const days = stockDays(l.row.charge_type, from, to)
    const got = await tx.query(
      'UPDATE service_stock SET available = available - $3 WHERE service_id = $1 AND day = ANY($2::date[]) AND available >= $3 RETURNING day',
      [l.row.id, days, stockUnits(l.row.charge_type, l.quantity)],
    )
    if (got.length !== days.length)
      throw conflict(`${l.row.name} is no longer available for the selected dates.`)
  }
}

async function writeLines(tx: Queryable, itemId: number, lines: readonly Line[]): Promise<void> {
  for (const l of lines)
    await tx.query(
      'INSERT INTO reservation_service (reservation_item_id, service_id, quantity, total) VALUES ($1, $2, $3, $4)',
      [itemId, l.row.id, l.quantity, l.cost],
    )
}

/** Recomputes the stored totals from the live rooms with the domain's bookingTotals (policy charges already taken). */
async function refreshTotals(tx: Queryable, property: PropertyRow, r: Row, today: string): Promise<void> {
  const live = (await items(tx, r.id)).filter((i) => !i.cancelled)
  const levy = property.book_config.VisitorLevy
  const totals = bookingTotals({
    rooms: live.map((i) => {
      const nights = i.nights.map((n) => ({
        date: n.DateOfStay,
        price: toMinorUnits(n.RatePerNight),
        originalPrice: toMinorUnits(n.RatePerNight),
      }))
      const stay: StayPrice = {
        nights,
        total: i.accommodation,
        originalTotal: i.accommodation,
        baseNumberOfAdults: 0,
      }
      // The extras' stored cost enters as one PerStay line of that amount.
      return {
        stay,
        occupancy: occupancyOf(i),
        services: [
          { price: i.services_total, charge: 'PerStay' as const, chargePerPerson: false, quantity: 1 },
        ],
      }
    }),
    vat: { rate: property.settings.StandardVatRate, exclusive: property.settings.IsStandardTaxExclusive },
    visitorLevy: {
      enabled: property.settings.EnableVisitorLevy && levy !== null,
      percentage: levy?.Percentage ?? 0,
      maxNights: levy?.MaximumNights ?? 0,
    },
    voucherDiscount: r.totals.discount,
    paymentPolicy: { automaticPaymentType: 'None', percentageToCharge: 0, daysBeforeArrival: 0 },
    arrival: r.date_from,
    today,
  })
  const from = live.map((i) => i.date_from).sort()[0] ?? r.date_from
  const to =
    live
      .map((i) => i.date_to)
      .sort()
      .at(-1) ?? r.date_to
  const stored: StoredTotals = {
    ...totals,
    payNow: r.totals.payNow,
    vatIncluded: r.totals.vatIncluded,
    paidNow: r.totals.paidNow,
  }
  await tx.query(
    'UPDATE reservation SET totals = $2, date_from = $3, date_to = $4, cancelled = $5 WHERE id = $1',
    [r.id, JSON.stringify(stored), from, to, live.length === 0],
  )
}

async function reasonExists(db: Queryable, propertyId: number, id: number | null | undefined) {
  if (!id) return false
  const rows = await db.query('SELECT 1 FROM cancellation_reason WHERE id = $1 AND property_id = $2', [
    id,
    propertyId,
  ])
  return rows.length > 0
}

// ---------------------------------------------------------------- options (need the server's answer)

/** Upgrades per editable room: along the room type's upgrade chain, same rate plan, fits, rooms left. */
export async function upgradeOptions(
  db: Queryable,
  property: PropertyRow,
  r: Row,
  now: WallClock,
): Promise<UpgradeOption[]> {
  const [list, roomTypes, plans] = await Promise.all([
    items(db, r.id),
    loadRoomTypes(db, property.id),
    loadRatePlans(db, property.id),
  ])
  const out: UpgradeOption[] = []
  if (r.cancelled) return out
  for (const item of list.filter((i) => !i.cancelled && changeAllowed(i.date_from, now))) {
    const nights = nightsBetween(item.date_from, item.date_to)
    const free = await minAvailability(db, property.id, item.date_from, item.date_to, nights)
    const plan = plans.find((p) => p.id === item.rate_plan_id)
    const occ = occupancyOf(item)
    const seen = new Set<number>([item.room_type_id])
    for (let next = roomTypes.find((t) => t.id === item.room_type_id)?.upgrade_to ?? null; next !== null;) {
      if (seen.has(next)) break
      seen.add(next)
      const target = roomTypes.find((t) => t.id === next)
      if (!target || !plan) break
      next = target.upgrade_to
      if ((free.get(target.id) ?? 0) < 1 || !fitsOccupancy(limitsFor(target, plan), occ)) continue
      const stay = await priceRoom(
        db,
        property.id,
        { from: item.date_from, to: item.date_to, roomTypeId: target.id, ratePlanId: plan.id },
        occ,
        item.promo_code,
      )
      if (!stay) continue
      out.push({
        ReservationItemId: item.id,
        RoomTypeId: target.id,
        RoomTypeName: target.name,
        RatePlanId: plan.id,
        DailyRates: stay.rates.map(toDailyRate),
        TotalUpgradeCost: toMajorUnits(stay.total),
        CostDifference: toMajorUnits(stay.total - item.accommodation),
      })
    }
  }
  return out
}

/** New rates per room for new dates (spec §4 ChangeDates): the price difference before anything is saved. */
export async function dateOptions(
  db: Queryable,
  property: PropertyRow,
  r: Row,
  req: SearchDateOptionsRequest,
  now: WallClock,
): Promise<ReservationItemRateRow[]> {
  const errors = stayErrors(req.DateFrom, req.DateTo, now.date)
  if (Object.keys(errors).length > 0) throw badRequest(errors)
  if (!changeAllowed(req.DateFrom, now))
    throw badRequest({
      DateFrom: ['This arrival date is too close to change online. Please contact the hotel.'],
    })
  const [list, lines, catalogue] = await Promise.all([
    items(db, r.id),
    serviceLines(db, r.id),
    loadServices(db, property.id),
  ])
  const nights = nightsBetween(req.DateFrom, req.DateTo)
  const free = await minAvailability(db, property.id, req.DateFrom, req.DateTo, nights)
  const rows: ReservationItemRateRow[] = []
  const supply = new Map<number, { free: number; needed: number }>()
  for (const [n, id] of req.ReservationItemIds.entries()) {
    const item = list.find((i) => i.id === id && !i.cancelled)
    if (!item)
      throw badRequest({ [`ReservationItemIds.${n}`]: ['This room is not part of this reservation.'] })
    if (!changeAllowed(item.date_from, now))
      throw badRequest({ [`ReservationItemIds.${n}`]: [TOO_LATE_MESSAGE] })
    const occ = occupancyOf(item)
    const stay = await priceRoom(
      db,
      property.id,
      { from: req.DateFrom, to: req.DateTo, roomTypeId: item.room_type_id, ratePlanId: item.rate_plan_id },
      occ,
      item.promo_code,
    )
    // A moving room gives its own nights back, so overlapping nights count one more room; rooms of one type
    // moving together each need a room of their own.
    const tally = supply.get(item.room_type_id) ?? { free: free.get(item.room_type_id) ?? 0, needed: 0 }
    tally.free += item.date_from < req.DateTo && req.DateFrom < item.date_to ? 1 : 0
    tally.needed += 1
    supply.set(item.room_type_id, tally)
    const available = stay !== null && tally.free >= tally.needed
    const services = lines
      .filter((l) => l.item_id === item.id)
      .flatMap((l) => {
        const row = catalogue.find((s) => s.id === l.service_id)
        return row ? [priceLine(row, l.quantity, nights, occ)] : []
      })
    const servicesCost = services.reduce((a, l) => a + l.cost, 0)
    const accommodation = stay?.total ?? 0
    rows.push({
      ReservationItemId: id,
      DateFrom: req.DateFrom,
      DateTo: req.DateTo,
      IsAvailable: available,
      DailyRates: stay
        ? stay.nights.map((x) => ({ DateOfStay: x.date, RatePerNight: toMajorUnits(x.price) }))
        : [],
      NumberOfAdults: occ.adults,
      NumberOfChildren: occ.children,
      NumberOfInfants: occ.infants,
      AccommodationCost: toMajorUnits(accommodation),
      ServicesCost: toMajorUnits(servicesCost),
      TotalCost: toMajorUnits(accommodation + servicesCost),
      CostDifference: toMajorUnits(accommodation + servicesCost - item.total),
    })
  }
  return rows
}

// ---------------------------------------------------------------- cancel

export async function cancelReservation(
  db: Db,
  property: PropertyRow,
  r: Row,
  reasonId: number | null | undefined,
  now: WallClock,
): Promise<void> {
  if (r.cancelled) throw conflict('This reservation is already cancelled.')
  if (MANAGE_CONFIG.CancellationReasonRequired && !(await reasonExists(db, property.id, reasonId)))
    throw badRequest({ CancellationReasonId: ['Please choose a reason for cancelling.'] })
  const live = (await items(db, r.id)).filter((x) => !x.cancelled)
  if (live.some((i) => !changeAllowed(i.date_from, now)))
    throw forbidden('This reservation can no longer be cancelled online. Please contact the hotel.')
  await db.transaction(async (tx) => {
    await claimVersion(tx, r.id, r.version)
    for (const i of live) {
      await releaseItem(tx, i)
      await tx.query(
        'UPDATE reservation_item SET cancelled = true, cancellation_reason_id = $2 WHERE id = $1',
        [i.id, reasonId ?? null],
      )
    }
    await tx.query('UPDATE reservation SET cancelled = true, cancellation_reason_id = $2 WHERE id = $1', [
      r.id,
      reasonId ?? null,
    ])
  })
}

// ---------------------------------------------------------------- update

type Change = {
  item: ItemRow
  upd: ManageUpdateRequest['ReservationItems'][number]
  /** dates, room type, rate plan or occupancy changed: the nights are given back and taken again */
  moved: boolean
  /** the extras of the room are rewritten (asked for, or re-priced because the room moved) */
  rewriteLines: boolean
  stay: StayPrice | null
  lines: Line[]
}

type Addition = { room: NewRoom; roomType: RoomTypeRow; stay: StayPrice; lines: Line[] }

const sameGuests = (
  a: readonly { first_name: string; last_name: string; email: string | null; phone: string | null }[],
  b: readonly { FirstName: string; LastName: string; Email?: string | null; Phone?: string | null }[],
) =>
  a.length === b.length &&
  a.every(
    (g, i) =>
      g.first_name === b[i]?.FirstName &&
      g.last_name === b[i]?.LastName &&
      (g.email ?? '') === (b[i]?.Email ?? '') &&
      (g.phone ?? '') === (b[i]?.Phone ?? ''),
  )

/**
 * POST /api/ManageBooking/Update: booker and guest details, rooms moved or changed (type, rate, dates,
 * occupancy), extras, rooms added and rooms cancelled — checked and re-priced before one transaction applies
 * all of it. Returns the new version.
 */
export async function updateReservation(
  db: Db,
  property: PropertyRow,
  r: Row,
  req: ManageUpdateRequest,
  now: WallClock,
): Promise<number> {
  if (r.cancelled) throw conflict('This reservation is cancelled.')
  if (req.Version !== r.version) throw conflict(STALE_MESSAGE)
  const current = await items(db, r.id)
  const live = current.filter((i) => !i.cancelled)
  if (!live.some((i) => changeAllowed(i.date_from, now)))
    throw forbidden('This reservation can no longer be changed online. Please contact the hotel.')
  const errors: ModelState = {}
  const add = (k: string, m: string) => (errors[k] ??= []).push(m)
  // What the hotel requires of the booker and guests beyond spec §5's fixed rules (decision 0090): the booker
  // when it is changed, the guests of every room written.
  const required = configuredFieldChecks(property, add)
  if (req.Booker) required.booker(req.Booker, 'Booker')
  const [roomTypes, plans, catalogue, oldLines, oldGuests] = await Promise.all([
    loadRoomTypes(db, property.id),
    loadRatePlans(db, property.id),
    loadServices(db, property.id),
    serviceLines(db, r.id),
    db.query<{
      item_id: number
      first_name: string
      last_name: string
      email: string | null
      phone: string | null
    }>(
      `SELECT g.reservation_item_id AS item_id, g.first_name, g.last_name, g.email, g.phone
       FROM reservation_guest g JOIN reservation_item i ON i.id = g.reservation_item_id WHERE i.reservation_id = $1 ORDER BY g.id`,
      [r.id],
    ),
  ])

  // Rooms to cancel: live, still in time, with a reason when reasons are required.
  const cancelIds = new Set<number>()
  for (const [n, c] of (req.RoomsToCancel ?? []).entries()) {
    const item = live.find((i) => i.id === c.ReservationItemId)
    if (!item) add(`RoomsToCancel.${n}.ReservationItemId`, 'This room is not part of this reservation.')
    else if (!changeAllowed(item.date_from, now))
      add(`RoomsToCancel.${n}.ReservationItemId`, TOO_LATE_MESSAGE)
    else cancelIds.add(item.id)
    if (
      MANAGE_CONFIG.CancellationReasonRequired &&
      !(await reasonExists(db, property.id, c.CancellationReasonId))
    )
      add(`RoomsToCancel.${n}.CancellationReasonId`, 'Please choose a reason for cancelling.')
  }

  const changes: Change[] = []
  for (const [n, upd] of (req.ReservationItems ?? []).entries()) {
    const key = (f: string) => `ReservationItems.${n}.${f}`
    const item = live.find((i) => i.id === upd.ReservationItemId)
    if (!item) {
      add(key('ReservationItemId'), 'This room is not part of this reservation.')
      continue
    }
    if (cancelIds.has(item.id)) continue
    const moved =
      upd.DateFrom !== item.date_from ||
      upd.DateTo !== item.date_to ||
      upd.RoomTypeId !== item.room_type_id ||
      upd.RatePlanId !== item.rate_plan_id ||
      upd.NumberOfAdults !== item.adults ||
      upd.NumberOfChildren !== item.children ||
      upd.NumberOfInfants !== item.infants
    const own = oldLines.filter((l) => l.item_id === item.id)
    const servicesChanged =
      upd.Services !== undefined &&
      (upd.Services.length !== own.length ||
        upd.Services.some((s) => own.find((l) => l.service_id === s.ServiceId)?.quantity !== s.Quantity))
    const guestsChanged = !sameGuests(
      oldGuests.filter((g) => g.item_id === item.id),
      upd.Guests,
    )
    if (!moved && !servicesChanged && !guestsChanged) continue
    if (!changeAllowed(item.date_from, now)) {
      add(key('ReservationItemId'), TOO_LATE_MESSAGE)
      continue
    }
    const occ = { adults: upd.NumberOfAdults, children: upd.NumberOfChildren, infants: upd.NumberOfInfants }
    if (upd.Guests.length > Math.max(1, occ.adults + occ.children))
      add(key('Guests'), 'There are more guests than people in this room.')
    required.guests(upd.Guests, key('Guests'))
    let stay: StayPrice | null = null
    if (moved) {
      const stayProblems = stayErrors(upd.DateFrom, upd.DateTo, now.date, {
        from: key('DateFrom'),
        to: key('DateTo'),
      })
      for (const [k, m] of Object.entries(stayProblems)) for (const x of m) add(k, x)
      if (Object.keys(stayProblems).length > 0) continue
      if (!changeAllowed(upd.DateFrom, now)) {
        add(key('DateFrom'), 'This arrival date is too close to change online. Please contact the hotel.')
        continue
      }
      const rt = roomTypes.find((x) => x.id === upd.RoomTypeId)
      const plan = plans.find((x) => x.id === upd.RatePlanId)
      if (!rt || !plan) {
        add(key('RoomTypeId'), 'This room type or rate plan does not exist at this property.')
        continue
      }
      if (!fitsOccupancy(limitsFor(rt, plan), occ) || occ.adults + occ.children === 0) {
        add(key('NumberOfAdults'), `The ${rt.name} does not fit this number of guests.`)
        continue
      }
      stay = await priceRoom(
        db,
        property.id,
        { from: upd.DateFrom, to: upd.DateTo, roomTypeId: rt.id, ratePlanId: plan.id },
        occ,
        item.promo_code,
      )
      if (!stay) {
        add(key('RatePlanId'), 'This rate is not available for the selected dates (check the minimum stay).')
        continue
      }
    }
    const nights = nightsBetween(upd.DateFrom, upd.DateTo)
    // Extras the hotel does not let guests change online stay exactly as booked (spec §3: editable if new or
    // AllowEditOnBookingEngine).
    if (upd.Services !== undefined) {
      for (const l of own) {
        const row = catalogue.find((s) => s.id === l.service_id)
        if (!row || row.allow_edit) continue
        const asked = upd.Services.find((s) => s.ServiceId === l.service_id)
        if (asked?.Quantity !== l.quantity)
          add(key('Services'), `${row.name} cannot be changed online. Please contact the hotel.`)
      }
    }
    const wanted = upd.Services ?? own.map((l) => ({ ServiceId: l.service_id, Quantity: l.quantity }))
    const lines: Line[] = []
    for (const [j, s] of wanted.entries()) {
      const row = catalogue.find((x) => x.id === s.ServiceId)
      if (!row) {
        add(`${key('Services')}.${j}.ServiceId`, 'This extra does not exist at this property.')
        continue
      }
      if (s.Quantity > row.max_quantity && servicesChanged)
        add(`${key('Services')}.${j}.Quantity`, `At most ${row.max_quantity} of ${row.name} can be added.`)
      lines.push(priceLine(row, s.Quantity, nights, occ))
    }
    const rewriteLines = moved || servicesChanged
    const servicesCost = rewriteLines ? lines.reduce((a, l) => a + l.cost, 0) : item.services_total
    const total = (stay ? stay.total : item.accommodation) + servicesCost
    if (toMinorUnits(upd.TotalCost) !== total)
      add(
        key('TotalCost'),
        `The price has changed: this room now costs ${money(total)} (${money(total - servicesCost)} for the room, ${money(servicesCost)} for extras).`,
      )
    changes.push({ item, upd, moved, rewriteLines, stay, lines })
  }

  const additions: Addition[] = []
  for (const [n, room] of (req.RoomsToAdd ?? []).entries()) {
    const key = (f: string) => `RoomsToAdd.${n}.${f}`
    const stayProblems = stayErrors(room.DateFrom, room.DateTo, now.date, {
      from: key('DateFrom'),
      to: key('DateTo'),
    })
    for (const [k, m] of Object.entries(stayProblems)) for (const x of m) add(k, x)
    if (Object.keys(stayProblems).length > 0) continue
    if (!changeAllowed(room.DateFrom, now)) {
      add(key('DateFrom'), 'This arrival date is too close to add a room online. Please contact the hotel.')
      continue
    }
    const rt = roomTypes.find((x) => x.id === room.RoomTypeId)
    const plan = plans.find((x) => x.id === room.RatePlanId)
    if (!rt || !plan) {
      add(key('RoomTypeId'), 'This room type or rate plan does not exist at this property.')
      continue
    }
    const occ = {
      adults: room.NumberOfAdults,
      children: room.NumberOfChildren,
      infants: room.NumberOfInfants,
    }
    if (!fitsOccupancy(limitsFor(rt, plan), occ) || occ.adults + occ.children === 0) {
      add(key('NumberOfAdults'), `The ${rt.name} does not fit this number of guests.`)
      continue
    }
    if ((room.Guests ?? []).length > occ.adults + occ.children)
      add(key('Guests'), 'There are more guests than people in this room.')
    // Guests given are checked; none given get the placeholders of spec §4, to be completed later.
    required.guests(room.Guests ?? [], key('Guests'))
    const stay = await priceRoom(
      db,
      property.id,
      { from: room.DateFrom, to: room.DateTo, roomTypeId: rt.id, ratePlanId: plan.id },
      occ,
      null,
    )
    if (!stay) {
      add(key('RatePlanId'), 'This rate is not available for the selected dates (check the minimum stay).')
      continue
    }
    const nights = nightsBetween(room.DateFrom, room.DateTo)
    const lines: Line[] = []
    for (const [j, s] of (room.Services ?? []).entries()) {
      const row = catalogue.find((x) => x.id === s.ServiceId)
      if (!row) {
        add(`${key('Services')}.${j}.ServiceId`, 'This extra does not exist at this property.')
        continue
      }
      if (s.Quantity > row.max_quantity)
        add(`${key('Services')}.${j}.Quantity`, `At most ${row.max_quantity} of ${row.name} can be added.`)
      lines.push(priceLine(row, s.Quantity, nights, occ))
    }
    const total = stay.total + lines.reduce((a, l) => a + l.cost, 0)
    if (toMinorUnits(room.TotalCost) !== total)
      add(key('TotalCost'), `The price has changed: this room now costs ${money(total)}.`)
    additions.push({ room, roomType: rt, stay, lines })
  }
  const roomsAfter = live.length - cancelIds.size + additions.length
  if (additions.length > 0 && roomsAfter > property.book_config.MaxNumberOfRoomsOnBooking)
    add(
      'RoomsToAdd',
      `At most ${property.book_config.MaxNumberOfRoomsOnBooking} rooms can be booked at once. Please contact the hotel to add rooms.`,
    )
  if (Object.keys(errors).length > 0) throw badRequest(errors)

  return db.transaction(async (tx) => {
    const version = await claimVersion(tx, r.id, req.Version)
    if (req.Booker)
      await tx.query('UPDATE reservation SET booker = $2 WHERE id = $1', [r.id, JSON.stringify(req.Booker)])
    if (req.SpecialRequests !== undefined)
      await tx.query('UPDATE reservation SET special_requests = $2 WHERE id = $1', [
        r.id,
        req.SpecialRequests,
      ])
    for (const c of req.RoomsToCancel ?? []) {
      const item = live.find((i) => i.id === c.ReservationItemId)
      if (!item) continue
      await releaseItem(tx, item)
      await tx.query(
        'UPDATE reservation_item SET cancelled = true, cancellation_reason_id = $2 WHERE id = $1',
        [item.id, c.CancellationReasonId ?? null],
      )
    }
    for (const ch of changes) {
      const { item, upd } = ch
      if (ch.moved || ch.rewriteLines) {
        // Give back the old nights and extras, then take the new ones; a shortfall rolls everything back.
        await releaseItem(tx, item)
        await takeRoom(tx, upd.RoomTypeId, upd.DateFrom, upd.DateTo)
        await takeStock(tx, ch.lines, upd.DateFrom, upd.DateTo)
        await tx.query('DELETE FROM reservation_service WHERE reservation_item_id = $1', [item.id])
        await writeLines(tx, item.id, ch.lines)
        const accommodation = ch.stay ? ch.stay.total : item.accommodation
        const nights = ch.stay
          ? ch.stay.nights.map((n) => ({ DateOfStay: n.date, RatePerNight: toMajorUnits(n.price) }))
          : item.nights
        const servicesTotal = ch.lines.reduce((a, l) => a + l.cost, 0)
        await tx.query(
          `UPDATE reservation_item SET date_from = $2, date_to = $3, room_type_id = $4, rate_plan_id = $5, adults = $6, children = $7,
             infants = $8, nights = $9, accommodation = $10, services_total = $11, total = $12 WHERE id = $1`,
          [
            item.id,
            upd.DateFrom,
            upd.DateTo,
            upd.RoomTypeId,
            upd.RatePlanId,
            upd.NumberOfAdults,
            upd.NumberOfChildren,
            upd.NumberOfInfants,
            JSON.stringify(nights),
            accommodation,
            servicesTotal,
            accommodation + servicesTotal,
          ],
        )
      }
      await replaceGuests(tx, item.id, upd.Guests)
    }
    for (const a of additions) {
      await takeRoom(tx, a.roomType.id, a.room.DateFrom, a.room.DateTo)
      await takeStock(tx, a.lines, a.room.DateFrom, a.room.DateTo)
      const servicesTotal = a.lines.reduce((s, l) => s + l.cost, 0)
      const [row] = await tx.query<{ id: number }>(
        `INSERT INTO reservation_item (reservation_id, room_type_id, rate_plan_id, date_from, date_to, adults, children,
           infants, room_configuration_id, promo_code, nights, accommodation, services_total, total)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, NULL, NULL, $9, $10, $11, $12) RETURNING id`,
        [
          r.id,
          a.roomType.id,
          a.room.RatePlanId,
          a.room.DateFrom,
          a.room.DateTo,
          a.room.NumberOfAdults,
          a.room.NumberOfChildren,
          a.room.NumberOfInfants,
          JSON.stringify(
            a.stay.nights.map((n) => ({ DateOfStay: n.date, RatePerNight: toMajorUnits(n.price) })),
          ),
          a.stay.total,
          servicesTotal,
          a.stay.total + servicesTotal,
        ],
      )
      const itemId = row?.id ?? 0
      const guests =
        (a.room.Guests ?? []).length > 0
          ? (a.room.Guests ?? [])
          : placeholderGuests(Math.max(1, a.room.NumberOfAdults), String).map((g) => ({
              FirstName: g.firstName,
              LastName: g.lastName,
            }))
      await replaceGuests(tx, itemId, guests)
      await writeLines(tx, itemId, a.lines)
    }
    await refreshTotals(tx, property, r, now.date)
    return version
  })
}

export async function replaceGuests(
  tx: Queryable,
  itemId: number,
  guests: readonly { FirstName: string; LastName: string; Email?: string | null; Phone?: string | null }[],
): Promise<void> {
  if (guests.length === 0) return
  await tx.query('DELETE FROM reservation_guest WHERE reservation_item_id = $1', [itemId])
  for (const [i, g] of guests.entries()) {
    await tx.query(
      'INSERT INTO reservation_guest (reservation_item_id, is_lead, first_name, last_name, email, phone) VALUES ($1, $2, $3, $4, $5, $6)',
      [
        itemId,
        i === 0,
        g.FirstName.trim(),
        g.LastName.trim(),
        g.Email?.trim() || null,
        g.Phone?.trim() || null,
      ],
    )
  }
}

// ---------------------------------------------------------------- pre-check-in

/**
 * POST /api/PreCheckIn/Save: the booker, every guest of every room, arrival time and requests, and extras added
 * now. Open until departure (a guest checks in online on the arrival day too); returns the new version.
 */
export async function savePreCheckIn(
  db: Db,
  property: PropertyRow,
  r: Row,
  req: PreCheckInSaveRequest,
  now: WallClock,
): Promise<number> {
  if (r.cancelled) throw conflict('This reservation is cancelled.')
  if (compareIsoDate(r.date_to, now.date) <= 0)
    throw forbidden('This stay is over, so online check-in is closed.')
  if (req.Version !== r.version) throw conflict(STALE_MESSAGE)
  const current = (await items(db, r.id)).filter((i) => !i.cancelled)
  const catalogue = await loadServices(db, property.id)
  const errors: ModelState = {}
  const add = (k: string, m: string) => (errors[k] ??= []).push(m)
  // What the hotel requires of the booker and guests beyond spec §5's fixed rules (decision 0090).
  const required = configuredFieldChecks(property, add)
  if (req.Booker) required.booker(req.Booker, 'Booker')
  const added: { item: ItemRow; lines: Line[] }[] = []
  for (const [n, it] of req.ReservationItems.entries()) {
    const key = (f: string) => `ReservationItems.${n}.${f}`
    const item = current.find((i) => i.id === it.ReservationItemId)
    if (!item) {
      add(key('ReservationItemId'), 'This room is not part of this reservation.')
      continue
    }
    if (it.Guests.length > Math.max(1, item.adults + item.children))
      add(key('Guests'), 'There are more guests than people in this room.')
    required.guests(it.Guests, key('Guests'))
    const nights = nightsBetween(item.date_from, item.date_to)
    const lines: Line[] = []
    for (const [j, s] of (it.AddServices ?? []).entries()) {
      const row = catalogue.find((x) => x.id === s.ServiceId)
      if (!row) {
        add(`${key('AddServices')}.${j}.ServiceId`, 'This extra does not exist at this property.')
        continue
      }
      if (s.Quantity > row.max_quantity)
        add(`${key('AddServices')}.${j}.Quantity`, `At most ${row.max_quantity} of ${row.name} can be added.`)
      lines.push(priceLine(row, s.Quantity, nights, occupancyOf(item)))
    }
    const cost = lines.reduce((a, l) => a + l.cost, 0)
    if (toMinorUnits(it.AddServicesCost ?? 0) !== cost)
      add(key('AddServicesCost'), `The price has changed: these extras now cost ${money(cost)}.`)
    if (lines.length > 0) added.push({ item, lines })
  }
  if (Object.keys(errors).length > 0) throw badRequest(errors)
  return db.transaction(async (tx) => {
    const version = await claimVersion(tx, r.id, req.Version)
    if (req.Booker)
      await tx.query('UPDATE reservation SET booker = $2 WHERE id = $1', [r.id, JSON.stringify(req.Booker)])
    await tx.query(
      `UPDATE reservation SET special_requests = COALESCE($2, special_requests), estimated_arrival_time = $3,
         pre_check_in_at = now() WHERE id = $1`,
      [
        r.id,
        req.SpecialRequests === undefined ? null : req.SpecialRequests,
        req.EstimatedArrivalTime ?? null,
      ],
    )
    for (const it of req.ReservationItems) await replaceGuests(tx, it.ReservationItemId, it.Guests)
    for (const { item, lines } of added) {
      await takeStock(tx, lines, item.date_from, item.date_to)
      await writeLines(tx, item.id, lines)
      const extra = lines.reduce((a, l) => a + l.cost, 0)
      await tx.query(
        'UPDATE reservation_item SET services_total = services_total + $2, total = total + $2 WHERE id = $1',
        [item.id, extra],
      )
    }
    if (added.length > 0) await refreshTotals(tx, property, r, now.date)
    return version
  })
}

// ---------------------------------------------------------------- card on file

/**
 * Replaces the card that guarantees the stay (manage and pre-check-in). The test gateway checks it; only brand,
 * last four, expiry and the token are kept. Not versioned: it conflicts with nothing the guest edits.
 */
export async function replaceCard(
  db: Db,
  r: Row,
  card: CardDetails,
  now: WallClock,
): Promise<{ ok: true; card: StoredCard } | { ok: false; message: string }> {
  if (r.cancelled) throw conflict('This reservation is cancelled.')
  if (compareIsoDate(r.date_to, now.date) <= 0) throw forbidden('This stay is over.')
  const year = card.ExpiryYear < 100 ? 2000 + card.ExpiryYear : card.ExpiryYear
  const [y, m] = now.date.split('-').map(Number)
  if (isCardExpired(card.ExpiryMonth, year, { year: y ?? 0, month: m ?? 0 }))
    throw badRequest({ 'CardDetails.ExpiryYear': ['This card has expired.'] })
  const result = chargeCard({ number: card.CardNumber, expiryMonth: card.ExpiryMonth, expiryYear: year })
  if (!result.approved) return { ok: false, message: result.message }
  await db.query('UPDATE reservation SET card = $2, updated_at = now() WHERE id = $1', [
    r.id,
    JSON.stringify(result.card),
  ])
  return { ok: true, card: result.card }
}
