import * as v from 'valibot'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ClientLog, propertyCodeOf, type ClientLogOptions } from '@/api/client-log'
import { ClientLogRequest, redactLogText, redactLogUrl } from '@/api/contract/client-log'

type Sent = { url: string; init: RequestInit; body: ClientLogRequest & { LanguageCode?: string } }

/** A fake network: each send waits for the test to answer it (or to let the abort signal end it). */
function fakeNetwork() {
  const sent: Sent[] = []
  const answers: ((status: number | 'fail') => void)[] = []
  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const body = v.parse(
      v.object({ ...ClientLogRequest.entries, LanguageCode: v.optional(v.string()) }),
      JSON.parse(String(init?.body)),
    )
    sent.push({ url: String(input), init: init ?? {}, body })
    return new Promise<Response>((resolve, reject) => {
      init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')))
      answers.push((status) =>
        status === 'fail'
          ? reject(new TypeError('Failed to fetch'))
          : resolve(new Response(null, { status })),
      )
    })
  })
  return {
    fetch: fetch as unknown as typeof globalThis.fetch,
    sent,
    /** Answers the oldest send still waiting. */
    async answer(status: number | 'fail') {
      const next = answers.shift()
      if (!next) throw new Error('No send is waiting')
      next(status)
      await flushPromises()
    },
    waiting: () => answers.length,
  }
}

async function flushPromises() {
  for (let i = 0; i < 10; i++) await Promise.resolve()
}

function makeLog(network: ReturnType<typeof fakeNetwork>, extra: Partial<ClientLogOptions> = {}) {
  let online = true
  const listeners = new Set<() => void>()
  const log = new ClientLog({
    fetch: network.fetch,
    isOnline: () => online,
    onOnline: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    now: () => new Date('2027-02-01T10:00:00Z'),
    pagePath: () => '/Book/harbour/Checkout',
    ...extra,
  })
  return {
    log,
    listeners,
    goOffline: () => (online = false),
    comeBack: async () => {
      online = true
      for (const l of [...listeners]) l()
      await flushPromises()
    },
  }
}

const failure = (n: number) => ({
  level: 'error' as const,
  message: `Failure ${n}`,
  url: `/api/Availability/Search`,
  method: 'POST',
  status: 500,
})

afterEach(() => {
  vi.useRealTimers()
})

describe('the client log sender (docs/product/the-app.md#calls: batch size 1, at most 20, send timeout 5000 ms)', () => {
  it('posts each entry as it comes, one per request, with what the API error had', async () => {
    const network = fakeNetwork()
    const { log } = makeLog(network)
    log.record(failure(1))
    expect(network.sent).toHaveLength(1)
    expect(network.sent[0]?.url).toBe('/api/ClientLog')
    expect(network.sent[0]?.init.method).toBe('POST')
    expect(network.sent[0]?.body).toEqual({
      LanguageCode: 'en-GB',
      Entries: [
        {
          Level: 'error',
          Message: 'Failure 1',
          Url: '/api/Availability/Search',
          Method: 'POST',
          Status: 500,
          Timestamp: '2027-02-01T10:00:00.000Z',
          PropertyCode: 'HARBOUR',
        },
      ],
    })
    // A second entry while the first is on its way waits for it, then goes in a request of its own.
    log.record(failure(2))
    expect(network.sent).toHaveLength(1)
    await network.answer(204)
    expect(network.sent).toHaveLength(2)
    expect(network.sent[1]?.body.Entries.map((e) => e.Message)).toEqual(['Failure 2'])
    await network.answer(204)
    expect(log.pending()).toEqual([])
  })

  it('keeps at most 20 entries while sends fail, dropping the oldest, and sends them when it can', async () => {
    const network = fakeNetwork()
    const { log } = makeLog(network)
    log.record(failure(0))
    await network.answer(503)
    expect(log.pending()).toHaveLength(1)
    // Each new entry tries again once (no timer, no loop); every try fails.
    for (let n = 1; n <= 24; n++) {
      log.record(failure(n))
      await network.answer('fail')
    }
    expect(network.sent).toHaveLength(25)
    expect(log.pending().map((e) => e.Message)).toEqual(
      Array.from({ length: 20 }, (_, i) => `Failure ${i + 5}`),
    )
    // The server is back: the next entry sends the whole queue, oldest first, one per request.
    log.record(failure(25))
    for (let i = 0; i < 20; i++) await network.answer(204)
    expect(network.sent.slice(25).map((s) => s.body.Entries.map((e) => e.Message))).toEqual(
      Array.from({ length: 20 }, (_, i) => [`Failure ${i + 6}`]),
    )
    expect(network.waiting()).toBe(0)
    expect(log.pending()).toEqual([])
  })

  it('gives a send up after 5000 ms and keeps its entry', async () => {
    vi.useFakeTimers()
    const network = fakeNetwork()
    const { log } = makeLog(network)
    log.record(failure(1))
    await vi.advanceTimersByTimeAsync(4999)
    expect(network.sent[0]?.init.signal?.aborted).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(network.sent[0]?.init.signal?.aborted).toBe(true)
    await flushPromises()
    expect(log.pending().map((e) => e.Message)).toEqual(['Failure 1'])
    expect(network.sent).toHaveLength(1)
  })

  it('sends nothing while offline, and everything once the connection is back', async () => {
    const network = fakeNetwork()
    const { log, goOffline, comeBack, listeners } = makeLog(network)
    goOffline()
    log.record(failure(1))
    log.record(failure(2))
    expect(network.sent).toHaveLength(0)
    expect(listeners.size).toBe(1)
    await comeBack()
    await network.answer(204)
    await network.answer(204)
    expect(network.sent.map((s) => s.body.Entries[0]?.Message)).toEqual(['Failure 1', 'Failure 2'])
    expect(listeners.size).toBe(0)
    expect(log.pending()).toEqual([])
  })

  it('drops an entry the server refuses (a 400) instead of sending it again', async () => {
    const network = fakeNetwork()
    const { log } = makeLog(network)
    log.record(failure(1))
    await network.answer(400)
    expect(log.pending()).toEqual([])
    log.record(failure(2))
    expect(network.sent.map((s) => s.body.Entries[0]?.Message)).toEqual(['Failure 1', 'Failure 2'])
    await network.answer(429)
    expect(log.pending().map((e) => e.Message)).toEqual(['Failure 2'])
  })

  it('redacts card numbers, security codes, passwords, tokens, link codes and personal details', async () => {
    const network = fakeNetwork()
    const { log } = makeLog(network)
    log.record({
      level: 'warn',
      message:
        'Card 4242 4242 4242 4242 (cvv=123) declined for ada@example.com, phone +44 1326 555 0100, password: "hunter2!!x", token sSs0dLm2Qk9xYw3ZpA7bCd',
      url: '/api/PayByLink/Get?propertyId=1001&invoiceNumber=INV-1001&hash=Zm9vYmFyYmF6cXV4MTIzNDU&actionType=P',
      method: 'GET',
      status: 403,
    })
    const entry = network.sent[0]?.body.Entries[0]
    const text = JSON.stringify(entry)
    for (const secret of [
      '4242',
      '123)',
      'ada@example.com',
      '1326',
      'hunter2',
      'sSs0dLm2Qk9xYw3ZpA7bCd',
      'INV-1001',
      'Zm9vYmFy',
    ]) {
      expect(text).not.toContain(secret)
    }
    expect(entry?.Url).toBe('/api/PayByLink/Get?propertyId=1001&invoiceNumber=…&hash=…&actionType=P')
    expect(entry?.Message).toContain('declined for [email]')
    await network.answer(204)
  })
})

describe('log redaction', () => {
  it('keeps API paths and plain parameters, and drops every other query value', () => {
    expect(
      redactLogUrl('/api/Service/GetReservationItemServices?propertyId=1001&referenceNumber=HH1&code=x'),
    ).toBe('/api/Service/GetReservationItemServices?propertyId=1001&referenceNumber=…&code=…')
    expect(
      redactLogUrl('/api/ManageBooking/Search?propertyId=1&reservationNumber=HH1&guestName=Ada%20Lovelace'),
    ).toBe('/api/ManageBooking/Search?propertyId=1&reservationNumber=…&guestName=…')
    expect(redactLogUrl('/api/StaticData/1001/CancellationReasons')).toBe(
      '/api/StaticData/1001/CancellationReasons',
    )
    expect(redactLogUrl('/Account/ResetPassword/HARBOUR?token=abc#x')).toBe(
      '/Account/ResetPassword/HARBOUR?token=…',
    )
  })

  it('redacts the codes, tokens and references of app addresses, whatever they look like', () => {
    expect(redactLogUrl('/Manage/HARBOUR/Reservation/HH1234/abcdef')).toBe('/Manage/HARBOUR/Reservation/…/…')
    expect(redactLogUrl('/PreCheckIn/HARBOUR/HH1234/short')).toBe('/PreCheckIn/HARBOUR/…/…')
    expect(redactLogUrl('/SecurePay/HARBOUR/P/INV-1001/abc?id=7')).toBe('/SecurePay/HARBOUR/P/…/…?id=…')
    expect(redactLogUrl('/SecurePay/HARBOUR/Status/tok')).toBe('/SecurePay/HARBOUR/Status/…')
    expect(redactLogUrl('/SecurePay/HARBOUR/tokentoken')).toBe('/SecurePay/HARBOUR/…')
    expect(redactLogUrl('/Book/HARBOUR/Confirmation/tok')).toBe('/Book/HARBOUR/Confirmation/…')
    expect(redactLogUrl('/Book/HARBOUR/Rooms-And-Rates?from=2027-02-01')).toBe(
      '/Book/HARBOUR/Rooms-And-Rates?from=…',
    )
    expect(redactLogUrl('https://hotel.example/Restaurant/HARBOUR/tok')).toBe(
      'https://hotel.example/Restaurant/HARBOUR/…',
    )
    expect(redactLogUrl('/api/Other/aB3dE5gH7jK9mN1pQ3')).toBe('/api/Other/…')
  })

  it('keeps what helps find a fault in a message', () => {
    expect(redactLogText('Failed to register User. This e-mail address already has an account.')).toBe(
      'Failed to register User. This e-mail address already has an account.',
    )
    expect(redactLogText('Unexpected answer at: Rooms.0.DailyRates, GetReservationItemServices.')).toBe(
      'Unexpected answer at: Rooms.0.DailyRates, GetReservationItemServices.',
    )
    expect(redactLogText('Booking for 2027-02-01 to 2027-02-03, invoice INV-1001')).toBe(
      'Booking for 2027-02-01 to 2027-02-03, invoice INV-1001',
    )
    expect(redactLogText('line one\nline two')).toBe('line one line two')
    expect(redactLogText('word '.repeat(200))).toHaveLength(500)
  })

  it('files an entry under the property of the page', () => {
    expect(propertyCodeOf('/Book/harbour/Checkout')).toBe('HARBOUR')
    expect(propertyCodeOf('/Account/Login/CLIFFTOP')).toBe('CLIFFTOP')
    expect(propertyCodeOf('/Unauthorised')).toBeNull()
  })
})
