/**
 * The booking remembers its language (issue 31, decision 0122): a reservation created with LanguageCode 'de'
 * gets its confirmation, and later its cancellation, in German at a real SMTP server — subject, text, HTML,
 * buttons, days and amounts — while the hotel's own copy stays English; one created in Arabic is right to left.
 */
import { describe, expect, it } from 'vitest'
import { formatMoney, toMinorUnits } from '@/domain/money'
import { access, book, REASON } from '../../builders/booked-stay'
import { ENGINES, notePostgresSkipped } from '../../support/server/harness'
import { bothParts, buttonsOf, calendarEvent, only } from './read-mail'
import { GUEST, HOTEL, HOTEL_DESK, PUBLIC_URL, smtpSuite } from './smtp-suite'

notePostgresSkipped('Mail in the booking language')

/** Intl puts no-break spaces between an amount and its sign ('231,00 £'): compared as plain spaces. */
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ')

/**
 * The English words a German message must not contain (the en-GB catalogue's, where German differs), the
 * policy words' among them (decision 0129).
 */
const ENGLISH = [
  'Your booking',
  'Booking reference',
  'Arrival',
  'Manage your booking',
  'nights',
  'Total:',
  'Free cancellation',
  'is charged',
  'Nothing to pay',
  'at the hotel',
]

describe.each(ENGINES)('mail in the booking language (%s)', (engine) => {
  const suite = smtpSuite(engine)

  it('writes the confirmation and the cancellation of a German booking in German', async () => {
    const { s, smtp } = suite
    const b = await book(s, '2027-03-01', '2027-03-03', undefined, undefined, 'de-DE')
    const euro = (major: number) => formatMoney(toMinorUnits(major), 'GBP', 'de')
    const confirmation = only(await suite.delivered(GUEST))
    expect(confirmation.subject).toBe(`Ihre Buchung ${b.ref} im ${HOTEL}`)
    const { html, text } = bothParts(confirmation)
    for (const part of [
      'Ihre Buchung ist bestätigt',
      `Buchungsnummer: ${b.ref}`,
      'Anreise: Montag, 1. März 2027',
      'Abreise: Mittwoch, 3. März 2027',
      'Aufenthaltsdauer: 2 Nächte',
      '2 Erwachsene',
      `Gesamt: ${euro(b.reservation.TotalCost)}`,
      // The plan's terms, generated from its rules in German: free until 48 hours before check-in, then a night.
      'Kostenlose Stornierung bis 14:00 Uhr am Samstag, 27. Februar 2027. Danach berechnen wir die erste Nacht (',
    ])
      expect(plain(text)).toContain(plain(part))
    for (const word of ENGLISH) expect(text).not.toContain(word)
    expect(html).toMatch(/^<!DOCTYPE html><html lang="de" dir="ltr">/)
    const manage = `${PUBLIC_URL}/Manage/HARBOUR/Reservation/${b.ref}/${b.code}`
    expect(buttonsOf(html).get('Buchung verwalten')).toBe(manage)
    const event = calendarEvent(confirmation.attachments[0]?.content.toString('utf8') ?? '')
    expect(event.summary).toBe(`Aufenthalt im ${HOTEL} (${b.ref})`)
    // The hotel's own notice stays in the hotel's language.
    expect(only(smtp.to(HOTEL_DESK)).subject).toBe(
      `[${HOTEL}] New booking ${b.ref}, 2027-03-01 to 2027-03-03`,
    )

    smtp.received.length = 0
    const cancelled = await s.post('/api/ManageBooking/Cancel', {
      ...access(b),
      ReservationId: b.id,
      CancellationReasonId: REASON,
      // The request's language is not the booking's: the booking's wins.
      LanguageCode: 'en',
    })
    expect(cancelled.status).toBe(200)
    const cancel = only(await suite.delivered(GUEST))
    expect(cancel.subject).toBe(`Ihre Buchung ${b.ref} im ${HOTEL} ist storniert`)
    const cancelText = bothParts(cancel).text
    for (const part of [
      'Ihre Buchung ist storniert',
      'Stornierte Zimmer',
      'Stornogebühr',
      'Buchungssumme',
      'Danach berechnen wir die erste Nacht',
    ])
      expect(cancelText).toContain(part)
    for (const word of ENGLISH) expect(cancelText).not.toContain(word)
    expect(only(smtp.to(HOTEL_DESK)).subject).toBe(`[${HOTEL}] Booking ${b.ref} cancelled by the guest`)
  })

  it('writes an Arabic booking’s confirmation right to left, and an unknown language in the hotel’s', async () => {
    const { s, smtp } = suite
    const arabic = await book(s, '2027-03-08', '2027-03-10', undefined, undefined, 'ar')
    const mail = only(await suite.delivered(GUEST))
    expect(mail.subject).toBe(`حجزك ${arabic.ref} في ${HOTEL}`)
    const { html, text } = bothParts(mail)
    expect(html).toMatch(/^<!DOCTYPE html><html lang="ar" dir="rtl">/)
    expect(text).toContain('تم تأكيد حجزك')
    expect(text).toContain('ليلتان')
    smtp.received.length = 0
    // Klingon is no language of ours: HARBOUR's default language (en-GB) it is.
    const other = await book(s, '2027-03-15', '2027-03-17', undefined, undefined, 'tlh')
    expect(only(await suite.delivered(GUEST)).subject).toBe(`Your booking ${other.ref} at ${HOTEL}`)
  })
})
