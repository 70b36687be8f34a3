import type { ReactNode } from 'react'
import { toAvailability } from '@/api/contract/availability-to-domain'
import { notEnoughRoomsForOccupancy } from '@/domain/offering'
import type { SameDayRestriction } from '@/domain/same-day'
import { t } from '@/i18n/i18n'
import { NoAvailability } from './no-availability'
import { OccupancyWarning } from './occupancy-warning'
import type { ShownSearch } from './shown-search'

/**
 * What the search's answer allows: the occupancy warning when a searched room fits no room type (docs/product/search.md#rules),
 * "no availability" when a room has no offer or the rooms cannot take the party, otherwise `rooms`.
 */
export function SearchAnswer({
  shown,
  sameDay,
  changeSearchTo,
  rooms,
}: {
  shown: ShownSearch
  sameDay: SameDayRestriction
  changeSearchTo: string
  /** the rooms to choose from and the basket, when there are any */
  rooms: ReactNode
}) {
  const { search, result, model, property, config, money, today } = shown
  const noRooms = model.allOffers.some((offers) => offers.length === 0)
  const notEnough = !noRooms && notEnoughRoomsForOccupancy(model.allOffers, toAvailability(result))
  if (model.unfit.length > 0) {
    return (
      <OccupancyWarning
        rooms={model.unfit.map((i) => ({ number: i + 1, occupancy: search.rooms[i]! }))}
        changeSearchTo={changeSearchTo}
      />
    )
  }
  if (noRooms || notEnough) {
    return (
      <NoAvailability
        property={property}
        message={
          noRooms
            ? config.NoAvailabilityMessage || t('rooms.noRooms')
            : t('rooms.notEnoughRoomsBasedOnOccupancy')
        }
        search={search}
        today={today}
        sameDay={sameDay}
        showMinStay={config.ShowMinimumLengthOfStayNotification}
        format={money.format}
      />
    )
  }
  return rooms
}
