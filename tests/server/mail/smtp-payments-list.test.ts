/**
 * The payments list in the stay's mails (decision 0133), through a real SMTP server: the confirmation, a change
 * and a cancellation, the guest's and the hotel's, list every movement of the ledger — what it was, the hotel's
 * day, the amount and how it ended — beside the sums, as the manage answer carries them.
 */
import type { ParsedMail } from 'mailparser'
import { describe, expect, it } from 'vitest'
import type { StayPayment } from '@/api/contract/stay-payments'
import {
  access,
  asUpdate,
  book,
  CLASSIC,
  FLEX,
  load,
  REASON,
  updateBody,
  type Booked,
} from '../../builders/booked-stay'
import { ENGINES, notePostgresSkipped } from '../../support/server/harness'
import { bothParts, only } from './read-mail'
import { GUEST, HOTEL_DESK, smtpSuite } from './smtp-suite'

notePostgresSkipped('Payments list in mails')

/** The hotel's day of a movement, as a reader in London would name it (HARBOUR's time zone). */
const dayOf = (p: StayPayment, locale = 'en-GB') =>
  new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/London',
  }).format(new Date(p.At))

const pounds = (major: number) => `£${major.toFixed(2)}`
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

describe.each(ENGINES)('the payments in the mails (%s)', (engine) => {
  const suite = smtpSuite(engine)
  const { delivered } = suite

  const subjectEnds = (mails: ParsedMail[], end: string) =>
    only(mails.filter((m) => m.subject?.endsWith(end)))

  /** The booking's movements as manage booking answers them. */
  const paymentsOf = async (b: Booked) => (await load(suite.s, b.ref, b.code)).Payments

  it('lists the charge in the confirmation, the guest’s and the hotel’s', async () => {
    const { s, smtp } = suite
    // Flexible inside its 7-day window: charged at booking.
    const b = await book(s, '2027-01-06', '2027-01-08', [{ roomTypeId: CLASSIC, ratePlanId: FLEX }])
    const [charge, ...more] = await paymentsOf(b)
    expect(more).toEqual([])
    if (!charge) throw new Error('no payment')
    const guest = bothParts(only(await delivered(GUEST)))
    expect(guest.text).toContain('Payments')
    expect(plain(guest.text)).toContain(`Payment, ${dayOf(charge)}: ${pounds(charge.Amount)} (completed)`)
    const hotel = bothParts(only(smtp.to(HOTEL_DESK)))
    const day = new Date(charge.At).toISOString().slice(0, 10)
    expect(hotel.text).toContain(
      `Charge of ${pounds(charge.Amount)} on ${day}: succeeded (${charge.Reference ?? ''}).`,
    )
  })

  it('lists a refund in a later change’s mail and the charge in a cancellation’s, beside the sums', async () => {
    const { s, smtp } = suite
    const b = await book(s, '2027-01-06', '2027-01-09', [{ roomTypeId: CLASSIC, ratePlanId: FLEX }])
    const item = b.reservation.ReservationItems[0]
    if (!item) throw new Error('no item')
    // One night shorter: the night no longer bought is refunded after the change.
    const lastNight = item.DailyRates[2]?.RatePerNight ?? 0
    const shorter = { ...asUpdate(item), DateTo: '2027-01-08', TotalCost: item.TotalCost - lastNight }
    expect(
      (await s.post('/api/ManageBooking/Update', updateBody(b, 1, { ReservationItems: [shorter] }))).status,
    ).toBe(200)
    await delivered(GUEST)
    smtp.received.length = 0
    const calm = updateBody(b, 2, { SpecialRequests: 'A quiet room, please.' })
    expect((await s.post('/api/ManageBooking/Update', calm)).status).toBe(200)
    const payments = await paymentsOf(b)
    const refund = payments.find((p) => p.Kind === 'Refund')
    if (!refund) throw new Error('no refund')
    const changed = bothParts(subjectEnds(await delivered(GUEST), 'is changed'))
    expect(plain(changed.text)).toContain(`Refund, ${dayOf(refund)}: -${pounds(refund.Amount)} (completed)`)
    const m = await load(s, b.ref, b.code)
    const hotel = bothParts(only(smtp.to(HOTEL_DESK)))
    expect(hotel.text).toContain(
      `Paid ${pounds(m.AmountPaid)}, refunded ${pounds(m.AmountRefunded)}, balance ${pounds(m.Balance)}.`,
    )
    expect(hotel.text).toContain(`Refund of ${pounds(refund.Amount)} on`)

    smtp.received.length = 0
    const cancel = { ...access(b), ReservationId: b.id, CancellationReasonId: REASON }
    expect((await s.post('/api/ManageBooking/Cancel', cancel)).status).toBe(200)
    const cancelled = bothParts(subjectEnds(await delivered(GUEST), 'is cancelled'))
    const charge = payments.find((p) => p.Kind === 'Charge')
    if (!charge) throw new Error('no charge')
    expect(plain(cancelled.text)).toContain(`Payment, ${dayOf(charge)}: ${pounds(charge.Amount)} (completed)`)
  })

  it('writes the list in the booking’s language', async () => {
    const { s } = suite
    const b = await book(
      s,
      '2027-01-06',
      '2027-01-07',
      [{ roomTypeId: CLASSIC, ratePlanId: FLEX }],
      undefined,
      'de',
    )
    const [charge] = await paymentsOf(b)
    if (!charge) throw new Error('no payment')
    const mails = await delivered(GUEST)
    const guest = bothParts(only(mails))
    expect(guest.text).toContain('Zahlungen')
    expect(plain(guest.text)).toContain(`Zahlung, ${dayOf(charge, 'de')}:`)
    expect(plain(guest.text)).toContain('(abgeschlossen)')
  })
})
