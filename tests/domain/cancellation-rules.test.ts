import { describe, expect, it } from 'vitest'
import {
  cancellationCharge,
  defaultCancellationRules,
  freeCancellationEnds,
  isFreeToCancel,
  NON_REFUNDABLE,
  noShowCharge,
  penaltyAmount,
  type CancellationRules,
} from '@/domain/cancellation-rules'

const flexible: CancellationRules = {
  refundable: true,
  freeUntilHoursBeforeArrival: 48,
  lateCancellation: { kind: 'Nights', nights: 1 },
  noShow: { kind: 'Nights', nights: 1 },
}
const stay = { price: 30_555, nightly: [10_185, 10_185, 10_185] }
const arrival = '2027-03-08'

describe('cancellation rules', () => {
  it('free cancellation ends the given hours before 14:00 on the arrival day, hotel time', () => {
    expect(freeCancellationEnds(flexible, arrival)).toEqual({ date: '2027-03-06', hour: 14, minute: 0 })
    expect(freeCancellationEnds({ ...flexible, freeUntilHoursBeforeArrival: 24 }, arrival)).toEqual({
      date: '2027-03-07',
      hour: 14,
      minute: 0,
    })
    expect(freeCancellationEnds({ ...flexible, freeUntilHoursBeforeArrival: 15 }, arrival)).toEqual({
      date: '2027-03-07',
      hour: 23,
      minute: 0,
    })
  })

  it('is never free when non-refundable or without a deadline', () => {
    expect(freeCancellationEnds(NON_REFUNDABLE, arrival)).toBeNull()
    expect(freeCancellationEnds({ ...flexible, freeUntilHoursBeforeArrival: null }, arrival)).toBeNull()
    expect(isFreeToCancel(NON_REFUNDABLE, arrival, { date: '2026-01-01', hour: 0, minute: 0 })).toBe(false)
  })

  it('charges nothing up to the minute before the deadline, the late penalty from it', () => {
    expect(cancellationCharge(flexible, stay, arrival, { date: '2027-03-06', hour: 13, minute: 59 })).toBe(0)
    expect(cancellationCharge(flexible, stay, arrival, { date: '2027-03-06', hour: 14, minute: 0 })).toBe(
      10_185,
    )
  })

  it('charges the greater of late and no-show penalties from check-in time on the arrival day', () => {
    const rules: CancellationRules = { ...flexible, noShow: { kind: 'Full' } }
    expect(cancellationCharge(rules, stay, arrival, { date: arrival, hour: 13, minute: 59 })).toBe(10_185)
    expect(cancellationCharge(rules, stay, arrival, { date: arrival, hour: 14, minute: 0 })).toBe(30_555)
    expect(noShowCharge(rules, stay)).toBe(30_555)
  })

  it('keeps everything of a non-refundable room, whenever it is cancelled', () => {
    expect(
      cancellationCharge(NON_REFUNDABLE, stay, arrival, { date: '2026-01-01', hour: 9, minute: 0 }),
    ).toBe(30_555)
    expect(noShowCharge(NON_REFUNDABLE, stay)).toBe(30_555)
  })

  it('prices each kind of penalty, capped at the stay price', () => {
    expect(penaltyAmount({ kind: 'None' }, stay)).toBe(0)
    expect(penaltyAmount({ kind: 'Nights', nights: 2 }, stay)).toBe(20_370)
    expect(penaltyAmount({ kind: 'Nights', nights: 5 }, stay)).toBe(30_555)
    expect(penaltyAmount({ kind: 'Percentage', percentage: 50 }, stay)).toBe(15_278)
    expect(penaltyAmount({ kind: 'Percentage', percentage: 150 }, stay)).toBe(30_555)
    expect(penaltyAmount({ kind: 'Amount', amount: 5_000 }, stay)).toBe(5_000)
    expect(penaltyAmount({ kind: 'Amount', amount: 50_000 }, stay)).toBe(30_555)
    expect(penaltyAmount({ kind: 'Full' }, stay)).toBe(30_555)
  })

  it('a plan that says nothing is free until the manage cut-off, then the first night', () => {
    const rules = defaultCancellationRules(24)
    expect(rules.refundable).toBe(true)
    expect(freeCancellationEnds(rules, arrival)).toEqual({ date: '2027-03-07', hour: 14, minute: 0 })
    expect(cancellationCharge(rules, stay, arrival, { date: '2027-03-07', hour: 15, minute: 0 })).toBe(10_185)
  })
})
