/**
 * POST /api/Reservation/Create. Order matters:
 *  1. everything is checked and re-priced with src/domain BEFORE any write (./create-check); a difference from
 *     the client's TotalCost or PaymentAmount is a 400 with ModelState (the guest saw a price we will not charge);
 *  2. then ONE transaction takes a room for every night of every room, extras' stock and the voucher balance
 *     with the one stock taker, charges the test gateway and writes the reservation. Any shortfall or a decline
 *     rolls the whole transaction back.
 */
import { randomBytes } from 'node:crypto'
import type { CreateReservationRequest, CreateReservationResponse } from '@/api/contract/reservation'
import { PaymentType } from '@/domain/payment'
import { amountTakenNow } from '@/domain/payment-acceptance'
import type { WallClock } from '@/domain/same-day'
import type { BookingTotals } from '@/domain/totals'
import type { Db, Queryable } from '../db/types'
import { badRequest } from '../http'
import { fullExpiryYear } from '../payments/card'
import { chargeCard, type StoredCard } from '../payments/gateway'
import { openCheckout } from '../payments/paystack'
import type { Secrets } from '../payments/signing'
import type { PropertyRow } from '../catalogue/property'
import { reservationCode } from './access'
import { priceBooking, type PricedRoom } from './create-check'
import { takeRoom, takeStock, takeVoucherBalance } from './inventory'
import { writeServiceLines, type StoredTotals } from './record'
import { storedNights } from './room-quote'
import { nextReference } from './reference-number'

export type CreateResult =
  | { ok: true; reservationId: number; response: CreateReservationResponse }
  | { ok: false; response: CreateReservationResponse }

export type CreateDeps = {
  secrets: Secrets
  now: WallClock
  userId?: number | null
  /** A fixed reference instead of the next one (the demo reservations: server/seed/demo-reservations.ts). */
  reference?: string
  /** The instant, for a PayStack checkout's 30 minutes. */
  clock?: () => Date
}

/**
 * Work that commits or rolls back with the booking, given its answer: the confirmation e-mail queued, the
 * Idempotency-Key's answer stored (decision 0098).
 */
export type WithinBooking = (tx: Queryable, response: CreateReservationResponse) => Promise<void>

/** A card the gateway declined: the transaction rolls back and the guest gets Success false. */
class Declined extends Error {}

/** Takes every room's nights and extras, then the voucher balance; a shortfall rolls the transaction back. */
async function takeBookingStock(
  tx: Queryable,
  property: PropertyRow,
  rooms: readonly PricedRoom[],
  voucher: { code: string | null | undefined; amount: number },
): Promise<void> {
  // Rows are always locked in the same order (room type, then day) so parallel bookings cannot deadlock.
  const byRoomType = [...rooms].sort((a, b) => a.roomType.id - b.roomType.id)
  for (const room of byRoomType) {
    await takeRoom(tx, room.roomType.id, room.payload.DateFrom, room.payload.DateTo)
    await takeStock(tx, room.services, room.payload.DateFrom, room.payload.DateTo)
  }
  if (voucher.amount > 0 && voucher.code)
    await takeVoucherBalance(tx, property.id, voucher.code.trim(), voucher.amount)
}

/** The card the booking keeps: a stored one as it is, or a new one the gateway approved. */
function cardToKeep(
  req: CreateReservationRequest,
  storedCard: StoredCard | null,
  userId: number | null,
): StoredCard | null {
  const paymentType = req.PaymentType
  if (paymentType !== PaymentType.PayByCard && paymentType !== PaymentType.StoreCard) return null
  // The gateway charges the stored token; the card stays on the account.
  if (storedCard) return storedCard
  const card = req.CardDetails
  if (!card || !('CardNumber' in card)) return null
  const result = chargeCard({
    number: card.CardNumber,
    expiryMonth: card.ExpiryMonth,
    expiryYear: fullExpiryYear(card.ExpiryYear),
  })
  if (!result.approved) throw new Declined(result.message)
  // Saved for the account only when asked and logged in (spec §3 saveCardForFutureUse).
  return { ...result.card, Saved: Boolean(userId && card.SaveCreditCardToIndividual) }
}

type NewReservation = {
  reference: string
  token: string
  card: StoredCard | null
  totals: BookingTotals
  paidNow: number
  viaPayStack: boolean
}

async function insertReservation(
  tx: Queryable,
  deps: CreateDeps,
  property: PropertyRow,
  req: CreateReservationRequest,
  booking: NewReservation,
): Promise<number> {
  const paymentType = req.PaymentType
  const stored: StoredTotals = {
    ...booking.totals,
    vatIncluded: !property.settings.IsStandardTaxExclusive,
    paidNow: booking.paidNow,
  }
  const [inserted] = await tx.query<{ id: number }>(
    `INSERT INTO reservation (property_id, reference_number, confirmation_token, code, status, date_from, date_to,
       booker, payment_type, payment_amount, card, promo_code, voucher_code, company_id, po_number, notes, comment,
       totals, language_code, is_app_booking, user_id)
     VALUES ($1, $2, $3, $4, $21, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20)
     RETURNING id`,
    [
      property.id,
      booking.reference,
      booking.token,
      reservationCode(deps.secrets, property.id, booking.reference),
      req.DateFrom,
      req.DateTo,
      JSON.stringify(req.Booker),
      paymentType,
      booking.paidNow,
      booking.card ? JSON.stringify(booking.card) : null,
      req.PromoCode?.trim() || null,
      req.HopGiftVoucherCode?.trim() || null,
      paymentType === PaymentType.PayByCompanyInvoice ? (req.AccountId ?? null) : null,
      req.PONumber?.trim() || null,
      req.Notes ?? null,
      req.Comment ?? null,
      JSON.stringify(stored),
      req.LanguageCode,
      req.IsAppBooking,
      deps.userId ?? null,
      booking.viaPayStack ? 'Pending' : 'Confirmed',
    ],
  )
  return inserted?.id ?? 0
}

async function insertRoom(tx: Queryable, reservationId: number, room: PricedRoom): Promise<void> {
  const [item] = await tx.query<{ id: number }>(
    `INSERT INTO reservation_item (reservation_id, room_type_id, rate_plan_id, date_from, date_to, adults, children,
       infants, room_configuration_id, promo_code, nights, accommodation, services_total, total)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING id`,
    [
      reservationId,
      room.roomType.id,
      room.plan.id,
      room.payload.DateFrom,
      room.payload.DateTo,
      room.occupancy.adults,
      room.occupancy.children,
      room.occupancy.infants,
      room.payload.RoomConfigurationDropdownOptionId ?? null,
      room.promotion?.code ?? null,
      JSON.stringify(storedNights(room.stay)),
      room.stay.total,
      room.servicesCost,
      room.total,
    ],
  )
  const itemId = item?.id ?? 0
  const lead = room.payload.LeadGuest
  await tx.query(
    `INSERT INTO reservation_guest (reservation_item_id, is_lead, first_name, last_name, email, phone)
     VALUES ($1, true, $2, $3, $4, $5)`,
    [itemId, lead.FirstName, lead.LastName, lead.Email || null, lead.Phone || null],
  )
  await writeServiceLines(tx, itemId, room.services)
}

export async function createReservation(
  db: Db,
  deps: CreateDeps,
  property: PropertyRow,
  req: CreateReservationRequest,
  within?: WithinBooking,
): Promise<CreateResult> {
  const { rooms, totals, errors, storedCard } = await priceBooking(
    db,
    property,
    req,
    deps.now,
    deps.userId ?? null,
  )
  if (Object.keys(errors).length > 0) throw badRequest(errors)
  const paidNow = amountTakenNow(req.PaymentType, totals.payNow)
  // PayStack takes the money on its own page: the booking waits there, holding its rooms (payments/paystack.ts).
  const viaPayStack = req.PaymentType === PaymentType.PayByPayStack && paidNow > 0
  try {
    return await db.transaction(async (tx) => {
      await takeBookingStock(tx, property, rooms, { code: req.HopGiftVoucherCode, amount: totals.discount })
      const card = cardToKeep(req, storedCard, deps.userId ?? null)
      const reference = deps.reference ?? (await nextReference(tx, property))
      const token = randomBytes(24).toString('base64url')
      const booking = { reference, token, card, totals, paidNow, viaPayStack }
      const reservationId = await insertReservation(tx, deps, property, req, booking)
      for (const room of rooms) await insertRoom(tx, reservationId, room)
      const redirect = viaPayStack
        ? await openCheckout(
            tx,
            deps.secrets,
            {
              propertyId: property.id,
              reservationId,
              amount: paidNow,
              currency: property.currency,
              email: req.Booker.Email,
              description: `Booking ${reference} at ${property.name}, ${req.DateFrom} to ${req.DateTo}`,
              returnPath: `/Book/${property.code}/Status/${token}`,
              cancelPath: `/Book/${property.code}/Checkout/${token}`,
            },
            (deps.clock ?? (() => new Date()))(),
          )
        : null
      const response = {
        Success: true,
        ConfirmationToken: token,
        ReferenceNumber: reference,
        Message: null,
        RedirectUrl: redirect,
      }
      if (within) await within(tx, response)
      return { ok: true as const, reservationId, response }
    })
  } catch (error) {
    if (!(error instanceof Declined)) throw error
    return {
      ok: false,
      response: { Success: false, ConfirmationToken: null, ReferenceNumber: null, Message: error.message },
    }
  }
}
