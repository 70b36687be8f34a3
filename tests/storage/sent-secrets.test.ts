/**
 * The registration card never stays on the device once sent (decision 0144): the outbox row that carried it and a
 * pre-check-in draft edited after Save lose it when the server applies the Save; a refused Save keeps it for the
 * guest to put right; an offline Save keeps it until it goes.
 */
import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it } from 'vitest'
import { DeviceDb } from '@/storage/db'
import { saveDraft } from '@/storage/drafts'
import { changeBySeq } from '@/storage/outbox'
import { Outbox, type TransportAnswer } from '@/sync/outbox'
import { EMPTY_REGISTRATION, registrationPayload } from '@/features/pre-check-in/draft'

const CARD = {
  ...EMPTY_REGISTRATION,
  nationality: 'ES',
  documentType: 'passport',
  documentNumber: 'PAB123456',
  dateOfBirth: '1985-03-02',
  signature: 'typed:Ada Lovelace',
}
const BODY = {
  ReservationItems: [
    { ReservationItemId: 1, Guests: [{ FirstName: 'Ada' }], Registrations: [registrationPayload(CARD)] },
  ],
}
const DRAFT = {
  specialRequests: 'Quiet room',
  rooms: [{ reservationItemId: 1, guests: [{ firstName: 'Ada' }], registrations: [CARD] }],
}

let n = 0
const dbs: DeviceDb[] = []
afterEach(() => {
  for (const db of dbs.splice(0)) db.close()
})

function setUp(answers: (TransportAnswer | 'offline')[]) {
  const db = new DeviceDb(`sent-secrets-${++n}`)
  dbs.push(db)
  let clock = 1_000
  const outbox = new Outbox({
    db,
    transport: () => {
      const answer = answers.shift() ?? 'offline'
      return answer === 'offline' ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(answer)
    },
    lock: (_name, task) => task(),
    now: () => clock,
    isOnline: () => true,
    random: () => 0.5,
    setTimer: null,
  })
  const queue = () =>
    outbox.queue({
      kind: 'preCheckInSave',
      reservationKey: 'HARBOUR:HH1',
      path: '/api/PreCheckIn/Save',
      body: BODY,
      baseVersion: 1,
      draftKey: 'preCheckIn:HARBOUR:HH1',
    })
  return { db, outbox, queue, advance: (ms: number) => (clock += ms) }
}

const onDevice = async (db: DeviceDb) =>
  JSON.stringify([await db.outbox.toArray(), await db.drafts.toArray()])

describe('the registration card on the device', () => {
  it('waits in the outbox while offline, and is gone from the sent row and an edited draft once applied', async () => {
    const t = setUp(['offline', { status: 200, body: { Success: true, Version: 2 }, retryAfter: false }])
    await saveDraft('preCheckIn:HARBOUR:HH1', DRAFT, t.db)
    const change = await t.queue()
    await t.outbox.flush()
    expect(await onDevice(t.db)).toContain('PAB123456')
    // The guest edits the draft after Save (another tab, a later visit): the edit is kept, the card is not.
    t.advance(60_000)
    await saveDraft('preCheckIn:HARBOUR:HH1', { ...DRAFT, specialRequests: 'Late arrival' }, t.db)
    await t.outbox.flush()
    expect((await changeBySeq(change.seq, t.db))?.state).toBe('sent')
    const stored = await onDevice(t.db)
    for (const secret of ['PAB123456', '1985-03-02', 'Ada Lovelace', 'passport'])
      expect(stored).not.toContain(secret)
    expect((await t.db.drafts.get('preCheckIn:HARBOUR:HH1'))?.value).toEqual({
      specialRequests: 'Late arrival',
      rooms: [{ reservationItemId: 1, guests: [{ firstName: 'Ada' }] }],
    })
  })

  it('keeps the card when the hotel refuses the Save, so the guest can put it right', async () => {
    const refusal = { ModelState: { 'ReservationItems.0.Registrations.0.DateOfBirth': ['Not plausible.'] } }
    const t = setUp([{ status: 400, body: refusal, retryAfter: false }])
    await saveDraft('preCheckIn:HARBOUR:HH1', DRAFT, t.db)
    const change = await t.queue()
    await t.outbox.flush()
    expect((await changeBySeq(change.seq, t.db))?.state).toBe('rejected')
    expect(await onDevice(t.db)).toContain('PAB123456')
  })
})
