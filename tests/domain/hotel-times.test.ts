import { describe, expect, it } from 'vitest'
import {
  cancellationCharge,
  freeCancellationEnds,
  isFreeToCancel,
  type CancellationRules,
} from '@/domain/cancellation-rules'
import { DEFAULT_CHECK_IN, DEFAULT_CHECK_OUT, hotelTimesOf, parseClockTime } from '@/domain/hotel-times'
import { cancellationText } from '@/domain/policy-text'
import '@/i18n/all-locales'
import { policyWords } from '@/i18n/policy-words'

// Decision 0143: each hotel's own check-in time is what the free deadline counts back from.
const flexible: CancellationRules = {
  refundable: true,
  freeUntilHoursBeforeArrival: 48,
  lateCancellation: { kind: 'Nights', nights: 1 },
  noShow: { kind: 'Nights', nights: 1 },
}
const stay = { price: 30_555, nightly: [10_185, 10_185, 10_185] }
const arrival = '2027-03-08'
const three = { hour: 15, minute: 0 }

describe('the hotel’s times', () => {
  it('reads HH:MM from the settings, keeping 14:00 and 11:00 where the hotel says nothing or nonsense', () => {
    expect(hotelTimesOf({ CheckInTime: '15:00', CheckOutTime: '10:30' })).toEqual({
      checkIn: { hour: 15, minute: 0 },
      checkOut: { hour: 10, minute: 30 },
    })
    expect(hotelTimesOf({})).toEqual({ checkIn: DEFAULT_CHECK_IN, checkOut: DEFAULT_CHECK_OUT })
    expect(parseClockTime('25:00', DEFAULT_CHECK_IN)).toEqual(DEFAULT_CHECK_IN)
    expect(parseClockTime('3pm', DEFAULT_CHECK_OUT)).toEqual(DEFAULT_CHECK_OUT)
  })

  it('counts the free deadline back from a 15:00 check-in', () => {
    expect(freeCancellationEnds(flexible, arrival, three)).toEqual({
      date: '2027-03-06',
      hour: 15,
      minute: 0,
    })
    const at = (hour: number, minute: number) => ({ date: '2027-03-06', hour, minute })
    expect(isFreeToCancel(flexible, arrival, at(14, 30), three)).toBe(true)
    expect(isFreeToCancel(flexible, arrival, at(14, 30))).toBe(false)
    expect(cancellationCharge(flexible, stay, arrival, at(14, 59), three)).toBe(0)
    expect(cancellationCharge(flexible, stay, arrival, at(15, 0), three)).toBe(10_185)
  })

  it('charges the no-show from the hotel’s check-in time on the arrival day, not before', () => {
    const late = { ...flexible, noShow: { kind: 'Full' } } satisfies CancellationRules
    const day = (hour: number) => ({ date: arrival, hour, minute: 0 })
    expect(cancellationCharge(late, stay, arrival, day(14), three)).toBe(10_185)
    expect(cancellationCharge(late, stay, arrival, day(15), three)).toBe(30_555)
  })

  it('says "until 15:00 on …" for a 15:00 hotel, with and without a stay', () => {
    const words = { ...policyWords('GBP', 'en-GB'), checkIn: three }
    expect(cancellationText(flexible, arrival, stay, words)).toBe(
      'Free cancellation until 15:00 on Saturday 6 March 2027. After that, the first night (£101.85) is charged.',
    )
    expect(cancellationText({ ...flexible, freeUntilHoursBeforeArrival: 24 }, null, undefined, words)).toBe(
      'Free cancellation until 24 hours before arrival (check-in is at 15:00). After that, the first night is charged.',
    )
    const german = { ...policyWords('EUR', 'de'), checkIn: three }
    expect(cancellationText(flexible, arrival, undefined, german)).toContain(
      'bis 15:00 Uhr am Samstag, 6. März 2027',
    )
  })
})
