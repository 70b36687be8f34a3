/**
 * A change or cancellation made at the desk, as the inboxes receive it over real SMTP (decision 0134): the guest
 * reads that the hotel changed (or cancelled) the booking, never that their own changes are saved; the hotel's
 * notice names the staff member who did it, never "by the guest".
 */
import { describe, expect, it } from 'vitest'
import { DeskChangeOptions, DeskChangeQuote } from '@/api/contract/desk-actions'
import { addDays } from '@/domain/dates'
import { DEMO_INVOICE_ACCOUNT } from '../../../server/seed/demo'
import { DEMO_GUEST } from '../../../server/seed/demo-reservations'
import { ENGINES, notePostgresSkipped, parsed } from '../../support/server/harness'
import { bothParts, only } from '../mail/read-mail'
import { HOTEL, HOTEL_DESK, smtpSuite } from '../mail/smtp-suite'
import { bookDemoStays, deskCall, deskLogin, FRONT_DESK, type Caller } from './desk-kit'

notePostgresSkipped('Desk change mails')

const BOOKINGS = '/api/Desk/HARBOUR/Bookings'

describe.each(ENGINES)('the mails of a change made at the desk (%s)', (engine) => {
  const suite = smtpSuite(engine)
  let caller: Caller | undefined
  const desk = async () => {
    if (!caller) {
      await bookDemoStays(suite.s)
      caller = await deskLogin(suite.s, FRONT_DESK)
    }
    return caller
  }
  const post = async (path: string, body: unknown) =>
    deskCall(suite.s, await desk(), 'POST', `${BOOKINGS}/${path}`, body)

  it('tells the guest the hotel changed the booking, and the hotel who on its staff did', async () => {
    const options = await parsed(
      await deskCall(suite.s, await desk(), 'GET', `${BOOKINGS}/HH900001/ChangeOptions`),
      DeskChangeOptions,
    )
    const [room] = options.Rooms
    if (!room) throw new Error('no room')
    const moved = { ...room, DateTo: addDays(room.DateTo, 1) }
    const change = {
      ReservationItemId: moved.ReservationItemId,
      DateFrom: moved.DateFrom,
      DateTo: moved.DateTo,
      RoomTypeId: moved.RoomTypeId,
      RatePlanId: moved.RatePlanId,
    }
    const quoted = await parsed(
      await post('HH900001/ChangeQuote', { Version: options.Version, Rooms: [change] }),
      DeskChangeQuote,
    )
    const saved = await post('HH900001/Change', {
      Version: options.Version,
      Rooms: [{ ...change, TotalCost: quoted.Rooms[0]?.After }],
    })
    expect(saved.status).toBe(200)

    const guest = bothParts(only(await suite.delivered(DEMO_GUEST.email)))
    expect(guest.text).toContain('the hotel has changed your booking HH900001 for you')
    expect(guest.text).not.toContain('your changes to booking')
    const notice = only(await suite.delivered(HOTEL_DESK))
    expect(notice.subject).toBe(`[${HOTEL}] Booking HH900001 changed at the desk by Felix Frontdesk`)
    expect(notice.text).toContain(
      `changed at the desk by the hotel's staff: Felix Frontdesk <${FRONT_DESK.email}>`,
    )
    expect(notice.text).not.toContain('by the guest')
  })

  it('tells the guest the hotel cancelled the booking, and the hotel who did', async () => {
    expect((await post('HH900003/Cancel', { WaivePenalty: true, Reason: 'Asked by phone' })).status).toBe(200)
    const guest = bothParts(only(await suite.delivered(DEMO_INVOICE_ACCOUNT.email)))
    expect(guest.text).toContain('the hotel has cancelled booking HH900003')
    expect(guest.text).not.toContain('as you asked')
    const notice = only(await suite.delivered(HOTEL_DESK))
    expect(notice.subject).toBe(`[${HOTEL}] Booking HH900003 cancelled at the desk by Felix Frontdesk`)
    expect(notice.text).toContain(FRONT_DESK.email)
  })
})
