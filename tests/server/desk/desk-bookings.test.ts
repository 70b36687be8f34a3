/**
 * The desk's bookings over HTTP as front desk: the day's lists, search, a booking's page, a note and a resent
 * confirmation, each in the audit log (on the booking and in the property's log) with who and what.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DeskBooking, DeskDay, DeskLog, DeskSearchResult } from '@/api/contract/desk'
import {
  ENGINES,
  notePostgresSkipped,
  parsed,
  startServer,
  type TestServer,
} from '../../support/server/harness'
import { bookDemoStays, deskCall, deskLogin, FRONT_DESK, type Caller } from './desk-kit'

notePostgresSkipped('Desk bookings')

describe.each(ENGINES)('the desk’s bookings (%s)', (engine) => {
  let s: TestServer
  let desk: Caller
  const get = (path: string) => deskCall(s, desk, 'GET', path)

  beforeAll(async () => {
    s = await startServer(engine)
    await bookDemoStays(s)
    desk = await deskLogin(s, FRONT_DESK)
  })
  afterAll(() => s.close())

  it('lists the arrival in two days, and the guests staying on and leaving on the days after', async () => {
    const arrivals = await parsed(await get('/api/Desk/HARBOUR/Day?date=2027-01-06'), DeskDay)
    expect(arrivals.Arrivals.map((b) => b.ReferenceNumber)).toContain('HH900002')
    const booking = arrivals.Arrivals.find((b) => b.ReferenceNumber === 'HH900002')
    expect(booking).toMatchObject({
      GuestName: 'Rosalind Franklin',
      Rooms: 1,
      Adults: 2,
      DateTo: '2027-01-08',
    })
    const staying = await parsed(await get('/api/Desk/HARBOUR/Day?date=2027-01-07'), DeskDay)
    expect(staying.InHouse.map((b) => b.ReferenceNumber)).toContain('HH900002')
    expect(staying.Arrivals.map((b) => b.ReferenceNumber)).not.toContain('HH900002')
    const leaving = await parsed(await get('/api/Desk/HARBOUR/Day?date=2027-01-08'), DeskDay)
    expect(leaving.Departures.map((b) => b.ReferenceNumber)).toContain('HH900002')
    // Without a day, the hotel's today.
    expect((await parsed(await get('/api/Desk/HARBOUR/Day'), DeskDay)).Date).toBe('2027-01-04')
    const bad = await get('/api/Desk/HARBOUR/Day?date=2027-02-30')
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({ ModelState: { date: ['This date does not exist.'] } })
  })

  it('finds a booking by reference, name, e-mail address or dates, and says what a search lacks', async () => {
    const found = async (query: string) =>
      (await parsed(await get(`/api/Desk/HARBOUR/Search?${query}`), DeskSearchResult)).Bookings.map(
        (b) => b.ReferenceNumber,
      )
    expect(await found('q=hh900002')).toEqual(['HH900002'])
    expect(await found('q=rosalind%20franklin')).toContain('HH900002')
    expect(await found('q=guest%40example.com')).toContain('HH900002')
    expect(await found('from=2027-01-06&to=2027-01-06')).toContain('HH900002')
    expect(await found('from=2027-03-01&to=2027-03-02')).not.toContain('HH900002')
    // A LIKE wildcard is a character like any other.
    expect(await found('q=%25')).toEqual([])
    const empty = await get('/api/Desk/HARBOUR/Search')
    expect(empty.status).toBe(400)
    expect(await empty.json()).toMatchObject({
      ModelState: { '': [expect.stringMatching(/^Give a reference/)] },
    })
    expect((await get('/api/Desk/HARBOUR/Search?from=2027-02-02&to=2027-02-01')).status).toBe(400)
  })

  it('shows a booking’s page with rooms, guests, payment and messages, never more of a card than brand and last four', async () => {
    const page = await parsed(await get('/api/Desk/HARBOUR/Bookings/HH900002'), DeskBooking)
    expect(page.Summary.ReferenceNumber).toBe('HH900002')
    expect(page.Rooms).toHaveLength(1)
    expect(page.Rooms[0]?.Guests[0]).toMatchObject({ Lead: true })
    expect(page.Booker.Email).toBe('guest@example.com')
    expect(page.Comment).toBe('Arriving by train in the evening.')
    expect(page.Total).toBeGreaterThan(0)
    expect(JSON.stringify(page)).not.toMatch(/pm_|Token|4242424242/)
    expect((await get('/api/Desk/HARBOUR/Bookings/HH999999')).status).toBe(404)
  })

  it('adds a note, which the booking and the log show with who wrote it, before and after', async () => {
    const added = await deskCall(s, desk, 'POST', '/api/Desk/HARBOUR/Bookings/HH900002/Notes', {
      Text: '  Guest asked for a quiet room.  ',
    })
    expect(added.status).toBe(200)
    const page = await parsed(await get('/api/Desk/HARBOUR/Bookings/HH900002'), DeskBooking)
    expect(page.Notes[0]).toMatchObject({ Text: 'Guest asked for a quiet room.', Staff: FRONT_DESK.email })
    expect(page.Audit[0]).toMatchObject({
      Action: 'note-added',
      Staff: FRONT_DESK.email,
      Before: null,
      After: { Text: 'Guest asked for a quiet room.' },
    })
    const log = await parsed(await get('/api/Desk/HARBOUR/Log'), DeskLog)
    expect(log.Entries[0]).toMatchObject({ Action: 'note-added', ReferenceNumber: 'HH900002' })
    expect(log.Entries.some((e) => e.Action === 'login' && e.Staff === FRONT_DESK.email)).toBe(true)

    const blank = await deskCall(s, desk, 'POST', '/api/Desk/HARBOUR/Bookings/HH900002/Notes', { Text: ' ' })
    expect(blank.status).toBe(400)
    expect(await blank.json()).toMatchObject({ ModelState: { Text: ['A note is required.'] } })
  })

  it('resends the confirmation through the outbox, shown among the messages and in the log', async () => {
    const before = await parsed(await get('/api/Desk/HARBOUR/Bookings/HH900002'), DeskBooking)
    const res = await deskCall(s, desk, 'POST', '/api/Desk/HARBOUR/Bookings/HH900002/ResendConfirmation')
    expect(res.status).toBe(200)
    const after = await parsed(await get('/api/Desk/HARBOUR/Bookings/HH900002'), DeskBooking)
    const confirmations = (page: DeskBooking) => page.Messages.filter((m) => m.Kind === 'confirmation')
    expect(confirmations(after)).toHaveLength(confirmations(before).length + 1)
    expect(confirmations(after).at(-1)).toMatchObject({ Subject: expect.stringContaining('HH900002') })
    expect(after.Audit[0]).toMatchObject({
      Action: 'confirmation-resent',
      After: { To: 'guest@example.com' },
    })
  })
})
