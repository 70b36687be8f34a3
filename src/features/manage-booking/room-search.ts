import { useDebouncedValue } from '@mantine/hooks'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { searchAvailability } from '@/api/availability'
import { manageKeys } from '@/api/manage-booking'
import { toAvailability, toDomainRoomType } from '@/api/contract/availability-to-domain'
import type { RoomType, SearchRequest } from '@/api/contract/availability'
import type { PropertySettings } from '@/api/contract/property'
import type { Occupancy } from '@/domain/occupancy'
import { offerRoomTypes, type RoomTypeOffer } from '@/domain/offering'
import { roomsFrom, type ManageDraft, type Selecting } from './draft'
import { languageCode } from '@/i18n/i18n'

/** The search behind both selection steps: the room's (or the new room's) stay and guests. */
export function useRoomSearch(draft: ManageDraft, selecting: Selecting | null) {
  const index = draft.state.roomIndex
  const room = draft.rooms[index]
  const item = draft.reservation.ReservationItems.find((i) => i.ReservationItemId === room?.reservationItemId)
  const request: SearchRequest | null = selecting
    ? {
        PropertyId: draft.reservation.PropertyId,
        LanguageCode: languageCode(),
        PromoCode: item?.PromoCode ?? null,
        DateFrom: selecting.dateFrom,
        DateTo: selecting.dateTo,
        Rooms: [
          {
            NumberOfAdults: selecting.occupancy.adults,
            NumberOfChildren: selecting.occupancy.children,
            NumberOfInfants: selecting.occupancy.infants,
          },
        ],
      }
    : null
  const [debounced] = useDebouncedValue(request, 100)
  const valid = debounced !== null && debounced.DateFrom < debounced.DateTo
  const query = useQuery({
    queryKey: manageKeys.roomSearch(debounced),
    queryFn: ({ signal }) => searchAvailability(debounced as SearchRequest, signal),
    enabled: valid,
    retry: false,
    staleTime: 60 * 1000,
    // The room types of the last answer keep bounding the guest counters while the next one is on its way.
    placeholderData: keepPreviousData,
  })
  // What is offered comes only from the answer for this stay and these guests, never the one before.
  const answer = query.isPlaceholderData ? undefined : query.data
  const offers: RoomTypeOffer[] =
    answer && selecting
      ? offerRoomTypes(
          answer.RoomTypes.map((o) => toDomainRoomType(o.RoomType, o.Rates)),
          availabilityFor(draft, index, selecting, toAvailability(answer)),
          { dateFrom: selecting.dateFrom, dateTo: selecting.dateTo },
          selecting.occupancy,
        )
      : []
  const settled = JSON.stringify(debounced) === JSON.stringify(request)
  const search = { data: answer, isError: query.isError, error: query.error }
  const roomTypes = query.data?.RoomTypes.map((o) => o.RoomType) ?? null
  return { search, offers, room, roomTypes, pending: request !== null && (query.isFetching || !settled) }
}

/**
 * Rooms left per type for this room: its own room counts when it stays on its booked nights (it is given back
 * when it changes); rooms this session is about to take on the same nights do not.
 */
function availabilityFor(
  draft: ManageDraft,
  index: number,
  selecting: Selecting,
  left: Record<number, number>,
): Record<number, number> {
  const out = { ...left }
  const booked = roomsFrom(draft.reservation)
  const room = draft.rooms[index]
  const was = booked.find((b) => b.key === room?.key)
  if (was && was.dateFrom === selecting.dateFrom && was.dateTo === selecting.dateTo)
    out[was.roomTypeId] = (out[was.roomTypeId] ?? 0) + 1
  draft.rooms.forEach((other, i) => {
    if (i === index || other.cancellation !== null) return
    if (other.dateFrom !== selecting.dateFrom || other.dateTo !== selecting.dateTo) return
    const held = booked.find((b) => b.key === other.key)
    if (!held || held.roomTypeId !== other.roomTypeId || held.dateFrom !== other.dateFrom)
      out[other.roomTypeId] = (out[other.roomTypeId] ?? 0) - 1
  })
  return out
}

export type RoomLimits = Pick<
  RoomType,
  'MaximumOccupancy' | 'AdultMaximumOccupancy' | 'ChildMaximumOccupancy'
>

/**
 * How far each counter may go: the property's limits (as on the search page: adults up to
 * AdultMaximumOccupancy, children and infants — non-adults — up to ChildMaximumOccupancy together), and, once
 * the room types free on the dates are known, no further than one of them can take with the other guests
 * (each room type's MaximumOccupancy, AdultMaximumOccupancy and ChildMaximumOccupancy). `byRoomTypes`: a
 * counter stops short of the property's limit because no room is bigger, which the step says.
 */
export function occupancyCaps(
  property: Pick<PropertySettings, 'AdultMaximumOccupancy' | 'ChildMaximumOccupancy'>,
  roomTypes: readonly RoomLimits[] | null,
  occ: Occupancy,
): { adults: number; children: number; infants: number; byRoomTypes: boolean } {
  const byProperty = {
    adults: property.AdultMaximumOccupancy,
    children: property.ChildMaximumOccupancy - occ.infants,
    infants: property.ChildMaximumOccupancy - occ.children,
  }
  if (!roomTypes || roomTypes.length === 0) return { ...byProperty, byRoomTypes: false }
  const best = (room: (rt: RoomLimits) => number) => Math.max(...roomTypes.map(room))
  const byRooms = {
    adults: best((rt) =>
      Math.min(rt.AdultMaximumOccupancy, rt.MaximumOccupancy - occ.children - occ.infants),
    ),
    children: best((rt) =>
      Math.min(rt.ChildMaximumOccupancy - occ.infants, rt.MaximumOccupancy - occ.adults - occ.infants),
    ),
    infants: best((rt) =>
      Math.min(rt.ChildMaximumOccupancy - occ.children, rt.MaximumOccupancy - occ.adults - occ.children),
    ),
  }
  const at = (k: 'adults' | 'children' | 'infants') => byRooms[k] < byProperty[k] && occ[k] >= byRooms[k]
  return {
    adults: Math.min(byProperty.adults, byRooms.adults),
    children: Math.min(byProperty.children, byRooms.children),
    infants: Math.min(byProperty.infants, byRooms.infants),
    byRoomTypes: at('adults') || at('children') || at('infants'),
  }
}
