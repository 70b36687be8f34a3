/** A room added to a booking in manage (or at the desk): checked and priced like a room booked new. */
import type { NewRoom } from '@/api/contract/manage-booking'
import type { StayPrice } from '@/domain/pricing'
import { withRoomPrefix, type RoomQuote } from '@/domain/room-quote'
import { addAll } from '../http-errors'
import type { RoomTypeRow } from '../catalogue/rates'
import { CODED_RATE_MESSAGE } from '../catalogue/rate-codes'
import { stayErrors } from '../catalogue/search'
import type { PricedLine } from './record'
import { loadSellableRates, quoteSentRoom } from './room-quote'
import type { UpdateContext } from './update-context'

export type RoomAddition = {
  room: NewRoom
  roomType: RoomTypeRow
  stay: StayPrice
  lines: PricedLine[]
  /** what the room costs: update.ts stores it as it is */
  quote: RoomQuote
}

/** One room to add, checked and priced (no promotion); null when a problem was added. */
export async function checkAddition(
  context: UpdateContext,
  room: NewRoom,
  index: number,
): Promise<RoomAddition | null> {
  const { add, now } = context
  const key = (field: string) => `RoomsToAdd.${index}.${field}`
  if (
    addAll(
      stayErrors(room.DateFrom, room.DateTo, now.date, { from: key('DateFrom'), to: key('DateTo') }),
      add,
    )
  )
    return null
  if (!context.open(room.DateFrom)) {
    add(key('DateFrom'), 'This arrival date is too close to add a room online. Please contact the hotel.')
    return null
  }
  const roomType = context.roomTypes.find((candidate) => candidate.id === room.RoomTypeId)
  const plan = context.plans.find((candidate) => candidate.id === room.RatePlanId)
  if (!roomType || !plan) {
    add(key('RoomTypeId'), 'This room type or rate plan does not exist at this property.')
    return null
  }
  if (!context.holdsCode(plan)) {
    add(key('RatePlanId'), CODED_RATE_MESSAGE)
    return null
  }
  const occupancy = {
    adults: room.NumberOfAdults,
    children: room.NumberOfChildren,
    infants: room.NumberOfInfants,
  }
  if ((room.Guests ?? []).length > occupancy.adults + occupancy.children)
    add(key('Guests'), 'There are more guests than people in this room.')
  // Guests given are checked; none given get the placeholders of docs/product/booking.md#steps, to be completed later.
  context.required.guests(room.Guests ?? [], key('Guests'))
  const { quote, problems, lines } = quoteSentRoom({
    roomType,
    plan,
    occupancy,
    rates: await loadSellableRates(
      context.db,
      context.property.id,
      { from: room.DateFrom, to: room.DateTo, roomTypeId: roomType.id, ratePlanId: plan.id },
      null,
    ),
    services: context.catalogue,
    sent: room.Services ?? [],
    sentTotal: room.TotalCost,
    detail: 'total',
  })
  // A desk quote has no price to compare yet (decision 0134).
  const { TotalCost: _unsent, ...others } = problems
  addAll(withRoomPrefix(context.rules.compareTotals ? problems : others, key('')), add)
  return quote ? { room, roomType, stay: quote.stay, lines, quote } : null
}
