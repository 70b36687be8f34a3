/**
 * The hotel's own times (decision 0143) over HTTP and SMTP: a hotel that checks in at 15:00 and out at 10:30
 * publishes them with its settings, its free-cancellation deadlines count back from 15:00 in the search answer,
 * and the confirmation mail a real SMTP server receives says both times, in its text and in its .ics.
 */
import { describe, expect, it } from 'vitest'
import { SearchResult } from '@/api/contract/availability'
import { PropertySettings } from '@/api/contract/property'
import { searchBody } from '../../builders/booking-request'
import { book, CLASSIC, FLEX } from '../../builders/booked-stay'
import { ENGINES, notePostgresSkipped, parsed } from '../../support/server/harness'
import { bothParts, calendarEvent, only } from './read-mail'
import { GUEST, smtpSuite } from './smtp-suite'

notePostgresSkipped('The hotel’s times in the mail')

describe.each(ENGINES)('the hotel’s check-in and check-out times (%s)', (engine) => {
  const suite = smtpSuite(engine)

  it('are published, move the deadline to 15:00 and are told in the confirmation mail and its .ics', async () => {
    const { s } = suite
    const defaults = await parsed(await s.get('/api/Property/HARBOUR'), PropertySettings)
    expect([defaults.CheckInTime, defaults.CheckOutTime]).toEqual(['14:00', '11:00'])
    await s.db.query(`UPDATE property SET settings = settings || $1::jsonb WHERE code = 'HARBOUR'`, [
      JSON.stringify({ CheckInTime: '15:00', CheckOutTime: '10:30' }),
    ])
    const settings = await parsed(await s.get('/api/Property/HARBOUR'), PropertySettings)
    expect([settings.CheckInTime, settings.CheckOutTime]).toEqual(['15:00', '10:30'])

    // Monday 8 March 2027: FLEX is free until 48 hours before check-in.
    const result = await parsed(
      await s.post('/api/Availability/Search', searchBody('2027-03-08', '2027-03-10', [{}])),
      SearchResult,
    )
    const flex = result.RoomTypes.find((o) => o.RoomType.RoomTypeId === CLASSIC)?.Rates.find(
      (r) => r.RatePlanId === FLEX,
    )
    expect(flex?.Policy.CancellationPolicy).toBe(
      'Free cancellation until 15:00 on Saturday 6 March 2027. After that, the first night is charged.',
    )

    const b = await book(s, '2027-03-08', '2027-03-10', [{ roomTypeId: CLASSIC, ratePlanId: FLEX }])
    expect(b.reservation.ReservationItems[0]?.Policy.CancellationPolicy).toContain(
      'Free cancellation until 15:00 on Saturday 6 March 2027.',
    )
    const mail = only(await suite.delivered(GUEST))
    const { text } = bothParts(mail)
    expect(text).toMatch(/Arrival: Monday,? 8 March 2027, check-in from 15:00/)
    expect(text).toMatch(/Departure: Wednesday,? 10 March 2027, check-out until 10:30/)
    expect(text).toContain('Cancellation: Free cancellation until 15:00 on Saturday 6 March 2027.')
    const event = calendarEvent(mail.attachments[0]?.content.toString('utf8') ?? '')
    expect(event.description).toContain('Check-in from 15:00, check-out until 10:30.')
  })
})
