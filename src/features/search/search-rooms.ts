import type { PropertySettings } from '@/api/contract/property'
import { MAX_INFANTS_PER_ROOM } from '@/domain/occupancy'
import { hotelsOwn, t } from '@/i18n/i18n'
import type { RoomLimits, RoomsEditorTexts } from '@/ui/rooms-editor'

/** One hotel's limits: its occupancy maxima and the rooms a booking may have. */
export function searchRoomLimits(property: PropertySettings, maxRooms: number): RoomLimits {
  return {
    maxRooms,
    adultMax: property.AdultMaximumOccupancy,
    childMax: property.ChildMaximumOccupancy,
    infantMax: MAX_INFANTS_PER_ROOM,
    children: property.EnableChildrenSearch,
    infants: property.EnableInfantSearch,
  }
}

/** The search's words, with the hotel's own occupancy labels and hints where it has them. */
export function searchRoomsTexts(property: PropertySettings): RoomsEditorTexts {
  return {
    rooms: t('search.rooms'),
    room: (number) => t('search.room', { number }),
    removeRoom: (number) => t('search.removeRoom', { number }),
    addRoom: t('search.addRoom'),
    maxRoomsReached: t('search.maxRoomsReached'),
    adults: {
      label: hotelsOwn(property.AdultOccupancyLabel) || t('search.adults'),
      hint: hotelsOwn(property.AdultOccupancyHint),
    },
    children: {
      label: hotelsOwn(property.ChildOccupancyLabel) || t('search.children'),
      hint: hotelsOwn(property.ChildOccupancyHint) ?? t('search.childrenHint'),
    },
    infants: {
      label: hotelsOwn(property.InfantOccupancyLabel) || t('search.infants'),
      hint: hotelsOwn(property.InfantOccupancyHint) ?? t('search.infantsHint'),
    },
  }
}
