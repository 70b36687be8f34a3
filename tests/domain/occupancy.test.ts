import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  chargeableGuests,
  defaultRoomOccupancy,
  effectiveLimits,
  fitsOccupancy,
  nonAdults,
  totalGuests,
  type OccupancyLimits,
} from '@/domain/occupancy'

const roomType: OccupancyLimits = {
  minimumOccupancy: 1,
  maximumOccupancy: 4,
  adultMaximumOccupancy: 3,
  childMaximumOccupancy: 2,
}

describe('fitsOccupancy (docs/product/search.md#rules)', () => {
  it('accepts a party within total, adult and child limits', () => {
    expect(fitsOccupancy(roomType, { adults: 2, children: 2, infants: 0 })).toBe(true)
  })

  it('rejects more guests than the maximum total', () => {
    expect(fitsOccupancy(roomType, { adults: 3, children: 2, infants: 0 })).toBe(false)
  })

  it('rejects fewer guests than the minimum total', () => {
    expect(fitsOccupancy({ ...roomType, minimumOccupancy: 2 }, { adults: 1, children: 0, infants: 0 })).toBe(
      false,
    )
  })

  it('rejects too many adults even when the total fits', () => {
    expect(fitsOccupancy(roomType, { adults: 4, children: 0, infants: 0 })).toBe(false)
  })

  it('rejects too many children even when the total fits', () => {
    expect(fitsOccupancy(roomType, { adults: 1, children: 3, infants: 0 })).toBe(false)
  })

  it('counts infants as guests and as non-adults (the documented decision)', () => {
    // 2 adults + 2 children + 1 infant = 5 guests > 4
    expect(fitsOccupancy(roomType, { adults: 2, children: 2, infants: 1 })).toBe(false)
    // 1 adult + 2 children + 1 infant = 4 guests, but 3 non-adults > 2 children allowed
    expect(fitsOccupancy(roomType, { adults: 1, children: 2, infants: 1 })).toBe(false)
    expect(totalGuests({ adults: 1, children: 2, infants: 1 })).toBe(4)
    expect(nonAdults({ adults: 1, children: 2, infants: 1 })).toBe(3)
    // services charge adults plus children only (docs/product/search.md#limits)
    expect(chargeableGuests({ adults: 1, children: 2, infants: 1 })).toBe(3)
  })
})

describe('effectiveLimits with UseOccupancyForRatePlan', () => {
  const ratePlan = {
    minimumOccupancy: 2,
    maximumOccupancy: 6,
    adultMaximumOccupancy: 2,
    childMaximumOccupancy: 4,
  }

  it('uses the room type only when the flag is off', () => {
    expect(effectiveLimits(roomType, { ...ratePlan, useOccupancyForRatePlan: false })).toEqual(roomType)
  })

  it('takes the tighter of the two: largest minimum, smallest maxima', () => {
    expect(effectiveLimits(roomType, { ...ratePlan, useOccupancyForRatePlan: true })).toEqual({
      minimumOccupancy: 2,
      maximumOccupancy: 4,
      adultMaximumOccupancy: 2,
      childMaximumOccupancy: 2,
    })
  })

  it('never admits a party that either the room type or the rate plan rejects', () => {
    const limits = fc.record({
      minimumOccupancy: fc.integer({ min: 0, max: 4 }),
      maximumOccupancy: fc.integer({ min: 0, max: 8 }),
      adultMaximumOccupancy: fc.integer({ min: 0, max: 6 }),
      childMaximumOccupancy: fc.integer({ min: 0, max: 6 }),
    })
    const occ = fc.record({
      adults: fc.integer({ min: 0, max: 6 }),
      children: fc.integer({ min: 0, max: 6 }),
      infants: fc.integer({ min: 0, max: 3 }),
    })
    fc.assert(
      fc.property(limits, limits, occ, (rt, rp, o) => {
        const fits = fitsOccupancy(effectiveLimits(rt, { ...rp, useOccupancyForRatePlan: true }), o)
        expect(fits).toBe(fitsOccupancy(rt, o) && fitsOccupancy(rp, o))
      }),
    )
  })
})

describe('the occupancy a new searched room starts with', () => {
  const settings = {
    DefaultOccupancyAdult: 2,
    DefaultOccupancyChildren: 1,
    DefaultOccupancyInfant: 1,
    EnableChildrenSearch: true,
    EnableInfantSearch: true,
    AdultMaximumOccupancy: 4,
    ChildMaximumOccupancy: 3,
  }

  it('is the property’s defaults', () => {
    expect(defaultRoomOccupancy(settings)).toEqual({ adults: 2, children: 1, infants: 1 })
  })

  it('leaves out children and infants the property does not search separately', () => {
    expect(defaultRoomOccupancy({ ...settings, EnableChildrenSearch: false })).toEqual({
      adults: 2,
      children: 0,
      infants: 1,
    })
    expect(defaultRoomOccupancy({ ...settings, EnableInfantSearch: false })).toEqual({
      adults: 2,
      children: 1,
      infants: 0,
    })
  })

  it('stays within the counters: at most the maxima, and an adult unless there is a child', () => {
    expect(
      defaultRoomOccupancy({ ...settings, DefaultOccupancyAdult: 9, DefaultOccupancyChildren: 9 }),
    ).toMatchObject({ adults: 4, children: 3 })
    expect(
      defaultRoomOccupancy({ ...settings, DefaultOccupancyAdult: 0, DefaultOccupancyChildren: 0 }),
    ).toMatchObject({ adults: 1, children: 0 })
    expect(defaultRoomOccupancy({ ...settings, DefaultOccupancyAdult: 0 })).toMatchObject({
      adults: 0,
      children: 1,
    })
    expect(defaultRoomOccupancy({ ...settings, DefaultOccupancyInfant: 7 }).infants).toBe(4)
    expect(defaultRoomOccupancy({ ...settings, DefaultOccupancyChildren: -1 }).children).toBe(0)
  })
})
