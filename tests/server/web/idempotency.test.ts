/**
 * Exactly once, also after a failure (issue 17, decision 0098): the step after a change's commit throws (a fault
 * injected into the outbox kick, which runs after every change), and the client sends the same Idempotency-Key
 * again. The change exists once, and both answers are the committed answer.
 */
import { randomUUID } from 'node:crypto'
import { readdirSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SearchResult } from '@/api/contract/availability'
import { ManageActionResponse } from '@/api/contract/manage-booking'
import { PreCheckInSaveResponse } from '@/api/contract/pre-check-in'
import {
  CreateReservationResponse,
  ReservationStatus,
  type CreateReservationResponse as CreateAnswer,
} from '@/api/contract/reservation'
import { RestaurantBookingResponse } from '@/api/contract/restaurant'
import type * as v from 'valibot'
import { requestHash } from '../../../server/web/idempotency'
import { bookingFrom, searchBody } from '../../builders/booking-request'
import {
  access,
  book,
  CLASSIC,
  FLEX,
  guestChangeBody,
  preCheckInBody,
  REASON,
} from '../../builders/booked-stay'
import {
  collectConsoleErrors,
  counts,
  ENGINES,
  notePostgresSkipped,
  parsed,
  startServer,
  type TestServer,
} from '../../support/server/harness'

notePostgresSkipped('Exactly once after a failure')

describe.each(ENGINES)('exactly once after a failure (%s)', (engine) => {
  let s: TestServer
  beforeAll(async () => {
    s = await startServer(engine)
  })
  afterAll(() => s.close())

  /** Sends `body` twice with one key, the first time with the step after the commit failing. */
  async function twiceWithFault<TSchema extends v.GenericSchema>(
    path: string,
    body: unknown,
    schema: TSchema,
  ): Promise<[v.InferOutput<TSchema>, v.InferOutput<TSchema>]> {
    const logged = collectConsoleErrors()
    const key = { 'Idempotency-Key': randomUUID() }
    s.failAfterCommit()
    const first = await s.post(path, body, key)
    expect(first.status).toBe(200)
    expect(logged).toEqual([expect.stringContaining('Injected fault after the commit')])
    const second = await s.post(path, body, key)
    expect(second.status).toBe(200)
    expect(second.headers.get('Idempotent-Replayed')).toBe('true')
    return [await parsed(first, schema), await parsed(second, schema)]
  }

  const versionOf = async (b: { id: number }) =>
    (await s.db.query<{ version: number }>('SELECT version FROM reservation WHERE id = $1', [b.id]))[0]
      ?.version

  const outboxCount = async (kind: string, regarding: string) =>
    (
      await s.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM outbox_message WHERE kind = $1 AND regarding = $2',
        [kind, regarding],
      )
    )[0]?.n

  it('books once, and both answers carry the booking’s reference', async () => {
    const result = await parsed(
      await s.post('/api/Availability/Search', searchBody('2027-03-01', '2027-03-03', [{}])),
      SearchResult,
    )
    const body = bookingFrom(result, [{ roomTypeId: CLASSIC, ratePlanId: FLEX }])
    const before = await counts(s.db)
    const [first, second] = await twiceWithFault('/api/Reservation/Create', body, CreateReservationResponse)
    expect(first.Success).toBe(true)
    expect(first.ReferenceNumber).toMatch(/\w+/)
    expect(second).toEqual(first)
    const after = await counts(s.db)
    expect(after?.reservations).toBe((before?.reservations ?? 0) + 1)
    expect(after?.inventory).toBe((before?.inventory ?? 0) - 2)
    const ref = first.ReferenceNumber ?? ''
    expect(await outboxCount('confirmation', ref)).toBe(1)
    await s.outbox.drain()
    expect(readdirSync(s.mailDir).filter((f) => f.includes(`Z-confirmation-${ref}-`))).toHaveLength(1)
  })

  it('applies a manage change once, and never answers the retry with a stale-version 409', async () => {
    const b = await book(s, '2027-03-08', '2027-03-10')
    const body = guestChangeBody(b)
    const [first, second] = await twiceWithFault('/api/ManageBooking/Update', body, ManageActionResponse)
    expect(first).toMatchObject({ Success: true, Reservation: { Version: b.reservation.Version + 1 } })
    expect(second).toEqual(first)
    const [row] = await s.db.query<{ version: number }>('SELECT version FROM reservation WHERE id = $1', [
      b.id,
    ])
    expect(row?.version).toBe(b.reservation.Version + 1)
    expect(await outboxCount('change', b.ref)).toBe(1)
  })

  it('cancels once, and both answers show the reservation cancelled', async () => {
    const b = await book(s, '2027-03-15', '2027-03-17')
    const body = { ...access(b), ReservationId: b.id, CancellationReasonId: REASON }
    const [first, second] = await twiceWithFault('/api/ManageBooking/Cancel', body, ManageActionResponse)
    expect(first).toMatchObject({ Success: true, Reservation: { IsCancelled: true } })
    expect(second).toEqual(first)
    expect(await outboxCount('cancellation', b.ref)).toBe(1)
  })

  it('saves a pre-check-in once, and both answers carry the new version', async () => {
    const b = await book(s, '2027-03-22', '2027-03-24')
    const body = preCheckInBody(b)
    const before = await counts(s.db)
    const [first, second] = await twiceWithFault('/api/PreCheckIn/Save', body, PreCheckInSaveResponse)
    expect(first).toMatchObject({ Success: true, Version: b.reservation.Version + 1 })
    expect(second).toEqual(first)
    expect((await counts(s.db))?.guests).toBe(before?.guests)
    expect(await outboxCount('check-in', b.ref)).toBe(1)
  })

  it('books a restaurant table once, and both answers carry its reference', async () => {
    const body = {
      PropertyId: 'HARBOUR',
      RestaurantId: 1,
      RestaurantName: 'The Quay Kitchen',
      VisitDate: '2027-02-15',
      VisitTime: '19:00',
      PartySize: 2,
      Identifier: 'Ada Lovelace',
      Email: 'ada@example.com',
      ContactNumber: '+44 20 7946 0000',
      IsReservation: false,
      IsLeaveTimeRequired: false,
    }
    const tables = async () =>
      (
        await s.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM restaurant_booking WHERE visit_date = '2027-02-15'`,
        )
      )[0]?.n
    const before = await tables()
    const [first, second] = await twiceWithFault(
      '/api/RestaurantBooking/Create',
      body,
      RestaurantBookingResponse,
    )
    expect(first).toMatchObject({ Success: true, BookingReference: expect.stringMatching(/^RB/) })
    expect(second).toEqual(first)
    expect(await tables()).toBe((before ?? 0) + 1)
    expect(await outboxCount('table', first.BookingReference ?? '')).toBe(1)
  })

  it('keeps a booking held when its e-mail cannot be queued, and confirms it once, with its mail, when asked again', async () => {
    const result = await parsed(
      await s.post('/api/Availability/Search', searchBody('2027-04-26', '2027-04-28', [{}])),
      SearchResult,
    )
    const body = bookingFrom(result, [{ roomTypeId: CLASSIC, ratePlanId: FLEX }])
    const key = { 'Idempotency-Key': randomUUID() }
    const before = await counts(s.db)
    const logged = collectConsoleErrors()
    // The outbox refuses the message: composing and queuing it is part of the transaction that confirms.
    await s.db.query(
      `ALTER TABLE outbox_message ADD CONSTRAINT refuse_mail CHECK (kind <> 'confirmation') NOT VALID`,
    )
    let held: CreateAnswer
    try {
      // The rooms were held and the card saved with the provider before the mail failed (decision 0113): the
      // answer is the hold's, and the booking waits rather than being lost or made twice.
      const answer = await s.post('/api/Reservation/Create', body, key)
      expect(answer.status).toBe(200)
      held = await parsed(answer, CreateReservationResponse)
      expect(held.Success).toBe(true)
      expect(logged).toEqual([expect.stringContaining('refuse_mail')])
      const lookup = `/api/Reservation/Status?propertyId=HARBOUR&referenceNumber=${held.ConfirmationToken ?? ''}`
      expect((await parsed(await s.get(lookup), ReservationStatus)).Status).toBe('Pending')
    } finally {
      await s.db.query('ALTER TABLE outbox_message DROP CONSTRAINT refuse_mail')
    }
    const again = await s.post('/api/Reservation/Create', body, key)
    expect(again.headers.get('idempotent-replayed')).toBe('true')
    expect(await parsed(again, CreateReservationResponse)).toEqual(held)
    const lookup = `/api/Reservation/Status?propertyId=HARBOUR&referenceNumber=${held.ConfirmationToken ?? ''}`
    expect((await parsed(await s.get(lookup), ReservationStatus)).Status).toBe('Confirmed')
    expect((await counts(s.db))?.reservations).toBe((before?.reservations ?? 0) + 1)
    expect(await outboxCount('confirmation', held.ReferenceNumber ?? '')).toBe(1)
  })

  it('takes over a key whose request died or hung, but not one whose request is still running', async () => {
    const result = await parsed(
      await s.post('/api/Availability/Search', searchBody('2027-05-24', '2027-05-26', [{}])),
      SearchResult,
    )
    const body = bookingFrom(result, [{ roomTypeId: CLASSIC, ratePlanId: FLEX }])
    const hash = requestHash(JSON.stringify(body))
    /** A claim made `age` ago by the instance `holder` (this one's id: alive; 0: no instance holds it). */
    const claimedBy = (key: string, age: string, holder: number) =>
      s.db.query(
        `INSERT INTO idempotency_key (scope, key, request_hash, claim, created_at, holder)
         VALUES ('/api/reservation/create', $1, $2, 'another request', now() - $3::interval, $4)`,
        [key, hash, age, holder],
      )
    const running = randomUUID()
    await claimedBy(running, '10 seconds', s.db.instance)
    const busy = await s.post('/api/Reservation/Create', body, { 'Idempotency-Key': running })
    expect(busy.status).toBe(409)
    expect(busy.headers.get('Retry-After')).toBe('1')

    // Held past any request's run by an instance that lives on: its request hung or was lost.
    const stale = randomUUID()
    await claimedBy(stale, '5 minutes', s.db.instance)
    expect((await s.post('/api/Reservation/Create', body, { 'Idempotency-Key': stale })).status).toBe(200)

    // Died with its instance a moment ago: no lease to wait out.
    const dead = randomUUID()
    await claimedBy(dead, '1 second', 0)
    const before = await counts(s.db)
    const taken = await s.post('/api/Reservation/Create', body, { 'Idempotency-Key': dead })
    expect(taken.status).toBe(200)
    const booked = await parsed(taken, CreateReservationResponse)
    const again = await parsed(
      await s.post('/api/Reservation/Create', body, { 'Idempotency-Key': dead }),
      CreateReservationResponse,
    )
    expect(again).toEqual(booked)
    expect((await counts(s.db))?.reservations).toBe((before?.reservations ?? 0) + 1)
  })

  it('rolls back a change whose key was taken over and answered meanwhile', async () => {
    const b = await book(s, '2027-05-31', '2027-06-02')
    const key = randomUUID()
    const logged = collectConsoleErrors()
    // Once this request has claimed the key, the claim is taken over and answered (as by a retry that thought
    // this request dead) before the change commits.
    await s.db.query(
      `CREATE FUNCTION steal_claim() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
         UPDATE idempotency_key SET claim = 'the other request', status = 200, response = '{"Other": true}'
         WHERE scope = NEW.scope AND key = NEW.key; RETURN NULL; END $$`,
    )
    await s.db.query(
      `CREATE TRIGGER steal_claim AFTER INSERT ON idempotency_key FOR EACH ROW
       WHEN (NEW.key = '${key}') EXECUTE FUNCTION steal_claim()`,
    )
    try {
      const res = await s.post('/api/ManageBooking/Update', guestChangeBody(b), { 'Idempotency-Key': key })
      expect(await res.json()).toEqual({ Other: true })
    } finally {
      await s.db.query('DROP TRIGGER steal_claim ON idempotency_key')
      await s.db.query('DROP FUNCTION steal_claim()')
    }
    expect(logged).toEqual([])
    expect(await versionOf(b)).toBe(b.reservation.Version)
  })

  it('runs the step after the commit only for a request that queued mail', async () => {
    const logged = collectConsoleErrors()
    s.failAfterCommit()
    try {
      const search = await s.post('/api/Availability/Search', searchBody('2027-03-01', '2027-03-03', [{}]))
      expect(search.status).toBe(200)
      expect(logged).toEqual([])
    } finally {
      s.failAfterCommit(0)
    }
  })

  it('releases the key when nothing was committed, so a corrected retry goes through', async () => {
    const b = await book(s, '2027-03-29', '2027-03-31')
    const key = { 'Idempotency-Key': randomUUID() }
    const noReason = await s.post('/api/ManageBooking/Cancel', { ...access(b), ReservationId: b.id }, key)
    expect(noReason.status).toBe(400)
    const [row] = await s.db.query('SELECT 1 FROM idempotency_key WHERE key = $1', [key['Idempotency-Key']])
    expect(row).toBeUndefined()
    expect(await outboxCount('cancellation', b.ref)).toBe(0)
    const body = { ...access(b), ReservationId: b.id, CancellationReasonId: REASON }
    const corrected = await s.post('/api/ManageBooking/Cancel', body, key)
    expect(corrected.status).toBe(200)
    expect(corrected.headers.get('Idempotent-Replayed')).toBeNull()
    expect(await outboxCount('cancellation', b.ref)).toBe(1)
  })
})
