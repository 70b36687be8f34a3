/**
 * The booker's e-mails after a change saved from manage booking or pre-check-in, queued with the change's own
 * transaction (server/mail/outbox.ts), each with the hotel's copy (decision 0104), in the hotel's layout: what
 * changed, old → new, and the new price; a cancellation with its rooms and what happens to the money (the
 * amounts the guest was quoted, decision 0116); the check-in the guest sent.
 */
import type { ManagedReservation } from '@/api/contract/manage-booking'
import type { SettlementQuote } from '@/api/contract/settlement'
import type { Queryable } from '../db/types'
import { queueGuestMail, type MailContext } from '../mail/guest-mail'
import { contactLine, queueHotelNotice } from '../mail/hotel-notice'
import { mailDay, mailMoney, nightsText, type MailBlock, type MailContent } from '../mail/layout'
import type { PropertyRow } from '../catalogue/property'
import { nightsBetween } from '@/domain/dates'
import { guestLinks } from './guest-links'
import { namesText, stayChanges } from './stay-changes'
import { guestsText, managedTotals, priceRows } from './stay-mail-blocks'
import type { ReservationRecord } from './record'

/**
 * The booking before and after a change saved by the guest, as manage booking shows it, the saved record (its
 * booker and whether VAT is included), and what the change does to the money.
 */
export type SavedChange = {
  before: ManagedReservation
  after: ManagedReservation
  record: ReservationRecord
  money: SettlementQuote
}

/** What a change or cancellation does to the money, in the words the app shows before the guest confirms. */
export function moneyLines(money: SettlementQuote): string[] {
  const amount = (major: number) => mailMoney(major, money.Currency)
  const lines: string[] = []
  if (money.Refund > 0)
    lines.push(
      money.Kept > 0
        ? `You get back ${amount(money.Refund)}; ${amount(money.Kept)} is kept under the cancellation terms.`
        : `You get back ${amount(money.Refund)}.`,
    )
  else if (money.Kept > 0 && money.DueNow <= 0)
    lines.push(`Nothing is refunded: ${amount(money.Kept)} is kept under the cancellation terms.`)
  if (money.DueNow > 0)
    lines.push(
      money.Kept > 0
        ? `${amount(money.DueNow)} is charged to your card under the cancellation terms.`
        : `You pay ${amount(money.DueNow)} more now, charged to your card.`,
    )
  return lines
}

function stayRows(m: ManagedReservation) {
  return {
    rows: [
      { label: 'Booking reference', value: m.ReferenceNumber, strong: true },
      { label: 'Arrival', value: mailDay(m.DateFrom) },
      { label: 'Departure', value: mailDay(m.DateTo) },
      { label: 'Length of stay', value: nightsText(nightsBetween(m.DateFrom, m.DateTo)) },
    ],
  }
}

function changedContent(change: SavedChange, manage: string): MailContent {
  const { after } = change
  const changes = stayChanges(change.before, after)
  return {
    title: 'Your booking is changed',
    preview: `Booking ${after.ReferenceNumber}: your changes are saved`,
    blocks: [
      {
        paragraph: `Dear ${change.record.booker.FirstName}, your changes to booking ${after.ReferenceNumber} are saved.`,
      },
      stayRows(after),
      { heading: 'What changed' },
      ...(changes.length > 0
        ? changes.map((line): MailBlock => ({ paragraph: line }))
        : [{ paragraph: 'Your details are updated; the stay and its price are as before.' }]),
      { heading: 'New price' },
      {
        rows: priceRows(
          managedTotals(after, change.record.totals.vatIncluded),
          after.Currency,
          null,
          'Paid so far',
          after,
        ),
      },
      ...moneyLines(change.money).map((line): MailBlock => ({ paragraph: line })),
      { buttons: [{ label: 'Manage your booking', url: manage }] },
    ],
  }
}

/** The rooms cancelled, what each costs under its terms, and what happens to the money (decision 0116). */
function cancelledContent(change: SavedChange): MailContent {
  const { before, after } = change
  const live = before.ReservationItems.filter((item) => !item.IsCancelled)
  const money = (major: number) => mailMoney(major, after.Currency)
  const charges = change.money.Rooms
  const lines = moneyLines(change.money)
  return {
    title: 'Your booking is cancelled',
    preview: `Booking ${after.ReferenceNumber} is cancelled`,
    blocks: [
      {
        paragraph: `Dear ${change.record.booker.FirstName}, booking ${after.ReferenceNumber} is cancelled as you asked.`,
      },
      stayRows(before),
      { heading: 'Rooms cancelled' },
      ...live.flatMap((item, index): MailBlock[] => [
        {
          rows: [
            {
              label: `Room ${index + 1}: ${item.RoomTypeName}, ${item.RatePlanName}`,
              value: money(item.TotalCost),
            },
            {
              label: 'Cancellation charge',
              value: money(charges.find((c) => c.ReservationItemId === item.ReservationItemId)?.Charge ?? 0),
            },
          ],
        },
        { note: `${guestsText(item)}. Cancellation: ${item.Policy.CancellationPolicy}` },
      ]),
      { heading: 'Refund' },
      {
        rows: [
          { label: 'Booking total', value: money(before.TotalCost) },
          { label: 'Paid', value: money(change.money.Paid) },
          { label: 'Refunded to your card', value: money(change.money.Refund), strong: true },
          { label: 'Kept under the cancellation terms', value: money(change.money.Kept) },
        ],
      },
      ...(lines.length > 0
        ? lines.map((line): MailBlock => ({ paragraph: line }))
        : [{ paragraph: 'Nothing was charged for this booking, and cancelling it costs nothing.' }]),
      ...(change.money.Refund > 0
        ? [
            {
              paragraph:
                'The refund goes back to the card you paid with; banks usually show it within 5–10 days.',
            },
          ]
        : []),
    ],
  }
}

/** The money of a change for the hotel's notice: what goes back, what is kept, what is charged now. */
function hotelMoneyLine(money: SettlementQuote): string[] {
  if (money.Refund <= 0 && money.Kept <= 0 && money.DueNow <= 0) return []
  const amount = (major: number) => mailMoney(major, money.Currency)
  return [
    `Refunded: ${amount(money.Refund)}; kept under the cancellation terms: ${amount(money.Kept)}; charged now: ${amount(money.DueNow)}.`,
  ]
}

/** A booking changed or cancelled by the guest. */
export async function queueChangeMail(
  tx: Queryable,
  property: PropertyRow,
  change: SavedChange,
  at: MailContext,
): Promise<void> {
  const { after } = change
  const reference = after.ReferenceNumber
  const what = after.IsCancelled ? 'cancelled' : 'changed'
  const kind = after.IsCancelled ? 'cancellation' : 'change'
  const links = guestLinks(at.publicUrl, property.code, reference, after.Code)
  await queueGuestMail(
    tx,
    property,
    {
      kind,
      regarding: reference,
      to: change.record.booker.Email,
      subject: `Your booking ${reference} at ${property.name} is ${what}`,
      content: after.IsCancelled ? cancelledContent(change) : changedContent(change, links.manage),
    },
    at,
  )
  const booker = change.record.booker
  const changes = after.IsCancelled ? [] : stayChanges(change.before, after)
  await queueHotelNotice(
    tx,
    property,
    {
      kind,
      regarding: reference,
      subject: `Booking ${reference} ${what} by the guest`,
      lines: [
        `Booking ${reference} (${change.before.DateFrom} to ${change.before.DateTo}) was ${what} by ${contactLine(booker)}.`,
        ...changes,
        ...hotelMoneyLine(change.money),
      ],
    },
    at.now,
    at.publicUrl,
  )
}

function checkInContent(m: ManagedReservation, firstName: string, manage: string): MailContent {
  const rooms = m.ReservationItems.filter((item) => !item.IsCancelled)
  return {
    title: 'We have your check-in',
    preview: `Your online check-in for ${m.ReferenceNumber} is saved`,
    blocks: [
      {
        paragraph: `Dear ${firstName}, thank you: your check-in details for booking ${m.ReferenceNumber} are saved. We look forward to welcoming you.`,
      },
      stayRows(m),
      {
        rows: [
          { label: 'Estimated arrival', value: m.EstimatedArrivalTime ?? 'not given' },
          ...rooms.map((item, index) => ({
            label: `Room ${index + 1}: ${item.RoomTypeName}`,
            value: namesText(item),
          })),
        ],
      },
      { paragraph: 'At the desk we only need to hand you your key. Something to change? Open your booking:' },
      { buttons: [{ label: 'Manage your booking', url: manage }] },
    ],
  }
}

/** Online check-in saved: sent to the booker as it is after the save (`record`, shown as `after`). */
export async function queueCheckInMail(
  tx: Queryable,
  property: PropertyRow,
  saved: { record: ReservationRecord; after: ManagedReservation },
  at: MailContext,
): Promise<void> {
  const { record, after } = saved
  const reference = after.ReferenceNumber
  const links = guestLinks(at.publicUrl, property.code, reference, after.Code)
  await queueGuestMail(
    tx,
    property,
    {
      kind: 'check-in',
      regarding: reference,
      to: record.booker.Email,
      subject: `Your online check-in for ${reference} at ${property.name}`,
      content: checkInContent(after, record.booker.FirstName, links.manage),
    },
    at,
  )
  const booker = record.booker
  await queueHotelNotice(
    tx,
    property,
    {
      kind: 'check-in',
      regarding: reference,
      subject: `Online check-in received for ${reference}`,
      lines: [
        `${contactLine(booker)} checked in online for booking ${reference} (${after.DateFrom} to ${after.DateTo}).`,
        `Estimated arrival: ${after.EstimatedArrivalTime ?? 'not given'}.`,
        ...after.ReservationItems.filter((item) => !item.IsCancelled).map(
          (item, index) => `Room ${index + 1} (${item.RoomTypeName}): ${namesText(item)}.`,
        ),
      ],
    },
    at.now,
    at.publicUrl,
  )
}
