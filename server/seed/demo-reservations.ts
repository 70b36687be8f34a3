/**
 * Demo reservations and the demo guest account, so the manage-booking, pre-check-in and pay-by-link screens can be
 * tried at once (issue 3): one stay a few weeks ahead, one arriving in two days (the pre-check-in window), and one
 * paid by invoice whose invoice is still open. They are booked through the real booking code (priced with
 * src/domain, rooms taken from inventory, codes signed), on dates counted from the day they are made.
 *
 * Their references are fixed (HH900001…), so their links depend only on the link-signing key: `npm run demo:links`
 * prints them without opening the database (PGlite is one process's: the running server's). To keep the links
 * working, every start re-books a demo reservation that is missing or whose stay is over (decision 0061).
 */
import * as v from 'valibot'
import { PaymentType } from '@/domain/payment'
import { CreateReservationRequest } from '@/api/contract/reservation'
import { addDays } from '@/domain/dates'
import { toMajorUnits } from '@/domain/money'
import type { WallClock } from '@/domain/same-day'
import { hashPassword } from '../auth/password'
import { payLinkCode } from '../payments/pay-link'
import { guestLinks } from '../reservations/guest-links'
import type { Secrets } from '../crypto'
import { reservationCode } from '../reservations/access'
import { createReservation } from '../reservations/create'
import { builtInProvider } from '../payments/built-in'
import type { PaymentProvider } from '../payments/provider'
import { priceBooking } from '../reservations/create-check'
import { requireProperty } from '../catalogue/property'
import type { Db, Queryable } from '../db/types'
import { HttpError } from '../http-errors'
import { CLIFFTOP, DEMO_INVOICE_ACCOUNT, HARBOUR, INVOICES } from './demo'

/** The demo guest of issue 3: logs in to the app, owns the first two demo reservations. */
export const DEMO_GUEST = {
  email: 'guest@example.com',
  password: 'Harbour-Guest-2026!',
  firstName: 'Rosalind',
  lastName: 'Franklin',
  telephone: '+44 20 7946 0022',
} as const

type Purpose = 'upcoming' | 'pre-check-in' | 'unpaid invoice'

type DemoReservation = {
  reference: string
  purpose: Purpose
  /** Days from today to arrival (moved on by a day while a night is sold out). */
  arrivalIn: number
  nights: number
  roomTypeId: number
  ratePlanId: number
  adults: number
  children: number
  account: { email: string; firstName: string; lastName: string; telephone: string }
  payment: 'card' | 'invoice'
  /** The open invoice of an invoice booking (pay-by-link). */
  invoiceNumber?: string
  comment: string
}

/** Flexible (11): nothing to pay before 7 days ahead, so the upcoming stay is guaranteed by the card. */
export const DEMO_RESERVATIONS: readonly DemoReservation[] = [
  {
    reference: 'HH900001',
    purpose: 'upcoming',
    arrivalIn: 24,
    nights: 3,
    roomTypeId: 106,
    ratePlanId: 11,
    adults: 2,
    children: 2,
    account: DEMO_GUEST,
    payment: 'card',
    comment: 'Travelling with two children; a cot is not needed.',
  },
  {
    reference: 'HH900002',
    purpose: 'pre-check-in',
    arrivalIn: 2,
    nights: 2,
    roomTypeId: 102,
    ratePlanId: 11,
    adults: 2,
    children: 0,
    account: DEMO_GUEST,
    payment: 'card',
    comment: 'Arriving by train in the evening.',
  },
  {
    reference: 'HH900003',
    purpose: 'unpaid invoice',
    arrivalIn: 10,
    nights: 2,
    roomTypeId: 105,
    ratePlanId: 11,
    adults: 2,
    children: 0,
    account: DEMO_INVOICE_ACCOUNT,
    payment: 'invoice',
    invoiceNumber: 'INV-1003',
    comment: 'Invoice to the account holder, please.',
  },
]

/** How many days a sold-out night may push a demo arrival on before giving up. */
const MAX_SHIFT = 14

async function ensureAccount(db: Queryable, a: typeof DEMO_GUEST): Promise<number> {
  const [found] = await db.query<{ id: number }>('SELECT id FROM user_account WHERE email = lower($1)', [
    a.email,
  ])
  if (found) return found.id
  const [made] = await db.query<{ id: number }>(
    `INSERT INTO user_account (email, password_hash, first_name, last_name, telephone, email_confirmed)
     VALUES (lower($1), $2, $3, $4, $5, true) RETURNING id`,
    [a.email, await hashPassword(a.password), a.firstName, a.lastName, a.telephone],
  )
  if (!made) throw new Error(`The demo account ${a.email} could not be made.`)
  return made.id
}

async function userIdOf(db: Queryable, email: string): Promise<number | null> {
  const [u] = await db.query<{ id: number }>('SELECT id FROM user_account WHERE email = lower($1)', [email])
  return u?.id ?? null
}

/** Deletes a demo reservation whose stay is over, with everything hanging off it. */
async function removeReservation(tx: Queryable, id: number): Promise<void> {
  const payments =
    'SELECT id FROM payment WHERE invoice_id IN (SELECT id FROM invoice WHERE reservation_id = $1)'
  // The ledger is append-only (decision 0115): only this clean-up of a demo stay that is over may remove its rows.
  await tx.query(`SELECT set_config('booking.ledger_purge', 'demo', true)`)
  await tx.query(
    `DELETE FROM ledger_movement WHERE reservation_id = $1 OR invoice_payment_id IN (${payments})
       OR ledger_entry_id IN (SELECT id FROM ledger_entry WHERE reservation_id = $1)`,
    [id],
  )
  await tx.query('DELETE FROM scheduled_charge_refusal WHERE reservation_id = $1', [id])
  await tx.query('DELETE FROM change_pay_link WHERE reservation_id = $1', [id])
  // Append-only too (migration 027); the same purge setting lets this clean-up remove a demo stay's allowances.
  await tx.query('DELETE FROM reservation_allowance WHERE reservation_id = $1', [id])
  await tx.query(
    `DELETE FROM ledger_entry WHERE reservation_id = $1 OR invoice_payment_id IN (${payments})`,
    [id],
  )
  await tx.query(
    'DELETE FROM payment WHERE invoice_id IN (SELECT id FROM invoice WHERE reservation_id = $1)',
    [id],
  )
  await tx.query('DELETE FROM invoice WHERE reservation_id = $1', [id])
  const items = 'SELECT id FROM reservation_item WHERE reservation_id = $1'
  await tx.query(`DELETE FROM reservation_service WHERE reservation_item_id IN (${items})`, [id])
  await tx.query(`DELETE FROM reservation_guest WHERE reservation_item_id IN (${items})`, [id])
  await tx.query('DELETE FROM reservation_item WHERE reservation_id = $1', [id])
  await tx.query('DELETE FROM reservation WHERE id = $1', [id])
}

/** The Create request of a demo reservation, its prices still to be filled in. */
function demoRequest(propertyId: number, d: DemoReservation, from: string, to: string) {
  return v.parse(CreateReservationRequest, {
    PropertyId: propertyId,
    DateFrom: from,
    DateTo: to,
    Comment: d.comment,
    Booker: {
      FirstName: d.account.firstName,
      LastName: d.account.lastName,
      Email: d.account.email,
      Phone: d.account.telephone,
      Street: '12 Quay Street',
      City: 'Falmouth',
      CountryId: 826,
      ZipCode: 'TR11 3HH',
    },
    CardDetails:
      d.payment === 'card'
        ? {
            // The built-in test provider's Visa (decision 0113).
            PaymentMethodId: 'pm_card_visa',
            SaveCreditCardToIndividual: false,
            NameOnCard: `${d.account.firstName} ${d.account.lastName}`,
            EmailAddress: d.account.email,
          }
        : null,
    PaymentAmount: 0,
    PaymentType: d.payment === 'card' ? PaymentType.PayByCard : PaymentType.PayByIndividualInvoice,
    Rooms: [
      {
        DateFrom: from,
        DateTo: to,
        RoomTypeId: d.roomTypeId,
        RoomConfigurationDropdownOptionId: 1,
        RatePlanId: d.ratePlanId,
        NumberOfAdults: d.adults,
        NumberOfChildren: d.children,
        NumberOfInfants: 0,
        LeadGuest: { FirstName: d.account.firstName, LastName: d.account.lastName, Email: d.account.email },
        TotalCost: 0,
      },
    ],
  })
}

/** Books one demo reservation through the booking code; false when every arrival tried was sold out. */
async function bookDemo(
  db: Db,
  secrets: Secrets,
  provider: PaymentProvider,
  now: WallClock,
  d: DemoReservation,
): Promise<boolean> {
  const property = await requireProperty(db, HARBOUR.id)
  const userId = await userIdOf(db, d.account.email)
  for (let shift = 0; shift <= MAX_SHIFT; shift++) {
    const from = addDays(now.date, d.arrivalIn + shift)
    const to = addDays(from, d.nights)
    const draft = demoRequest(property.id, d, from, to)
    // Priced the way the app prices it, then sent with those prices (the only errors left are the prices).
    const priced = await priceBooking(db, property, draft, now, userId, provider)
    const room = priced.rooms[0]
    const otherErrors = Object.keys(priced.errors).filter((k) => !/TotalCost|PaymentAmount/.test(k))
    if (!room || otherErrors.length > 0) continue
    const req = {
      ...draft,
      PaymentAmount: toMajorUnits(d.payment === 'card' ? priced.totals.payNow : 0),
      Rooms: draft.Rooms.map((r) => ({ ...r, TotalCost: toMajorUnits(room.total) })),
    }
    let booked
    try {
      booked = await createReservation(
        db,
        { secrets, now, userId, reference: d.reference, provider },
        property,
        req,
      )
    } catch (e) {
      if (e instanceof HttpError && e.status === 409) continue // a night is sold out: the next arrival day
      throw e
    }
    if (!booked.ok) continue
    if (d.invoiceNumber) {
      await db.query(
        `INSERT INTO invoice (property_id, invoice_number, reservation_id, amount, description, email)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [
          property.id,
          d.invoiceNumber,
          booked.reservationId,
          priced.totals.total,
          `Stay ${d.reference}, ${from} to ${to}`,
          d.account.email,
        ],
      )
    }
    return true
  }
  return false
}

/**
 * Makes sure the demo guest exists and every demo reservation is there with a stay that is not over yet:
 * a missing one is booked, one whose departure day has come is removed and booked again from today.
 * Returns the references booked now.
 */
export async function ensureDemoReservations(db: Db, secrets: Secrets, now: WallClock): Promise<string[]> {
  await ensureAccount(db, DEMO_GUEST)
  // Demo bookings are paid with the built-in test provider's cards, whichever provider the hotel uses.
  const { provider } = builtInProvider({ db, clock: () => new Date(), secrets })
  const booked: string[] = []
  for (const d of DEMO_RESERVATIONS) {
    const [row] = await db.query<{ id: number; date_to: string }>(
      'SELECT id, date_to::text AS date_to FROM reservation WHERE reference_number = $1',
      [d.reference],
    )
    if (row && row.date_to > now.date) continue
    if (row) await db.transaction((tx) => removeReservation(tx, row.id))
    if (await bookDemo(db, secrets, provider, now, d)) booked.push(d.reference)
  }
  return booked
}

export type DemoLink = { label: string; url: string }

/**
 * Every demo link, signed with the key: manage and pre-check-in links of the demo reservations, and pay and
 * store-a-card links of the demo invoices. Needs no database (the references are fixed).
 */
export function demoLinks(secrets: Secrets, baseUrl: string): DemoLink[] {
  const base = baseUrl.replace(/\/+$/, '')
  const links: DemoLink[] = []
  for (const d of DEMO_RESERVATIONS) {
    const code = reservationCode(secrets, HARBOUR.id, d.reference)
    const who = `${d.account.email}, ${d.purpose}`
    const stay = guestLinks(base, HARBOUR.code, d.reference, code)
    links.push({ label: `manage ${d.reference} (${who})`, url: stay.manage })
    links.push({ label: `pre-check-in ${d.reference} (${who})`, url: stay.preCheckIn })
  }
  const invoices = [
    ...DEMO_RESERVATIONS.flatMap((d) =>
      d.invoiceNumber
        ? [{ number: d.invoiceNumber, propertyId: HARBOUR.id, about: `stay ${d.reference}` }]
        : [],
    ),
    ...INVOICES.map((i) => ({ number: i.number, propertyId: i.propertyId, about: i.description })),
  ]
  for (const inv of invoices) {
    const code = inv.propertyId === HARBOUR.id ? HARBOUR.code : CLIFFTOP.code
    const pay = payLinkCode(secrets, inv.propertyId, 'P', inv.number)
    const store = payLinkCode(secrets, inv.propertyId, 'S', inv.number)
    links.push({
      label: `pay ${inv.number} (${inv.about})`,
      url: `${base}/SecurePay/${code}/P/${inv.number}/${pay}`,
    })
    links.push({
      label: `store a card (${inv.number})`,
      url: `${base}/SecurePay/${code}/S/${inv.number}/${store}`,
    })
  }
  return links
}
