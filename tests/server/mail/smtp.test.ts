/**
 * Real e-mail (decision 0104): the app delivers its outbox through SMTP_URL's transport to a real SMTP server
 * started here, and each message is read back as a mail client would (mailparser). A booking, a change, a
 * cancellation, a pre-check-in and a pay-by-link payment each reach the guest once; an SMTP server that is down
 * during a booking costs the guest nothing, and the message arrives once when the server is back.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { formatMoney, toMinorUnits } from '@/domain/money'
import { ManageActionResponse } from '@/api/contract/manage-booking'
import { PreCheckInResponse } from '@/api/contract/pre-check-in'
import { PayByLinkInfo, PayByLinkProcessResponse } from '@/api/contract/pay-by-link'
import { ReservationConfirmation } from '@/api/contract/reservation'
import type { OutboxMessage } from '../../../server/mail/outbox'
import { FIRST_RETRY_MS } from '../../../server/mail/outbox-worker'
import { redactedSmtpUrl, smtpTransport } from '../../../server/mail/smtp'
import { payLinkCode } from '../../../server/payments/pay-link'
import { HARBOUR } from '../../../server/seed/demo'
import { VISA } from '../../builders/booking-request'
import { tableBooking } from '../../builders/table-booking'
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
import {
  collectConsoleErrors,
  ENGINES,
  notePostgresSkipped,
  parsed,
  startServer,
  type TestServer,
} from '../harness'
import { bothParts, buttonsOf, calendarEvent, only } from './read-mail'
import { addressesOf, SMTP_PASSWORD, startSmtpReceiver, type SmtpReceiver } from './smtp-receiver'

notePostgresSkipped('Mail through SMTP')

const GUEST = 'grace@example.com'
const HOTEL = 'Harbour House Hotel'
const PUBLIC_URL = 'https://book.harbour-house.example'
/** HARBOUR's own address: its reservations address while it sets no other. */
const HOTEL_DESK = 'stay@harbour-house.example'
/** HARBOUR's Non-refundable rate: the whole stay is charged when booked. */
const NON_REFUNDABLE = 12
const HARBOUR_PHONE = HARBOUR.settings.Telephone

describe.each(ENGINES)('mail through SMTP (%s)', (engine) => {
  let smtp: SmtpReceiver
  let s: TestServer

  beforeAll(async () => {
    smtp = await startSmtpReceiver()
    s = await startServer(engine, { transport: smtpTransport({ url: smtp.url }), publicUrl: PUBLIC_URL })
  })
  afterAll(async () => {
    await s.close()
    await smtp.stop()
  })
  afterEach(() => {
    smtp.received.length = 0
  })

  /** The messages delivered to `to` since the test began, after the outbox has run. */
  const delivered = async (to: string) => {
    await s.outbox.drain()
    return smtp.to(to)
  }

  it('delivers the booking confirmation to the guest once, in HTML and text, with links, amounts and the stay', async () => {
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
    // The card's number never travels in a message (its last four may).
    for (const secret of [VISA, VISA.replace(/ /g, ''), VISA.replace(/ /g, '').slice(0, 12)]) {
      expect(text).not.toContain(secret)
      expect(html).not.toContain(secret)
    }
  })

  it('delivers the check-in, change and cancellation messages to the guest and the hotel once each', async () => {
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
    expect(cancelParts.text).toContain(
      now.AmountPaid > 0 ? `You paid ${money(now.AmountPaid)}.` : 'there is nothing to refund',
    )
    expect(bothParts(only(smtp.to(HOTEL_DESK))).text).toContain(
      `Booking ${b.ref} (2027-02-08 to 2027-02-10) was cancelled`,
    )
  })

  it('tells a guest who cancels a paid booking what was paid and that its policy decides the refund', async () => {
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
    expect(text).toContain(`You paid ${paid}. What of it is refunded follows each room's cancellation policy`)
    expect(text).toContain('Cancellation: Non-refundable: no refund if you cancel or do not arrive.')
    expect(text).not.toContain('nothing to refund')
    only(smtp.to(HOTEL_DESK))
  })

  it('delivers a restaurant booking to the guest and to the hotel once each', async () => {
    const made = await s.post('/api/RestaurantBooking/Create', tableBooking({ Email: 'diner@example.com' }))
    expect(made.status).toBe(200)
    const guest = only(await delivered('diner@example.com'))
    expect(guest.subject).toMatch(/^The Quay Kitchen: table booked \(\w+\)$/)
    const parts = bothParts(guest)
    expect(parts.text).toContain('Your table is booked')
    expect(parts.text).toContain('Restaurant: The Quay Kitchen')
    const notice = only(smtp.to(HOTEL_DESK))
    expect(notice.subject).toBe(`[${HOTEL}] ${guest.subject ?? ''}`)
    expect(bothParts(notice).text).toContain(
      'Ada Lovelace (diner@example.com, +44 20 7946 0000) booked a table',
    )
  })

  it("shows what a guest typed as text, never as markup, in the guest's and the hotel's message", async () => {
    const hostile = '"><img src=x onerror=alert(1)><script>alert(2)</script>'
    const made = await s.post(
      '/api/RestaurantBooking/Create',
      tableBooking({
        Email: 'hostile@example.com',
        Identifier: 'Mallory <b>Bold</b>',
        SpecialRequests: hostile,
      }),
    )
    expect(made.status).toBe(200)
    for (const mail of [only(await delivered('hostile@example.com')), only(smtp.to(HOTEL_DESK))]) {
      const { html, text } = bothParts(mail)
      expect(text).toContain(hostile)
      expect(html).not.toContain(hostile)
      expect(html).not.toMatch(/<script|<b>|onerror=alert\(1\)>/i)
      expect(html).toContain('&lt;script&gt;alert(2)&lt;/script&gt;')
      expect(html).toContain('Mallory &lt;b&gt;Bold&lt;/b&gt;')
    }
  })

  it("sends the hotel's copy to its ReservationsEmail when it sets one", async () => {
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

  /** Pays or stores a card through INV-1002's or INV-1001's pay link, as the pay-by-link page does. */
  const payThroughLink = async (action: 'P' | 'S', invoice: string, email: string) => {
    const code = payLinkCode({ linkSigningKey: 'test-signing-key' }, 1001, action, invoice)
    const info = await parsed(
      await s.get(
        `/api/PayByLink/Get?propertyId=HARBOUR&invoiceNumber=${invoice}&hash=${code}&actionType=${action}`,
      ),
      PayByLinkInfo,
    )
    const card = {
      CardNumber: VISA,
      NameOnCard: 'G Hopper',
      EmailAddress: email,
      CreditCardTypeId: 1,
      ExpiryMonth: 12,
      ExpiryYear: 2030,
      SecurityCode: '737',
    }
    const done = await parsed(
      await s.post('/api/PayByLink/Process', {
        ...info,
        PropertyId: 'HARBOUR',
        Email: email,
        CardDetails: card,
      }),
      PayByLinkProcessResponse,
    )
    expect(done.Success).toBe(true)
  }

  /** The card's number and security code are in no part of `mail`. */
  const expectNoCardSecrets = (mail: { html: string; text: string }) => {
    const digits = VISA.replace(/ /g, '')
    for (const secret of [VISA, digits, digits.slice(0, 12), '737']) {
      expect(mail.text).not.toContain(secret)
      expect(mail.html).not.toContain(secret)
    }
  }

  it('delivers the pay-by-link receipt to the payer and tells the hotel, once each', async () => {
    await payThroughLink('P', 'INV-1001', 'payer@example.com')
    const receipt = only(await delivered('payer@example.com'))
    const parts = bothParts(receipt)
    expect(parts.text).toContain('We have received your payment of £250.00 for invoice INV-1001.')
    expect(parts.text).toContain('Amount paid: £250.00')
    expect(parts.text).toContain('Card: Visa ending 4242')
    expect(parts.text).toContain('Still to pay: £0.00')
    expect(parts.html).toContain('£250.00')
    expectNoCardSecrets(parts)
    const notice = only(smtp.to(HOTEL_DESK))
    expect(notice.subject).toBe(`[${HOTEL}] Payment received for invoice INV-1001`)
    const hotelCopy = bothParts(notice)
    expect(hotelCopy.text).toContain(
      'payer@example.com paid £250.00 for invoice INV-1001 through its pay link.',
    )
    expectNoCardSecrets(hotelCopy)
  })

  it('confirms a card stored through a pay link to the guest and the hotel, once each', async () => {
    await payThroughLink('S', 'INV-1002', 'keeper@example.com')
    const stored = only(await delivered('keeper@example.com'))
    expect(stored.subject).toMatch(/^Harbour House Hotel: card stored \(\S+\)$/)
    const parts = bothParts(stored)
    expect(parts.text).toContain('Your card is stored securely for invoice INV-1002.')
    expect(parts.text).toContain('Expires: 12/2030')
    expect(parts.text).toContain('Still to pay: £89.50')
    expect(parts.text).not.toContain('Amount paid')
    expectNoCardSecrets(parts)
    expect(only(smtp.to(HOTEL_DESK)).subject).toBe(`[${HOTEL}] Card stored for invoice INV-1002`)
  })

  it('keeps a booking made while the SMTP server is down, and delivers its message once when it is back', async () => {
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
    createdAt: s.now.value,
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
    expect(redactedSmtpUrl(smtp.url)).not.toContain(SMTP_PASSWORD)
    expect(redactedSmtpUrl(smtp.url)).toContain('mailer:***@127.0.0.1')
  })
})
