import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { effectiveLimits, fitsOccupancy } from '@/domain/occupancy'
import {
  notEnoughRoomsForOccupancy,
  offerRoomTypes,
  promoCodeMessageToShow,
  promoCodeState,
  roomsNoRoomTypeFits,
  roomTypeTakes,
  showAvailabilityBadge,
  voucherMessageToShow,
  type RoomTypeOption,
} from '@/domain/offering'
import { aRatePlan, aRoomType, ratesFor } from '../builders/domain'

/** Each searched room offered the room types on its own, as rooms and rates asks (index i answers room i). */
const offersPerRoom = (
  roomTypes: Parameters<typeof offerRoomTypes>[0],
  availability: Parameters<typeof offerRoomTypes>[1],
  stay: Parameters<typeof offerRoomTypes>[2],
  rooms: readonly Parameters<typeof offerRoomTypes>[3][],
) => rooms.map((occupancy) => offerRoomTypes(roomTypes, availability, stay, occupancy))

const stay = { dateFrom: '2026-04-01', dateTo: '2026-04-04' }
const couple = { adults: 2, children: 0, infants: 0 }

describe('offering (docs/product/search.md#rules)', () => {
  it('offers a room type with a valid rate, availability and fitting occupancy', () => {
    const offers = offerRoomTypes([aRoomType()], { 1: 2 }, stay, couple)
    expect(offers).toHaveLength(1)
    expect(offers[0]?.lowestRate).toBe(30_000) // 3 nights × £100
  })

  it('does not offer a room type with no availability', () => {
    expect(offerRoomTypes([aRoomType()], { 1: 0 }, stay, couple)).toEqual([])
    expect(offerRoomTypes([aRoomType()], {}, stay, couple)).toEqual([])
  })

  it('does not offer a room type the occupancy does not fit', () => {
    const single = aRoomType({ maximumOccupancy: 1, adultMaximumOccupancy: 1 })
    expect(offerRoomTypes([single], { 1: 5 }, stay, couple)).toEqual([])
  })

  it('does not offer a room type without a valid rate: a rate missing a night is not valid', () => {
    const gap = aRoomType({ rates: [aRatePlan({ dailyRates: ratesFor('2026-04-01', '2026-04-03') })] })
    expect(offerRoomTypes([gap], { 1: 5 }, stay, couple)).toEqual([])
  })

  it('skips a rate plan whose own limits reject the party when UseOccupancyForRatePlan is on', () => {
    const roomType = aRoomType({
      rates: [
        aRatePlan({
          ratePlanId: 1,
          useOccupancyForRatePlan: true,
          maximumOccupancy: 1,
          adultMaximumOccupancy: 1,
        }),
        aRatePlan({ ratePlanId: 2, dailyRates: ratesFor('2026-04-01', '2026-04-04', { baseRate: 12_000 }) }),
      ],
    })
    const [offer] = offerRoomTypes([roomType], { 1: 1 }, stay, couple)
    expect(offer?.rates.map((r) => r.ratePlan.ratePlanId)).toEqual([2])
    expect(offer?.lowestRate).toBe(36_000)
  })

  it('lists the lowest rate, with its original, cheapest first', () => {
    const roomType = aRoomType({
      rates: [
        aRatePlan({ ratePlanId: 1, dailyRates: ratesFor('2026-04-01', '2026-04-04', { baseRate: 12_000 }) }),
        aRatePlan({
          ratePlanId: 2,
          dailyRates: ratesFor('2026-04-01', '2026-04-04', {
            baseRate: 9_000,
            original: { ...aRatePlan().dailyRates[0]!, baseRate: 11_000 },
          }),
        }),
      ],
    })
    const [offer] = offerRoomTypes([roomType], { 1: 1 }, stay, couple)
    expect(offer?.rates.map((r) => r.ratePlan.ratePlanId)).toEqual([2, 1])
    expect(offer?.lowestRate).toBe(27_000)
    expect(offer?.originalLowestRate).toBe(33_000)
  })
})

describe('not enough rooms for the occupancy', () => {
  const double = aRoomType({ roomTypeId: 1, maximumOccupancy: 2, adultMaximumOccupancy: 2 })
  const family = aRoomType({ roomTypeId: 2, name: 'Family', maximumOccupancy: 4 })

  it('warns when a searched room has no fitting room type', () => {
    const offers = offersPerRoom([double], { 1: 5 }, stay, [couple, { adults: 4, children: 0, infants: 0 }])
    expect(notEnoughRoomsForOccupancy(offers, { 1: 5 })).toBe(true)
  })

  it('warns when fitting room types exist but too few rooms of them are left for all rooms', () => {
    // two parties of four both need the single Family room left
    const four = { adults: 4, children: 0, infants: 0 }
    const offers = offersPerRoom([double, family], { 1: 5, 2: 1 }, stay, [four, four])
    expect(notEnoughRoomsForOccupancy(offers, { 1: 5, 2: 1 })).toBe(true)
  })

  it('does not warn when rooms can be shared out (the couple moves to the Double)', () => {
    const four = { adults: 4, children: 0, infants: 0 }
    // search order: couple first (could take Family), then the four (needs Family)
    const offers = offersPerRoom([family, double], { 1: 1, 2: 1 }, stay, [couple, four])
    expect(notEnoughRoomsForOccupancy(offers, { 1: 1, 2: 1 })).toBe(false)
  })
})

describe('offering invariant', () => {
  const limits = {
    minimumOccupancy: fc.integer({ min: 0, max: 3 }),
    maximumOccupancy: fc.integer({ min: 0, max: 6 }),
    adultMaximumOccupancy: fc.integer({ min: 0, max: 4 }),
    childMaximumOccupancy: fc.integer({ min: 0, max: 4 }),
  }
  const roomTypes = fc.array(
    fc.record({
      ...limits,
      plans: fc.array(
        fc.record({
          ...limits,
          useOccupancyForRatePlan: fc.boolean(),
          nights: fc.integer({ min: 2, max: 3 }),
        }),
        {
          maxLength: 3,
        },
      ),
    }),
    { maxLength: 8 },
  )

  it('never offers a room type (or a rate) that does not fit the occupancy', () => {
    fc.assert(
      fc.property(
        roomTypes,
        fc.record({
          adults: fc.integer({ min: 0, max: 5 }),
          children: fc.integer({ min: 0, max: 3 }),
          infants: fc.integer({ min: 0, max: 2 }),
        }),
        fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 8, maxLength: 8 }),
        (rts, occ, avail) => {
          const options: RoomTypeOption[] = rts.map((rt, i) =>
            aRoomType({
              ...rt,
              roomTypeId: i + 1,
              rates: rt.plans.map((p, j) =>
                aRatePlan({
                  ...p,
                  ratePlanId: j + 1,
                  dailyRates: ratesFor('2026-04-01', `2026-04-0${1 + p.nights}`),
                }),
              ),
            }),
          )
          const availability = Object.fromEntries(avail.map((a, i) => [i + 1, a]))
          const offers = offerRoomTypes(
            options,
            availability,
            { dateFrom: '2026-04-01', dateTo: '2026-04-04' },
            occ,
          )
          for (const o of offers) {
            expect(fitsOccupancy(o.roomType, occ)).toBe(true)
            expect(availability[o.roomType.roomTypeId]).toBeGreaterThan(0)
            expect(o.rates.length).toBeGreaterThan(0)
            for (const r of o.rates)
              expect(fitsOccupancy(effectiveLimits(o.roomType, r.ratePlan), occ)).toBe(true)
          }
        },
      ),
    )
  })
})

describe('rooms no room type can take (docs/product/search.md#rules notEnoughRoomsBasedOnOccupancy)', () => {
  const double = aRoomType({ roomTypeId: 1, maximumOccupancy: 2, adultMaximumOccupancy: 2 })
  const suite = aRoomType({ roomTypeId: 2, maximumOccupancy: 4, adultMaximumOccupancy: 4 })
  const family = aRoomType({
    roomTypeId: 3,
    minimumOccupancy: 2,
    maximumOccupancy: 5,
    adultMaximumOccupancy: 2,
    childMaximumOccupancy: 3,
  })

  it('names the searched rooms that no room type takes, whatever the availability', () => {
    const rooms = [couple, { adults: 4, children: 1, infants: 0 }, { adults: 2, children: 3, infants: 0 }]
    expect(roomsNoRoomTypeFits([double, suite, family], rooms)).toEqual([1])
    expect(roomsNoRoomTypeFits([double], rooms)).toEqual([1, 2])
  })

  it('a room type takes a party only through a rate whose limits fit it too', () => {
    const strict = aRoomType({
      roomTypeId: 4,
      rates: [aRatePlan({ useOccupancyForRatePlan: true, maximumOccupancy: 2, adultMaximumOccupancy: 2 })],
    })
    const party = { adults: 3, children: 0, infants: 0 }
    expect(roomTypeTakes(strict, party)).toBe(false)
    expect(roomTypeTakes(strict, couple)).toBe(true)
    expect(roomsNoRoomTypeFits([strict], [party])).toEqual([0])
  })

  it('says nothing when the answer holds no room type (all sold out): that is no availability', () => {
    expect(roomsNoRoomTypeFits([], [{ adults: 9, children: 0, infants: 0 }])).toEqual([])
  })

  it('names exactly the rooms that get no offer when every room type is free for the stay', () => {
    const types = [double, suite, family]
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            adults: fc.integer({ min: 0, max: 5 }),
            children: fc.integer({ min: 0, max: 4 }),
            infants: fc.integer({ min: 0, max: 2 }),
          }),
          { minLength: 1, maxLength: 4 },
        ),
        (rooms) => {
          const offers = offersPerRoom(types, { 1: 9, 2: 9, 3: 9 }, stay, rooms)
          const empty = offers.flatMap((o, i) => (o.length === 0 ? [i] : []))
          expect(roomsNoRoomTypeFits(types, rooms)).toEqual(empty)
        },
      ),
    )
  })
})

describe('listing messages and badges', () => {
  it('shows the availability badge when 3 or fewer rooms are left', () => {
    expect(showAvailabilityBadge(3)).toBe(true)
    expect(showAvailabilityBadge(1)).toBe(true)
    expect(showAvailabilityBadge(4)).toBe(false)
    expect(showAvailabilityBadge(0)).toBe(false)
  })

  it('promo code button: not entered, entered and valid, invalid', () => {
    expect(promoCodeState('', false)).toBe('NotEntered')
    expect(promoCodeState('SPRING', true)).toBe('Valid')
    expect(promoCodeState('SPRING', false)).toBe('Invalid')
  })

  it('shows an invalid promo code message only when not searching', () => {
    const r = { promoCode: 'X', isPromoCodeValid: false, promoCodeMessage: 'Unknown code', searching: false }
    expect(promoCodeMessageToShow(r)).toBe('Unknown code')
    expect(promoCodeMessageToShow({ ...r, searching: true })).toBeNull()
    expect(promoCodeMessageToShow({ ...r, isPromoCodeValid: true })).toBeNull()
  })

  it('shows a voucher message only when the code is valid', () => {
    expect(
      voucherMessageToShow({ isHopGiftVoucherCodeValid: true, hopGiftVoucherCodeMessage: '£20 off' }),
    ).toBe('£20 off')
    expect(
      voucherMessageToShow({ isHopGiftVoucherCodeValid: false, hopGiftVoucherCodeMessage: 'Bad code' }),
    ).toBeNull()
  })
})

describe('not-enough-rooms matching agrees with brute force', () => {
  it('warns exactly when no assignment of rooms to offered types fits the availability', () => {
    const types = [1, 2, 3].map((id) => aRoomType({ roomTypeId: id }))
    fc.assert(
      fc.property(
        fc.array(fc.subarray([0, 1, 2]), { minLength: 1, maxLength: 4 }),
        fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 3, maxLength: 3 }),
        (choices, avail) => {
          const availability = { 1: avail[0]!, 2: avail[1]!, 3: avail[2]! }
          const offers = choices.map((c) =>
            c.map((t) => ({
              roomType: types[t]!,
              rates: [],
              dateFrom: '',
              dateTo: '',
              lowestRate: 0,
              originalLowestRate: 0,
            })),
          )
          const feasible = (i: number, left: number[]): boolean =>
            i === choices.length ||
            (choices[i] ?? []).some(
              (t) =>
                left[t]! > 0 &&
                feasible(
                  i + 1,
                  left.map((l, j) => (j === t ? l - 1 : l)),
                ),
            )
          expect(notEnoughRoomsForOccupancy(offers, availability)).toBe(!feasible(0, avail))
        },
      ),
    )
  })
})
