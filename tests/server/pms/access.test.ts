/**
 * Who may call the PMS API, tried from outside: no key, a made-up key, a revoked key and another hotel's key are
 * refused with a Message (and change nothing); a key past its limit is told when to come back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorBody } from '@/api/contract/common'
import {
  ENGINES,
  notePostgresSkipped,
  parsed,
  startServer,
  stock,
  type TestServer,
} from '../../support/server/harness'
import { pmsClient } from './pms-client'

notePostgresSkipped('PMS API access')

const UPDATE = '/api/pms/properties/HARBOUR/availability'
const CLOSE_CLASSIC = {
  Inventory: [{ RoomTypeCode: 'CLASSIC', From: '2027-03-10', To: '2027-03-10', Available: 0 }],
}

describe.each(ENGINES)('PMS API access (%s)', (engine) => {
  let s: TestServer
  beforeAll(async () => {
    s = await startServer(engine)
  })
  afterAll(() => s.close())

  async function refusal(res: Response, status: number) {
    expect(res.status).toBe(status)
    const { Message } = await parsed(res, ErrorBody)
    expect(await stock(s.db, 101, '2027-03-10', '2027-03-11')).toEqual({ '2027-03-10': 10 })
    return Message
  }

  it('refuses a call without a key, or with a key that is not one, with 401 and how to authenticate', async () => {
    const pms = await pmsClient(s)
    const none = await s.post(UPDATE, CLOSE_CLASSIC)
    expect(none.headers.get('WWW-Authenticate')).toMatch(/^Bearer/)
    expect(await refusal(none, 401)).toMatch(/Authorization: Bearer/)
    const forged = `pms_${'x'.repeat(43)}`
    for (const header of [
      `Bearer ${forged}`,
      `Basic ${pms.key}`,
      `Bearer ${pms.key} extra`,
      pms.key,
      'Bearer ',
    ])
      expect(await refusal(await s.post(UPDATE, CLOSE_CLASSIC, { Authorization: header }), 401)).toBeTruthy()
    expect((await pms.get('/api/pms/properties/HARBOUR', null)).status).toBe(401)
  })

  it('refuses a revoked key with 401, and another property’s key with 403', async () => {
    const revoked = await pmsClient(s)
    await revoked.revoke()
    expect(await refusal(await revoked.post(UPDATE, CLOSE_CLASSIC), 401)).toMatch(/revoked/)
    const clifftop = await pmsClient(s, 'CLIFFTOP')
    expect(await refusal(await clifftop.post(UPDATE, CLOSE_CLASSIC), 403)).toMatch(/not for this property/)
    expect((await clifftop.get('/api/pms/properties/HARBOUR')).status).toBe(403)
    // A property that does not exist is answered the same way: a key tells nothing of other hotels.
    expect((await clifftop.get('/api/pms/properties/NOWHERE')).status).toBe(403)
    expect((await clifftop.get('/api/pms/properties/CLIFFTOP')).status).toBe(200)
    // Another property's room in its own address is an unknown room type there.
    const own = await clifftop.post('/api/pms/properties/CLIFFTOP/availability', CLOSE_CLASSIC)
    expect(await refusal(own, 400)).toBeTruthy()
  })

  it('notes when a key was last used, and only for calls it was let in for', async () => {
    const pms = await pmsClient(s)
    const lastUsed = async () =>
      (
        await s.db.query<{ used: boolean }>(
          'SELECT last_used_at IS NOT NULL AS used FROM pms_api_key WHERE id = $1',
          [pms.keyId],
        )
      )[0]?.used
    expect((await pms.get('/api/pms/properties/CLIFFTOP')).status).toBe(403)
    expect(await lastUsed()).toBe(false)
    expect((await pms.get('/api/pms/properties/HARBOUR')).status).toBe(200)
    expect(await lastUsed()).toBe(true)
  })

  it('answers 429 with Retry-After once a key has made too many calls', async () => {
    const pms = await pmsClient(s)
    expect((await pms.get('/api/pms/properties/HARBOUR')).status).toBe(200)
    await s.db.query(`UPDATE request_limit SET hits = 600 WHERE scope = 'pms:key'`)
    const limited = await pms.post(UPDATE, CLOSE_CLASSIC)
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect(await refusal(limited, 429)).toMatch(/Too many calls/)
    // Another key of the same hotel has its own allowance.
    expect((await (await pmsClient(s)).get('/api/pms/properties/HARBOUR')).status).toBe(200)
  })
})
