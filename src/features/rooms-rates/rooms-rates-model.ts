import { toAvailability, toDomainRoomType } from '@/api/contract/availability-to-domain'
import type { BookConfig } from '@/api/contract/book-config'
import type { ServiceListResponse } from '@/api/contract/service'
import type { FlowRoom } from '@/domain/booking-flow'
import { chosenRoomProblem } from '@/domain/confirm-booking'
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
  // docs/product/search.md#rules: a searched room that no room type takes gets the occupancy warning, not "no availability".
  const unfit = roomsNoRoomTypeFits(roomTypes, search.rooms)
  return { offersPerRoom, leftPerRoom, allOffers, left, lines, upgradesPerRoom, unfit }
}

export type RoomsRatesModel = NonNullable<ReturnType<typeof roomsRatesModel>>

/** Each searched room as the step machine reads it (docs/product/search.md#steps next step), from the session and what has loaded. */
export function flowRoomsOf(
  session: BookingSession,
  model: RoomsRatesModel | null,
  config: Pick<BookConfig, 'ShowRoomConfigurationQuestion' | 'RoomConfigurationOptions'>,
  services: readonly (ServiceListResponse | undefined)[],
): FlowRoom[] {
  return session.choices.map((choice, i) => ({
    roomTypeId: choice?.roomTypeId ?? null,
    ratePlanId: choice?.ratePlanId ?? null,
    upgradeOffered: (model?.upgradesPerRoom[i]?.length ?? 0) > 0,
    upgradeSeen: choice?.upgradeSeen ?? false,
    // The Occupancy step is done when Confirm's own rule finds nothing missing in the room (docs/product/search.md#rules).
    leadGuestValid: !!choice && chosenRoomProblem(choice, config) === null,
    // Until the extras have loaded a room counts as having some, so the step is never skipped by a race.
    extrasSelectable: services[i] ? services[i].Services.length > 0 : true,
    extrasSeen: choice?.extrasSeen ?? false,
  }))
}
