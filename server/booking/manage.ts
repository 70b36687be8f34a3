/**
 * Manage booking and pre-check-in on the server. Access: reference number + code (HMAC, compared in constant
 * time), or reservation number + a guest's or the booker's last name. Every change runs in one transaction that
 * first bumps the reservation's Version from the one the client saw (a stale Version is a 409, never a silent
 * overwrite), releases and takes inventory with the same conditional updates as Create, and re-prices changed
 * rooms with src/domain.
 */
import { timingSafeEqual } from 'node:crypto'
import type { ManagedReservation, ManageUpdateRequest } from '@/api/contract/manage-booking'
import type { RatePlanPolicy } from '@/api/contract/availability'
import { compareIsoDate, nightsBetween } from '@/domain/dates'
import { toMajorUnits, toMinorUnits } from '@/domain/money'
import { effectiveLimits, fitsOccupancy } from '@/domain/occupancy'
import { priceStay, type StayPrice } from '@/domain/pricing'
import { serviceStayCost } from '@/domain/services'
import { bookingTotals } from '@/domain/totals'
import type { Db, Queryable } from '../db/types'
import { badRequest, conflict, forbidden, notFound, type ModelState } from '../http'
import { ROOM_GONE_MESSAGE, type StoredBooker, type StoredTotals } from './create'
import type { StoredCard } from './gateway'
import type { PropertyRow } from './property'
import { loadRatePlans, loadRates, loadRoomTypes, sellablePlans, toNightlyRate } from './rates'
import { stayErrors } from './search'
import { loadServices, stockDays, stockUnits } from './services'

type Row = {
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

export const codeMatches = (expected: string, given: string) => {
  const a = Buffer.from(expected)
  const b = Buffer.from(given)
  return a.length === b.length && timingSafeEqual(a, b)
}

const NOT_FOUND = 'We could not find a reservation with these details.'

async function rowByReference(db: Queryable, property: PropertyRow, reference: string): Promise<Row | null> {
  const [r] = await db.query<Row>(
    `SELECT id, reference_number, code, version, date_from::text AS date_from, date_to::text AS date_to, booker, card,
            company_id, special_requests, totals, cancelled
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
  const wanted = guestName.trim().toLowerCase()
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

const editable = (arrival: string, today: string) => compareIsoDate(arrival, today) > 0

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

export async function managedReservation(
  db: Queryable,
  property: PropertyRow,
  r: Row,
  today: string,
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
  const services = await db.query<{
    item_id: number
    service_id: number
    name: string
    quantity: number
    total: number
    allow_edit: boolean
  }>(
    `SELECT rs.reservation_item_id AS item_id, rs.service_id, s.name, rs.quantity, rs.total, s.allow_edit
     FROM reservation_service rs JOIN service s ON s.id = rs.service_id JOIN reservation_item i ON i.id = rs.reservation_item_id
     WHERE i.reservation_id = $1 ORDER BY rs.id`,
    [r.id],
  )
  const [company] = r.company_id
    ? await db.query<{ id: number; name: string }>('SELECT id, name FROM company WHERE id = $1', [
        r.company_id,
      ])
    : []
  const live = list.filter((i) => !i.cancelled)
  const canEdit = !r.cancelled && editable(r.date_from, today)
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
    CanBeEdited: canEdit,
    CanBeCancelled: canEdit,
    IsCancelled: r.cancelled,
    TotalAccommodation: toMajorUnits(t.accommodation),
    TotalServices: toMajorUnits(t.services),
    TotalVat: toMajorUnits(t.vat),
    VisitorLevy: toMajorUnits(t.visitorLevy),
    Discount: toMajorUnits(t.discount),
    TotalCost: toMajorUnits(t.total),
    AmountPaid: toMajorUnits(t.paidNow),
    LocationName: property.book_config.Locations[0]?.Name ?? null,
    ReservationItems: list.map((i) => ({
      ReservationItemId: i.id,
      DateOfArrival: i.date_from,
      DateOfDeparture: i.date_to,
      RoomTypeId: i.room_type_id,
      RoomTypeName: i.room_type_name,
      RatePlanId: i.rate_plan_id,
      RatePlanName: i.rate_plan_name,
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
      Services: services
        .filter((s) => s.item_id === i.id)
        .map((s) => ({
          ReservationItemId: i.id,
          ServiceId: s.service_id,
          ServiceName: s.name,
          Quantity: s.quantity,
          TotalCost: toMajorUnits(s.total),
          AllowEditOnBookingEngine: s.allow_edit,
        })),
      DailyRates: i.nights,
      TotalCost: toMajorUnits(i.total),
      CanBeEdited: canEdit && !i.cancelled,
      CanBeCancelled: canEdit && !i.cancelled,
      IsCancelled: i.cancelled,
    })),
  }
}

/** Bumps the version the client saw; a different version means someone else changed it first. */
async function claimVersion(tx: Queryable, reservationId: number, version: number): Promise<void> {
  const ok = await tx.query(
    'UPDATE reservation SET version = version + 1, updated_at = now() WHERE id = $1 AND version = $2 RETURNING id',
    [reservationId, version],
  )
  if (ok.length !== 1)
    throw conflict('This reservation was changed elsewhere since it was loaded. Please review it again.')
}

async function releaseItem(
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
        occupancy: { adults: i.adults, children: i.children, infants: i.infants },
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

export async function cancelReservation(
  db: Db,
  r: Row,
  reasonId: number | null | undefined,
  today: string,
): Promise<void> {
  if (r.cancelled) throw conflict('This reservation is already cancelled.')
  if (!editable(r.date_from, today))
    throw forbidden('This reservation can no longer be cancelled online. Please contact the hotel.')
  await db.transaction(async (tx) => {
    await claimVersion(tx, r.id, r.version)
    for (const i of (await items(tx, r.id)).filter((x) => !x.cancelled)) {
      await releaseItem(tx, {
        id: i.id,
        room_type_id: i.room_type_id,
        date_from: i.date_from,
        date_to: i.date_to,
      })
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

export async function updateReservation(
  db: Db,
  property: PropertyRow,
  r: Row,
  req: ManageUpdateRequest,
  today: string,
): Promise<void> {
  if (r.cancelled) throw conflict('This reservation is cancelled.')
  if (!editable(r.date_from, today))
    throw forbidden('This reservation can no longer be changed online. Please contact the hotel.')
  const current = await items(db, r.id)
  const errors: ModelState = {}
  const add = (k: string, m: string) => (errors[k] ??= []).push(m)
  const [roomTypes, plans, services] = await Promise.all([
    loadRoomTypes(db, property.id),
    loadRatePlans(db, property.id),
    loadServices(db, property.id),
  ])
  const cancelIds = new Set((req.RoomsToCancel ?? []).map((x) => x.ReservationItemId))
  for (const id of cancelIds)
    if (!current.some((i) => i.id === id && !i.cancelled))
      add('RoomsToCancel', `Room ${id} is not part of this reservation.`)

  type Change = {
    item: ItemRow
    upd: ManageUpdateRequest['ReservationItems'][number]
    moved: boolean
    stay: StayPrice | null
    lines: { id: number; quantity: number; cost: number }[]
  }
  const changes: Change[] = []
  for (const [n, upd] of (req.ReservationItems ?? []).entries()) {
    const key = (f: string) => `ReservationItems.${n}.${f}`
    const item = current.find((i) => i.id === upd.ReservationItemId && !i.cancelled)
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
    const occ = { adults: upd.NumberOfAdults, children: upd.NumberOfChildren, infants: upd.NumberOfInfants }
    let stay: StayPrice | null = null
    if (moved) {
      for (const [k, m] of Object.entries(
        stayErrors(upd.DateFrom, upd.DateTo, today, { from: key('DateFrom'), to: key('DateTo') }),
      ))
        for (const x of m) add(k, x)
      const rt = roomTypes.find((x) => x.id === upd.RoomTypeId)
      const plan = plans.find((x) => x.id === upd.RatePlanId)
      if (!rt || !plan) {
        add(key('RoomTypeId'), 'This room type or rate plan does not exist at this property.')
        continue
      }
      const limits = effectiveLimits(
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
      if (!fitsOccupancy(limits, occ))
        add(key('NumberOfAdults'), `The ${rt.name} does not fit this number of guests.`)
      if (errors[key('DateFrom')] || errors[key('DateTo')]) continue
      const rows = sellablePlans(
        await loadRates(db, property.id, upd.DateFrom, upd.DateTo),
        nightsBetween(upd.DateFrom, upd.DateTo),
      )
        .get(rt.id)
        ?.get(plan.id)
      if (!rows) {
        add(key('RatePlanId'), 'This rate is not available for the selected dates (check the minimum stay).')
        continue
      }
      // A promotion the booking was made with keeps applying to its room.
      const pct = item.promo_code
        ? ((
            await db.query<{ p: number }>(
              'SELECT discount_percentage AS p FROM promo_code WHERE property_id = $1 AND code = $2',
              [property.id, item.promo_code],
            )
          )[0]?.p ?? 0)
        : 0
      stay = priceStay(
        rows.map((x) => toNightlyRate(x, pct)),
        occ,
      )
    }
    const nights = stay ? stay.nights.length : item.nights.length
    const lines = (upd.Services ?? []).flatMap((s, j) => {
      const row = services.find((x) => x.id === s.ServiceId)
      if (!row) {
        add(`${key('Services')}.${j}.ServiceId`, 'This extra does not exist at this property.')
        return []
      }
      return [
        {
          id: row.id,
          quantity: s.Quantity,
          cost: serviceStayCost(
            {
              price: row.price,
              charge: row.charge_type,
              chargePerPerson: row.charge_per_person,
              quantity: s.Quantity,
            },
            nights,
            occ,
          ),
        },
      ]
    })
    const servicesCost = upd.Services ? lines.reduce((a, l) => a + l.cost, 0) : item.services_total
    const total = (stay ? stay.total : item.accommodation) + servicesCost
    if (toMinorUnits(upd.TotalCost) !== total)
      add(key('TotalCost'), `The price has changed: this room now costs ${(total / 100).toFixed(2)}.`)
    changes.push({ item, upd, moved, stay, lines: upd.Services ? lines : [] })
  }
  if (Object.keys(errors).length > 0) throw badRequest(errors)

  await db.transaction(async (tx) => {
    await claimVersion(tx, r.id, req.Version)
    if (req.Booker)
      await tx.query('UPDATE reservation SET booker = $2 WHERE id = $1', [r.id, JSON.stringify(req.Booker)])
    if (req.SpecialRequests !== undefined)
      await tx.query('UPDATE reservation SET special_requests = $2 WHERE id = $1', [
        r.id,
        req.SpecialRequests,
      ])
    for (const c of req.RoomsToCancel ?? []) {
      const item = current.find((i) => i.id === c.ReservationItemId)
      if (!item) continue
      await releaseItem(tx, item)
      await tx.query(
        'UPDATE reservation_item SET cancelled = true, cancellation_reason_id = $2 WHERE id = $1',
        [item.id, c.CancellationReasonId ?? null],
      )
    }
    for (const ch of changes) {
      const { item, upd } = ch
      if (ch.moved || upd.Services) {
        // Give back the old nights and extras, then take the new ones; a shortfall rolls everything back.
        await releaseItem(tx, item)
        const taken = await tx.query(
          'UPDATE inventory SET available = available - 1 WHERE room_type_id = $1 AND day >= $2 AND day < $3 AND available >= 1 RETURNING day',
          [upd.RoomTypeId, upd.DateFrom, upd.DateTo],
        )
        if (taken.length !== nightsBetween(upd.DateFrom, upd.DateTo)) throw conflict(ROOM_GONE_MESSAGE)
        const oldLines = await tx.query<{ service_id: number; quantity: number }>(
          'SELECT service_id, quantity FROM reservation_service WHERE reservation_item_id = $1',
          [item.id],
        )
        const newLines = upd.Services
          ? ch.lines
          : oldLines.map((l) => ({ id: l.service_id, quantity: l.quantity, cost: -1 }))
        for (const l of newLines) {
          const row = services.find((x) => x.id === l.id)
          if (!row || row.inventory === null) continue
          const days = stockDays(row.charge_type, upd.DateFrom, upd.DateTo)
          const got = await tx.query(
            'UPDATE service_stock SET available = available - $3 WHERE service_id = $1 AND day = ANY($2::date[]) AND available >= $3 RETURNING day',
            [row.id, days, stockUnits(row.charge_type, l.quantity)],
          )
          if (got.length !== days.length)
            throw conflict(`${row.name} is no longer available for the selected dates.`)
        }
        if (upd.Services) {
          await tx.query('DELETE FROM reservation_service WHERE reservation_item_id = $1', [item.id])
          for (const l of ch.lines)
            await tx.query(
              'INSERT INTO reservation_service (reservation_item_id, service_id, quantity, total) VALUES ($1, $2, $3, $4)',
              [item.id, l.id, l.quantity, l.cost],
            )
        }
        const accommodation = ch.stay ? ch.stay.total : item.accommodation
        const nights = ch.stay
          ? ch.stay.nights.map((n) => ({ DateOfStay: n.date, RatePerNight: toMajorUnits(n.price) }))
          : item.nights
        const servicesTotal = upd.Services ? ch.lines.reduce((a, l) => a + l.cost, 0) : item.services_total
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
    await refreshTotals(tx, property, r, today)
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
      [itemId, i === 0, g.FirstName, g.LastName, g.Email || null, g.Phone || null],
    )
  }
}

export async function saveGuestDetails(
  db: Db,
  r: Row,
  req: {
    Version: number
    SpecialRequests?: string | null
    Booker?: ManageUpdateRequest['Booker']
    ReservationItems: {
      ReservationItemId: number
      Guests: ManageUpdateRequest['ReservationItems'][number]['Guests']
    }[]
  },
): Promise<number> {
  if (r.cancelled) throw conflict('This reservation is cancelled.')
  const current = await items(db, r.id)
  const errors: ModelState = {}
  for (const [n, it] of req.ReservationItems.entries()) {
    if (!current.some((i) => i.id === it.ReservationItemId))
      (errors[`ReservationItems.${n}.ReservationItemId`] ??= []).push(
        'This room is not part of this reservation.',
      )
  }
  if (Object.keys(errors).length > 0) throw badRequest(errors)
  return db.transaction(async (tx) => {
    await claimVersion(tx, r.id, req.Version)
    if (req.Booker)
      await tx.query('UPDATE reservation SET booker = $2 WHERE id = $1', [r.id, JSON.stringify(req.Booker)])
    if (req.SpecialRequests !== undefined)
      await tx.query('UPDATE reservation SET special_requests = $2 WHERE id = $1', [
        r.id,
        req.SpecialRequests,
      ])
    for (const it of req.ReservationItems) await replaceGuests(tx, it.ReservationItemId, it.Guests)
    return r.version + 1
  })
}
