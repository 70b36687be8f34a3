import { useQuery } from '@tanstack/react-query'
import { groupSearchQuery } from '@/api/group'
import type { GroupSearchRequest } from '@/api/contract/availability'
import type { PropertyGroup } from '@/api/contract/property'
import type { GroupSearch } from './group-search-params'

/** The group search the address carries, as the API takes it; null before any search. */
function groupSearchRequest(
  group: PropertyGroup,
  searched: GroupSearch | null,
  areaSearch: boolean,
): GroupSearchRequest | null {
  if (!searched) return null
  return {
    PropertyGroupId: group.PropertyGroupId,
    LanguageCode: 'en',
    PromoCode: searched.promoCode || null,
    AreaId: areaSearch ? searched.areaId : null,
    DateFrom: searched.arrival,
    DateTo: searched.departure,
    Rooms: searched.rooms.map((room) => ({
      NumberOfAdults: room.adults,
      NumberOfChildren: room.children,
      NumberOfInfants: room.infants,
    })),
  }
}

/** Each hotel's answer to the search in the address. */
export function useGroupResults(group: PropertyGroup, searched: GroupSearch | null, areaSearch: boolean) {
  const request = groupSearchRequest(group, searched, areaSearch)
  // Disabled until there is a search; the placeholder request is never sent.
  return useQuery({
    ...groupSearchQuery(
      request ?? {
        PropertyGroupId: group.PropertyGroupId,
        LanguageCode: 'en',
        DateFrom: '',
        DateTo: '',
        Rooms: [],
      },
    ),
    enabled: request !== null,
  })
}
