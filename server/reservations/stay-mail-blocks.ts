/**
 * The parts of a stay that several messages show alike (the confirmation, a change, a cancellation): the guests
 * of a room in words and the price as the app's confirmation lays it out, as blocks of the mail layout
 * (server/mail/layout.ts).
 */
import type { ManagedReservation } from '@/api/contract/manage-booking'
import type { ConfirmationTotals } from '@/api/contract/reservation'
import { mailMoney, type MailRow } from '../mail/layout'

type Guests = { NumberOfAdults: number; NumberOfChildren: number; NumberOfInfants: number }

const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`

/** '2 adults, 1 child': infants and children only when there are some. */
export function guestsText(room: Guests): string {
  return [
    counted(room.NumberOfAdults, 'adult', 'adults'),
    room.NumberOfChildren > 0 ? counted(room.NumberOfChildren, 'child', 'children') : '',
    room.NumberOfInfants > 0 ? counted(room.NumberOfInfants, 'infant', 'infants') : '',
  ]
    .filter((part) => part)
    .join(', ')
}

/** '1 × Breakfast' or 'Breakfast' alone when one was booked. */
export function extraText(extra: { ServiceName: string; Quantity: number }): string {
  return extra.Quantity === 1 ? extra.ServiceName : `${extra.Quantity} × ${extra.ServiceName}`
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
 * the last three from the ledger when it is given.
 */
export function priceRows(
  totals: ConfirmationTotals,
  currency: string,
  voucher: string | null,
  paid = 'Paid now',
  ledger?: PaidSoFar,
): MailRow[] {
  const money = (major: number) => mailMoney(major, currency)
  const rows: (MailRow | null)[] = [
    { label: 'Accommodation', value: money(totals.Accommodation) },
    totals.Services > 0 ? { label: 'Extras', value: money(totals.Services) } : null,
    totals.Discount > 0
      ? { label: voucher ? `Gift voucher ${voucher}` : 'Discount', value: `−${money(totals.Discount)}` }
      : null,
    totals.VisitorLevy > 0 ? { label: 'Visitor levy', value: money(totals.VisitorLevy) } : null,
    { label: totals.VatIncluded ? 'Includes VAT' : 'VAT', value: money(totals.Vat) },
    { label: 'Total', value: money(totals.Total), strong: true },
    { label: paid, value: money(ledger ? ledger.AmountPaid : totals.PaidNow) },
    ledger && ledger.AmountRefunded > 0 ? { label: 'Refunded', value: money(ledger.AmountRefunded) } : null,
    (ledger?.Balance ?? totals.Outstanding) > 0
      ? { label: 'Balance to pay', value: money(ledger?.Balance ?? totals.Outstanding) }
      : null,
  ]
  return rows.filter((row) => row !== null)
}
