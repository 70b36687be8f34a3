import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  addToBasket,
  basketItem,
  changeOccupancy,
  clearBasket,
  emptyBasket,
  removeFromBasket,
  replaceRoom,
  type Basket,
} from '@/domain/basket'
import { ratesFor } from './builders'

const item = (itemId: string, roomTypeId = 1) =>
  basketItem({
    itemId,
    roomTypeId,
    ratePlanId: 1,
    occupancy: { adults: 2, children: 0, infants: 0 },
    dailyRates: ratesFor('2026-04-01', '2026-04-03', { costPerAdult: 2_000 }),
  })

describe('basket (spec §4)', () => {
  it('adds a room only if its type has at least one left, and takes one', () => {
    const r = addToBasket(emptyBasket({ 1: 1 }), item('a'))
    expect(r.ok).toBe(true)
    expect(r.basket.availability[1]).toBe(0)
    const again = addToBasket(r.basket, item('b'))
    expect(again).toMatchObject({ ok: false, reason: 'NoAvailability' })
    expect(again.basket).toBe(r.basket)
  })

  it('refuses a room type it has no availability for at all', () => {
    expect(addToBasket(emptyBasket({}), item('a', 9))).toMatchObject({ ok: false, reason: 'NoAvailability' })
  })

  it('removing restores one room', () => {
    const added = addToBasket(emptyBasket({ 1: 3 }), item('a')).basket
    const removed = removeFromBasket(added, 'a')
    expect(removed.ok).toBe(true)
    expect(removed.basket).toEqual(emptyBasket({ 1: 3 }))
    expect(removeFromBasket(removed.basket, 'a')).toMatchObject({ ok: false, reason: 'UnknownItem' })
  })

  it('re-prices a room when its occupancy changes', () => {
    const added = addToBasket(emptyBasket({ 1: 3 }), item('a')).basket
    expect(added.items[0]?.price.total).toBe(20_000)
    const three = changeOccupancy(added, 'a', { adults: 3, children: 0, infants: 0 }).basket
    // one adult above base 2 at £20 a night, 2 nights: 200 + 40 = 240
    expect(three.items[0]?.price.total).toBe(24_000)
  })

  it('replacing a room (upgrade) gives back the old type and takes the new', () => {
    const added = addToBasket(emptyBasket({ 1: 1, 2: 1 }), item('a')).basket
    const up = replaceRoom(added, 'a', {
      roomTypeId: 2,
      ratePlanId: 1,
      dailyRates: ratesFor('2026-04-01', '2026-04-03'),
    })
    expect(up.ok).toBe(true)
    expect(up.basket.availability).toEqual({ 1: 1, 2: 0 })
    expect(replaceRoom(added, 'a', { roomTypeId: 3, ratePlanId: 1, dailyRates: [] })).toMatchObject({
      ok: false,
    })
  })

  it('clearing restores every room', () => {
    let b = emptyBasket({ 1: 2, 2: 1 })
    b = addToBasket(b, item('a', 1)).basket
    b = addToBasket(b, item('b', 2)).basket
    expect(clearBasket(b)).toEqual(emptyBasket({ 1: 2, 2: 1 }))
  })
})

describe('basket invariants', () => {
  const op = fc.oneof(
    fc.record({ kind: fc.constant('add' as const), roomTypeId: fc.integer({ min: 1, max: 3 }) }),
    fc.record({ kind: fc.constant('remove' as const), pick: fc.nat() }),
  )

  it('availability never goes below zero, and rooms held + rooms left = rooms at start', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 3, maxLength: 3 }),
        fc.array(op, { maxLength: 40 }),
        (start, ops) => {
          const initial = { 1: start[0]!, 2: start[1]!, 3: start[2]! }
          let b: Basket = emptyBasket(initial)
          let n = 0
          for (const o of ops) {
            if (o.kind === 'add') b = addToBasket(b, item(`i${n++}`, o.roomTypeId)).basket
            else if (b.items.length > 0)
              b = removeFromBasket(b, b.items[o.pick % b.items.length]!.itemId).basket
            for (const id of [1, 2, 3] as const) {
              expect(b.availability[id]).toBeGreaterThanOrEqual(0)
              expect(b.availability[id]! + b.items.filter((i) => i.roomTypeId === id).length).toBe(
                initial[id],
              )
            }
          }
        },
      ),
    )
  })

  it('add then remove round-trips to the same basket', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 3 }), (avail, roomTypeId) => {
        const before = addToBasket(emptyBasket({ 1: avail, 2: avail, 3: avail }), item('x', 1)).basket
        const added = addToBasket(before, item('y', roomTypeId))
        if (!added.ok) return
        expect(removeFromBasket(added.basket, 'y').basket).toEqual(before)
      }),
    )
  })
})
