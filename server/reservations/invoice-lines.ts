/**
 * What a pay link's invoice is for, line by line (decision 0142): the rooms of the stay it names (room type and
 * rate in the reader's language, dates, price with extras), then what the stay's totals add or take off (the
 * visitor levy, VAT added to the prices, a voucher). An invoice that names no stay is its own one line. The
 * lines are the stay's as it is now; the amount to pay is the invoice's open part, which the page shows apart.
 */
import type { PayByLinkInfo, PayByLinkLine } from '@/api/contract/pay-by-link'
import { toMajorUnits } from '@/domain/money'
import type { Queryable } from '../db/types'
import { textOf, type Reader } from '../catalogue/hotel-texts'
import type { InvoiceRecord } from '../payments/invoice-payments'
import { loadItems, type StoredTotals } from './record'

type StayOfInvoice = Pick<PayByLinkInfo, 'Stay' | 'Lines'>

export async function invoiceLines(
  db: Queryable,
  invoice: InvoiceRecord,
  reader: Reader,
): Promise<StayOfInvoice> {
  const own: PayByLinkLine = {
    Kind: 'Invoice',
    Description: invoice.description,
    DateFrom: null,
    DateTo: null,
    Amount: toMajorUnits(invoice.amount),
  }
  if (invoice.reservation_id === null) return { Stay: null, Lines: [own] }
  const [stay] = await db.query<{ date_from: string; date_to: string; totals: StoredTotals }>(
    'SELECT date_from::text AS date_from, date_to::text AS date_to, totals FROM reservation WHERE id = $1',
    [invoice.reservation_id],
  )
  if (!stay) return { Stay: null, Lines: [own] }
  const rooms = (await loadItems(db, invoice.reservation_id))
    .filter((item) => !item.cancelled)
    .map((item): PayByLinkLine => ({
      Kind: 'Room',
      Description: `${textOf(item.room_type_name, item.room_type_texts, 'name', reader)} · ${textOf(item.rate_plan_name, item.rate_plan_texts, 'name', reader)}`,
      DateFrom: item.date_from,
      DateTo: item.date_to,
      Amount: toMajorUnits(item.total),
    }))
  const { totals } = stay
  const charge = (Kind: PayByLinkLine['Kind'], minor: number): PayByLinkLine[] =>
    minor === 0 ? [] : [{ Kind, Description: '', DateFrom: null, DateTo: null, Amount: toMajorUnits(minor) }]
  return {
    Stay: { DateFrom: stay.date_from, DateTo: stay.date_to },
    Lines: [
      ...rooms,
      ...charge('VisitorLevy', totals.visitorLevy),
      ...charge('Vat', totals.vatIncluded ? 0 : totals.vat),
      ...charge('Discount', -totals.discount),
    ],
  }
}
