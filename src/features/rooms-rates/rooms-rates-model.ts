import { toAvailability, toDomainRoomType } from '@/api/contract/availability-to-domain'
import { eachNight } from '@/domain/dates'
import { offerRoomTypes, roomsNoRoomTypeFits } from '@/domain/offering'
import { roomsLeftFor } from '@/domain/occupancy-change'
import { availableUpgrades } from '@/domain/upgrades'
import { basketLines } from '@/state/basket-pricing'
import type { BookingSession } from '@/state/booking-session'

/**
 * What rooms and rates shows for a session, derived from its search answer and choices: the offers per room
 * (what the other rooms left, its own room included), the offers ignoring the basket, rooms left, the basket's
 * lines, the upgrades per room and the rooms no room type takes. Null until there is a search and its answer.
 */
export function roomsRatesModel(session: BookingSession) {
  const { search, result } = session
  if (!search || !result) return null
  // An upgrade target is always offered in the same answer too (the contract's UpgradeRate), so the
  // offered room types, with their full rates, are every candidate an upgrade is priced from.
  const roomTypes = result.RoomTypes.map((o) => toDomainRoomType(o.RoomType, o.Rates))
  const total = toAvailability(result)
  // Each chosen room takes one of its type; what is left is what the other rooms can still have.
  const held = session.choices.map((c) => (c ? { roomTypeId: c.roomTypeId, ratePlanId: c.ratePlanId } : null))
  const left = roomsLeftFor(total, held, -1)
  const stay = { dateFrom: search.dateFrom, dateTo: search.dateTo }
  // A room offers what the other rooms left, its own room included: a room the guest comes back to can keep
  // or change the room type it holds even when it took the last one.
  const leftPerRoom = search.rooms.map((_, i) => roomsLeftFor(total, held, i))
  const offersPerRoom = search.rooms.map((occ, i) => offerRoomTypes(roomTypes, leftPerRoom[i]!, stay, occ))
  const allOffers = search.rooms.map((occ) => offerRoomTypes(roomTypes, total, stay, occ))
  const nights = eachNight(search.dateFrom, search.dateTo)
  const lines = basketLines(session)
  const upgradesPerRoom = search.rooms.map((occ, i) => {
    const line = lines.find((l) => l.roomIndex === i)
    if (!line) return []
    return availableUpgrades({
      current: {
        roomTypeId: line.roomType.RoomTypeId,
        ratePlanId: line.ratePlan.RatePlanId,
        price: line.stay,
      },
      occupancy: occ,
      nights,
      roomTypes,
      availability: left,
    })
  })
  // Spec §5: a searched room that no room type takes gets the occupancy warning, not "no availability".
  const unfit = roomsNoRoomTypeFits(roomTypes, search.rooms)
  return { offersPerRoom, leftPerRoom, allOffers, left, lines, upgradesPerRoom, unfit }
}

export type RoomsRatesModel = NonNullable<ReturnType<typeof roomsRatesModel>>
