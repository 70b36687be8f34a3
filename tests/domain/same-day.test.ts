import { describe, expect, it } from 'vitest'
import { isSameDayBookingBlocked, sameDayRestrictionOf, wallClock } from '@/domain/same-day'
import { TODAY } from '../builders/domain'

const rule = { enabled: true, hour: 15, minute: 30, message: 'No same day bookings after 3:30pm.' }

describe('same-day cut-off (docs/product/search.md#steps)', () => {
  it('blocks an arrival today at or past the configured time', () => {
    expect(isSameDayBookingBlocked(rule, TODAY, { date: TODAY, hour: 15, minute: 30 })).toBe(true)
    expect(isSameDayBookingBlocked(rule, TODAY, { date: TODAY, hour: 18, minute: 0 })).toBe(true)
  })

  it('reads the restriction from the book config', () => {
    const config = {
      SameDayBookingRestrictionEnabled: true,
      SameDayBookingRestrictionHour: 15,
      SameDayBookingRestrictionMinute: 30,
      SameDayBookingRestrictionMessage: 'No same day bookings after 3:30pm.',
    }
    expect(sameDayRestrictionOf(config)).toEqual(rule)
    expect(sameDayRestrictionOf({ ...config, SameDayBookingRestrictionEnabled: false }).enabled).toBe(false)
  })

  it('allows it before the cut-off, for another day, or when disabled', () => {
    expect(isSameDayBookingBlocked(rule, TODAY, { date: TODAY, hour: 15, minute: 29 })).toBe(false)
    expect(isSameDayBookingBlocked(rule, '2026-03-11', { date: TODAY, hour: 23, minute: 59 })).toBe(false)
    expect(
      isSameDayBookingBlocked({ ...rule, enabled: false }, TODAY, { date: TODAY, hour: 23, minute: 0 }),
    ).toBe(false)
  })

  it('reads the property wall clock from an instant (23:30 UTC is already tomorrow in Dubai)', () => {
    const instant = new Date('2026-03-10T23:30:00Z')
    expect(wallClock(instant, 'UTC')).toEqual({ date: '2026-03-10', hour: 23, minute: 30 })
    expect(wallClock(instant, 'Asia/Dubai')).toEqual({ date: '2026-03-11', hour: 3, minute: 30 })
    expect(wallClock(new Date('2026-07-01T14:45:00Z'), 'Europe/London')).toEqual({
      date: '2026-07-01',
      hour: 15,
      minute: 45,
    })
  })
})
