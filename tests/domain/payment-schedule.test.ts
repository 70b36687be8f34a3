import { describe, expect, it } from 'vitest'
import { dueBy, paymentSchedule, scheduleTotal, type SchedulePolicy } from '@/domain/payment-schedule'

const arrival = '2027-03-08'
const policy = (p: Partial<SchedulePolicy>): SchedulePolicy => ({
  automaticPaymentType: 'None',
  percentageToCharge: 0,
  daysBeforeArrival: 0,
  ...p,
})

describe('payment schedule', () => {
  it('TimeOfBooking: its percentage at booking, the rest at the hotel', () => {
    const s = paymentSchedule(
      policy({ automaticPaymentType: 'TimeOfBooking', percentageToCharge: 20 }),
      30_555,
      arrival,
      '2027-01-01',
    )
    expect(s).toEqual([
      { due: 'AtBooking', amount: 6_111 },
      { due: 'AtHotel', amount: 24_444 },
    ])
  })

  it('DaysBeforeArrival: on arrival minus the days, or at booking once that day has come', () => {
    const seven = policy({
      automaticPaymentType: 'DaysBeforeArrival',
      percentageToCharge: 100,
      daysBeforeArrival: 7,
    })
    expect(paymentSchedule(seven, 30_555, arrival, '2027-01-01')).toEqual([
      { due: '2027-03-01', amount: 30_555 },
    ])
    expect(paymentSchedule(seven, 30_555, arrival, '2027-03-01')).toEqual([
      { due: 'AtBooking', amount: 30_555 },
    ])
    expect(paymentSchedule(seven, 30_555, arrival, '2027-03-05')).toEqual([
      { due: 'AtBooking', amount: 30_555 },
    ])
  })

  it('None: everything at the hotel', () => {
    expect(paymentSchedule(policy({}), 30_555, arrival, '2027-01-01')).toEqual([
      { due: 'AtHotel', amount: 30_555 },
    ])
  })

  it('a deposit schedule wins over the policy and adds up to the price exactly', () => {
    const deposit = policy({
      automaticPaymentType: 'TimeOfBooking',
      percentageToCharge: 100,
      deposits: [
        { percentage: 20, daysBeforeArrival: null },
        { percentage: 80, daysBeforeArrival: 7 },
      ],
    })
    const s = paymentSchedule(deposit, 30_555, arrival, '2027-01-01')
    expect(s).toEqual([
      { due: 'AtBooking', amount: 6_111 },
      { due: '2027-03-01', amount: 24_444 },
    ])
    expect(scheduleTotal(s)).toBe(30_555)
    // Booked inside the second step's window, both are due at booking: one instalment.
    expect(paymentSchedule(deposit, 30_555, arrival, '2027-03-02')).toEqual([
      { due: 'AtBooking', amount: 30_555 },
    ])
  })

  it('sums what is due by a day: at booking always, dated on or before it, at the hotel never', () => {
    const s = [
      { due: 'AtBooking', amount: 100 },
      { due: '2027-03-01', amount: 200 },
      { due: 'AtHotel', amount: 400 },
    ]
    expect(dueBy(s, '2027-02-28')).toBe(100)
    expect(dueBy(s, '2027-03-01')).toBe(300)
    expect(dueBy(s, '2027-03-09')).toBe(300)
  })

  it('nothing for a free stay', () => {
    expect(
      paymentSchedule(
        policy({ automaticPaymentType: 'TimeOfBooking', percentageToCharge: 100 }),
        0,
        arrival,
        '2027-01-01',
      ),
    ).toEqual([])
  })
})
