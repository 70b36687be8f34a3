import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { Restaurant, RestaurantSlot } from '@/api/contract/restaurant'
import { restaurantAvailabilityQuery, restaurantSetupQuery } from '@/api/restaurant'
import { addMonths, compareIsoDate, isIsoDate } from '@/domain/dates'
import { canFetchRestaurantAvailability, choosePartySize } from '@/domain/restaurant'
import { t } from '@/i18n/i18n'
import { hotelToday } from '@/device/clock'
import { useRouteProperty } from '@/api/route-property'
import type { GuestStay } from './guest-stay'

/**
 * Why a visit date cannot be booked online (tables open up to 12 months ahead), or null. A date input gives a
 * real day or nothing, so "not a day" means the field was emptied.
 */
function visitDateProblem(date: string, today: string, lastDay: string): string | null {
  if (!isIsoDate(date)) return t('restaurant.dateRequired')
  if (compareIsoDate(date, today) < 0) return t('restaurant.dateInPast')
  if (compareIsoDate(date, lastDay) > 0) return t('restaurant.dateTooFar')
  return null
}

/**
 * The table half of the booking: restaurant, day, party size, time and offer, with the restaurant's setup for
 * the day and the free times for the party. What the guest picked is kept as a choice; what is shown is derived
 * from it and from what the restaurant still offers.
 */
export function useTableChoice(
  restaurants: Restaurant[],
  defaultRestaurantId: number | null,
  stay: GuestStay | null,
) {
  const property = useRouteProperty()
  const today = hotelToday(property.TimeZone)
  const lastDay = addMonths(today, 12)

  const firstRestaurant =
    restaurants.find((candidate) => candidate.Id === defaultRestaurantId)?.Id ?? restaurants[0]?.Id ?? 0
  const firstDay = stay && compareIsoDate(stay.dateFrom, today) > 0 ? stay.dateFrom : today
  const [restaurantId, setRestaurantId] = useState(firstRestaurant)
  const [date, setDate] = useState(firstDay)
  const [partyChoice, setPartyChoice] = useState<number | null>(stay?.guests ?? null)
  const [timeChoice, setTimeChoice] = useState<string | null>(null)
  const [promotionChoice, setPromotionChoice] = useState<number | null>(null)

  const restaurant = restaurants.find((candidate) => candidate.Id === restaurantId) ?? null
  const dateProblem = visitDateProblem(date, today, lastDay)

  const setup = useQuery({
    ...restaurantSetupQuery({
      propertyId: property.PropertyId,
      restaurantId,
      date,
      isReservation: stay !== null,
      identifier: stay?.referenceNumber ?? null,
    }),
    enabled: restaurantId > 0 && dateProblem === null,
  })
  const range = setup.data
    ? { minOnlinePartySize: setup.data.MinOnlinePartySize, maxOnlinePartySize: setup.data.MaxOnlinePartySize }
    : null
  // docs/product/restaurant-and-contact.md#rules: the previous party size stays when the new setup still offers it, else the smallest it offers.
  const partySize = range ? choosePartySize(partyChoice, range) : 0
  const canFetch = dateProblem === null && canFetchRestaurantAvailability({ restaurantId, date, partySize })
  const availabilityFor = {
    propertyId: property.PropertyId,
    restaurantId,
    date,
    partySize,
    currencySymbol: setup.data?.CurrencySymbol ?? '',
  }
  const availability = useQuery({ ...restaurantAvailabilityQuery(availabilityFor), enabled: canFetch })
  const slots = canFetch ? (availability.data ?? []) : []
  const slot: RestaurantSlot | null = slots.find((candidate) => candidate.Time === timeChoice) ?? null
  const promotion = slot?.Promotions.find((candidate) => candidate.Id === promotionChoice) ?? null

  return {
    today,
    lastDay,
    restaurants,
    restaurant,
    restaurantId,
    setRestaurantId,
    date,
    setDate,
    dateProblem,
    setup,
    range,
    partySize,
    setPartyChoice,
    canFetch,
    availability,
    slots,
    slot,
    setTimeChoice,
    promotion,
    setPromotionChoice,
    clearTime: () => {
      setTimeChoice(null)
      setPromotionChoice(null)
    },
  }
}

export type TableChoice = ReturnType<typeof useTableChoice>
