/**
 * POST /api/Reservation/Create. Order matters:
 *  1. everything is checked and re-priced with src/domain BEFORE any write (./create-check); a difference from
 *     the client's TotalCost or PaymentAmount is a 400 with ModelState (the guest saw a price we will not charge);
 *  2. then ONE transaction takes a room for every night of every room, extras' stock and the voucher balance
 *     with the one stock taker and writes the reservation. A booking the card provider must pay or guarantee is
 *     written Pending, holding its rooms, with a pending ledger entry (./held-booking);
 *  3. only then, outside any transaction, the provider is asked (a payment, or a card saved for later), and its
 *     answer is applied in a second transaction: confirmed, released at once (declined), or left waiting for the
 *     bank's challenge, whose address the answer carries.
 */
import { randomBytes } from 'node:crypto'
import type { CreateReservationRequest, CreateReservationResponse } from '@/api/contract/reservation'
import { PaymentType } from '@/domain/payment'
import { amountTakenNow } from '@/domain/payment-acceptance'
import type { WallClock } from '@/domain/same-day'
import type { BookingTotals } from '@/domain/totals'
import type { Db, Queryable } from '../db/types'
import { refuseIfAny } from '../http-errors'
import { browserFacts } from '../payments/card'
import { CHECKOUT_MINUTES } from '../payments/paystack'
import { CANCEL_ACTION } from '../payments/paystack-provider'
import { PROVIDER_UNREACHABLE, type Payment, type PaymentProvider, type Setup } from '../payments/provider'
import type { Secrets } from '../crypto'
import type { StoredCard } from '../payments/stored-card'
import type { PropertyRow } from '../catalogue/property'
import { reservationCode } from './access'
import type { BookingCard } from './create-payment-check'
import { priceBooking, type PricedRoom } from './create-check'
import {
  applyToHeldBooking,
  HOLD_MINUTES,
  insertLedgerEntry,
  noteProviderRef,
  withCard,
  type HeldOutcome,
  type LedgerEntry,
  type LedgerKind,
} from './held-booking'
import { returnLateMoney } from './late-money'
import { takeRoom, takeStock, takeVoucherBalance } from './inventory'
import { releaseUnpaidBooking } from './payment-outcome'
import { writeServiceLines, type StoredTotals } from './record'
import { storedNights } from './room-quote'
import { nextReference } from './reference-number'

export type CreateResult =
  | { ok: true; reservationId: number; response: CreateReservationResponse }
  | { ok: false; response: CreateReservationResponse; status: 400 | 502 }

export type CreateDeps = {
  secrets: Secrets
  now: WallClock
  userId?: number | null
  /** A fixed reference instead of the next one (the demo reservations: server/seed/demo-reservations.ts). */
  reference?: string
  /** The instant, for the hold's end: 15 minutes for the bank, PayStack's page's 30. */
  clock?: () => Date
  /** Who takes the property's cards. */
  provider: PaymentProvider
  /** Who takes PayByPayStack (Payments.payStack): its hosted page, through the same port. */
  payStack?: PaymentProvider | null
  /** What the bank's way back to the status page starts with (Payments.returnBase); relative when absent. */
  returnBase?: string
}

/**
 * Work that commits or rolls back with the booking (decision 0098): `held` with the hold (the Idempotency-Key's
 * answer), `confirmed` with the confirmation (its mail), `settled` with the provider's outcome (the key's answer
 * replaced by the outcome).
 */
export type CreateHooks = {
  held?: (tx: Queryable, response: CreateReservationResponse) => Promise<void>
  confirmed?: (tx: Queryable, confirmationToken: string) => Promise<void>
  settled?: (tx: Queryable, response: CreateReservationResponse, status: 200 | 400 | 502) => Promise<void>
}

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

/** What the provider is asked for this booking: a payment of what is due now, a card saved, or nothing. */
function providerAsk(
  paymentType: CreateReservationRequest['PaymentType'],
  paidNow: number,
  card: BookingCard,
): { kind: LedgerKind; amount: number } | null {
  // PayStack takes what is due now on its own page; with nothing due, there is no page (decision 0063).
  if (paymentType === PaymentType.PayByPayStack)
    return paidNow > 0 ? { kind: 'charge', amount: paidNow } : null
  if (paymentType !== PaymentType.PayByCard && paymentType !== PaymentType.StoreCard) return null
  if (paymentType === PaymentType.PayByCard && paidNow > 0) return { kind: 'charge', amount: paidNow }
  // A card kept on the account is already saved for off-session use: it guarantees the stay as it is.
  return card.stored ? null : { kind: 'card', amount: 0 }
}

type NewReservation = {
  reference: string
  token: string
  card: StoredCard | null
  totals: BookingTotals
  paidNow: number
  /** the instant the hold ends, when the booking waits for PayStack's page or the card provider */
  holdUntil: Date | null
  /** the hotel's today: the payment schedule counts from it */
  bookedOn: string
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
       totals, language_code, is_app_booking, user_id, hold_expires_at, booked_on)
     VALUES ($1, $2, $3, $4, $21, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $22, $23)
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
      booking.holdUntil ? 'Pending' : 'Confirmed',
      booking.holdUntil?.toISOString() ?? null,
      booking.bookedOn,
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

/** The provider's answer to what this booking asks of it; an unreachable provider is an exception. */
async function askProvider(
  deps: CreateDeps,
  property: PropertyRow,
  req: CreateReservationRequest,
  held: { reservationId: number; reference: string; token: string; entry: LedgerEntry },
  card: BookingCard,
): Promise<{ kind: 'payment'; payment: Payment } | { kind: 'setup'; setup: Setup }> {
  const { entry } = held
  const saveForLater = Boolean(
    deps.userId &&
    req.CardDetails &&
    'PaymentMethodId' in req.CardDetails &&
    req.CardDetails.SaveCreditCardToIndividual,
  )
  const paymentMethod =
    card.stored?.Token ??
    (req.CardDetails && 'PaymentMethodId' in req.CardDetails ? req.CardDetails.PaymentMethodId : null)
  // PayStack's page sends a guest who cancels back to checkout, the form as they left it (decision 0063).
  const cancelAction: Record<string, string> =
    req.PaymentType === PaymentType.PayByPayStack
      ? { [CANCEL_ACTION]: `${deps.returnBase ?? ''}/Book/${property.code}/Checkout/${held.token}` }
      : {}
  const common = {
    paymentMethod,
    customer: card.stored?.Customer ?? null,
    email: req.Booker.Email,
    description: `Booking ${held.reference} at ${property.name}, ${req.DateFrom} to ${req.DateTo}`,
    returnUrl: `${deps.returnBase ?? ''}/Book/${property.code}/Status/${held.token}`,
    metadata: {
      reservation: String(held.reservationId),
      ledger_entry: String(entry.id),
      property: property.code,
      reference: held.reference,
      save_card: saveForLater ? '1' : '0',
      ...cancelAction,
    },
    idempotencyKey: entry.idempotency_key,
    browser: browserFacts(req.BrowserData),
  }
  if (entry.kind === 'card') return { kind: 'setup', setup: await deps.provider.savePaymentMethod(common) }
  const payment = await deps.provider.createPayment({
    ...common,
    amount: entry.amount,
    currency: entry.currency,
    capture: entry.kind === 'authorisation' ? 'later' : 'now',
    saveForLater,
  })
  return { kind: 'payment', payment }
}

/** The answer to the guest for the outcome of the provider. */
function answerOf(
  outcome: HeldOutcome,
  held: { token: string; reference: string },
): { response: CreateReservationResponse; status: 200 | 400 } {
  if (outcome.status === 'Failed')
    return {
      response: { Success: false, ConfirmationToken: null, ReferenceNumber: null, Message: outcome.message },
      status: 400,
    }
  return {
    response: {
      Success: true,
      ConfirmationToken: held.token,
      ReferenceNumber: held.reference,
      Message: null,
      RedirectUrl: outcome.status === 'Pending' ? outcome.action : null,
    },
    status: 200,
  }
}

export async function createReservation(
  db: Db,
  deps: CreateDeps,
  property: PropertyRow,
  req: CreateReservationRequest,
  hooks: CreateHooks = {},
): Promise<CreateResult> {
  const userId = deps.userId ?? null
  const { rooms, totals, errors, card } = await priceBooking(
    db,
    property,
    req,
    deps.now,
    userId,
    deps.provider,
  )
  refuseIfAny(errors)
  const paidNow = amountTakenNow(req.PaymentType, totals.payNow)
  const ask = providerAsk(req.PaymentType, paidNow, card)
  // PayStack takes the money on its own page: the booking waits there, holding its rooms for the page's time.
  const viaPayStack = req.PaymentType === PaymentType.PayByPayStack
  const provider = viaPayStack ? deps.payStack : deps.provider
  if (ask && !provider) throw new Error(`PayStack is not set up for ${property.code}.`)
  const holdMinutes = viaPayStack ? CHECKOUT_MINUTES : HOLD_MINUTES
  const instant = (deps.clock ?? (() => new Date()))()
  const held = await db.transaction(async (tx) => {
    await takeBookingStock(tx, property, rooms, { code: req.HopGiftVoucherCode, amount: totals.discount })
    const reference = deps.reference ?? (await nextReference(tx, property))
    const token = randomBytes(24).toString('base64url')
    const booking = {
      reference,
      token,
      card: card.stored,
      totals,
      paidNow,
      holdUntil: ask ? new Date(instant.getTime() + holdMinutes * 60_000) : null,
      bookedOn: deps.now.date,
    }
    const reservationId = await insertReservation(tx, deps, property, req, booking)
    for (const room of rooms) await insertRoom(tx, reservationId, room)
    const entry =
      ask && provider
        ? await insertLedgerEntry(tx, {
            reservation_id: reservationId,
            kind: ask.kind,
            amount: ask.amount,
            currency: property.currency,
            provider: provider.name,
            idempotencyKey: (id) => `res-${reservationId}-${ask.kind}-${id}`,
          })
        : null
    const response = {
      Success: true,
      ConfirmationToken: token,
      ReferenceNumber: reference,
      Message: null,
      RedirectUrl: null,
    }
    if (!entry) await hooks.confirmed?.(tx, token)
    await hooks.held?.(tx, response)
    return { reservationId, reference, token, entry, response }
  })
  if (!held.entry || !provider)
    return { ok: true, reservationId: held.reservationId, response: held.response }
  const asked = { ...deps, provider }
  return settleWithProvider(db, asked, property, req, { ...held, entry: held.entry }, card, hooks)
}

/** Steps 3 and 4: the provider's answer, applied; an unreachable provider releases the hold at once. */
async function settleWithProvider(
  db: Db,
  deps: CreateDeps,
  property: PropertyRow,
  req: CreateReservationRequest,
  held: { reservationId: number; reference: string; token: string; entry: LedgerEntry },
  card: BookingCard,
  hooks: CreateHooks,
): Promise<CreateResult> {
  let result
  try {
    result = await withCard(deps.provider, await askProvider(deps, property, req, held, card))
  } catch (error) {
    // Nothing is known of the payment: the rooms go back now, and should it have gone through after all, its
    // event finds the booking released and the money is returned (held-booking.ts).
    console.error(
      `Payment provider call failed for reservation ${held.reservationId}: ${String(error instanceof Error ? error.message : error).slice(0, 300)}`,
    )
    const response = {
      Success: false,
      ConfirmationToken: null,
      ReferenceNumber: null,
      Message: PROVIDER_UNREACHABLE,
    }
    await db.transaction(async (tx) => {
      await releaseUnpaidBooking(tx, held.reservationId, PROVIDER_UNREACHABLE)
      await hooks.settled?.(tx, response, 502)
    })
    return { ok: false, response, status: 502 }
  }
  await noteProviderRef(db, held.entry, result)
  const applied = await db.transaction(async (tx) => {
    const { outcome, late } = await applyToHeldBooking(tx, held.entry, result, async (inner) => {
      await hooks.confirmed?.(inner, held.token)
    })
    const answer = answerOf(outcome, held)
    await hooks.settled?.(tx, answer.response, answer.status)
    return { ...answer, late }
  })
  if (applied.late) await returnLateMoney(db, deps.provider, applied.late)
  if (applied.status === 400) return { ok: false, response: applied.response, status: 400 }
  return { ok: true, reservationId: held.reservationId, response: applied.response }
}
