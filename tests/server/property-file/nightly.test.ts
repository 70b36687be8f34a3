/**
 * Rules into nights (server/property-file/nightly.ts): prices multiply exactly and round once, half up; later
 * selectors narrow by date, month, weekday and day of month; an open-ended rule runs as far as asked.
 */
import { describe, expect, it } from 'vitest'
import { capacityNights, rateNights, scaled, type NightlyRules } from '../../../server/property-file/nightly'

const ROOM = { id: 1, code: 'DBL', price: 11000, baseAdults: 2, rooms: 5 }
const PLAN = { id: 7, code: 'NR', priceFactor: 88, perAdult: 1500, perChild: 800 }

const rules: NightlyRules = {
  rates: {
    roundTo: 100,
    rules: [
      { extraAdult: 3000 },
      { months: [6, 7, 8], percent: 125 },
      { weekdays: ['Fri', 'Sat'], percent: 120 },
      { from: '2027-07-01', to: '2027-07-03', minStay: 3 },
    ],
  },
  availability: [{ roomTypes: ['DBL'], daysOfMonth: [24], rooms: 0 }],
}

describe('nightly rules', () => {
  it('rounds once, half up, in exact integers', () => {
    expect(scaled(11000, [125, 120, 88], 100)).toBe(14500) // 145.20 → 145
    expect(scaled(250, [50], 1)).toBe(125)
    expect(scaled(125, [50], 5)).toBe(65) // 62.5 → 65: half up to the step
    expect(scaled(3000, [92], 1)).toBe(2760)
  })

  it('layers seasons and weekends on the room price, then the plan', () => {
    // 2027-07-02 is a Friday in summer, 2027-07-05 a Monday, 2027-03-03 a Wednesday out of season.
    const nights = rateNights(rules, [ROOM], [PLAN], '2027-07-02', '2027-07-05')
    expect(nights.map((n) => [n.day, n.baseRate, n.minStay])).toEqual([
      ['2027-07-02', 14500, 3],
      ['2027-07-03', 14500, 3],
      ['2027-07-04', 12100, 1],
      ['2027-07-05', 12100, 1],
    ])
    expect(nights[0]).toMatchObject({ costPerAdult: 2640, costPerChild: 0, ppAdult: 1500, ppChild: 800 })
    expect(rateNights(rules, [ROOM], [PLAN], '2027-03-03', '2027-03-03')[0]?.baseRate).toBe(9700)
  })

  it('closes the nights an availability rule names and leaves the rest at the room count', () => {
    const nights = capacityNights(rules, [ROOM], '2029-12-23', '2029-12-25')
    expect(nights.map((n) => n.rooms)).toEqual([5, 0, 5])
  })
})
