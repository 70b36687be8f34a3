import { describe, expect, it } from 'vitest'
import type { RatePlanOption, SearchResult } from '@/api/contract/availability'
import { toAvailability, toDomainRoomType } from '@/api/contract/availability-to-domain'
import { offerRoomTypes } from '@/domain/offering'
import { arrangeOffers, listViewOf, withListView } from '@/features/rooms-rates/rate-list-view'
import { nightAt95, oneOfferResult } from '../../builders/search-result'

const NIGHTS = ['2030-05-07', '2030-05-08']
const NOW = { date: '2030-05-01', hour: 10, minute: 0 }

/** A rate of the builder's, priced `base` a night, refundable or not, with breakfast or not. */
function rate(id: number, base: number, refundable: boolean, breakfast: boolean): RatePlanOption {
  const template = oneOfferResult({
    roomType: { id: 1, code: 'X', name: 'X' },
    ratePlan: { id, code: `R${id}`, name: `Rate ${id}` },
    payment: { AutomaticPaymentType: 'None', PercentageToCharge: 0, DaysBeforeArrival: null },
    nights: NIGHTS,
    dateTo: '2030-05-09',
  }).RoomTypes[0]!.Rates[0]!
  return {
    ...template,
    Policy: {
      ...template.Policy,
      BreakfastIncluded: breakfast || undefined,
      CancellationRules: refundable
        ? template.Policy.CancellationRules
        : {
            Refundable: false,
            FreeUntilHoursBeforeArrival: null,
            LateCancellation: { Kind: 'Full' },
            NoShow: { Kind: 'Full' },
          },
    },
    DailyRates: NIGHTS.map((date) => ({ ...nightAt95(date), BaseRate: base, OriginalBaseRate: base })),
  }
}

/** Three room types in the hotel's order: Classic (110 flexible, 90 non-refundable), Suite (300 with breakfast), Twin (100 non-refundable). */
function answer(): SearchResult {
  const base = oneOfferResult({
    roomType: { id: 1, code: 'CLASSIC', name: 'Classic' },
    ratePlan: { id: 1, code: 'FLEX', name: 'Flexible' },
    payment: { AutomaticPaymentType: 'None', PercentageToCharge: 0, DaysBeforeArrival: null },
    nights: NIGHTS,
    dateTo: '2030-05-09',
  })
  const template = base.RoomTypes[0]!
  const roomType = (id: number, name: string, rates: RatePlanOption[]) => ({
    ...template,
    RoomType: { ...template.RoomType, RoomTypeId: id, RoomTypeCode: name.toUpperCase(), Name: name },
    Rates: rates,
  })
  return {
    ...base,
    RoomTypes: [
      roomType(1, 'Classic', [rate(11, 110, true, false), rate(12, 90, false, false)]),
      roomType(2, 'Suite', [rate(13, 300, true, true)]),
      roomType(3, 'Twin', [rate(12, 100, false, false)]),
    ],
    NumberOfRoomsPerRoomTypeId: { '1': 3, '2': 3, '3': 3 },
  }
}

function offers(result: SearchResult) {
  const roomTypes = result.RoomTypes.map((o) => toDomainRoomType(o.RoomType, o.Rates))
  const stay = { dateFrom: '2030-05-07', dateTo: '2030-05-09' }
  return offerRoomTypes(roomTypes, toAvailability(result), stay, { adults: 2, children: 0, infants: 0 })
}

const names = (list: ReturnType<typeof offers>) => list.map((o) => o.roomType.name)

describe('the rooms and rates list as the guest asks to see it', () => {
  it('reads its sort and filters from the address and writes them back beside the search', () => {
    const params = new URLSearchParams('arrival=2030-05-07&sort=price&filter=free-cancellation,nonsense')
    expect(listViewOf(params)).toEqual({ sort: 'price', filters: ['free-cancellation'] })
    expect(listViewOf(new URLSearchParams('sort=cheap'))).toEqual({ sort: 'recommended', filters: [] })
    const written = withListView(params, { sort: 'recommended', filters: ['breakfast'] })
    expect(written.toString()).toBe('arrival=2030-05-07&filter=breakfast')
  })

  it('sorts the room types by the price they start from, both ways, and keeps the hotel’s order otherwise', () => {
    const result = answer()
    const all = offers(result)
    const view = (sort: 'recommended' | 'price' | 'price-desc') =>
      arrangeOffers(all, result, { sort, filters: [] }, NOW)
    expect(names(view('recommended').offers)).toEqual(['Classic', 'Suite', 'Twin'])
    expect(names(view('price').offers)).toEqual(['Classic', 'Twin', 'Suite'])
    expect(names(view('price-desc').offers)).toEqual(['Suite', 'Twin', 'Classic'])
    // Within a room type the rates follow the price too.
    const classic = view('price-desc').offers.find((o) => o.roomType.name === 'Classic')!
    expect(classic.rates.map((r) => r.price.total)).toEqual([22000, 18000])
  })

  it('keeps only the rates that pass every filter, hides and counts the room types left with none', () => {
    const result = answer()
    const all = offers(result)
    const free = arrangeOffers(all, result, { sort: 'recommended', filters: ['free-cancellation'] }, NOW)
    expect(names(free.offers)).toEqual(['Classic', 'Suite'])
    expect(free.hidden).toBe(1)
    // Classic now starts from its flexible rate, not the non-refundable one the filter hid.
    expect(free.offers[0]!.lowestRate).toBe(22000)
    const breakfast = arrangeOffers(
      all,
      result,
      { sort: 'recommended', filters: ['breakfast', 'free-cancellation'] },
      NOW,
    )
    expect(names(breakfast.offers)).toEqual(['Suite'])
    expect(breakfast.hidden).toBe(2)
  })

  it('counts a rate whose free cancellation has already ended as not free', () => {
    const result = answer()
    // 48 hours before 14:00 on 7 May is 14:00 on 5 May: at 15:00 that day cancelling costs the first night.
    const late = arrangeOffers(
      offers(result),
      result,
      { sort: 'recommended', filters: ['free-cancellation'] },
      {
        date: '2030-05-05',
        hour: 15,
        minute: 0,
      },
    )
    expect(late.offers).toEqual([])
    expect(late.hidden).toBe(3)
  })
})
