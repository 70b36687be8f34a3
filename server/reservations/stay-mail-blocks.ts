/**
 * The parts of a stay that several messages show alike (the confirmation, a change, a cancellation): the guests
 * of a room in words and the price as the app's confirmation lays it out, as blocks of the mail layout
 * (server/mail/layout.ts).
 */
import type { ManagedReservation } from '@/api/contract/manage-booking'
import type { ConfirmationTotals } from '@/api/contract/reservation'
import type { MailRow } from '../mail/layout'
import type { MailWords } from '../mail/mail-words'

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
