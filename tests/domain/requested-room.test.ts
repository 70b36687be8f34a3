import { describe, expect, it } from 'vitest'
import { priceStay } from '@/domain/pricing'
import { priceRequestedRoom, RATE_UNAVAILABLE_TEXT, type RequestedRoom } from '@/domain/room-quote'
import type { ServiceLine } from '@/domain/services'
import { ratesFor, wideLimits } from '../builders/domain'

const couple = { adults: 2, children: 0, infants: 0 }
const rates = ratesFor('2026-06-01', '2026-06-04')
const breakfast: ServiceLine = { price: 1_500, charge: 'PerDay', chargePerPerson: true, quantity: 1 }
const breakfastAsked = { serviceId: 7, name: 'Breakfast', maxQuantity: 2, line: breakfast }
const stayTotal = priceStay(rates, couple).total
// 3 nights × 2 guests × 15.00
const breakfastCost = 3 * 2 * 1_500

const room = (over: Partial<RequestedRoom> = {}): RequestedRoom => ({
  roomTypeName: 'Classic Double',
  limits: wideLimits,
  occupancy: couple,
  rates,
  extras: [breakfastAsked],
  sentTotal: stayTotal + breakfastCost,
  ...over,
})

describe('priceRequestedRoom', () => {
  it('prices the stay and its extras in one quote, with no problem when the guest saw that total', () => {
    const { quote, problems } = priceRequestedRoom(room())
    expect(problems).toEqual({})
    expect(quote?.accommodation).toBe(stayTotal)
    expect(quote?.extraCosts).toEqual([breakfastCost])
    expect(quote?.total).toBe(stayTotal + breakfastCost)
    expect(quote?.stay.nights).toHaveLength(3)
  })

  it('names the new total, and the shares when asked, for a TotalCost the guest was not shown', () => {
    const wrong = priceRequestedRoom(room({ sentTotal: 1 })).problems.TotalCost?.[0]
    expect(wrong).toMatch(/this room now costs .* for the room, .* for extras\)\.$/)
    const alone = priceRequestedRoom(room({ sentTotal: 1, detail: 'total' })).problems.TotalCost?.[0]
    expect(alone).not.toMatch(/for extras/)
  })

  it('gives no quote for a party that does not fit, or a rate that cannot be sold', () => {
    const empty = priceRequestedRoom(room({ occupancy: { adults: 0, children: 0, infants: 1 } }))
    expect(empty.quote).toBeNull()
    expect(Object.keys(empty.problems)).toEqual(['NumberOfAdults'])
    const unsold = priceRequestedRoom(room({ rates: null }))
    expect(unsold).toEqual({ quote: null, problems: { RatePlanId: [RATE_UNAVAILABLE_TEXT] } })
  })

  it('refuses an unknown extra and one over its maximum by the extra, and prices the known ones', () => {
    const three = { ...breakfastAsked, line: { ...breakfast, quantity: 3 } }
    const { quote, problems } = priceRequestedRoom(room({ extras: [null, three], sentTotal: 0 }))
    expect(problems['Services.0.ServiceId']).toEqual(['This extra does not exist at this property.'])
    expect(problems['Services.1.Quantity']).toEqual(['At most 2 of Breakfast can be added.'])
    expect(quote?.extraCosts).toHaveLength(1)
  })
})
