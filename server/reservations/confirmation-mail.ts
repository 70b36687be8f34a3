/**
 * The booking confirmation (issue 19): everything the guest needs about the stay in one message, in the hotel's
 * layout — reference, dates, each room with its rate, guests, extras and cancellation policy, the price with VAT
 * and visitor levy, paid now and the balance — with buttons back into the booking that open on any device, and
 * the stay as an .ics attachment.
 */
import type { ReservationConfirmation } from '@/api/contract/reservation'
import { hotelTimesOf, type HotelTimes } from '@/domain/hotel-times'
import { PaymentType } from '@/domain/payment'
import { formatClock } from '@/domain/policy-text'
import type { Queryable } from '../db/types'
import { mailbox, queueGuestMail, type MailContext } from '../mail/guest-mail'
import { contactLine, queueHotelNotice } from '../mail/hotel-notice'
import { mailMoney, nightsText, type MailBlock, type MailContent } from '../mail/layout'
import { mailWords, type MailWords } from '../mail/mail-words'
import type { MailAttachment } from '../mail/outbox'
import { stayCalendar } from '../mail/stay-calendar'
import { findByToken, reservationConfirmation } from './confirmation'
import { guestLinks, type GuestLinks } from './guest-links'
import { reservationLanguage } from './reservation-language'
import { extraText, guestsText, hotelPaymentLines, paymentBlocks, priceRows } from './stay-mail-blocks'
import type { PropertyRow } from '../catalogue/property'

/** How the booking is paid, as the app's confirmation says it (never more of a card than brand and last four). */
function paymentLine(conf: ReservationConfirmation, w: MailWords): string {
  const card =
    conf.CardBrand && conf.CardLastFour
      ? w.t('pay.card', { brand: conf.CardBrand, lastFour: conf.CardLastFour })
      : w.t('pay.anyCard')
  switch (conf.PaymentType) {
    case PaymentType.PayByCard:
      // Nothing taken yet (the rate charges later): the card is held, whatever the payment type says.
      if (conf.Totals.PaidNow > 0) return w.t('pay.paidBy', { card })
      return w.t('pay.held', { card })
    case PaymentType.StoreCard:
      return w.t('pay.held', { card })
    case PaymentType.PayByCompanyInvoice:
      return w.t('pay.company', {
        company: conf.CompanyName ?? w.t('pay.yourCompany'),
        po: conf.PONumber ?? '',
      })
    case PaymentType.PayByIndividualInvoice:
      return w.t('pay.invoice')
    case PaymentType.PayByPayStack:
      return w.t('pay.payStack')
    case PaymentType.PayByVoucher:
      return w.t('pay.voucher', { code: conf.HopGiftVoucherCode ?? '' })
  }
}

/** Each room: its type and rate with its price, who stays, its extras and its cancellation policy. */
function roomBlocks(conf: ReservationConfirmation, w: MailWords): MailBlock[] {
  const money = (major: number) => w.money(major, conf.Currency)
  return conf.Rooms.flatMap((room, index): MailBlock[] => [
    {
      rows: [
        {
          label: w.t('room.label', {
            number: index + 1,
            roomType: room.RoomTypeName,
            ratePlan: room.RatePlanName,
          }),
          value: money(room.TotalCost),
          strong: true,
        },
        { label: w.t('room.accommodation'), value: money(room.AccommodationCost) },
        ...room.Services.map((extra) => ({ label: extraText(extra, w), value: money(extra.TotalCost) })),
      ],
    },
    {
      note: [
        `${room.LeadGuest.FirstName} ${room.LeadGuest.LastName}${w.t('list.separator')}${guestsText(room, w)}`,
        room.RoomConfigurationName ?? '',
      ]
        .filter((part) => part)
        .join(' · '),
    },
    { note: w.t('room.cancellation', { policy: room.CancellationPolicy }) },
    { note: w.t('room.payment', { terms: room.PaymentTerms }) },
  ])
}

/**
 * The confirmation in the booking's language `w` (decision 0122), its payments on the hotel's days, arrival and
 * departure with the hotel's check-in and check-out times (decision 0143).
 */
export function confirmationContent(
  conf: ReservationConfirmation,
  links: GuestLinks,
  w: MailWords,
  hotel: { timeZone: string; times: HotelTimes },
): MailContent {
  const timeZone = hotel.timeZone
  const time = (clock: HotelTimes['checkIn']) => formatClock(clock, w.language)
  const stay = w.t('stay.datesAndNights', {
    from: w.day(conf.DateFrom),
    to: w.day(conf.DateTo),
    nights: w.nights(conf.Nights),
  })
  return {
    title: w.t('confirm.title'),
    preview: w.t('confirm.preview', { reference: conf.ReferenceNumber, stay }),
    language: { lang: w.language, dir: w.dir },
    blocks: [
      { paragraph: w.t('confirm.greeting', { name: conf.Booker.FirstName, hotel: conf.PropertyName }) },
      {
        rows: [
          { label: w.t('stay.reference'), value: conf.ReferenceNumber, strong: true },
          {
            label: w.t('stay.arrival'),
            value: w.t('stay.arrivalAt', { day: w.day(conf.DateFrom), time: time(hotel.times.checkIn) }),
          },
          {
            label: w.t('stay.departure'),
            value: w.t('stay.departureAt', { day: w.day(conf.DateTo), time: time(hotel.times.checkOut) }),
          },
          { label: w.t('stay.length'), value: w.nights(conf.Nights) },
        ],
      },
      {
        buttons: [
          { label: w.t('button.manage'), url: links.manage },
          { label: w.t('button.checkIn'), url: links.preCheckIn },
          { label: w.t('button.extras'), url: links.addExtras },
        ],
      },
      { heading: w.t('confirm.rooms') },
      ...roomBlocks(conf, w),
      { heading: w.t('confirm.price') },
      { rows: priceRows(conf.Totals, conf.Currency, conf.HopGiftVoucherCode, w) },
      { note: paymentLine(conf, w) },
      ...paymentBlocks(conf.Payments, timeZone, w),
      { paragraph: w.t('confirm.questions', { telephone: conf.PropertyTelephone }) },
    ],
  }
}

function calendarFile(
  property: PropertyRow,
  conf: ReservationConfirmation,
  links: GuestLinks,
  now: Date,
  words: MailWords,
): MailAttachment {
  const ics = stayCalendar({
    reference: conf.ReferenceNumber,
    // As the confirmation names it, in the booking's language: the app's .ics says the same (decision 0136).
    hotelName: conf.PropertyName,
    address: property.settings.Address,
    arrival: conf.DateFrom,
    departure: conf.DateTo,
    manageUrl: links.manage,
    hotelEmail: property.settings.Email,
    times: hotelTimesOf(property.settings),
    now,
    words,
  })
  return {
    filename: `${conf.ReferenceNumber}.ics`,
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content: Buffer.from(ics).toString('base64'),
  }
}

/**
 * Queues the booking confirmation e-mail with `tx`, the transaction that confirms the booking: composed from what
 * that transaction wrote, so a booking that cannot be told about is not made (decision 0098). The hotel's copy
 * goes with it (decision 0104).
 */
export async function queueConfirmation(
  tx: Queryable,
  property: PropertyRow,
  token: string,
  at: MailContext,
): Promise<void> {
  const { reference_number: reference } = await findByToken(tx, property, token)
  const language = await reservationLanguage(tx, property, reference)
  // The guest reads the hotel's words in the booking's language, the hotel in its own (decision 0132).
  const conf = await reservationConfirmation(tx, property, token, language)
  const hotelConf = await reservationConfirmation(tx, property, token, null)
  const links = guestLinks(at.publicUrl, property.code, conf.ReferenceNumber, conf.Code)
  const w = mailWords(language)
  await queueGuestMail(
    tx,
    property,
    {
      kind: 'confirmation',
      regarding: conf.ReferenceNumber,
      to: mailbox(`${conf.Booker.FirstName} ${conf.Booker.LastName}`, conf.Booker.Email),
      subject: w.t('confirm.subject', { reference: conf.ReferenceNumber, hotel: property.name }),
      content: confirmationContent(conf, links, w, {
        timeZone: property.settings.TimeZone,
        times: hotelTimesOf(property.settings),
      }),
      attachments: [calendarFile(property, conf, links, at.now, w)],
    },
    at,
  )
  const money = (major: number) => mailMoney(major, conf.Currency)
  await queueHotelNotice(
    tx,
    property,
    {
      kind: 'confirmation',
      regarding: conf.ReferenceNumber,
      subject: `New booking ${conf.ReferenceNumber}, ${conf.DateFrom} to ${conf.DateTo}`,
      lines: [
        `New booking ${conf.ReferenceNumber} by ${contactLine(conf.Booker)}.`,
        `Arrival ${conf.DateFrom}, departure ${conf.DateTo} (${nightsText(conf.Nights)}).`,
        ...hotelConf.Rooms.map((r) => `${r.RoomTypeName}, ${r.RatePlanName}: ${money(r.TotalCost)}`),
        `Total ${money(conf.Totals.Total)}, paid now ${money(conf.AmountPaid)}, balance ${money(conf.Balance)}.`,
        ...hotelPaymentLines(conf.Payments, property.settings.TimeZone),
      ],
    },
    at.now,
    at.publicUrl,
  )
}
