import type { PropertySettings } from '@/api/contract/property'
import { MAX_INFANTS_PER_ROOM } from '@/domain/occupancy'
import { t } from '@/i18n/i18n'
import type { RoomLimits, RoomsEditorTexts } from '@/ui/rooms-editor'

/** What the group's hotels take between them: the widest limits of any member (each hotel then answers for itself). */
export type GroupLimits = RoomLimits & { defaultAdults: number }

/** The widest limits of the group's hotels (until they load: two adults, children and infants allowed). */
export function groupLimits(members: readonly PropertySettings[]): GroupLimits {
  if (members.length === 0) {
    return {
      maxRooms: 4,
      adultMax: 4,
      childMax: 3,
      infantMax: MAX_INFANTS_PER_ROOM,
      children: true,
      infants: true,
      defaultAdults: 2,
    }
  }
  return {
    maxRooms: Math.max(...members.map((m) => m.MaxNumberOfRoomsOnBooking)),
    adultMax: Math.max(...members.map((m) => m.AdultMaximumOccupancy)),
    childMax: Math.max(...members.map((m) => m.ChildMaximumOccupancy)),
    infantMax: MAX_INFANTS_PER_ROOM,
    children: members.some((m) => m.EnableChildrenSearch),
    infants: members.some((m) => m.EnableInfantSearch),
    defaultAdults: members[0]?.DefaultOccupancyAdult ?? 2,
  }
}

/** The group search's words: the group's catalogue, as no one hotel's labels speak for the others. */
export function groupRoomsTexts(): RoomsEditorTexts {
  return {
    rooms: t('group.rooms'),
    room: (number) => t('group.room', { number }),
    removeRoom: (number) => t('group.removeRoom', { number }),
    addRoom: t('group.addRoom'),
    maxRoomsReached: t('group.maxRooms'),
    adults: { label: t('group.adults'), hint: t('group.adultsHint') },
    children: { label: t('group.children'), hint: t('group.childrenHint') },
    infants: { label: t('group.infants'), hint: t('group.infantsHint') },
  }
}
