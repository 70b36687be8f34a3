import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { priceStay } from '@/domain/pricing'
import {
  extraCost,
  extraPriceShown,
  extrasCost,
  extrasProblems,
  occupancyProblems,
  quoteRoom,
  quoteStay,
  roomFitsOccupancy,
  roomStay,
  totalCostProblems,
  withRoomPrefix,
} from '@/domain/room-quote'
import { serviceStayCost, type ServiceLine } from '@/domain/services'
import { ratesFor, wideLimits } from '../builders/domain'

const couple = { adults: 2, children: 0, infants: 0 }
const family = { adults: 2, children: 1, infants: 1 }
const breakfast: ServiceLine = { price: 1_500, charge: 'PerDay', chargePerPerson: true, quantity: 1 }
const parking: ServiceLine = { price: 1_000, charge: 'PerStay', chargePerPerson: false, quantity: 1 }
const flowers: ServiceLine = { price: 2_500, charge: 'PerQuantity', chargePerPerson: false, quantity: 2 }

describe('a room stay', () => {
  it('counts the nights between its dates', () => {
    expect(roomStay('2026-04-01', '2026-04-04', couple)).toEqual({ nights: 3, occupancy: couple })
  })
})

describe('extras over a room stay (docs/product/search.md#limits)', () => {
  const stay = { nights: 3, occupancy: family }

  it('charges each extra over the nights and chargeable guests (infants free)', () => {
    expect(extraCost(breakfast, stay)).toBe(1_500 * 3 * 3)
    expect(extraCost(parking, stay)).toBe(1_000)
    expect(extraCost(flowers, stay)).toBe(5_000)
  })

  it('sums the extras of a room', () => {
    expect(extrasCost([breakfast, parking, flowers], stay)).toBe(13_500 + 1_000 + 5_000)
    expect(extrasCost([], stay)).toBe(0)
  })

  it('shows the price of one for an extra not chosen yet, the chosen quantity otherwise', () => {
    expect(extraPriceShown({ ...flowers, quantity: 0 }, stay)).toBe(2_500)
    expect(extraPriceShown(flowers, stay)).toBe(5_000)
  })
})

describe('a room quote', () => {
  it('is the accommodation plus the extras over the stay', () => {
    const quote = quoteRoom(30_000, { nights: 3, occupancy: couple }, [breakfast, parking])
    expect(quote).toEqual({
      accommodation: 30_000,
      extraCosts: [9_000, 1_000],
      extras: 10_000,
      total: 40_000,
    })
  })

  it('prices the stay from nightly rates and charges the extras over those nights', () => {
    const rates = ratesFor('2026-04-01', '2026-04-04')
    const quote = quoteStay(rates, couple, [breakfast])
    expect(quote.stay).toEqual(priceStay(rates, couple))
    expect(quote.accommodation).toBe(30_000)
    expect(quote.extras).toBe(1_500 * 3 * 2)
    expect(quote.total).toBe(30_000 + 9_000)
  })

  it('always totals its parts, each extra costing what serviceStayCost says', () => {
    const line = fc.record({
      price: fc.integer({ min: 0, max: 100_000 }),
      charge: fc.constantFrom('PerStay' as const, 'PerDay' as const, 'PerQuantity' as const),
      chargePerPerson: fc.boolean(),
      quantity: fc.integer({ min: 0, max: 10 }),
    })
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 1, max: 30 }),
        fc.record({
          adults: fc.integer({ min: 0, max: 4 }),
          children: fc.integer({ min: 0, max: 3 }),
          infants: fc.integer({ min: 0, max: 4 }),
        }),
        fc.array(line, { maxLength: 5 }),
        (accommodation, nights, occupancy, extras) => {
          const quote = quoteRoom(accommodation, { nights, occupancy }, extras)
          expect(quote.extraCosts).toEqual(extras.map((l) => serviceStayCost(l, nights, occupancy)))
          expect(quote.extras).toBe(quote.extraCosts.reduce((a, b) => a + b, 0))
          expect(quote.total).toBe(accommodation + quote.extras)
        },
      ),
    )
  })
})

describe('a room’s problems, keyed by field', () => {
  it('refuses a room that does not fit its guests, or holds only infants', () => {
    expect(roomFitsOccupancy(wideLimits, couple)).toBe(true)
    expect(roomFitsOccupancy(wideLimits, { adults: 5, children: 0, infants: 0 })).toBe(false)
    expect(
      roomFitsOccupancy({ ...wideLimits, minimumOccupancy: 0 }, { adults: 0, children: 0, infants: 1 }),
    ).toBe(false)
    expect(occupancyProblems(wideLimits, couple, 'Double')).toEqual({})
    expect(occupancyProblems(wideLimits, { adults: 5, children: 0, infants: 0 }, 'Double')).toEqual({
      NumberOfAdults: ['The Double does not fit this number of guests.'],
    })
  })

  it('names an unknown extra and one asked beyond its most', () => {
    expect(
      extrasProblems([
        { serviceId: 32, name: 'Parking', quantity: 1, maxQuantity: 1 },
        null,
        { serviceId: 35, name: 'Flowers', quantity: 4, maxQuantity: 3 },
      ]),
    ).toEqual({
      'Services.1.ServiceId': ['This extra does not exist at this property.'],
      'Services.2.Quantity': ['At most 3 of Flowers can be added.'],
    })
  })

  it('counts every line of the same extra on the room against its most', () => {
    const champagne = { serviceId: 33, name: 'Champagne', quantity: 6, maxQuantity: 6 }
    const parking = { serviceId: 32, name: 'Parking', quantity: 1, maxQuantity: 1 }
    expect(extrasProblems([champagne, parking, champagne, champagne, parking])).toEqual({
      'Services.2.Quantity': [
        'At most 6 of Champagne can be added to one room, counting every line of it (12 asked).',
      ],
      'Services.3.Quantity': [
        'At most 6 of Champagne can be added to one room, counting every line of it (18 asked).',
      ],
      'Services.4.Quantity': [
        'At most 1 of Parking can be added to one room, counting every line of it (2 asked).',
      ],
    })
    // Lines within the most together are fine.
    expect(
      extrasProblems([
        { ...champagne, quantity: 2 },
        { ...champagne, quantity: 4 },
      ]),
    ).toEqual({})
  })

  it('says the new price when the TotalCost sent is not the quote’s', () => {
    const quote = quoteRoom(30_000, { nights: 3, occupancy: couple }, [parking])
    expect(totalCostProblems(quote, 31_000)).toEqual({})
    expect(totalCostProblems(quote, 30_000)).toEqual({
      TotalCost: [
        'The price has changed: this room now costs 310.00 (300.00 for the room, 10.00 for extras).',
      ],
    })
    expect(totalCostProblems(quote, 30_000, 'total')).toEqual({
      TotalCost: ['The price has changed: this room now costs 310.00.'],
    })
  })

  it('puts a room’s problems under its place in the request', () => {
    const own = { NumberOfAdults: ['a'], TotalCost: ['b'] }
    expect(withRoomPrefix(own, 'Rooms.2.')).toEqual({
      'Rooms.2.NumberOfAdults': ['a'],
      'Rooms.2.TotalCost': ['b'],
    })
  })
})
