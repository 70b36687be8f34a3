/**
 * Real e-mail (decision 0104): the app delivers its outbox through SMTP_URL's transport to a real SMTP server
 * started here, and each message is read back as a mail client would (mailparser). A booking, a change, a
 * cancellation and a pre-check-in each reach the guest and the hotel once (restaurant and pay-by-link:
 * ./smtp-payments-tables.test.ts); an SMTP server that is down during a booking costs the guest nothing, and
 * the message arrives once when the server is back.
 */
import { describe, expect, it } from 'vitest'
import { formatMoney, toMinorUnits } from '@/domain/money'
import { ManageActionResponse } from '@/api/contract/manage-booking'
import { PreCheckInResponse } from '@/api/contract/pre-check-in'
import { ReservationConfirmation } from '@/api/contract/reservation'
import type { OutboxMessage } from '../../../server/mail/outbox'
import { FIRST_RETRY_MS } from '../../../server/mail/outbox-worker'
import { redactedSmtpUrl, smtpTransport } from '../../../server/mail/smtp'
import { HARBOUR } from '../../../server/seed/demo'
import { VISA } from '../../builders/booking-request'
import {
  access,
  book,
  CHAMPAGNE,
  CLASSIC,
  FLEX,
  load,
  preCheckInBody,
  REASON,
  updateBody,
  withServices,
} from '../../builders/booked-stay'
import { collectConsoleErrors, ENGINES, notePostgresSkipped, parsed } from '../../support/server/harness'
import { bothParts, buttonsOf, calendarEvent, only } from './read-mail'
import { addressesOf, SMTP_PASSWORD } from './smtp-receiver'
import { GUEST, HOTEL, HOTEL_DESK, PUBLIC_URL, smtpSuite } from './smtp-suite'

notePostgresSkipped('Mail through SMTP')

/** HARBOUR's Non-refundable rate: the whole stay is charged when booked. */
const NON_REFUNDABLE = 12
const HARBOUR_PHONE = HARBOUR.settings.Telephone

describe.each(ENGINES)('mail through SMTP (%s)', (engine) => {
  const suite = smtpSuite(engine)
  const { delivered } = suite

  it('delivers the booking confirmation to the guest once, in HTML and text, with links, amounts and the stay', async () => {
    const { s, smtp } = suite
    const b = await book(s, '2027-02-01', '2027-02-03', [
      { roomTypeId: CLASSIC, ratePlanId: FLEX, services: [{ ...CHAMPAGNE, quantity: 2 }] },
    ])
    const [conf = { token: '' }] = await s.db.query<{ token: string }>(
      'SELECT confirmation_token AS token FROM reservation WHERE reference_number = $1',
      [b.ref],
    )
    const shown = await parsed(
      await s.get(`/api/Reservation/Confirmation?propertyId=HARBOUR&referenceNumber=${conf.token}`),
      ReservationConfirmation,
    )
    const mail = only(await delivered(GUEST))
    expect(addressesOf(mail.to)).toEqual([GUEST])
    expect(mail.subject).toBe(`Your booking ${b.ref} at ${HOTEL}`)
    const { html, text } = bothParts(mail)
    const money = (major: number) => formatMoney(toMinorUnits(major), 'GBP', 'en-GB')
    const room = shown.Rooms[0]
    if (!room) throw new Error('no room confirmed')
    // Everything the guest needs, in both parts, every amount as the app shows it.
    for (const part of [
      `Booking reference: ${b.ref}`,
      'Length of stay: 2 nights',
      `Room 1: ${room.RoomTypeName}, ${room.RatePlanName}: ${money(room.TotalCost)}`,
      `2 × Champagne on arrival: ${money(110)}`,
      `${room.LeadGuest.FirstName} ${room.LeadGuest.LastName}, 2 adults`,
      `Cancellation: ${room.CancellationPolicy}`,
      `Visitor levy: ${money(shown.Totals.VisitorLevy)}`,
      `Includes VAT: ${money(shown.Totals.Vat)}`,
      `Total: ${money(shown.Totals.Total)}`,
      `Paid now: ${money(shown.Totals.PaidNow)}`,
      HARBOUR_PHONE,
    ])
      expect(text).toContain(part)
    expect(text).toMatch(/Arrival: Monday,? 1 February 2027/)
    expect(html).toContain(money(shown.Totals.Total))
    expect(html).toContain(`>${b.ref}<`)
    expect(shown.Totals.VisitorLevy).toBeGreaterThan(0)
    // The outbox's own Message-ID travels, so a re-delivery is recognisably the same message.
    const [row = { message_id: '' }] = await s.db.query<{ message_id: string }>(
      "SELECT message_id FROM outbox_message WHERE kind = 'confirmation' AND regarding = $1",
      [b.ref],
    )
    expect(mail.messageId).toBe(`<${row.message_id}>`)
    // The buttons carry the reservation's code: they open the booking with nothing else (a fresh device).
    const manage = `${PUBLIC_URL}/Manage/HARBOUR/Reservation/${b.ref}/${b.code}`
    const checkIn = `${PUBLIC_URL}/PreCheckIn/HARBOUR/${b.ref}/${b.code}`
    const buttons = buttonsOf(html)
    expect(buttons.get('Manage your booking')).toBe(manage)
    expect(buttons.get('Check in online')).toBe(checkIn)
    expect(buttons.get('Add extras')).toBe(`${manage}?action=extras`)
    expect(text).toContain(`Check in online: ${checkIn}`)
    const opened = await parsed(
      await s.get(
        `/api/PreCheckIn/Get?propertyId=HARBOUR&referenceNumber=${b.ref}&hash=${encodeURIComponent(b.code)}`,
      ),
      PreCheckInResponse,
    )
    expect(opened.Reservation?.ReferenceNumber).toBe(b.ref)
    // The stay as a calendar reads it.
    const [ics, ...others] = mail.attachments
    expect(others).toEqual([])
    expect(ics?.contentType).toBe('text/calendar')
    expect(ics?.filename).toBe(`${b.ref}.ics`)
    const event = calendarEvent(ics?.content.toString('utf8') ?? '')
    expect(event).toMatchObject({ start: '2027-02-01', end: '2027-02-03', allDay: true })
    expect(event.summary).toBe(`Stay at ${HOTEL} (${b.ref})`)
    expect(event.location).toContain(`${HOTEL}, 1 Quay Street`)
    expect(event.description).toContain(manage)
    // The hotel hears of it once, in its own layout too.
    const notice = only(smtp.to(HOTEL_DESK))
    expect(notice.subject).toBe(`[${HOTEL}] New booking ${b.ref}, 2027-02-01 to 2027-02-03`)
    const hotelCopy = bothParts(notice)
    expect(hotelCopy.text).toContain(`New booking ${b.ref} by Grace Hopper (${GUEST}`)
    expect(hotelCopy.html).toContain(`Total ${money(shown.Totals.Total)}, paid now`)
    // Neither a card number nor the provider's references to the card travel in a message (its last four may).
    for (const secret of [VISA, 'pm_', 'cus_', '4242 4242', '424242424242']) {
      expect(text).not.toContain(secret)
      expect(html).not.toContain(secret)
    }
  })

  it('delivers the check-in, change and cancellation messages to the guest and the hotel once each', async () => {
    const { s, smtp } = suite
    const b = await book(s, '2027-02-08', '2027-02-10')
    await s.outbox.drain()
    smtp.received.length = 0
    const manage = `${PUBLIC_URL}/Manage/HARBOUR/Reservation/${b.ref}/${b.code}`
    const money = (major: number) => formatMoney(toMinorUnits(major), 'GBP', 'en-GB')
    const saved = await s.post('/api/PreCheckIn/Save', preCheckInBody(b))
    expect(saved.status).toBe(200)
    const checkIn = only(await delivered(GUEST))
    expect(checkIn.subject).toBe(`Your online check-in for ${b.ref} at ${HOTEL}`)
    const checkInParts = bothParts(checkIn)
    expect(checkInParts.text).toContain('We have your check-in')
    expect(checkInParts.text).toContain('Estimated arrival: 18:00')
    expect(checkInParts.text).toContain('Room 1: Classic Double: Ada King')
    expect(buttonsOf(checkInParts.html).get('Manage your booking')).toBe(manage)
    const checkInNotice = only(smtp.to(HOTEL_DESK))
    expect(checkInNotice.subject).toBe(`[${HOTEL}] Online check-in received for ${b.ref}`)
    expect(bothParts(checkInNotice).text).toContain('Estimated arrival: 18:00.')
    expect(bothParts(checkInNotice).text).toContain('Room 1 (Classic Double): Ada King.')

    smtp.received.length = 0
    const was = await load(s, b.ref, b.code)
    const [room] = was.ReservationItems
    if (!room) throw new Error('no room booked')
    const changed = await parsed(
      await s.post(
        '/api/ManageBooking/Update',
        updateBody(b, was.Version, {
          SpecialRequests: 'Sea view <please>',
          ReservationItems: [withServices(room, [{ extra: CHAMPAGNE, quantity: 1 }])],
        }),
      ),
      ManageActionResponse,
    )
    const now = changed.Reservation
    if (!now) throw new Error('no reservation in the answer')
    const change = only(await delivered(GUEST))
    expect(change.subject).toBe(`Your booking ${b.ref} at ${HOTEL} is changed`)
    const changeParts = bothParts(change)
    for (const line of [
      'Room 1 extras: none → Champagne on arrival',
      `Room 1 price: ${money(room.TotalCost)} → ${money(now.ReservationItems[0]?.TotalCost ?? 0)}`,
      'Special requests: none → Sea view <please>',
      `Total price: ${money(was.TotalCost)} → ${money(now.TotalCost)}`,
      `Total: ${money(now.TotalCost)}`,
    ])
      expect(changeParts.text).toContain(line)
    expect(changeParts.html).toContain('Sea view &lt;please&gt;')
    expect(changeParts.text).not.toContain('Dates:')
    expect(buttonsOf(changeParts.html).get('Manage your booking')).toBe(manage)
    const changeNotice = only(smtp.to(HOTEL_DESK))
    expect(changeNotice.subject).toBe(`[${HOTEL}] Booking ${b.ref} changed by the guest`)
    expect(bothParts(changeNotice).text).toContain('Room 1 extras: none → Champagne on arrival')

    smtp.received.length = 0
    const cancelled = await s.post('/api/ManageBooking/Cancel', {
      ...access(b),
      ReservationId: b.id,
      CancellationReasonId: REASON,
    })
    expect(cancelled.status).toBe(200)
    const cancel = only(await delivered(GUEST))
    expect(cancel.subject).toBe(`Your booking ${b.ref} at ${HOTEL} is cancelled`)
    const cancelParts = bothParts(cancel)
    for (const line of [
      `Booking reference: ${b.ref}`,
      `Room 1: Classic Double, Flexible: ${money(now.ReservationItems[0]?.TotalCost ?? 0)}`,
      `Cancellation: ${room.Policy.CancellationPolicy}`,
      `Booking total: ${money(now.TotalCost)}`,
      `Paid: ${money(now.AmountPaid)}`,
    ])
      expect(cancelParts.text).toContain(line)
    // Nothing was paid (Flexible, charged a week before arrival) and it is cancelled in time (decision 0116).
    expect(now.AmountPaid).toBe(0)
    expect(cancelParts.text).toContain(
      'Nothing was charged for this booking, and cancelling it costs nothing.',
    )
    expect(bothParts(only(smtp.to(HOTEL_DESK))).text).toContain(
      `Booking ${b.ref} (2027-02-08 to 2027-02-10) was cancelled`,
    )
  })

  it('tells a guest who cancels a paid non-refundable booking what was paid and that all of it is kept', async () => {
    const { s, smtp } = suite
    const b = await book(s, '2027-02-22', '2027-02-24', [{ roomTypeId: CLASSIC, ratePlanId: NON_REFUNDABLE }])
    await s.outbox.drain()
    smtp.received.length = 0
    const cancelled = await s.post('/api/ManageBooking/Cancel', {
      ...access(b),
      ReservationId: b.id,
      CancellationReasonId: REASON,
    })
    expect(cancelled.status).toBe(200)
    const { text } = bothParts(only(await delivered(GUEST)))
    const paid = formatMoney(toMinorUnits(b.reservation.AmountPaid), 'GBP', 'en-GB')
    expect(b.reservation.AmountPaid).toBeGreaterThan(0)
    expect(text).toContain(`Paid: ${paid}`)
    expect(text).toContain('Refunded to your card: £0.00')
    expect(text).toContain(`Nothing is refunded: ${paid} is kept under the cancellation terms.`)
    expect(text).toContain(`Cancellation charge: ${paid}`)
    // The words generated from the plan's rules, with the room's own price.
    expect(text).toContain(
      `Cancellation: Non-refundable: the full price (${formatMoney(toMinorUnits(b.reservation.ReservationItems[0]?.TotalCost ?? 0), 'GBP', 'en-GB')}) is charged and not refunded if you cancel or do not arrive.`,
    )
    only(smtp.to(HOTEL_DESK))
  })

  it("sends the hotel's copy to its ReservationsEmail when it sets one", async () => {
    const { s, smtp } = suite
    await s.db.query(
      `UPDATE property SET settings = settings || '{"ReservationsEmail": "desk@harbour-house.example"}'::jsonb
       WHERE code = 'HARBOUR'`,
    )
    try {
      const b = await book(s, '2027-02-15', '2027-02-16')
      only(await delivered(GUEST))
      expect(only(smtp.to('desk@harbour-house.example')).subject).toContain(`New booking ${b.ref}`)
      expect(smtp.to(HOTEL_DESK)).toEqual([])
    } finally {
      await s.db.query("UPDATE property SET settings = settings - 'ReservationsEmail' WHERE code = 'HARBOUR'")
    }
  })

  it('keeps a booking made while the SMTP server is down, and delivers its message once when it is back', async () => {
    const { s, smtp } = suite
    const errors = collectConsoleErrors()
    await smtp.stop()
    const b = await book(s, '2027-03-01', '2027-03-02')
    expect(await s.outbox.drain()).toBe(0)
    expect(errors.join('\n')).toContain(`Mail confirmation ${b.ref}`)
    expect(errors.join('\n')).not.toContain(SMTP_PASSWORD)

    await smtp.start()
    // Not due yet: the retry waits for its backoff.
    expect(await s.outbox.drain()).toBe(0)
    expect(smtp.to(GUEST)).toEqual([])
    s.now.value = new Date(s.now.value.getTime() + FIRST_RETRY_MS)
    expect(await s.outbox.drain()).toBe(2)
    s.now.value = new Date(s.now.value.getTime() + 24 * 60 * 60_000)
    expect(await s.outbox.drain()).toBe(0)
    expect(smtp.to(GUEST).map((m) => m.subject)).toEqual([`Your booking ${b.ref} at ${HOTEL}`])
    expect(smtp.to(HOTEL_DESK).map((m) => m.subject)).toEqual([
      `[${HOTEL}] New booking ${b.ref}, 2027-03-01 to 2027-03-02`,
    ])
  })

  const outgoing = (to: string): OutboxMessage => ({
    id: 1,
    messageId: 'fixed-id@harbour.example',
    createdAt: suite.s.now.value,
    attempts: 1,
    kind: 'confirmation',
    regarding: 'HH0000000',
    propertyId: 1,
    from: 'Harbour House Hotel <stay@harbour.example>',
    to,
    subject: 'A message',
    text: 'Hello',
  })

  it('sends from MAIL_FROM with the hotel as Reply-To when set, and throws on a refused recipient', async () => {
    const { smtp } = suite
    const transport = smtpTransport({ url: smtp.url, mailFrom: 'bookings@mailer.example' })
    await transport.deliver(outgoing('guest@example.com'))
    const mail = only(smtp.to('guest@example.com'))
    expect(mail.from?.value).toEqual([{ name: HOTEL, address: 'bookings@mailer.example' }])
    expect(addressesOf(mail.replyTo)).toEqual(['stay@harbour.example'])
    expect(mail.messageId).toBe('<fixed-id@harbour.example>')
    await expect(transport.deliver(outgoing('refused@example.com'))).rejects.toThrow(/550/)
    const wrongPassword = smtpTransport({ url: smtp.url.replace(SMTP_PASSWORD, 'wrong') })
    await expect(wrongPassword.deliver(outgoing('guest@example.com'))).rejects.toThrow()
  })

  it('never shows the SMTP password in the URL it logs', () => {
    const { smtp } = suite
    expect(redactedSmtpUrl(smtp.url)).not.toContain(SMTP_PASSWORD)
    expect(redactedSmtpUrl(smtp.url)).toContain('mailer:***@127.0.0.1')
  })
})
