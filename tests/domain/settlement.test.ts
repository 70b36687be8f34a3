import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { addDays, fromDayNumber, toDayNumber } from '@/domain/dates'
import { cancellationCharge, type CancellationRules, type Penalty } from '@/domain/cancellation-rules'
import { dueBy, paymentSchedule, scheduleTotal, type SchedulePolicy } from '@/domain/payment-schedule'
import { allowanceOf, reckon, type RoomTerms } from '@/domain/settlement'
import type { WallClock } from '@/domain/same-day'

const flexible: CancellationRules = {
  refundable: true,
  freeUntilHoursBeforeArrival: 48,
  lateCancellation: { kind: 'Nights', nights: 1 },
  noShow: { kind: 'Nights', nights: 1 },
}
const payAll: SchedulePolicy = {
  automaticPaymentType: 'TimeOfBooking',
  percentageToCharge: 100,
  daysBeforeArrival: 0,
}
const arrival = '2027-03-08'
const bookedOn = '2027-01-10'

function room(over: Partial<RoomTerms> = {}): RoomTerms {
  const price = over.price ?? 30_555
  return {
    price,
    pricedAtBooking: price,
    rules: flexible,
    schedule: paymentSchedule(payAll, price, arrival, bookedOn),
    cancelled: null,
    ...over,
  }
}

describe('reckoning a reservation', () => {
  it('owes nothing more and refunds nothing when paid as scheduled', () => {
    expect(reckon([room()], { paid: 30_555, refunded: 0 }, bookedOn)).toEqual({
      owed: 30_555,
      total: 30_555,
      dueNow: 0,
      refundDue: 0,
      balance: 0,
    })
  })

  it('refunds everything of a room cancelled free, and charges the penalty of one cancelled late', () => {
    expect(
      reckon([room({ cancelled: { charge: 0 } })], { paid: 30_555, refunded: 0 }, bookedOn).refundDue,
    ).toBe(30_555)
    const late = reckon(
      [room({ schedule: [], cancelled: { charge: 10_185 } })],
      { paid: 0, refunded: 0 },
      bookedOn,
    )
    expect(late.dueNow).toBe(10_185)
  })

  it('charges an instalment once its day has come', () => {
    const seven: SchedulePolicy = {
      ...payAll,
      automaticPaymentType: 'DaysBeforeArrival',
      daysBeforeArrival: 7,
    }
    const r = room({ schedule: paymentSchedule(seven, 30_555, arrival, bookedOn) })
    expect(reckon([r], { paid: 0, refunded: 0 }, '2027-02-28')).toMatchObject({ dueNow: 0, balance: 30_555 })
    expect(reckon([r], { paid: 0, refunded: 0 }, '2027-03-01')).toMatchObject({
      dueNow: 30_555,
      balance: 30_555,
    })
  })

  it('does not refund money paid before it fell due (a balance taken early)', () => {
    const r = room({ schedule: [{ due: 'AtHotel', amount: 30_555 }] })
    expect(reckon([r], { paid: 30_555, refunded: 0 }, bookedOn)).toMatchObject({ refundDue: 0, balance: 0 })
  })

  it('refunds the difference when a refundable room gets cheaper', () => {
    const r = room({
      price: 10_185,
      pricedAtBooking: 30_555,
      schedule: paymentSchedule(payAll, 10_185, arrival, bookedOn),
    })
    expect(reckon([r], { paid: 30_555, refunded: 0 }, bookedOn).refundDue).toBe(20_370)
  })

  it('keeps what a non-refundable room was bought for, shortened or cancelled', () => {
    const nonRefundable: CancellationRules = {
      ...flexible,
      refundable: false,
      freeUntilHoursBeforeArrival: null,
    }
    const shortened = room({
      rules: nonRefundable,
      price: 10_185,
      pricedAtBooking: 30_555,
      schedule: paymentSchedule(payAll, 10_185, arrival, bookedOn),
    })
    expect(reckon([shortened], { paid: 30_555, refunded: 0 }, bookedOn)).toMatchObject({
      refundDue: 0,
      balance: 0,
    })
    const cancelled = { ...shortened, cancelled: { charge: 10_185 } }
    expect(reckon([cancelled], { paid: 30_555, refunded: 0 }, bookedOn)).toMatchObject({
      refundDue: 0,
      owed: 30_555,
    })
  })

  it('keeps a goodwill refund given: the allowance lowers the cost and what falls due first', () => {
    const paid = { paid: 30_555, refunded: 5_000 }
    // Without the allowance the refunded money is owed again (the trap of a refund on a live stay).
    expect(reckon([room()], paid, bookedOn)).toMatchObject({ dueNow: 5_000, balance: 5_000 })
    expect(reckon([room()], paid, bookedOn, allowanceOf(5_000, 0))).toMatchObject({
      owed: 25_555,
      total: 25_555,
      dueNow: 0,
      refundDue: 0,
      balance: 0,
    })
    // Paid later: the allowance comes off the first money due.
    const later = room({
      schedule: paymentSchedule({ ...payAll, automaticPaymentType: 'None' }, 30_555, arrival, bookedOn),
    })
    expect(reckon([later], { paid: 0, refunded: 0 }, bookedOn, 1_000)).toMatchObject({
      dueNow: 0,
      balance: 29_555,
    })
    // Cancelled free afterwards: everything still paid comes back.
    const free = room({ cancelled: { charge: 0 } })
    expect(reckon([free], paid, bookedOn, 5_000)).toMatchObject({ refundDue: 25_555, balance: 0 })
  })

  it('counts as allowance only what a refund gives beyond the rules', () => {
    expect(allowanceOf(5_000, 0)).toBe(5_000)
    expect(allowanceOf(5_000, 2_000)).toBe(3_000)
    expect(allowanceOf(5_000, 9_000)).toBe(0)
    expect(allowanceOf(5_000, -1)).toBe(5_000)
  })
})

// ---- properties -------------------------------------------------------------------------------------------

const penalty: fc.Arbitrary<Penalty> = fc.oneof(
  fc.constant({ kind: 'None' as const }),
  fc.integer({ min: 0, max: 12 }).map((nights) => ({ kind: 'Nights' as const, nights })),
  fc.integer({ min: 0, max: 150 }).map((percentage) => ({ kind: 'Percentage' as const, percentage })),
  fc.integer({ min: 0, max: 200_000 }).map((amount) => ({ kind: 'Amount' as const, amount })),
  fc.constant({ kind: 'Full' as const }),
)
const rulesArb: fc.Arbitrary<CancellationRules> = fc.record({
  refundable: fc.boolean(),
  freeUntilHoursBeforeArrival: fc.option(fc.integer({ min: 0, max: 24 * 30 }), { nil: null }),
  lateCancellation: penalty,
  noShow: penalty,
})
const policyArb: fc.Arbitrary<SchedulePolicy> = fc.record({
  automaticPaymentType: fc.constantFrom('None', 'TimeOfBooking', 'DaysBeforeArrival'),
  percentageToCharge: fc.integer({ min: 0, max: 100 }),
  daysBeforeArrival: fc.integer({ min: 0, max: 60 }),
  deposits: fc.option(
    fc.array(
      fc.record({
        percentage: fc.integer({ min: 0, max: 100 }),
        daysBeforeArrival: fc.option(fc.integer({ min: 0, max: 60 }), { nil: null }),
      }),
      { maxLength: 3 },
    ),
    { nil: null },
  ),
})
const BASE = toDayNumber('2027-01-01')
/** A stay and its booking: booked up to 120 days ahead, cancelled any time from booking to its last night. */
const caseArb = fc
  .record({
    rules: rulesArb,
    policy: policyArb,
    nightly: fc.array(fc.integer({ min: 0, max: 50_000 }), { minLength: 1, maxLength: 10 }),
    bookedDay: fc.integer({ min: 0, max: 365 }),
    lead: fc.integer({ min: 0, max: 120 }),
    cancelAfterMinutes: fc.integer({ min: 0, max: 130 * 1440 }),
    prepaid: fc.integer({ min: 0, max: 100 }),
  })
  .map((c) => {
    const bookedOn = fromDayNumber(BASE + c.bookedDay)
    const arrival = addDays(bookedOn, c.lead)
    const price = c.nightly.reduce((a, b) => a + b, 0)
    const schedule = paymentSchedule(c.policy, price, arrival, bookedOn)
    const minutes = Math.min(c.cancelAfterMinutes, (c.lead + c.nightly.length) * 1440)
    const now: WallClock = {
      date: addDays(bookedOn, Math.floor(minutes / 1440)),
      hour: Math.floor((minutes % 1440) / 60),
      minute: minutes % 60,
    }
    // Paid: what fell due at booking, plus maybe some of the rest early.
    const atBooking = dueBy(schedule, bookedOn)
    const paid = atBooking + Math.floor(((price - atBooking) * c.prepaid) / 100)
    return { ...c, bookedOn, arrival, price, schedule, now, paid }
  })

type Case = typeof caseArb extends fc.Arbitrary<infer T> ? T : never

function terms(c: Case, cancelled: RoomTerms['cancelled']): RoomTerms {
  return { price: c.price, pricedAtBooking: c.price, rules: c.rules, schedule: c.schedule, cancelled }
}

describe('settlement properties', () => {
  it('the schedule adds up to the price, and dueBy is monotone in time and never above the price', () => {
    fc.assert(
      fc.property(caseArb, fc.integer({ min: 0, max: 200 }), fc.integer({ min: 0, max: 200 }), (c, a, b) => {
        expect(scheduleTotal(c.schedule)).toBe(c.price)
        const [early, late] = a <= b ? [a, b] : [b, a]
        const dueEarly = dueBy(c.schedule, addDays(c.bookedOn, early))
        const dueLate = dueBy(c.schedule, addDays(c.bookedOn, late))
        expect(dueEarly).toBeGreaterThanOrEqual(0)
        expect(dueEarly).toBeLessThanOrEqual(dueLate)
        expect(dueLate).toBeLessThanOrEqual(c.price)
      }),
    )
  })

  it('for any policy and cancellation time, refund + kept == paid, and the refund never exceeds it', () => {
    fc.assert(
      fc.property(caseArb, (c) => {
        const charge = cancellationCharge(c.rules, { price: c.price, nightly: c.nightly }, c.arrival, c.now)
        const r = reckon([terms(c, { charge })], { paid: c.paid, refunded: 0 }, c.now.date)
        const kept = c.paid - r.refundDue
        expect(r.refundDue + kept).toBe(c.paid)
        expect(r.refundDue).toBeGreaterThanOrEqual(0)
        expect(kept).toBe(Math.min(c.paid, charge))
        expect(r.dueNow).toBe(Math.max(0, charge - c.paid))
      }),
    )
  })

  it('reckoning twice refunds (and charges) nothing more', () => {
    fc.assert(
      fc.property(caseArb, fc.boolean(), (c, cancel) => {
        const charge = cancellationCharge(c.rules, { price: c.price, nightly: c.nightly }, c.arrival, c.now)
        const rooms = [terms(c, cancel ? { charge } : null)]
        const first = reckon(rooms, { paid: c.paid, refunded: 0 }, c.now.date)
        const after = { paid: c.paid + first.dueNow, refunded: first.refundDue }
        const second = reckon(rooms, after, c.now.date)
        expect(second.refundDue).toBe(0)
        expect(second.dueNow).toBe(0)
        expect(second.balance).toBe(first.total - (after.paid - after.refunded))
      }),
    )
  })

  it('a non-refundable room is never cheaper to leave (cancel or shorten) than to keep', () => {
    fc.assert(
      fc.property(caseArb, fc.integer({ min: 1, max: 9 }), (c0, keepNights) => {
        const c = { ...c0, rules: { ...c0.rules, refundable: false } }
        const keep = reckon([terms(c, null)], { paid: c.paid, refunded: 0 }, c.now.date)
        // Cancelled at `now`.
        const charge = cancellationCharge(c.rules, { price: c.price, nightly: c.nightly }, c.arrival, c.now)
        const cancelled = reckon([terms(c, { charge })], { paid: c.paid, refunded: 0 }, c.now.date)
        // Shortened to its first nights, re-scheduled at the lower price.
        const nights = c.nightly.slice(0, Math.min(keepNights, c.nightly.length))
        const price = nights.reduce((a, b) => a + b, 0)
        const shortened = reckon(
          [
            {
              ...terms(c, null),
              price,
              schedule: paymentSchedule(c.policy, price, c.arrival, c.bookedOn),
            },
          ],
          { paid: c.paid, refunded: 0 },
          c.now.date,
        )
        for (const left of [cancelled, shortened]) {
          expect(left.total).toBeGreaterThanOrEqual(keep.total)
          expect(left.refundDue).toBe(0)
        }
        expect(cancelled.owed).toBeGreaterThanOrEqual(keep.owed)
      }),
    )
  })

  it('a refund given at the desk is never asked for again, nor given twice', () => {
    fc.assert(
      fc.property(caseArb, fc.boolean(), fc.integer({ min: 0, max: 100 }), (c, cancel, part) => {
        const charge = cancellationCharge(c.rules, { price: c.price, nightly: c.nightly }, c.arrival, c.now)
        const rooms = [terms(c, cancel ? { charge } : null)]
        const before = reckon(rooms, { paid: c.paid, refunded: 0 }, c.now.date)
        const amount = Math.floor((c.paid * part) / 100)
        const allowance = allowanceOf(amount, before.refundDue)
        const after = reckon(rooms, { paid: c.paid, refunded: amount }, c.now.date, allowance)
        expect(after.dueNow).toBe(before.dueNow)
        expect(after.balance).toBe(before.balance)
        expect(after.refundDue).toBe(Math.max(0, before.refundDue - amount))
        expect(after.total).toBe(before.total - allowance)
      }),
    )
  })

  it('for any change of price, refund + kept == paid and a second reckoning moves nothing', () => {
    fc.assert(
      fc.property(caseArb, fc.integer({ min: 0, max: 200 }), (c, percent) => {
        // The stay changed to another price (shorter, cheaper room, or dearer), rescheduled under its plan.
        const price = Math.floor((c.price * percent) / 100)
        const changed = {
          ...terms(c, null),
          price,
          schedule: paymentSchedule(c.policy, price, c.arrival, c.bookedOn),
        }
        const r = reckon([changed], { paid: c.paid, refunded: 0 }, c.now.date)
        const kept = c.paid - r.refundDue
        expect(r.refundDue + kept).toBe(c.paid)
        expect(kept).toBe(Math.min(c.paid, r.total))
        const again = reckon([changed], { paid: c.paid + r.dueNow, refunded: r.refundDue }, c.now.date)
        expect(again).toMatchObject({ dueNow: 0, refundDue: 0 })
      }),
    )
  })

  it('a reservation of several rooms refunds what exceeds the cost of the stay, never more than was paid', () => {
    fc.assert(
      fc.property(
        fc.array(caseArb, { minLength: 1, maxLength: 4 }),
        fc.array(fc.boolean(), { minLength: 4 }),
        (cs, cancel) => {
          const today = cs[0]?.now.date ?? '2027-01-01'
          const rooms = cs.map((c, i) => {
            const charge = cancellationCharge(
              c.rules,
              { price: c.price, nightly: c.nightly },
              c.arrival,
              c.now,
            )
            return terms(c, cancel[i] ? { charge } : null)
          })
          const paid = cs.reduce((s, c) => s + c.paid, 0)
          const r = reckon(rooms, { paid, refunded: 0 }, today)
          expect(r.refundDue).toBeLessThanOrEqual(paid)
          expect(r.refundDue).toBe(Math.max(0, paid - r.total))
          expect(r.owed).toBeLessThanOrEqual(r.total)
          expect(r.dueNow > 0 && r.refundDue > 0).toBe(false)
        },
      ),
    )
  })
})
