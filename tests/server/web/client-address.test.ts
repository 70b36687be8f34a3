/**
 * TRUST_PROXY against a client that writes its own X-Forwarded-For (issue 17): the per-address limits take the
 * address the nearest trusted proxy saw, so rotating a made-up first entry does not escape them. Seen from
 * outside, through the lookup limit (20 failed lookups per address).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createApp } from '../../../server/app'
import { parseTrustProxy, type TrustProxy } from '../../../server/client-address'
import { serverEnvironment } from '../../../server/web/environment'
import { Limits } from '../../../server/auth/limits'
import { ENGINES, NOW, notePostgresSkipped, startServer, type TestServer } from '../../support/server/harness'

notePostgresSkipped('Client address')

describe('TRUST_PROXY', () => {
  it('reads a count of proxies, their addresses, or none', () => {
    expect(serverEnvironment({}).trustProxy).toBe(0)
    expect(serverEnvironment({ TRUST_PROXY: '1' }).trustProxy).toBe(1)
    expect(serverEnvironment({ TRUST_PROXY: 'true' }).trustProxy).toBe(1)
    expect(serverEnvironment({ TRUST_PROXY: '2' }).trustProxy).toBe(2)
    expect(parseTrustProxy('0')).toBe(0)
    expect(parseTrustProxy('false')).toBe(0)
    expect(parseTrustProxy(' 10.0.0.5, 10.0.0.6 ')).toEqual(['10.0.0.5', '10.0.0.6'])
  })
})

describe.each(ENGINES)('the client address behind proxies (%s)', (engine) => {
  let s: TestServer
  beforeAll(async () => {
    s = await startServer(engine, { trustProxy: ['127.0.0.1'] })
  })
  afterAll(() => s.close())
  beforeEach(async () => {
    s.now.value = NOW
    await s.db.query('DELETE FROM request_limit')
  })

  const app = (trustProxy: TrustProxy) =>
    createApp({ db: s.db, clock: () => s.now.value, secrets: { linkSigningKey: 'k' }, trustProxy })
  const lookupPath = (i: number) =>
    `/api/ManageBooking/Search?propertyId=HARBOUR&reservationNumber=HHNOPE${i}&guestName=Smith`
  /** Failed lookups until the first 429: how many a client got before its address was refused. */
  const lookupsAllowed = async (send: (i: number) => Response | Promise<Response>) => {
    for (let i = 0; i < 60; i += 1) if ((await send(i)).status === 429) return i
    return 60
  }
  const max = Limits.lookupPerAddress.max

  it('with one proxy, takes the last entry: a made-up first entry changes nothing', async () => {
    const api = app(1)
    const allowed = await lookupsAllowed((i) =>
      api.request(lookupPath(i), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `10.9.${i}.1, 203.0.113.9` },
        body: '{}',
      }),
    )
    expect(allowed).toBe(max)
  })

  it('with two proxies, takes the entry the outer one added', async () => {
    const api = app(2)
    const allowed = await lookupsAllowed((i) =>
      api.request(lookupPath(i), {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Forwarded-For': `10.9.${i}.1, 203.0.113.10, 10.0.0.${i % 200}`,
        },
        body: '{}',
      }),
    )
    expect(allowed).toBe(max)
  })

  it('with the proxies’ addresses, walks back past them to the client over a real socket', async () => {
    const send = (i: number, client: string) =>
      fetch(s.url + lookupPath(i), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `10.9.${i}.1, ${client}` },
        body: '{}',
      })
    expect(await lookupsAllowed((i) => send(i, '203.0.113.11'))).toBe(max)
    // Another client behind the same proxy has its own allowance.
    expect((await send(0, '203.0.113.12')).status).toBe(200)
  })

  it('counts an IPv6 client by its /64 network, however many of its addresses it rotates through', async () => {
    const api = app(1)
    const send = (i: number, client: string) =>
      api.request(lookupPath(i), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': client },
        body: '{}',
      })
    const allowed = await lookupsAllowed((i) =>
      send(i, `2001:db8:aa:${i % 2 === 0 ? '1' : '0001'}::${i.toString(16)}`),
    )
    expect(allowed).toBe(max)
    expect((await send(999, '2001:db8:aa:1:ffff:ffff:ffff:ffff')).status).toBe(429)
    // The next /64 is another subscriber.
    expect((await send(999, '2001:db8:aa:2::1')).status).toBe(200)
  })

  it('without TRUST_PROXY, ignores the header altogether', async () => {
    const api = app(0)
    const allowed = await lookupsAllowed((i) =>
      api.request(lookupPath(i), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `203.0.113.${i}` },
        body: '{}',
      }),
    )
    expect(allowed).toBe(max)
  })
})
