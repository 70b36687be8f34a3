import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isSameDayBookingBlocked, wallClock } from '@/domain/same-day'
import { clockOffsetOf, hotelDate, isTimeZone, latestDate, serverInstant } from '@/domain/time-zone'

const HOUR = 3600 * 1000
const cutOff = { enabled: true, hour: 18, minute: 0, message: 'Bookings for tonight have closed.' }

describe("the hotel's time zone", () => {
  it('knows IANA names and refuses anything else', () => {
    for (const zone of ['Europe/London', 'America/Los_Angeles', 'Asia/Tokyo', 'Pacific/Auckland', 'UTC']) {
      expect(isTimeZone(zone)).toBe(true)
    }
    for (const name of ['', ' ', 'Europe/Londres', 'GMT+25', 'London', '../etc/passwd']) {
      expect(isTimeZone(name)).toBe(false)
    }
  })

  it('follows London across the spring change: 00:59 UTC is 00:59 GMT, 01:00 UTC is 02:00 BST', () => {
    expect(wallClock(new Date('2027-03-28T00:59:00Z'), 'Europe/London')).toEqual({
      date: '2027-03-28',
      hour: 0,
      minute: 59,
    })
    expect(wallClock(new Date('2027-03-28T01:00:00Z'), 'Europe/London')).toEqual({
      date: '2027-03-28',
      hour: 2,
      minute: 0,
    })
  })

  it('puts the 18:00 cut-off at 17:00 UTC in summer and 18:00 UTC in winter', () => {
    const blockedAt = (iso: string) => {
      const now = wallClock(new Date(iso), 'Europe/London')
      return isSameDayBookingBlocked(cutOff, now.date, now)
    }
    expect(blockedAt('2027-07-01T16:59:00Z')).toBe(false)
    expect(blockedAt('2027-07-01T17:00:00Z')).toBe(true)
    expect(blockedAt('2027-01-04T17:59:00Z')).toBe(false)
    expect(blockedAt('2027-01-04T18:00:00Z')).toBe(true)
  })

  it('turns the date at Auckland midnight, whichever side of its own daylight saving change', () => {
    // NZDT (UTC+13) until 4 April 2027 03:00; NZST (UTC+12) after.
    expect(hotelDate(new Date('2027-01-04T10:59:00Z'), 'Pacific/Auckland')).toBe('2027-01-04')
    expect(hotelDate(new Date('2027-01-04T11:00:00Z'), 'Pacific/Auckland')).toBe('2027-01-05')
    expect(hotelDate(new Date('2027-06-01T11:59:00Z'), 'Pacific/Auckland')).toBe('2027-06-01')
    expect(hotelDate(new Date('2027-06-01T12:00:00Z'), 'Pacific/Auckland')).toBe('2027-06-02')
  })

  it("gives the hotel's date on a device ten hours wrong, once the server's clock has been read", () => {
    const real = Date.parse('2027-01-04T18:30:00Z')
    const device = real - 10 * HOUR
    const offset = clockOffsetOf(new Date(real).toUTCString(), device - 200, device + 200)
    expect(offset).not.toBeNull()
    const now = serverInstant(device, offset ?? 0)
    // Uncorrected, the device would think it is 08:30 in London, before the cut-off.
    expect(wallClock(new Date(device), 'Europe/London')).toMatchObject({ hour: 8 })
    expect(wallClock(now, 'Europe/London')).toEqual({ date: '2027-01-04', hour: 18, minute: 30 })
    expect(isSameDayBookingBlocked(cutOff, '2027-01-04', wallClock(now, 'Europe/London'))).toBe(true)
  })

  it('reads the offset within a second of the truth for any skew, and nothing from a missing Date', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -48 * HOUR, max: 48 * HOUR }),
        fc.integer({ min: 0, max: 900 }),
        (skew, roundTrip) => {
          const server = Date.parse('2027-01-04T12:00:00.000Z') + 1234
          const device = server - skew
          const offset = clockOffsetOf(
            new Date(server).toUTCString(),
            device - roundTrip / 2,
            device + roundTrip / 2,
          )
          return offset !== null && Math.abs(offset - skew) <= 1000
        },
      ),
    )
    expect(clockOffsetOf(null, 0, 0)).toBeNull()
    expect(clockOffsetOf('yesterday-ish', 0, 0)).toBeNull()
  })

  it('takes the latest of several dates', () => {
    expect(latestDate(['2027-01-04', '2027-01-05', '2027-01-03'], '2027-01-01')).toBe('2027-01-05')
    expect(latestDate([], '2027-01-01')).toBe('2027-01-01')
  })
})
