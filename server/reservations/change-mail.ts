/**
 * The booker's e-mails after a change saved from manage booking or pre-check-in, queued with the change's own
 * transaction (server/mail/outbox.ts), each with the hotel's copy (decision 0104), in the hotel's layout: what
 * changed, old → new, and the new price; a cancellation with its rooms and what happens to the money (the
 * amounts the guest was quoted, decision 0116); the check-in the guest sent.
 */
import type { ManagedReservation, ReservationItem } from '@/api/contract/manage-booking'
import type { SettlementQuote } from '@/api/contract/settlement'
import type { Queryable } from '../db/types'
import { queueGuestMail, type MailContext } from '../mail/guest-mail'
import { contactLine, queueHotelNotice } from '../mail/hotel-notice'
import { mailMoney, type MailBlock, type MailContent } from '../mail/layout'
import { mailWords, type MailWords } from '../mail/mail-words'
import type { PropertyRow } from '../catalogue/property'
import { nightsBetween } from '@/domain/dates'
import { guestLinks } from './guest-links'
import { namesText, stayChanges } from './stay-changes'
import {
  guestsText,
  hotelPaymentLines,
  hotelSumsLine,
  managedTotals,
  paymentBlocks,
  priceRows,
} from './stay-mail-blocks'
import type { ReservationRecord } from './record'
import { reservationLanguage } from './reservation-language'
import { bookedOnOf, managedInLanguage } from './item-policy'
import { paysByLink } from './change-pay-link'
import { hotelTimesOf } from '@/domain/hotel-times'

/** Who on the hotel's staff made a change at the desk: the mails say the hotel made it, and the notice who. */
export type ChangedBy = { name: string; email: string }

/**
 * The booking before and after a change saved by the guest (or by the hotel's staff at the desk: `by`), as
 * manage booking shows it, the saved record (its booker and whether VAT is included), and what the change does
 * to the money.
 */
export type SavedChange = {
  before: ManagedReservation
  after: ManagedReservation
  record: ReservationRecord
  money: SettlementQuote
  by?: ChangedBy
}

/**
 * What a change or cancellation does to the money, in the words the app shows before the guest confirms; what a
 * change makes due is asked by pay link when no card is kept to charge (`byLink`, decision 0133).
 */
export function moneyLines(money: SettlementQuote, w: MailWords, byLink = false): string[] {
  const amount = (major: number) => w.money(major, money.Currency)
  const lines: string[] = []
  if (money.Refund > 0)
    lines.push(
      money.Kept > 0
        ? w.t('money.refundKept', { refund: amount(money.Refund), kept: amount(money.Kept) })
        : w.t('money.refund', { refund: amount(money.Refund) }),
    )
  else if (money.Kept > 0 && money.DueNow <= 0)
    lines.push(w.t('money.keptOnly', { kept: amount(money.Kept) }))
  if (money.DueNow > 0)
    lines.push(
      w.t(money.Kept > 0 ? 'money.charged' : byLink ? 'money.payMoreByLink' : 'money.payMore', {
        amount: amount(money.DueNow),
      }),
    )
  return lines
}

function stayRows(m: ManagedReservation, w: MailWords) {
  return {
    rows: [
      { label: w.t('stay.reference'), value: m.ReferenceNumber, strong: true },
      { label: w.t('stay.arrival'), value: w.day(m.DateFrom) },
      { label: w.t('stay.departure'), value: w.day(m.DateTo) },
      { label: w.t('stay.length'), value: w.nights(nightsBetween(m.DateFrom, m.DateTo)) },
    ],
  }
}

const paragraphs = (lines: readonly string[]) => lines.map((line): MailBlock => ({ paragraph: line }))

function changedContent(
  change: SavedChange,
  manage: string,
  w: MailWords,
  at: { timeZone: string; byLink: boolean },
): MailContent {
  const { after } = change
  const changes = stayChanges(change.before, after, w)
  const reference = after.ReferenceNumber
  const totals = managedTotals(after, change.record.totals.vatIncluded)
  return {
    title: w.t('change.title'),
    preview: w.t(change.by ? 'change.previewByHotel' : 'change.preview', { reference }),
    language: { lang: w.language, dir: w.dir },
    blocks: [
      {
        paragraph: w.t(change.by ? 'change.greetingByHotel' : 'change.greeting', {
          name: change.record.booker.FirstName,
          reference,
        }),
      },
      stayRows(after, w),
      { heading: w.t('change.what') },
      ...paragraphs(changes.length > 0 ? changes : [w.t('change.nothing')]),
      { heading: w.t('change.newPrice') },
      { rows: priceRows(totals, after.Currency, null, w, after) },
      ...paragraphs(moneyLines(change.money, w, at.byLink)),
      ...paymentBlocks(after.Payments, at.timeZone, w),
      { buttons: [{ label: w.t('button.manage'), url: manage }] },
    ],
  }
}

/** One cancelled room: its price, what cancelling it costs under its terms, its guests and its policy. */
function cancelledRoom(
  change: SavedChange,
  item: ReservationItem,
  number: number,
  w: MailWords,
): MailBlock[] {
  const money = (major: number) => w.money(major, change.after.Currency)
  const charge = change.money.Rooms.find((c) => c.ReservationItemId === item.ReservationItemId)?.Charge ?? 0
  return [
    {
      rows: [
        {
          label: w.t('room.label', { number, roomType: item.RoomTypeName, ratePlan: item.RatePlanName }),
          value: money(item.TotalCost),
        },
        { label: w.t('cancel.charge'), value: money(charge) },
      ],
    },
    { note: w.t('cancel.note', { guests: guestsText(item, w), policy: item.Policy.CancellationPolicy }) },
  ]
}

/** The rooms cancelled, what each costs under its terms, and what happens to the money (decision 0116). */
function cancelledContent(change: SavedChange, w: MailWords, timeZone: string): MailContent {
  const { before, after } = change
  const live = before.ReservationItems.filter((item) => !item.IsCancelled)
  const money = (major: number) => w.money(major, after.Currency)
  const lines = moneyLines(change.money, w)
  const reference = after.ReferenceNumber
  return {
    title: w.t('cancel.title'),
    preview: w.t('cancel.preview', { reference }),
    language: { lang: w.language, dir: w.dir },
    blocks: [
      {
        paragraph: w.t(change.by ? 'cancel.greetingByHotel' : 'cancel.greeting', {
          name: change.record.booker.FirstName,
          reference,
        }),
      },
      stayRows(before, w),
      { heading: w.t('cancel.rooms') },
      ...live.flatMap((item, index) => cancelledRoom(change, item, index + 1, w)),
      { heading: w.t('cancel.refund') },
      {
        rows: [
          { label: w.t('cancel.bookingTotal'), value: money(before.TotalCost) },
          { label: w.t('cancel.paid'), value: money(change.money.Paid) },
          { label: w.t('cancel.refunded'), value: money(change.money.Refund), strong: true },
          { label: w.t('cancel.kept'), value: money(change.money.Kept) },
        ],
      },
      ...paragraphs(lines.length > 0 ? lines : [w.t('cancel.free')]),
      ...paragraphs(change.money.Refund > 0 ? [w.t('cancel.bankDelay')] : []),
      ...paymentBlocks(after.Payments, timeZone, w),
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

/** Who made the change, in the hotel's notice: the staff member at the desk, or the guest. */
function madeBy(change: SavedChange, what: string) {
  const reference = change.after.ReferenceNumber
  const stay = `Booking ${reference} (${change.before.DateFrom} to ${change.before.DateTo})`
  if (change.by) {
    const staff = `${change.by.name} <${change.by.email}>`
    return {
      subject: `Booking ${reference} ${what} at the desk by ${change.by.name}`,
      line: `${stay} was ${what} at the desk by the hotel's staff: ${staff}, for ${contactLine(change.record.booker)}.`,
    }
  }
  return {
    subject: `Booking ${reference} ${what} by the guest`,
    line: `${stay} was ${what} by ${contactLine(change.record.booker)}.`,
  }
}

/** A booking changed or cancelled by the guest, or for the guest at the desk (`by`). */
export async function queueChangeMail(
  tx: Queryable,
  property: PropertyRow,
  saved: SavedChange,
  at: MailContext,
): Promise<void> {
  const reference = saved.after.ReferenceNumber
  const w = mailWords(await reservationLanguage(tx, property, reference))
  const bookedOn = await bookedOnOf(tx, saved.record.id)
  const checkIn = hotelTimesOf(property.settings).checkIn
  // The answer's policy words speak the request's language; the mail speaks the booking's.
  const change: SavedChange = {
    ...saved,
    before: managedInLanguage(saved.before, bookedOn, w.language, checkIn),
    after: managedInLanguage(saved.after, bookedOn, w.language, checkIn),
  }
  const { after } = change
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
      subject: w.t(after.IsCancelled ? 'cancel.subject' : 'change.subject', {
        reference,
        hotel: property.name,
      }),
      content: after.IsCancelled
        ? cancelledContent(change, w, property.settings.TimeZone)
        : changedContent(change, links.manage, w, {
            timeZone: property.settings.TimeZone,
            byLink: await paysByLink(tx, change.record),
          }),
    },
    at,
  )
  // The hotel's own notice stays in the hotel's words (English), whatever the guest's language.
  const changes = after.IsCancelled ? [] : stayChanges(change.before, after, mailWords('en-GB'))
  const who = madeBy(change, what)
  await queueHotelNotice(
    tx,
    property,
    {
      kind,
      regarding: reference,
      subject: who.subject,
      lines: [
        who.line,
        ...changes,
        ...hotelMoneyLine(change.money),
        hotelSumsLine(after, after.Currency),
        ...hotelPaymentLines(after.Payments, property.settings.TimeZone),
      ],
    },
    at.now,
    at.publicUrl,
  )
}

function checkInContent(m: ManagedReservation, firstName: string, manage: string, w: MailWords): MailContent {
  const rooms = m.ReservationItems.filter((item) => !item.IsCancelled)
  const reference = m.ReferenceNumber
  return {
    title: w.t('checkIn.title'),
    preview: w.t('checkIn.preview', { reference }),
    language: { lang: w.language, dir: w.dir },
    blocks: [
      { paragraph: w.t('checkIn.greeting', { name: firstName, reference }) },
      stayRows(m, w),
      {
        rows: [
          { label: w.t('checkIn.arrival'), value: m.EstimatedArrivalTime ?? w.t('checkIn.notGiven') },
          ...rooms.map((item, index) => ({
            label: w.t('checkIn.room', { number: index + 1, roomType: item.RoomTypeName }),
            value: namesText(item, w),
          })),
        ],
      },
      { paragraph: w.t('checkIn.desk') },
      { buttons: [{ label: w.t('button.manage'), url: manage }] },
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
  const w = mailWords(await reservationLanguage(tx, property, reference))
  await queueGuestMail(
    tx,
    property,
    {
      kind: 'check-in',
      regarding: reference,
      to: record.booker.Email,
      subject: w.t('checkIn.subject', { reference, hotel: property.name }),
      content: checkInContent(after, record.booker.FirstName, links.manage, w),
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
          (item, index) =>
            `Room ${index + 1} (${item.RoomTypeName}): ${namesText(item, mailWords('en-GB'))}.`,
        ),
      ],
    },
    at.now,
    at.publicUrl,
  )
}
