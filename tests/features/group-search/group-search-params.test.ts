import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  groupSearchParams,
  parseRooms,
  propertySearchPath,
  readGroupSearch,
  type GroupSearch,
} from '@/features/group-search/group-search-params'

const search: GroupSearch = {
  arrival: '2027-03-09',
  departure: '2027-03-11',
  areaId: 1,
  rooms: [
    { adults: 2, children: 0, infants: 0 },
    { adults: 1, children: 1, infants: 1 },
  ],
  promoCode: 'SUMMER10',
}

describe('the group search in the address', () => {
  it('writes and reads back the same search', () => {
    const params = groupSearchParams(search)
    expect(params.toString()).toBe(
      'arrival=2027-03-09&departure=2027-03-11&rooms=2-0-0%2C1-1-1&area=1&promoCode=SUMMER10',
    )
    expect(readGroupSearch(params)).toEqual(search)
  })

  it('round-trips any valid search', () => {
    const room = fc
      .record({
        adults: fc.integer({ min: 0, max: 20 }),
        children: fc.integer({ min: 0, max: 20 }),
        infants: fc.integer({ min: 0, max: 20 }),
      })
      .filter((r) => r.adults + r.children >= 1)
    fc.assert(
      fc.property(
        fc.array(room, { minLength: 1, maxLength: 10 }),
        fc.option(fc.integer({ min: 1, max: 999 }), { nil: null }),
        fc.integer({ min: 1, max: 30 }),
        (rooms, areaId, nights) => {
          const departure = new Date(Date.UTC(2027, 2, 9 + nights)).toISOString().slice(0, 10)
          const s: GroupSearch = { arrival: '2027-03-09', departure, areaId, rooms, promoCode: '' }
          expect(readGroupSearch(groupSearchParams(s))).toEqual(s)
        },
      ),
    )
  })

  it('reads a malformed or incomplete address as no search at all', () => {
    const bad = [
      '',
      'arrival=2027-03-09&departure=2027-03-11',
      'arrival=2027-03-09&departure=2027-03-09&rooms=2-0-0',
      'arrival=2027-03-11&departure=2027-03-09&rooms=2-0-0',
      'arrival=2027-02-30&departure=2027-03-02&rooms=2-0-0',
      'arrival=2027-03-09&departure=2027-03-11&rooms=0-0-1',
      'arrival=2027-03-09&departure=2027-03-11&rooms=2-0',
      'arrival=2027-03-09&departure=2027-03-11&rooms=21-0-0',
    ]
    for (const q of bad) expect(readGroupSearch(new URLSearchParams(q)), q).toBeNull()
    expect(parseRooms(Array.from({ length: 11 }, () => '1-0-0').join(','))).toBeNull()
    expect(
      readGroupSearch(new URLSearchParams('arrival=2027-03-09&departure=2027-03-11&rooms=2-0-0&area=x'))
        ?.areaId,
    ).toBeNull()
  })

  it('hands one hotel the stay in the parameters its search page reads', () => {
    expect(propertySearchPath('HARBOUR', search)).toBe(
      '/Book/HARBOUR?arrival=2027-03-09&departure=2027-03-11&rooms=2-0-0%2C1-1-1&promoCode=SUMMER10',
    )
  })
})
