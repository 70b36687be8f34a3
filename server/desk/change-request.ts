/**
 * The desk's change as the guest's Update (decisions 0126, 0134), and the Update's refusals back under the desk's
 * field names. Each room keeps what the desk leaves out as booked: occupancy, extras, and its guests (as many as
 * fit the new occupancy). Rooms added get the guest's placeholders; rooms cancelled need none of the guest's
 * reasons.
 */
import type { DeskChangeQuoteRequest, DeskChangeRequest } from '@/api/contract/desk-actions'
import type { ManageUpdateRequest } from '@/api/contract/manage-booking'
import type { Queryable } from '../db/types'
import { badRequest, HttpError, modelStateBuilder, type ModelState } from '../http-errors'
import { loadGuests, type ReservationRecord } from '../reservations/record'
import type { StaffAt } from './access'
import { liveItems } from './change-options'

type DeskRequest = DeskChangeQuoteRequest | DeskChangeRequest

/** A room that is not part of the booking is sent as it was asked, for the Update's own check to refuse. */
export async function asUpdate(
  db: Queryable,
  at: StaffAt,
  record: ReservationRecord,
  req: DeskRequest,
): Promise<ManageUpdateRequest> {
  const [items, guests] = await Promise.all([liveItems(db, record.id), loadGuests(db, record.id)])
  const ReservationItems = req.Rooms.map((room) => {
    const item = items.find((candidate) => candidate.id === room.ReservationItemId)
    const adults = room.Adults ?? item?.adults ?? 0
    const children = room.Children ?? item?.children ?? 0
    const booked = guests
      .filter((guest) => guest.item_id === item?.id)
      .map((guest) => ({
        FirstName: guest.first_name,
        LastName: guest.last_name,
        Email: guest.email,
        Phone: guest.phone,
      }))
    return {
      ReservationItemId: room.ReservationItemId,
      DateFrom: room.DateFrom,
      DateTo: room.DateTo,
      RoomTypeId: room.RoomTypeId,
      RatePlanId: room.RatePlanId,
      NumberOfAdults: adults,
      NumberOfChildren: children,
      NumberOfInfants: room.Infants ?? item?.infants ?? 0,
      Guests: booked.slice(0, Math.max(1, adults + children)),
      Services: room.Services,
      TotalCost: 'TotalCost' in room ? room.TotalCost : 0,
    }
  })
  const RoomsToAdd = req.RoomsToAdd.map((room) => ({
    DateFrom: room.DateFrom,
    DateTo: room.DateTo,
    RoomTypeId: room.RoomTypeId,
    RatePlanId: room.RatePlanId,
    NumberOfAdults: room.Adults,
    NumberOfChildren: room.Children,
    NumberOfInfants: room.Infants,
    Guests: [],
    Services: room.Services,
    TotalCost: 'TotalCost' in room ? room.TotalCost : 0,
  }))
  return {
    PropertyId: at.property.id,
    ReferenceNumber: record.reference_number,
    Code: record.code,
    LanguageCode: 'en',
    Version: req.Version,
    ReservationItems,
    RoomsToAdd,
    RoomsToCancel: req.RoomsToCancel.map((room) => ({ ReservationItemId: room.ReservationItemId })),
  }
}

/** The Update's field names and the desk's: `ReservationItems.0.NumberOfAdults` → `Rooms.0.Adults`. */
const deskField = (key: string) =>
  key
    .replace(/^ReservationItems\./, 'Rooms.')
    .replace(/\.NumberOfAdults$/, '.Adults')
    .replace(/\.NumberOfChildren$/, '.Children')
    .replace(/\.NumberOfInfants$/, '.Infants')

/** The Update's refusals under the desk's own field names. */
export async function inDeskFields<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    const state = error instanceof HttpError && error.status === 400 ? error.body.ModelState : undefined
    if (!state || typeof state !== 'object') throw error
    const renamed = modelStateBuilder()
    for (const [key, messages] of Object.entries(state as ModelState))
      for (const message of messages) renamed.add(deskField(key), message)
    throw badRequest(renamed.build())
  }
}
