/**
 * The owner's grid refuses a change in its own words, over HTTP: the PMS check's problems
 * (`Inventory.0.Available`, `Restrictions.0.From`) come back under the grid change's fields (`RoomsLeft`, `From`),
 * every message of a field kept.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  ENGINES,
  notePostgresSkipped,
  startServer,
  TODAY,
  type TestServer,
} from '../../support/server/harness'
import { deskCall, deskLogin, OWNER, type Caller } from './desk-kit'

notePostgresSkipped('Desk grid')

type Refusal = { ModelState?: Record<string, string[]> }

describe.each(ENGINES)('desk grid refusals (%s)', (engine) => {
  let s: TestServer
  let owner: Caller

  beforeAll(async () => {
    s = await startServer(engine)
    owner = await deskLogin(s, OWNER)
  })
  afterAll(() => s.close())

  const change = (body: Record<string, unknown>) =>
    deskCall(s, owner, 'POST', '/api/Desk/HARBOUR/Grid', { RoomTypeCode: 'CLASSIC', ...body })

  it('names more rooms than the hotel has under RoomsLeft', async () => {
    const res = await change({ From: '2027-06-01', To: '2027-06-02', RoomsLeft: 9999 })
    expect(res.status).toBe(400)
    const body = (await res.json()) as Refusal
    expect(Object.keys(body.ModelState ?? {})).toEqual(['RoomsLeft'])
    expect(body.ModelState?.RoomsLeft?.[0]).toMatch(/CLASSIC has \d+ rooms/)
  })

  it('keeps every message of a field: past nights refused for rooms left and for the minimum stay', async () => {
    const res = await change({ From: '2026-12-01', To: TODAY, RoomsLeft: 1, MinStay: 2 })
    expect(res.status).toBe(400)
    const body = (await res.json()) as Refusal
    expect(Object.keys(body.ModelState ?? {})).toEqual(['From'])
    expect(body.ModelState?.From).toHaveLength(2)
    for (const message of body.ModelState?.From ?? []) expect(message).toMatch(/cannot be changed/)
  })
})
