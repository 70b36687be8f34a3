/**
 * POST /api/Reservation/Create. Order matters:
 *  1. everything is checked and re-priced with src/domain BEFORE any write; a difference from the client's
 *     TotalCost or PaymentAmount is a 400 with ModelState (the guest saw a price we will not charge);
 *  2. then ONE transaction takes a room for every night of every room with conditional updates
 *     (available >= 1), takes extras' stock and the voucher balance the same way, charges the test gateway and
 *     writes the reservation. Any shortfall or a decline rolls the whole transaction back.
 */
import { createHmac, randomBytes } from 'node:crypto'
import type { CreateReservationRequest, CreateReservationResponse } from '@/api/contract/reservation'
import { PaymentType } from '@/domain/payment'
import { compareIsoDate, nightsBetween } from '@/domain/dates'
import { detectCardType, isCardExpired, matchCardTypeByText } from '@/domain/cards'
import { toMajorUnits, toMinorUnits } from '@/domain/money'
import { effectiveLimits, fitsOccupancy, type Occupancy } from '@/domain/occupancy'
import type { PaymentPolicy } from '@/domain/payment-policy'
import { priceStay, type StayPrice } from '@/domain/pricing'
import { isSameDayBookingBlocked, type WallClock } from '@/domain/same-day'
import { serviceStayCost } from '@/domain/services'
import { basketTotals } from '@/domain/basket-totals'
import type { BookingTotals } from '@/domain/totals'
import type { Db, Queryable } from '../db/types'
import { badRequest, conflict, type ModelState } from '../http'
import { chargeCard, type StoredCard } from './gateway'
import { openCheckout } from './paystack'
import type { PropertyRow } from './property'
import { configuredFieldChecks } from './required-fields'
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
} from './rates'
import { findVoucher, occupancySwitchErrors, stayErrors } from './search'
import { loadServices, stockDays, stockUnits, type ServiceRow } from './services'

export const ROOM_GONE_MESSAGE = 'This room is no longer available for the selected dates.'
export const DECLINED_MESSAGE = 'Your card was declined.'

export type Secrets = { linkSigningKey: string }

type PricedRoom = {
  index: number
  payload: CreateReservationRequest['Rooms'][number]
  roomType: RoomTypeRow
  plan: RatePlanRow
  promotion: PromotionRow | null
  occupancy: Occupancy
  stay: StayPrice
  services: { row: ServiceRow; quantity: number; cost: number }[]
  servicesCost: number
  total: number
  policy: PaymentPolicy
}

/** The booker as the reservation row keeps it (JSON), read back by confirmation and manage booking. */
export type StoredBooker = {
  FirstName: string
  LastName: string
  Email: string
  Phone: string
  Street: string
  City?: string | null
  StateOrCounty?: string | null
  ZipCode: string
  CountryId: number
}

export type StoredTotals = BookingTotals & { vatIncluded: boolean; paidNow: number }

export type CreateResult =
  | { ok: true; reservationId: number; response: CreateReservationResponse }
  | { ok: false; response: CreateReservationResponse }

/** The code (hash) of the manage-booking and pre-check-in links: HMAC of the property and reference. */
export function reservationCode(secrets: Secrets, propertyId: number, reference: string): string {
  return createHmac('sha256', secrets.linkSigningKey)
    .update(`reservation|${propertyId}|${reference}`)
    .digest('base64url')
    .slice(0, 22)
}

function policyOf(plan: RatePlanRow): PaymentPolicy {
  const c = plan.policy.PaymentPolicyConfiguration
  return {
    automaticPaymentType: c.AutomaticPaymentType,
    percentageToCharge: c.PercentageToCharge,
    daysBeforeArrival: c.DaysBeforeArrival ?? 0,
  }
}

const money = (minor: number) => toMajorUnits(minor).toFixed(2)

/**
 * Prices a booking exactly as the app does: the domain's priceStay per room, serviceStayCost per extra, and
 * basketTotals for the booking and what is due now (decision 0006).
 */
export function totalsFor(
  rooms: readonly PricedRoom[],
  property: PropertyRow,
  voucherDiscount: number,
  today: string,
): BookingTotals {
  const levy = property.book_config.VisitorLevy
  return basketTotals({
    rooms: rooms.map((r) => ({
      stay: r.stay,
      occupancy: r.occupancy,
      paymentPolicy: r.policy,
      arrival: r.payload.DateFrom,
      services: r.services.map((s) => ({
        price: s.row.price,
        charge: s.row.charge_type,
        chargePerPerson: s.row.charge_per_person,
        quantity: s.quantity,
      })),
    })),
    vat: { rate: property.settings.StandardVatRate, exclusive: property.settings.IsStandardTaxExclusive },
    visitorLevy: {
      enabled: property.settings.EnableVisitorLevy && levy !== null,
      percentage: levy?.Percentage ?? 0,
      maxNights: levy?.MaximumNights ?? 0,
    },
    voucherDiscount,
    arrival: rooms.map((r) => r.payload.DateFrom).sort()[0] ?? today,
    today,
  })
}

/** Checks and prices the request. Throws a 400 with every problem found. */
export async function priceBooking(
  db: Queryable,
  property: PropertyRow,
  req: CreateReservationRequest,
  now: WallClock,
  userId: number | null = null,
): Promise<{
  rooms: PricedRoom[]
  totals: BookingTotals
  voucherDiscount: number
  errors: ModelState
  storedCard: StoredCard | null
}> {
  const errors: ModelState = {}
  const add = (key: string, message: string) => (errors[key] ??= []).push(message)
  const today = now.date
  const config = property.book_config
  // The booker's details the hotel requires beyond spec §5's fixed rules (decision 0090).
  configuredFieldChecks(property, add).booker(req.Booker, 'Booker')

  if (req.Rooms.length > config.MaxNumberOfRoomsOnBooking) {
    add('Rooms', `At most ${config.MaxNumberOfRoomsOnBooking} rooms can be booked at once.`)
  }
  for (const [k, m] of Object.entries(occupancySwitchErrors(property, req.Rooms)))
    for (const x of m) add(k, x)
  const [roomTypes, plans, services] = await Promise.all([
    loadRoomTypes(db, property.id),
    loadRatePlans(db, property.id),
    loadServices(db, property.id),
  ])
  const bookingPromotion = await findPromotion(db, property.id, req.PromoCode)
  if (req.PromoCode?.trim() && !bookingPromotion) add('PromoCode', 'This promo code is not valid.')

  const rateCache = new Map<string, ReturnType<typeof sellablePlans>>()
  const rooms: PricedRoom[] = []
  for (const [i, room] of req.Rooms.entries()) {
    const key = (f: string) => `Rooms.${i}.${f}`
    const stayProblems = stayErrors(room.DateFrom, room.DateTo, today, {
      from: key('DateFrom'),
      to: key('DateTo'),
    })
    for (const [k, msgs] of Object.entries(stayProblems)) for (const m of msgs) add(k, m)
    if (Object.keys(stayProblems).length > 0) continue
    if (compareIsoDate(room.DateFrom, req.DateFrom) < 0 || compareIsoDate(room.DateTo, req.DateTo) > 0) {
      add(key('DateFrom'), 'The room dates must lie within the booking dates.')
    }
    if (
      isSameDayBookingBlocked(
        {
          enabled: config.SameDayBookingRestrictionEnabled,
          hour: config.SameDayBookingRestrictionHour,
          minute: config.SameDayBookingRestrictionMinute,
          message: config.SameDayBookingRestrictionMessage,
        },
        room.DateFrom,
        now,
      )
    ) {
      add(key('DateFrom'), config.SameDayBookingRestrictionMessage)
    }
    const roomType = roomTypes.find((r) => r.id === room.RoomTypeId)
    const plan = plans.find((p) => p.id === room.RatePlanId)
    if (!roomType) add(key('RoomTypeId'), 'This room type does not exist at this property.')
    if (!plan) add(key('RatePlanId'), 'This rate plan does not exist at this property.')
    if (!roomType || !plan) continue

    if (config.ShowRoomConfigurationQuestion) {
      const id = room.RoomConfigurationDropdownOptionId
      if (id === null || id === undefined || !config.RoomConfigurationOptions.some((o) => o.Id === id)) {
        add(key('RoomConfigurationDropdownOptionId'), 'Please choose a room configuration.')
      }
    }
    const occupancy = {
      adults: room.NumberOfAdults,
      children: room.NumberOfChildren,
      infants: room.NumberOfInfants,
    }
    const limits = effectiveLimits(
      {
        minimumOccupancy: roomType.min_occupancy,
        maximumOccupancy: roomType.max_occupancy,
        adultMaximumOccupancy: roomType.adult_max,
        childMaximumOccupancy: roomType.child_max,
      },
      {
        useOccupancyForRatePlan: plan.use_occupancy,
        minimumOccupancy: plan.min_occupancy,
        maximumOccupancy: plan.max_occupancy,
        adultMaximumOccupancy: plan.adult_max,
        childMaximumOccupancy: plan.child_max,
      },
    )
    if (!fitsOccupancy(limits, occupancy) || occupancy.adults + occupancy.children === 0) {
      add(key('NumberOfAdults'), `The ${roomType.name} does not fit this number of guests.`)
      continue
    }

    const rangeKey = `${room.DateFrom}|${room.DateTo}`
    let sellable = rateCache.get(rangeKey)
    if (!sellable) {
      const rows = await loadRates(db, property.id, room.DateFrom, room.DateTo)
      sellable = sellablePlans(rows, nightsBetween(room.DateFrom, room.DateTo))
      rateCache.set(rangeKey, sellable)
    }
    const rows = sellable.get(roomType.id)?.get(plan.id)
    if (!rows) {
      add(key('RatePlanId'), 'This rate is not available for the selected dates (check the minimum stay).')
      continue
    }
    let promotion = bookingPromotion
    if (room.Promotion?.trim()) {
      promotion = await findPromotion(db, property.id, room.Promotion)
      if (!promotion) add(key('Promotion'), 'This promo code is not valid.')
    }
    const stay = priceStay(
      rows.map((r) => toNightlyRate(r, promotion?.discount_percentage ?? 0)),
      occupancy,
    )
    const nights = stay.nights.length
    const lines: PricedRoom['services'] = []
    for (const [j, s] of (room.Services ?? []).entries()) {
      const row = services.find((x) => x.id === s.ServiceId)
      if (!row) {
        add(`${key('Services')}.${j}.ServiceId`, 'This extra does not exist at this property.')
        continue
      }
      if (s.Quantity > row.max_quantity) {
        add(`${key('Services')}.${j}.Quantity`, `At most ${row.max_quantity} of ${row.name} can be added.`)
      }
      const cost = serviceStayCost(
        {
          price: row.price,
          charge: row.charge_type,
          chargePerPerson: row.charge_per_person,
          quantity: s.Quantity,
        },
        nights,
        occupancy,
      )
      lines.push({ row, quantity: s.Quantity, cost })
    }
    const servicesCost = lines.reduce((sum, l) => sum + l.cost, 0)
    const total = stay.total + servicesCost
    if (toMinorUnits(room.TotalCost) !== total) {
      add(
        key('TotalCost'),
        `The price has changed: this room now costs ${money(total)} (${money(stay.total)} for the room, ${money(servicesCost)} for extras).`,
      )
    }
    rooms.push({
      index: i,
      payload: room,
      roomType,
      plan,
      promotion,
      occupancy,
      stay,
      services: lines,
      servicesCost,
      total,
      policy: policyOf(plan),
    })
  }

  let voucherDiscount = 0
  if (req.HopGiftVoucherCode?.trim()) {
    const voucher = await findVoucher(db, property.id, req.HopGiftVoucherCode)
    if (!voucher || voucher.balance <= 0) add('HopGiftVoucherCode', 'This gift voucher code is not valid.')
    else voucherDiscount = voucher.balance
  }
  const totals = totalsFor(rooms, property, voucherDiscount, today)

  // Payment type rules (spec §3, §5).
  const pt = req.PaymentType
  if ((pt === PaymentType.PayByCard || pt === PaymentType.StoreCard) && !req.CardDetails) {
    add('CardDetails', 'Card details are required for this payment type.')
  }
  let storedCard: StoredCard | null = null
  if (req.CardDetails && !('CardNumber' in req.CardDetails)) {
    const [row] = userId
      ? await db.query<{ card: StoredCard }>(
          `SELECT card FROM reservation WHERE id = $1 AND user_id = $2 AND (card->>'Saved')::boolean IS TRUE`,
          [req.CardDetails.CreditCardId, userId],
        )
      : []
    if (!userId) add('CardDetails.CreditCardId', 'Please log in to use a stored card.')
    else if (!row) add('CardDetails.CreditCardId', 'This stored card was not found.')
    else {
      const [y, m] = today.split('-').map(Number)
      if (isCardExpired(row.card.ExpiryMonth, row.card.ExpiryYear, { year: y ?? 0, month: m ?? 0 }))
        add('CardDetails.CreditCardId', 'This stored card has expired.')
      storedCard = row.card
    }
  } else if (req.CardDetails) {
    const c = req.CardDetails
    const year = c.ExpiryYear < 100 ? 2000 + c.ExpiryYear : c.ExpiryYear
    const [y, m] = today.split('-').map(Number)
    if (isCardExpired(c.ExpiryMonth, year, { year: y ?? 0, month: m ?? 0 }))
      add('CardDetails.ExpiryYear', 'This card has expired.')
    const accepted = property.settings.CreditCards
    const chosen = accepted.find((t) => t.Id === c.CreditCardTypeId)
    if (!chosen) add('CardDetails.CreditCardTypeId', 'This card type is not accepted here.')
    const detected = matchCardTypeByText(
      accepted.map((t) => ({ ...t, name: t.Name })),
      detectCardType(c.CardNumber),
    )
    if (chosen && detected && detected.Id !== chosen.Id) {
      add('CardDetails.CreditCardTypeId', `The card number is a ${detected.Name} card.`)
    }
  }
  if (pt === PaymentType.PayByCompanyInvoice) {
    if (!config.EnablePayByCompanyInvoice)
      add('PaymentType', 'Company invoice is not available at this property.')
    if (rooms.some((r) => !r.plan.can_pay_by_company_invoice)) {
      add('PaymentType', 'Every room must be on a rate that allows company invoice.')
    }
    if (!req.PONumber?.trim()) add('PONumber', 'A purchase order number is required.')
    const company = req.AccountId
      ? await db.query('SELECT 1 FROM company WHERE id = $1 AND property_id = $2', [
          req.AccountId,
          property.id,
        ])
      : []
    if (company.length === 0) add('AccountId', 'Please choose a company.')
  }
  if (pt === PaymentType.PayByPayStack && !property.settings.PayByPayStack) {
    add('PaymentType', 'PayByPayStack is not available at this property.')
  }
  if (pt === PaymentType.PayByIndividualInvoice && !config.EnableUserChoiceOfPaymentMethod) {
    add('PaymentType', 'Pay by invoice is not available at this property.')
  } else if (pt === PaymentType.PayByIndividualInvoice) {
    // Spec §5: only a logged-in guest whose account may choose the payment method can pay by invoice.
    const [account] = userId
      ? await db.query<{ can_choose_payment_method: boolean }>(
          'SELECT can_choose_payment_method FROM user_account WHERE id = $1',
          [userId],
        )
      : []
    if (!account?.can_choose_payment_method)
      add('PaymentType', 'Pay by invoice is for account holders the hotel has allowed to choose it.')
  }
  if (pt === PaymentType.PayByVoucher && !req.HopGiftVoucherCode?.trim()) {
    add('HopGiftVoucherCode', 'A gift voucher code is required for this payment type.')
  }
  const amount = toMinorUnits(req.PaymentAmount)
  const charges = pt === PaymentType.PayByCard || pt === PaymentType.PayByPayStack
  if (
    rooms.length === req.Rooms.length &&
    (charges ? amount !== totals.payNow : amount !== 0 && amount !== totals.payNow)
  ) {
    add(
      'PaymentAmount',
      `The amount to pay now is ${money(totals.payNow)} of a total of ${money(totals.total)}.`,
    )
  }
  return { rooms, totals, voucherDiscount, errors, storedCard }
}

export async function createReservation(
  db: Db,
  deps: {
    secrets: Secrets
    now: WallClock
    userId?: number | null
    /** A fixed reference instead of the next one (the demo reservations: server/seed/demo-reservations.ts). */
    reference?: string
    /** The instant, for a PayStack checkout's 30 minutes. */
    clock?: () => Date
  },
  property: PropertyRow,
  req: CreateReservationRequest,
): Promise<CreateResult> {
  const { rooms, totals, errors, storedCard } = await priceBooking(
    db,
    property,
    req,
    deps.now,
    deps.userId ?? null,
  )
  if (Object.keys(errors).length > 0) throw badRequest(errors)

  const pt = req.PaymentType
  const charges = pt === PaymentType.PayByCard || pt === PaymentType.PayByPayStack
  const paidNow = charges ? totals.payNow : 0
  // PayStack takes the money on its own page: the booking waits there, holding its rooms (paystack.ts).
  const viaPayStack = pt === PaymentType.PayByPayStack && paidNow > 0

  class Declined extends Error {}
  try {
    return await db.transaction(async (tx) => {
      // Rows are always locked in the same order (room type, then day) so parallel bookings cannot deadlock.
      const byRoomType = [...rooms].sort((a, b) => a.roomType.id - b.roomType.id)
      for (const r of byRoomType) {
        const taken = await tx.query<{ day: string }>(
          `UPDATE inventory SET available = available - 1
           WHERE room_type_id = $1 AND day >= $2 AND day < $3 AND available >= 1 RETURNING day`,
          [r.roomType.id, r.payload.DateFrom, r.payload.DateTo],
        )
        if (taken.length !== nightsBetween(r.payload.DateFrom, r.payload.DateTo))
          throw conflict(ROOM_GONE_MESSAGE)
        for (const s of r.services) {
          if (s.row.inventory === null) continue
          const days = stockDays(s.row.charge_type, r.payload.DateFrom, r.payload.DateTo)
          const units = stockUnits(s.row.charge_type, s.quantity)
          const got = await tx.query(
            `UPDATE service_stock SET available = available - $3
             WHERE service_id = $1 AND day = ANY($2::date[]) AND available >= $3 RETURNING day`,
            [s.row.id, days, units],
          )
          if (got.length !== days.length)
            throw conflict(`${s.row.name} is no longer available for the selected dates.`)
        }
      }
      if (totals.discount > 0 && req.HopGiftVoucherCode) {
        const used = await tx.query(
          `UPDATE gift_voucher SET balance = balance - $3 WHERE property_id = $1 AND upper(code) = upper($2) AND balance >= $3 RETURNING code`,
          [property.id, req.HopGiftVoucherCode.trim(), totals.discount],
        )
        if (used.length !== 1)
          throw conflict('The gift voucher balance has changed. Please check the voucher again.')
      }

      let card: StoredCard | null = null
      if (storedCard && (pt === PaymentType.PayByCard || pt === PaymentType.StoreCard)) {
        // The gateway charges the stored token; the card stays on the account.
        card = storedCard
      } else if (
        req.CardDetails &&
        'CardNumber' in req.CardDetails &&
        (pt === PaymentType.PayByCard || pt === PaymentType.StoreCard)
      ) {
        const year =
          req.CardDetails.ExpiryYear < 100 ? 2000 + req.CardDetails.ExpiryYear : req.CardDetails.ExpiryYear
        const result = chargeCard({
          number: req.CardDetails.CardNumber,
          expiryMonth: req.CardDetails.ExpiryMonth,
          expiryYear: year,
        })
        if (!result.approved) throw new Declined(result.message)
        // Saved for the account only when asked and logged in (spec §3 saveCardForFutureUse).
        card = { ...result.card, Saved: Boolean(deps.userId && req.CardDetails.SaveCreditCardToIndividual) }
      }

      let reference = deps.reference
      if (reference === undefined) {
        const [seq] = await tx.query<{ n: number }>(`SELECT nextval('reservation_reference_seq')::int AS n`)
        reference = `${property.reference_prefix}${seq?.n ?? 0}`
      }
      const token = randomBytes(24).toString('base64url')
      const stored: StoredTotals = {
        ...totals,
        vatIncluded: !property.settings.IsStandardTaxExclusive,
        paidNow,
      }
      const b = req.Booker
      const [res] = await tx.query<{ id: number }>(
        `INSERT INTO reservation (property_id, reference_number, confirmation_token, code, status, date_from, date_to,
           booker, payment_type, payment_amount, card, promo_code, voucher_code, company_id, po_number, notes, comment,
           totals, language_code, is_app_booking, user_id)
         VALUES ($1, $2, $3, $4, $21, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20)
         RETURNING id`,
        [
          property.id,
          reference,
          token,
          reservationCode(deps.secrets, property.id, reference),
          req.DateFrom,
          req.DateTo,
          JSON.stringify(b),
          pt,
          paidNow,
          card ? JSON.stringify(card) : null,
          req.PromoCode?.trim() || null,
          req.HopGiftVoucherCode?.trim() || null,
          pt === PaymentType.PayByCompanyInvoice ? (req.AccountId ?? null) : null,
          req.PONumber?.trim() || null,
          req.Notes ?? null,
          req.Comment ?? null,
          JSON.stringify(stored),
          req.LanguageCode,
          req.IsAppBooking,
          deps.userId ?? null,
          viaPayStack ? 'Pending' : 'Confirmed',
        ],
      )
      const reservationId = res?.id ?? 0
      for (const r of rooms) {
        const nights = r.stay.nights.map((n) => ({ DateOfStay: n.date, RatePerNight: toMajorUnits(n.price) }))
        const [item] = await tx.query<{ id: number }>(
          `INSERT INTO reservation_item (reservation_id, room_type_id, rate_plan_id, date_from, date_to, adults, children,
             infants, room_configuration_id, promo_code, nights, accommodation, services_total, total)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING id`,
          [
            reservationId,
            r.roomType.id,
            r.plan.id,
            r.payload.DateFrom,
            r.payload.DateTo,
            r.occupancy.adults,
            r.occupancy.children,
            r.occupancy.infants,
            r.payload.RoomConfigurationDropdownOptionId ?? null,
            r.promotion?.code ?? null,
            JSON.stringify(nights),
            r.stay.total,
            r.servicesCost,
            r.total,
          ],
        )
        const itemId = item?.id ?? 0
        const g = r.payload.LeadGuest
        await tx.query(
          `INSERT INTO reservation_guest (reservation_item_id, is_lead, first_name, last_name, email, phone)
           VALUES ($1, true, $2, $3, $4, $5)`,
          [itemId, g.FirstName, g.LastName, g.Email || null, g.Phone || null],
        )
        for (const s of r.services) {
          await tx.query(
            'INSERT INTO reservation_service (reservation_item_id, service_id, quantity, total) VALUES ($1, $2, $3, $4)',
            [itemId, s.row.id, s.quantity, s.cost],
          )
        }
      }
      const redirect = viaPayStack
        ? await openCheckout(
            tx,
            deps.secrets,
            {
              propertyId: property.id,
              reservationId,
              amount: paidNow,
              currency: property.currency,
              email: b.Email,
              description: `Booking ${reference} at ${property.name}, ${req.DateFrom} to ${req.DateTo}`,
              returnPath: `/Book/${property.code}/Status/${token}`,
              cancelPath: `/Book/${property.code}/Checkout/${token}`,
            },
            (deps.clock ?? (() => new Date()))(),
          )
        : null
      return {
        ok: true as const,
        reservationId,
        response: {
          Success: true,
          ConfirmationToken: token,
          ReferenceNumber: reference,
          Message: null,
          RedirectUrl: redirect,
        },
      }
    })
  } catch (e) {
    if (e instanceof Declined) {
      return {
        ok: false,
        response: { Success: false, ConfirmationToken: null, ReferenceNumber: null, Message: e.message },
      }
    }
    throw e
  }
}
