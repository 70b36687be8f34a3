/**
 * The request log a platform reads (issue 20): one JSON line per request with its id, echoed as X-Request-Id, and
 * nothing personal in it — no body, no query, no link code, no control character; an unhandled error is logged
 * as JSON with the same id.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../../server/app'
import type { Db } from '../../../server/db/types'
import { collectConsoleErrors, startServer, type TestServer } from '../../support/server/harness'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

type Line = {
  time: string
  requestId: string
  method: string
  path: string
  status: number
  durationMs: number
}

function isLine(x: unknown): x is Line {
  return typeof x === 'object' && x !== null && 'requestId' in x && 'status' in x
}

describe('request log', () => {
  let s: TestServer
  const lines: string[] = []
  let app: ReturnType<typeof createApp>
  const appOn = (db: Db) =>
    createApp({ db, clock: () => s.now.value, secrets: { linkSigningKey: 'k' }, log: (l) => lines.push(l) })
  beforeAll(async () => {
    s = await startServer('pglite')
    app = appOn(s.db)
  })
  afterAll(() => s.close())

  const lastLine = (): Line => {
    const parsed: unknown = JSON.parse(lines.at(-1) ?? 'null')
    if (!isLine(parsed)) throw new Error(`not a request line: ${lines.at(-1)}`)
    return parsed
  }

  it('writes one JSON line per request, without the query, with the id it sends back', async () => {
    lines.length = 0
    const res = await app.request('/api/Property/HARBOUR?languageCode=en&Email=guest%40example.com')
    expect(res.status).toBe(200)
    expect(lines).toHaveLength(1)
    const line = lastLine()
    expect(line).toEqual({
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      requestId: expect.stringMatching(UUID),
      method: 'GET',
      path: '/api/Property/HARBOUR',
      status: 200,
      durationMs: expect.any(Number),
    })
    expect(res.headers.get('X-Request-Id')).toBe(line.requestId)
    expect(lines[0]).not.toContain('example.com')
  })

  it('keeps a valid X-Request-Id from the proxy and replaces a forged one', async () => {
    const kept = await app.request('/health', { headers: { 'X-Request-Id': 'lb-1234.abc:9_x' } })
    expect(kept.headers.get('X-Request-Id')).toBe('lb-1234.abc:9_x')
    expect(lastLine().requestId).toBe('lb-1234.abc:9_x')
    for (const forged of ['a b', 'x'.repeat(129), '"},{"status":200', 'é']) {
      const res = await app.request('/health', { headers: { 'X-Request-Id': forged } })
      expect(res.headers.get('X-Request-Id')).toMatch(UUID)
      expect(lastLine().requestId).toBe(res.headers.get('X-Request-Id'))
    }
  })

  it('logs no body, no link code and no control character', async () => {
    const before = lines.length
    // A card number is refused before anything reads it (decision 0113), and logged no more than a body that
    // reaches its route with the provider's reference.
    const refused = await app.request('/api/Reservation/Create', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ CardNumber: '4111111111111111', Email: 'guest@example.com' }),
    })
    expect(refused.status).toBe(400)
    await app.request('/api/Reservation/Create', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ CardDetails: { PaymentMethodId: 'pm_card_visa' }, Email: 'guest@example.com' }),
    })
    await app.request('/Manage/HARBOUR/Reservation/HH12345/aB3dE5fG7hJ9kL1mN3pQ5rS7')
    await app.request('/api/Property/HAR%0A{"status":200}BOUR')
    const written = lines.slice(before)
    expect(written).toHaveLength(4)
    for (const l of written) {
      expect(l).not.toMatch(/4111|pm_card|example\.com|HH12345|aB3dE5|\n/)
      expect(JSON.parse(l)).not.toHaveProperty('body')
    }
    expect(JSON.parse(written[2] ?? '{}')).toMatchObject({ path: '/Manage/HARBOUR/Reservation/…/…' })
  })

  it('logs an unhandled error as JSON with the id of its request', async () => {
    const logged = collectConsoleErrors()
    const failing: Db = {
      ...s.db,
      writes: s.db.writes,
      query: () => Promise.reject(new Error('connection lost\n{"forged":true}')),
    }
    const res = await appOn(failing).request('/api/Property/HARBOUR?languageCode=en', {
      headers: { 'X-Request-Id': 'req-42' },
    })
    expect(res.status).toBe(500)
    expect(res.headers.get('X-Request-Id')).toBe('req-42')
    expect(logged).toHaveLength(1)
    expect(JSON.parse(logged[0] ?? '{}')).toMatchObject({
      level: 'error',
      requestId: 'req-42',
      method: 'GET',
      path: '/api/Property/HARBOUR',
      message: 'connection lost {"forged":true}',
    })
    expect(lastLine()).toMatchObject({ requestId: 'req-42', status: 500 })
  })
})
