import * as v from 'valibot'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { apiRequest } from '@/api/client'
import { earliestToday, groupToday, hotelNow, hotelToday } from '@/device/clock'

const HOUR = 3600 * 1000
const Anything = v.unknown()

/** localStorage as a browser keeps it (the unit tests run in node). */
function keptValues() {
  const values = new Map<string, string>()
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  }
}

/** The device's clock reads `device`; the server answers with its own Date and the given Cache-Control. */
async function answerFrom(device: Date, server: Date, cacheControl = 'no-store') {
  vi.setSystemTime(device)
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response('{}', {
          status: 200,
          headers: { Date: server.toUTCString(), 'Cache-Control': cacheControl },
        }),
    ),
  )
  await apiRequest('/Property/HARBOUR', { schema: Anything })
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe("the hotel's clock on the device", () => {
  it("reads the hotel's date and time from the server's clock on a device ten hours slow", async () => {
    vi.useFakeTimers()
    const real = new Date('2027-01-04T18:30:00Z')
    await answerFrom(new Date(real.getTime() - 10 * HOUR), real)
    expect(hotelNow('Europe/London')).toEqual({ date: '2027-01-04', hour: 18, minute: 30 })
    expect(hotelToday('Asia/Tokyo')).toBe('2027-01-05')
    expect(hotelToday('America/Los_Angeles')).toBe('2027-01-04')
    // Five minutes on, by the device's clock, it is five minutes on at the hotel too.
    vi.setSystemTime(new Date(real.getTime() - 10 * HOUR + 5 * 60 * 1000))
    expect(hotelNow('Europe/London')).toMatchObject({ hour: 18, minute: 35 })
  })

  it('keeps the reading for the next visit, and ignores answers a cache may have kept', async () => {
    vi.useFakeTimers()
    const kept = keptValues()
    vi.stubGlobal('localStorage', kept)
    const real = new Date('2027-06-01T11:30:00Z')
    await answerFrom(new Date(real.getTime() + 3 * HOUR), real)
    expect(Math.abs(Number(kept.getItem('be.server-clock-offset')) + 3 * HOUR)).toBeLessThanOrEqual(1000)
    // A kept answer from yesterday says nothing about now.
    await answerFrom(new Date(real.getTime() + 3 * HOUR), new Date(real.getTime() - 24 * HOUR), 'public')
    expect(hotelNow('Europe/London')).toMatchObject({ date: '2027-06-01', hour: 12, minute: 30 })
  })

  it('takes the latest date of a group, and the earliest date on Earth for what is no one hotel', async () => {
    vi.useFakeTimers()
    const real = new Date('2027-01-04T11:30:00Z')
    await answerFrom(real, real)
    expect(groupToday(['Europe/London', 'Pacific/Auckland'])).toBe('2027-01-05')
    expect(groupToday(['Europe/London'])).toBe('2027-01-04')
    expect(earliestToday()).toBe('2027-01-03')
  })
})
