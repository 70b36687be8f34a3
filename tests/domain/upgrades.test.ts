import { describe, expect, it } from 'vitest'
import { eachNight } from '@/domain/dates'
import { priceStay } from '@/domain/pricing'
import { availableUpgrades, type UpgradeQuery } from '@/domain/upgrades'
import { aRatePlan, aRoomType, ratesFor } from '../builders/domain'

const couple = { adults: 2, children: 0, infants: 0 }
const nights = eachNight('2026-04-01', '2026-04-04')
const standard = aRoomType({ roomTypeId: 1, upgrades: [{ roomTypeId: 2 }, { roomTypeId: 3 }] })
const suite = aRoomType({
  roomTypeId: 2,
  name: 'Suite',
  rates: [
    aRatePlan({ ratePlanId: 1, dailyRates: ratesFor('2026-04-01', '2026-04-04', { baseRate: 15_000 }) }),
    aRatePlan({ ratePlanId: 9 }),
  ],
})
const tinySuite = aRoomType({ roomTypeId: 3, name: 'Tiny', maximumOccupancy: 1, adultMaximumOccupancy: 1 })

function query(overrides: Partial<UpgradeQuery> = {}): UpgradeQuery {
  return {
    current: { roomTypeId: 1, ratePlanId: 1, price: priceStay(ratesFor('2026-04-01', '2026-04-04'), couple) },
    occupancy: couple,
    nights,
    roomTypes: [standard, suite, tinySuite],
    availability: { 1: 0, 2: 1, 3: 1 },
    ...overrides,
  }
}

describe('upgrades (docs/product/search.md#steps, docs/product/search.md#rules)', () => {
  it('offers an upgrade with availability, the same rate plan and a fitting occupancy, with its cost difference', () => {
    const [up, ...rest] = availableUpgrades(query())
    expect(rest).toEqual([]) // Tiny does not fit two adults
    expect(up?.roomType.roomTypeId).toBe(2)
    expect(up?.ratePlan.ratePlanId).toBe(1)
    // 3 nights × £150 = £450 against £300 now: +£150
    expect(up?.totalCost).toBe(45_000)
    expect(up?.costDifference).toBe(15_000)
  })

  it('needs remaining availability of the upgrade room type', () => {
    expect(availableUpgrades(query({ availability: { 2: 0, 3: 1 } }))).toEqual([])
  })

  it('needs a rate of the same rate plan', () => {
    const current = { ...query().current, ratePlanId: 5 }
    expect(availableUpgrades(query({ current }))).toEqual([])
  })

  it('needs the rate to cover the stay', () => {
    expect(availableUpgrades(query({ nights: eachNight('2026-04-01', '2026-04-06') }))).toEqual([])
  })

  it('needs the occupancy to fit the upgrade room type', () => {
    expect(availableUpgrades(query({ occupancy: { adults: 5, children: 0, infants: 0 } }))).toEqual([])
  })
})
