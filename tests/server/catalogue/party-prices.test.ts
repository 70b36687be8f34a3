import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AvailabilityDays, GroupSearchResult, SearchResult } from '@/api/contract/availability'
import { ValidationErrorBody } from '@/api/contract/common'
import { toDomainRatePlan } from '@/api/contract/availability-to-domain'
import { effectiveLimits, fitsOccupancy, type Occupancy } from '@/domain/occupancy'
import { priceStay } from '@/domain/pricing'
import { bookingTotals } from '@/domain/totals'
import { NO_PAYMENT_POLICY } from '@/domain/payment-policy'
import { PropertySettings } from '@/api/contract/property'
import {
  ENGINES,
  notePostgresSkipped,
  parsed,
  startServer,
  type TestServer,
} from '../../support/server/harness'
import { searchBody } from '../../builders/booking-request'

notePostgresSkipped('"From" prices for the searched party')

const NIGHT = '2027-02-01'
const NEXT = '2027-02-02'

/**
 * The cheapest one-night offer a search finds for the party, among room types and rates that take it, at the
 * total its rate row shows and checkout charges (decision 0143): the domain's booking totals for that one room,
 * VAT when the hotel's prices exclude it and the visitor levy included.
 */
function cheapestOffer(result: SearchResult, party: Occupancy, settings: PropertySettings): number {
  const levy = result.VisitorLevy
  let cheapest = Number.POSITIVE_INFINITY
  for (const offer of result.RoomTypes) {
    const rt = offer.RoomType
    const own = {
      minimumOccupancy: rt.MinimumOccupancy,
      maximumOccupancy: rt.MaximumOccupancy,
      adultMaximumOccupancy: rt.AdultMaximumOccupancy,
      childMaximumOccupancy: rt.ChildMaximumOccupancy,
    }
    for (const wire of offer.Rates) {
      const rate = toDomainRatePlan(wire)
      if (!fitsOccupancy(own, party) || !fitsOccupancy(effectiveLimits(own, rate), party)) continue
      const stay = priceStay(rate.dailyRates, party)
      const totals = bookingTotals({
        rooms: [{ stay, services: [], occupancy: party }],
        vat: { rate: settings.StandardVatRate, exclusive: settings.IsStandardTaxExclusive },
        visitorLevy: {
          enabled: levy !== null,
          percentage: levy?.Percentage ?? 0,
          maxNights: levy?.MaximumNights ?? 0,
        },
        voucherDiscount: 0,
        paymentPolicy: NO_PAYMENT_POLICY,
        arrival: NIGHT,
        today: NIGHT,
      })
      cheapest = Math.min(cheapest, totals.total)
    }
  }
  return cheapest / 100
}

describe.each(ENGINES)('"from" prices for the searched party (%s)', (engine) => {
  let s: TestServer
  beforeAll(async () => {
    s = await startServer(engine)
  })
  afterAll(() => s.close())

  const calendarPrice = async (party: string) => {
    const res = await s.get(`/api/Availability?propertyId=HARBOUR&fromDate=${NIGHT}&toDate=${NIGHT}${party}`)
    const [day] = await parsed(res, AvailabilityDays)
    return Math.min(...(day?.Rates.map((r) => r.MinimumRate) ?? []))
  }
  const search = async (party: Occupancy) =>
    parsed(await s.post('/api/Availability/Search', searchBody(NIGHT, NEXT, [party])), SearchResult)

  it("gives the calendar's day price for the party: the cheapest offer of that night that takes it, all in", async () => {
    const settings = await parsed(await s.get('/api/Property/HARBOUR'), PropertySettings)
    for (const party of [
      { adults: 1, children: 0, infants: 0 },
      { adults: 2, children: 0, infants: 0 },
      { adults: 2, children: 2, infants: 0 },
      { adults: 3, children: 0, infants: 0 },
    ]) {
      const query = `&adults=${party.adults}&children=${party.children}&infants=${party.infants}`
      expect(await calendarPrice(query), JSON.stringify(party)).toBe(
        cheapestOffer(await search(party), party, settings),
      )
    }
    // Two adults pay more than the cheapest room's base occupancy (a Single Room does not take them).
    expect(await calendarPrice('&adults=2')).toBeGreaterThan(await calendarPrice(''))
  })

  it('refuses a party it cannot read with ModelState', async () => {
    const res = await s.get(
      `/api/Availability?propertyId=HARBOUR&fromDate=${NIGHT}&toDate=${NIGHT}&adults=two`,
    )
    expect(res.status).toBe(400)
    expect(Object.keys((await parsed(res, ValidationErrorBody)).ModelState)).toEqual(['adults'])
    const many = await s.get(
      `/api/Availability?propertyId=HARBOUR&fromDate=${NIGHT}&toDate=${NIGHT}&adults=900`,
    )
    expect(many.status).toBe(400)
  })

  it("prices a room type only for a party it takes: the group's card counts those", async () => {
    const two = await search({ adults: 2, children: 0, infants: 0 })
    const single = two.RoomTypes.find((o) => o.RoomType.Name === 'Single Room')
    expect(single?.LowestRate).toBe(-1)
    const fitting = two.RoomTypes.filter((o) => o.LowestRate >= 0)
    const group = await parsed(
      await s.post('/api/Availability/SearchPropertyGroup', {
        PropertyGroupId: 'COASTAL',
        DateFrom: NIGHT,
        DateTo: NEXT,
        Rooms: [{ NumberOfAdults: 2, NumberOfChildren: 0, NumberOfInfants: 0 }],
      }),
      GroupSearchResult,
    )
    const harbour = group.Properties.find((p) => p.PropertyCode === 'HARBOUR')
    expect(harbour?.NumberOfRoomTypes).toBe(fitting.length)
    expect(harbour?.NumberOfRoomTypes).toBeLessThan(two.RoomTypes.length)
    // The group card's "from" price is all in, as the hotel's own rate totals are (decision 0143).
    const settings = await parsed(await s.get('/api/Property/HARBOUR'), PropertySettings)
    expect(harbour?.LowestRate).toBe(cheapestOffer(two, { adults: 2, children: 0, infants: 0 }, settings))
    expect(harbour?.LowestRate).toBeGreaterThan(Math.min(...fitting.map((o) => o.LowestRate)))
  })
})
