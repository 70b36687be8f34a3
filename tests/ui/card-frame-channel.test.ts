import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { CardFrameSubmit, FramePaymentMethod } from '@/api/contract/card-frame'
import { cardFrameAddress, cardFrameChannel, CardFrameError } from '@/ui/card-frame-channel'

const ORIGIN = 'https://hotel.example'
const PM: FramePaymentMethod = { id: 'pm_123', brand: 'visa', last4: '4242', expMonth: 4, expYear: 2030 }
const BILLING = { name: 'Ada Lovelace', email: 'ada@example.com' }

/** A stand-in for the frame's window: what the app posts to it is kept. */
function fakeFrameWindow() {
  const posted: { message: CardFrameSubmit; origin: string }[] = []
  const frame = {
    postMessage: (message: CardFrameSubmit, origin: string) => posted.push({ message, origin }),
  }
  return { frame: frame as unknown as Window, posted }
}

function setUp() {
  const { frame, posted } = fakeFrameWindow()
  const events = { ready: vi.fn(), resize: vi.fn(), change: vi.fn() }
  let n = 0
  const channel = cardFrameChannel({
    target: () => frame,
    origin: ORIGIN,
    events,
    submitTimeoutMs: 30_000,
    timeoutMessage: 'no answer',
    newRequestId: () => `r${++n}`,
  })
  const fromFrame = (data: unknown, overrides: { source?: unknown; origin?: string } = {}) =>
    channel.receive({
      source: ('source' in overrides ? overrides.source : frame) as Window | null,
      origin: overrides.origin ?? ORIGIN,
      data,
    })
  return { channel, events, posted, fromFrame, frame }
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('the card frame address', () => {
  it('adds mode, amount, currency and locale to FrameUrl and keeps its own parameters', () => {
    const url = cardFrameAddress(
      '/card-frame/stripe.html?key=pk_test_1',
      { mode: 'payment', amount: 12050, currency: 'GBP', locale: 'en-GB' },
      'https://hotel.example/Book/HARBOUR/Checkout',
    )
    expect(url.origin).toBe(ORIGIN)
    expect(url.pathname).toBe('/card-frame/stripe.html')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      key: 'pk_test_1',
      mode: 'payment',
      amount: '12050',
      currency: 'GBP',
      locale: 'en-GB',
    })
  })
})

describe('the card frame channel', () => {
  it('passes on ready, resize and change', () => {
    const { events, fromFrame } = setUp()
    expect(fromFrame({ channel: 'card-frame', type: 'ready' })).toBe(true)
    fromFrame({ channel: 'card-frame', type: 'resize', height: 240 })
    fromFrame({ channel: 'card-frame', type: 'change', complete: true, brand: 'visa', error: null })
    expect(events.ready).toHaveBeenCalledOnce()
    expect(events.resize).toHaveBeenCalledWith(240)
    expect(events.change).toHaveBeenCalledWith({ complete: true, brand: 'visa', error: null })
  })

  it('resolves a submit with the result of the same request, posted to the frame origin only', async () => {
    const { channel, posted, fromFrame } = setUp()
    const made = channel.submit(BILLING)
    expect(posted).toEqual([
      {
        message: { channel: 'card-frame', type: 'submit', requestId: 'r1', billing: BILLING },
        origin: ORIGIN,
      },
    ])
    // An answer to another request is not this one's.
    fromFrame({
      channel: 'card-frame',
      type: 'result',
      requestId: 'r0',
      paymentMethod: { ...PM, id: 'pm_old' },
    })
    fromFrame({ channel: 'card-frame', type: 'result', requestId: 'r1', paymentMethod: PM })
    await expect(made).resolves.toEqual(PM)
  })

  it('rejects a submit with the frame’s own message on error', async () => {
    const { channel, fromFrame } = setUp()
    const made = channel.submit(BILLING)
    fromFrame({
      channel: 'card-frame',
      type: 'error',
      requestId: 'r1',
      message: 'Your card number is incomplete.',
    })
    await expect(made).rejects.toThrow('Your card number is incomplete.')
    await expect(made).rejects.toBeInstanceOf(CardFrameError)
  })

  it('rejects a submit the frame does not answer in time, and ignores the late answer', async () => {
    const { channel, fromFrame } = setUp()
    const made = channel.submit(BILLING)
    const failed = expect(made).rejects.toMatchObject({ reason: 'timeout', message: 'no answer' })
    vi.advanceTimersByTime(30_000)
    await failed
    fromFrame({ channel: 'card-frame', type: 'result', requestId: 'r1', paymentMethod: PM })
    // The late card is not kept for the next submit either: that one asks the frame again.
    void channel.submit(BILLING).catch(() => {})
    vi.advanceTimersByTime(30_000)
  })

  it('ignores messages from another window, another origin, another channel, or not of the protocol', () => {
    const { events, fromFrame } = setUp()
    const other = fakeFrameWindow().frame
    expect(fromFrame({ channel: 'card-frame', type: 'ready' }, { source: other })).toBe(false)
    expect(fromFrame({ channel: 'card-frame', type: 'ready' }, { source: null })).toBe(false)
    expect(fromFrame({ channel: 'card-frame', type: 'ready' }, { origin: 'https://evil.example' })).toBe(
      false,
    )
    expect(fromFrame({ channel: 'analytics', type: 'ready' })).toBe(false)
    expect(fromFrame({ channel: 'card-frame', type: 'resize', height: '240px' })).toBe(false)
    expect(fromFrame({ channel: 'card-frame', type: 'result', requestId: 'r1', paymentMethod: {} })).toBe(
      false,
    )
    expect(fromFrame('{"channel":"card-frame","type":"ready"}')).toBe(false)
    expect(fromFrame(null)).toBe(false)
    expect(events.ready).not.toHaveBeenCalled()
    expect(events.resize).not.toHaveBeenCalled()
  })

  it('gives the same reference again until the card changes or it is discarded', async () => {
    const { channel, posted, fromFrame } = setUp()
    const first = channel.submit(BILLING)
    fromFrame({ channel: 'card-frame', type: 'result', requestId: 'r1', paymentMethod: PM })
    await first
    await expect(channel.submit(BILLING)).resolves.toEqual(PM)
    expect(posted).toHaveLength(1)

    fromFrame({ channel: 'card-frame', type: 'change', complete: true, brand: 'mastercard', error: null })
    const second = channel.submit(BILLING)
    expect(posted).toHaveLength(2)
    fromFrame({
      channel: 'card-frame',
      type: 'result',
      requestId: 'r2',
      paymentMethod: { ...PM, id: 'pm_2' },
    })
    await expect(second).resolves.toMatchObject({ id: 'pm_2' })

    channel.discard()
    void channel.submit(BILLING)
    expect(posted).toHaveLength(3)
  })

  it('fails what waits when the frame goes away', async () => {
    const { channel } = setUp()
    const made = channel.submit(BILLING)
    channel.close()
    await expect(made).rejects.toMatchObject({ reason: 'closed' })
  })
})
