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

/** The totals of a booking as manage booking reads it, in the confirmation's shape (paid so far as PaidNow). */
export function managedTotals(m: ManagedReservation, vatIncluded: boolean): ConfirmationTotals {
  return {
    Accommodation: m.TotalAccommodation,
    Services: m.TotalServices,
    Discount: m.Discount,
    VisitorLevy: m.VisitorLevy,
    Vat: m.TotalVat,
    VatIncluded: vatIncluded,
    Total: m.TotalCost,
    PaidNow: m.AmountPaid,
    Outstanding: Math.max(0, m.TotalCost - m.AmountPaid),
  }
}

/**
 * The price as the app's confirmation shows it: accommodation, extras, discount, visitor levy, VAT (included or
 * added), the total, what was paid (now, at booking; so far, after a change) and the balance.
 */
export function priceRows(
  totals: ConfirmationTotals,
  currency: string,
  voucher: string | null,
  paid = 'Paid now',
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
    { label: paid, value: money(totals.PaidNow) },
    totals.Outstanding > 0 ? { label: 'Balance to pay', value: money(totals.Outstanding) } : null,
  ]
  return rows.filter((row) => row !== null)
}
