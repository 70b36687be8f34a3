import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { eachNight } from '@/domain/dates'
import {
  choiceFits,
  occupancyChangeOutcome,
  occupancyChangeProblem,
  occupantLimits,
  roomsLeftFor,
  type OccupancyChangeQuery,
} from '@/domain/occupancy-change'
import { MAX_INFANTS_PER_ROOM, type Occupancy } from '@/domain/occupancy'
import { offerRoomTypes } from '@/domain/offering'
import { priceStay } from '@/domain/pricing'
import { aRatePlan, aRoomType, ratesFor } from '../builders/domain'

const stay = { dateFrom: '2026-04-01', dateTo: '2026-04-04' }
const nights = eachNight(stay.dateFrom, stay.dateTo)
const occ = (adults: number, children = 0, infants = 0): Occupancy => ({ adults, children, infants })

// A double for at most 2 guests (1 child), and a family room for 2 to 5; a child costs £15 a night extra.
const withChild = ratesFor(stay.dateFrom, stay.dateTo, { costPerChild: 1_500 })
const double = aRoomType({
  roomTypeId: 1,
  name: 'Double',
  minimumOccupancy: 1,
  maximumOccupancy: 2,
  adultMaximumOccupancy: 2,
  childMaximumOccupancy: 1,
  rates: [aRatePlan({ ratePlanId: 10, dailyRates: withChild })],
})
const family = aRoomType({
  roomTypeId: 2,
  name: 'Family',
  minimumOccupancy: 2,
  maximumOccupancy: 5,
  adultMaximumOccupancy: 2,
  childMaximumOccupancy: 3,
  rates: [aRatePlan({ ratePlanId: 10, dailyRates: withChild })],
})
const roomTypes = [double, family]

const settings = {
  AdultMaximumOccupancy: 4,
  ChildMaximumOccupancy: 3,
  EnableChildrenSearch: true,
  EnableInfantSearch: true,
}

function query(overrides: Partial<OccupancyChangeQuery>): OccupancyChangeQuery {
  return {
    roomTypes,
    stay,
    availability: { 1: 5, 2: 1 },
    held: [null, null],
    rooms: [occ(2), occ(1)],
    roomIndex: 1,
    occupancy: occ(1, 1),
    ...overrides,
  }
}

describe('occupant counters of a room (as the search form has them)', () => {
  it('keeps an adult in a room unless it has a child, and the property maximums', () => {
    expect(occupantLimits(occ(2), settings)).toEqual({
      adults: { min: 1, max: 4 },
      children: { min: 0, max: 3 },
      infants: { min: 0, max: MAX_INFANTS_PER_ROOM },
    })
    expect(occupantLimits(occ(1, 1), settings).adults.min).toBe(0)
    expect(occupantLimits(occ(0, 1), settings).children?.min).toBe(1)
  })

  it('shows no children or infants counter where the property does not search them', () => {
    const limits = occupantLimits(occ(2), {
      ...settings,
      EnableChildrenSearch: false,
      EnableInfantSearch: false,
    })
    expect(limits.children).toBeNull()
    expect(limits.infants).toBeNull()
  })
})

describe('a chosen room type and rate for a new party', () => {
  it('still fits while the party is within the room type and rate limits', () => {
    expect(choiceFits(double, 10, nights, occ(1, 1))).toBe(true)
    expect(choiceFits(double, 10, nights, occ(2, 1))).toBe(false)
    expect(choiceFits(family, 10, nights, occ(1))).toBe(false) // below the family room's minimum of 2
  })

  it('does not fit on a rate the room type does not have, or one missing a night', () => {
    expect(choiceFits(double, 99, nights, occ(1))).toBe(false)
    const short = aRoomType({ rates: [aRatePlan({ dailyRates: ratesFor('2026-04-01', '2026-04-03') })] })
    expect(choiceFits(short, 1, nights, occ(1))).toBe(false)
  })

  it('applies the tighter limits of a rate with UseOccupancyForRatePlan', () => {
    const solo = aRoomType({
      rates: [aRatePlan({ ratePlanId: 3, useOccupancyForRatePlan: true, maximumOccupancy: 1 })],
    })
    expect(choiceFits(solo, 3, nights, occ(1))).toBe(true)
    expect(choiceFits(solo, 3, nights, occ(2))).toBe(false)
  })

  it('is kept and re-priced when it fits, released when it does not', () => {
    const held = { roomTypeId: 1, ratePlanId: 10 }
    expect(occupancyChangeOutcome(roomTypes, nights, held, occ(1), occ(1))).toEqual({ kind: 'unchanged' })
    expect(occupancyChangeOutcome(roomTypes, nights, held, occ(1), occ(1, 1))).toEqual({ kind: 'kept' })
    expect(occupancyChangeOutcome(roomTypes, nights, held, occ(1, 1), occ(2, 1))).toEqual({
      kind: 'released',
      roomTypeId: 1,
      ratePlanId: 10,
    })
    expect(occupancyChangeOutcome(roomTypes, nights, null, occ(1), occ(2))).toEqual({ kind: 'changed' })
    // The price follows the party: one child adds £15 on each of the 3 nights.
    const before = priceStay(withChild, occ(1)).total
    expect(priceStay(withChild, occ(1, 1)).total - before).toBe(4_500)
  })

  it('is released exactly when the room type no longer offers that rate to the party (property)', () => {
    const party = fc.record({
      adults: fc.integer({ min: 0, max: 4 }),
      children: fc.integer({ min: 0, max: 3 }),
      infants: fc.integer({ min: 0, max: 2 }),
    })
    fc.assert(
      fc.property(party, party, (before, after) => {
        const outcome = occupancyChangeOutcome(
          roomTypes,
          nights,
          { roomTypeId: 1, ratePlanId: 10 },
          before,
          after,
        )
        const offered = offerRoomTypes([double], { 1: 1 }, stay, after).some((o) =>
          o.rates.some((r) => r.ratePlan.ratePlanId === 10),
        )
        if (outcome.kind === 'unchanged') return true
        return (outcome.kind === 'kept') === offered
      }),
    )
  })
})

describe('whether a room can take a new party from the same search answer', () => {
  it('can when a room type with rooms left takes it', () => {
    expect(occupancyChangeProblem(query({}))).toBeNull()
  })

  it('cannot when no room type of the answer takes that many guests', () => {
    expect(occupancyChangeProblem(query({ occupancy: occ(2, 4) }))).toBe('noRoomTypeTakes')
  })

  it('cannot when the rooms that would take it are held by the other rooms of the basket', () => {
    // Room 2 asks for 2 adults and 2 children: only the family room takes them, and room 1 holds the last one.
    const q = query({
      held: [
        { roomTypeId: 2, ratePlanId: 10 },
        { roomTypeId: 1, ratePlanId: 10 },
      ],
      occupancy: occ(2, 2),
    })
    expect(occupancyChangeProblem(q)).toBe('noneLeft')
  })

  it('counts the room’s own room as free for it: a room can grow within the room type it holds', () => {
    const q = query({
      availability: { 1: 5, 2: 1 },
      held: [null, { roomTypeId: 2, ratePlanId: 10 }],
      rooms: [occ(2), occ(2)],
      occupancy: occ(2, 2),
    })
    expect(occupancyChangeProblem(q)).toBeNull()
    expect(roomsLeftFor({ 1: 5, 2: 1 }, q.held, 1)).toEqual({ 1: 5, 2: 1 })
    expect(roomsLeftFor({ 1: 5, 2: 1 }, q.held, 0)).toEqual({ 1: 5, 2: 0 })
  })

  it('cannot when the searched rooms could then no longer all be given a room at once', () => {
    // Nothing held yet, but room 1 (2 adults, 2 children) and the changed room 2 both need the one family room.
    const q = query({ rooms: [occ(2, 2), occ(1)], occupancy: occ(2, 1) })
    expect(occupancyChangeProblem(q)).toBe('notEnoughRooms')
  })
})
