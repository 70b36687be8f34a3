/**
 * The pre-check-in invitation job (decision 0106) with the clock moved: stays booked over HTTP get one invitation
 * when their day comes in the hotel's time zone (3 days before arrival by default, or the hotel's
 * PreCheckInInvitationDays), none when cancelled or already checked in, none twice; two instances on one
 * PostgreSQL running the job at the same moment queue each invitation once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sendPreCheckInInvitations } from '../../../server/jobs/pre-check-in-invitations'
import type { Db } from '../../../server/db/types'
import { access, book, preCheckInBody, REASON, type Booked } from '../../builders/booked-stay'
import { ENGINES, notePostgresSkipped, startServer, type TestServer } from '../../support/server/harness'

notePostgresSkipped('Pre-check-in invitations')

const PUBLIC_URL = 'https://book.harbour-house.example'

describe.each(ENGINES)('pre-check-in invitations (%s)', (engine) => {
  let s: TestServer
  beforeAll(async () => {
    s = await startServer(engine, { publicUrl: PUBLIC_URL })
  })
  afterAll(async () => {
    await s.close()
  })

  /** Runs the job on `db` as if it were `instant`. */
  const runAt = (instant: string, db: Db = s.db) =>
    sendPreCheckInInvitations(db, { clock: () => new Date(instant), publicUrl: PUBLIC_URL })

  /** The invitations queued for `b`. */
  const invitations = (b: Booked) =>
    s.db.query<{ recipient: string; subject: string; text: string; html: string | null }>(
      `SELECT recipient, subject, text, html FROM outbox_message
       WHERE kind = 'pre-check-in-invitation' AND regarding = $1`,
      [b.ref],
    )

  it('invites a stay once, three days before arrival in the hotel time zone, with its pre-check-in link', async () => {
    const stay = await book(s, '2027-01-20', '2027-01-22')
    const cancelled = await book(s, '2027-01-20', '2027-01-21')
    const checkedIn = await book(s, '2027-01-19', '2027-01-20')
    const later = await book(s, '2027-01-26', '2027-01-27')
    const cancel = { ...access(cancelled), ReservationId: cancelled.id, CancellationReasonId: REASON }
    expect((await s.post('/api/ManageBooking/Cancel', cancel)).status).toBe(200)
    expect((await s.post('/api/PreCheckIn/Save', preCheckInBody(checkedIn))).status).toBe(200)

    // 23:30 on the 16th in London: the 17th, three days before the 20th, has not begun.
    await runAt('2027-01-16T23:30:00Z')
    expect(await invitations(stay)).toEqual([])
    await runAt('2027-01-17T00:30:00Z')
    const [invitation, ...more] = await invitations(stay)
    expect(more).toEqual([])
    expect(invitation?.recipient).toBe('grace@example.com')
    expect(invitation?.subject).toBe('Check in online before you arrive at Harbour House Hotel')
    const link = `${PUBLIC_URL}/PreCheckIn/HARBOUR/${stay.ref}/${stay.code}`
    expect(invitation?.text).toContain(link)
    expect(invitation?.html).toContain(link)
    // Again the same day and the next: still one.
    await runAt('2027-01-17T09:00:00Z')
    await runAt('2027-01-18T09:00:00Z')
    expect(await invitations(stay)).toHaveLength(1)
    expect(await invitations(cancelled)).toEqual([])
    expect(await invitations(checkedIn)).toEqual([])
    expect(await invitations(later)).toEqual([])
    // Its day comes later; and it is never sent after the arrival day has passed.
    await runAt('2027-01-23T08:00:00Z')
    expect(await invitations(later)).toHaveLength(1)
    const missed = await book(s, '2027-02-01', '2027-02-02')
    await runAt('2027-02-02T09:00:00Z')
    expect(await invitations(missed)).toEqual([])
  })

  it("follows the hotel's PreCheckInInvitationDays and its time zone", async () => {
    const stay = await book(s, '2027-03-10', '2027-03-11')
    const [before] = await s.db.query<{ settings: unknown }>(
      "SELECT settings FROM property WHERE code = 'HARBOUR'",
    )
    await s.db.query(
      `UPDATE property SET settings = settings || '{"PreCheckInInvitationDays": 7, "TimeZone": "Pacific/Auckland"}'
       WHERE code = 'HARBOUR'`,
    )
    try {
      // 2 March 10:00 in Auckland: eight days before.
      await runAt('2027-03-01T21:00:00Z')
      expect(await invitations(stay)).toEqual([])
      // 3 March 00:30 in Auckland, still the 2nd in London.
      await runAt('2027-03-02T11:30:00Z')
      expect(await invitations(stay)).toHaveLength(1)
    } finally {
      await s.db.query(`UPDATE property SET settings = $1::jsonb WHERE code = 'HARBOUR'`, [
        JSON.stringify(before?.settings),
      ])
    }
  })

  it('queues each invitation once when two instances run the job at the same moment', async () => {
    const stays = [
      await book(s, '2027-04-05', '2027-04-06'),
      await book(s, '2027-04-06', '2027-04-07'),
      await book(s, '2027-04-07', '2027-04-08'),
    ]
    const other = await s.otherInstance()
    const instant = '2027-04-04T08:00:00Z'
    const queued = await Promise.all([
      runAt(instant),
      runAt(instant, other),
      runAt(instant),
      runAt(instant, other),
    ])
    expect(queued.reduce((sum, n) => sum + n, 0)).toBe(3)
    for (const stay of stays) expect(await invitations(stay)).toHaveLength(1)
    await s.outbox.drain()
  })
})
