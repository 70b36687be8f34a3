import { describe, expect, it } from 'vitest'
import {
  canEditRoomServices,
  isServiceEditable,
  mergeLinesByService,
  serviceInventoryAvailable,
  serviceInventoryUsed,
  serviceStayCost,
  serviceUnits,
} from '@/domain/services'

const family = { adults: 2, children: 1, infants: 1 }

describe('service charge types (docs/product/booking.md#limits)', () => {
  it('PerStay counts once', () => {
    expect(serviceUnits('PerStay', false, 5, 3, family)).toBe(1)
    expect(
      serviceStayCost({ price: 2_000, charge: 'PerStay', chargePerPerson: false, quantity: 1 }, 3, family),
    ).toBe(2_000)
  })

  it('PerDay counts once per night', () => {
    expect(
      serviceStayCost({ price: 1_500, charge: 'PerDay', chargePerPerson: false, quantity: 1 }, 3, family),
    ).toBe(4_500)
  })

  it('PerQuantity counts the quantity chosen', () => {
    expect(
      serviceStayCost({ price: 800, charge: 'PerQuantity', chargePerPerson: false, quantity: 4 }, 3, family),
    ).toBe(3_200)
    expect(serviceUnits('PerQuantity', false, -2, 3, family)).toBe(0)
  })

  it('ChargePerPerson multiplies by adults plus children (infants free)', () => {
    // breakfast £12.50 per person per day, 3 nights, 2 adults + 1 child (+1 infant not charged):
    // 1250 × 3 nights × 3 people = 11 250
    expect(
      serviceStayCost({ price: 1_250, charge: 'PerDay', chargePerPerson: true, quantity: 1 }, 3, family),
    ).toBe(11_250)
    expect(serviceUnits('PerStay', true, 1, 3, family)).toBe(3)
    expect(serviceUnits('PerQuantity', true, 2, 3, family)).toBe(6)
  })
})

describe('editability (docs/product/booking.md#what-is-kept, docs/product/booking.md#steps)', () => {
  const locked = { isNew: false, service: { allowEditOnBookingEngine: false } }
  const editable = { isNew: false, service: { allowEditOnBookingEngine: true } }
  const justAdded = { isNew: true, service: { allowEditOnBookingEngine: false } }

  it('a reservation service is editable if new or if the service allows it', () => {
    expect(isServiceEditable(locked)).toBe(false)
    expect(isServiceEditable(editable)).toBe(true)
    expect(isServiceEditable(justAdded)).toBe(true)
  })

  it('a room can edit its services if it has none, or one is editable or just added', () => {
    expect(canEditRoomServices([])).toBe(true)
    expect(canEditRoomServices([locked])).toBe(false)
    expect(canEditRoomServices([locked, editable])).toBe(true)
    expect(canEditRoomServices([locked, justAdded])).toBe(true)
  })
})

describe('service inventory', () => {
  it('used is the sum of item quantities; available is starting minus used', () => {
    const inv = { serviceId: 7, startingInventory: 10, reservationItems: [{ quantity: 3 }, { quantity: 2 }] }
    expect(serviceInventoryUsed(inv)).toBe(5)
    expect(serviceInventoryAvailable(inv)).toBe(5)
  })

  it('is unlimited without a starting amount', () => {
    expect(
      serviceInventoryAvailable({
        serviceId: 7,
        startingInventory: null,
        reservationItems: [{ quantity: 99 }],
      }),
    ).toBe('unlimited')
  })

  it('never reports a negative availability when oversold', () => {
    expect(
      serviceInventoryAvailable({ serviceId: 7, startingInventory: 1, reservationItems: [{ quantity: 3 }] }),
    ).toBe(0)
  })
})

describe('one line per extra', () => {
  it('adds the lines of the same extra on a room together, keeping the first line’s facts', () => {
    const champagne = { serviceId: 33, name: 'Champagne', quantity: 6 }
    const parking = { serviceId: 32, name: 'Parking', quantity: 1 }
    expect(mergeLinesByService([champagne, parking, champagne, { ...champagne, quantity: 2 }])).toEqual([
      { serviceId: 33, name: 'Champagne', quantity: 14 },
      parking,
    ])
    expect(mergeLinesByService([])).toEqual([])
  })
})
