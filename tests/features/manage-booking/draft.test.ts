/**
 * The manage draft counts an extra over every line of it on a room (issue 29): a room booked with the same extra on
 * several lines is edited as one line of their sum, so the app's per-room maximum is the server's
 * (`extrasProblems` in src/domain/room-quote.ts).
 */
import { describe, expect, it } from 'vitest'
import type { ReservationServiceLine } from '@/api/contract/manage-booking'
import { roomsFrom } from '@/features/manage-booking/draft'
import { item, reservation } from '../../builders/managed-reservation'

function line(serviceId: number, name: string, quantity: number): ReservationServiceLine {
  return {
    ReservationItemId: 1,
    ServiceId: serviceId,
    ServiceName: name,
    Quantity: quantity,
    TotalCost: 55 * quantity,
    AllowEditOnBookingEngine: true,
    Price: 55,
    ChargeType: 'PerQuantity',
    ChargePerPerson: false,
  }
}

describe('the manage draft’s extras', () => {
  it('edits the lines of one extra on a room as their sum', () => {
    const booked = reservation({
      ReservationItems: [
        item(1, {
          Services: [
            line(33, 'Champagne on arrival', 2),
            line(32, 'Parking', 1),
            line(33, 'Champagne on arrival', 4),
          ],
        }),
      ],
    })
    const [room] = roomsFrom(booked)
    expect(room?.services.map((s) => [s.serviceId, s.quantity])).toEqual([
      [33, 6],
      [32, 1],
    ])
  })
})
