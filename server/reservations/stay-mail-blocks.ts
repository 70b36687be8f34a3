/**
 * The parts of a stay that several messages show alike (the confirmation, a change, a cancellation): the guests
 * of a room in words and the price as the app's confirmation lays it out, as blocks of the mail layout
 * (server/mail/layout.ts).
 */
import type { ManagedReservation } from '@/api/contract/manage-booking'
import type { ConfirmationTotals } from '@/api/contract/reservation'
import type { StayPayment } from '@/api/contract/stay-payments'
import { hotelDate } from '@/domain/time-zone'
import { mailMoney, type MailBlock, type MailRow } from '../mail/layout'
import type { MailWords } from '../mail/mail-words'
import type { MailKey } from '../mail/words/en-gb'

type Guests = { NumberOfAdults: number; NumberOfChildren: number; NumberOfInfants: number }

/** '2 adults, 1 child' in the message's language: infants and children only when there are some. */
export function guestsText(room: Guests, w: MailWords): string {
  return [
    w.t('guests.adults', { count: room.NumberOfAdults }),
    room.NumberOfChildren > 0 ? w.t('guests.children', { count: room.NumberOfChildren }) : '',
    room.NumberOfInfants > 0 ? w.t('guests.infants', { count: room.NumberOfInfants }) : '',
  ]
    .filter((part) => part)
    .join(w.t('list.separator'))
}

/** '2 × Breakfast', or 'Breakfast' alone when one was booked. */
export function extraText(extra: { ServiceName: string; Quantity: number }, w: MailWords): string {
  return extra.Quantity === 1
    ? extra.ServiceName
    : w.t('extra.quantity', { count: extra.Quantity, name: extra.ServiceName })
}

/** What the payments ledger says of a stay (decision 0115): paid, given back, and still to pay. */
export type PaidSoFar = { AmountPaid: number; AmountRefunded: number; Balance: number }

/**
 * The totals of a booking as manage booking reads it, in the confirmation's shape (paid and not given back as
 * PaidNow, the ledger's balance as Outstanding).
 */
export function managedTotals(m: ManagedReservation, vatIncluded: boolean): ConfirmationTotals {
  return {
    Accommodation: m.TotalAccommodation,
    Services: m.TotalServices,
    Discount: m.Discount,
    VisitorLevy: m.VisitorLevy,
    Vat: m.TotalVat,
    VatIncluded: vatIncluded,
    Total: m.TotalCost,
    PaidNow: Math.round((m.AmountPaid - m.AmountRefunded) * 100) / 100,
    Outstanding: m.Balance,
  }
}

/**
 * The price as the app's confirmation shows it: accommodation, extras, discount, visitor levy, VAT (included or
 * added), the total, what was paid (now, at booking; so far, after a change), what was refunded and the balance —
 * the last three from the ledger when it is given (then "paid so far" rather than "paid now").
 */
export function priceRows(
  totals: ConfirmationTotals,
  currency: string,
  voucher: string | null,
  w: MailWords,
  ledger?: PaidSoFar,
): MailRow[] {
  const money = (major: number) => w.money(major, currency)
  const rows: (MailRow | null)[] = [
    { label: w.t('price.accommodation'), value: money(totals.Accommodation) },
    totals.Services > 0 ? { label: w.t('price.extras'), value: money(totals.Services) } : null,
    totals.Discount > 0
      ? {
          label: voucher ? w.t('price.voucher', { code: voucher }) : w.t('price.discount'),
          value: `−${money(totals.Discount)}`,
        }
      : null,
    totals.VisitorLevy > 0 ? { label: w.t('price.levy'), value: money(totals.VisitorLevy) } : null,
    { label: w.t(totals.VatIncluded ? 'price.vatIncluded' : 'price.vat'), value: money(totals.Vat) },
    { label: w.t('price.total'), value: money(totals.Total), strong: true },
    {
      label: w.t(ledger ? 'price.paidSoFar' : 'price.paidNow'),
      value: money(ledger ? ledger.AmountPaid : totals.PaidNow),
    },
    ledger && ledger.AmountRefunded > 0
      ? { label: w.t('price.refunded'), value: money(ledger.AmountRefunded) }
      : null,
    (ledger?.Balance ?? totals.Outstanding) > 0
      ? { label: w.t('price.balance'), value: money(ledger?.Balance ?? totals.Outstanding) }
      : null,
  ]
  return rows.filter((row) => row !== null)
}

const KIND_WORDS = {
  Authorisation: 'payments.authorisation',
  Charge: 'payments.charge',
  Capture: 'payments.capture',
  Refund: 'payments.refund',
  Void: 'payments.void',
} as const satisfies Readonly<Record<StayPayment['Kind'], MailKey>>

const STATE_WORDS = {
  Succeeded: 'payments.succeeded',
  Failed: 'payments.failed',
  Cancelled: 'payments.cancelled',
} as const satisfies Readonly<Record<StayPayment['State'], MailKey>>

/**
 * Each movement of money of the stay, from the ledger (decision 0133): what it was, the hotel's day it happened
 * (its time zone), the amount (a refund as money going back) and how it ended. Nothing when none was made.
 */
export function paymentBlocks(payments: readonly StayPayment[], timeZone: string, w: MailWords): MailBlock[] {
  if (payments.length === 0) return []
  const rows = payments.map((p): MailRow => ({
    label: w.t('payments.line', {
      kind: w.t(KIND_WORDS[p.Kind]),
      day: w.day(hotelDate(new Date(p.At), timeZone)),
    }),
    // A refund as money going back, signed as the language writes a negative sum (Arabic's too).
    value: w.t(STATE_WORDS[p.State], {
      amount: w.money(p.Kind === 'Refund' ? -p.Amount : p.Amount, p.Currency),
    }),
  }))
  return [{ heading: w.t('payments.heading') }, { rows }]
}

/** The hotel's line of the sums (in its own words, English). */
export function hotelSumsLine(ledger: PaidSoFar, currency: string): string {
  const money = (major: number) => mailMoney(major, currency)
  return `Paid ${money(ledger.AmountPaid)}, refunded ${money(ledger.AmountRefunded)}, balance ${money(ledger.Balance)}.`
}

/** The hotel's line of each movement of money: what, how much, the hotel's day, how it ended, its reference. */
export function hotelPaymentLines(payments: readonly StayPayment[], timeZone: string): string[] {
  return payments.map(
    (p) =>
      `${p.Kind} of ${mailMoney(p.Amount, p.Currency)} on ${hotelDate(new Date(p.At), timeZone)}: ${p.State.toLowerCase()}${p.Reference ? ` (${p.Reference})` : ''}.`,
  )
}
