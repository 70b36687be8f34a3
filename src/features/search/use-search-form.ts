import { useMutation } from '@tanstack/react-query'
import { useRef, useState, type FormEvent } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { searchAvailability } from '@/api/availability'
import type { BookConfig } from '@/api/contract/book-config'
import type { PropertySettings } from '@/api/contract/property'
import {
  searchQueryOf,
  searchRequestOf,
  type SearchForm,
  type SearchQuery,
} from '@/api/contract/search-address'
import { hotelNow } from '@/device/clock'
import { nightsBetween } from '@/domain/dates'
import { defaultRoomOccupancy, type Occupancy } from '@/domain/occupancy'
import { isSameDayBookingBlocked, sameDayRestrictionOf } from '@/domain/same-day'
import { stayProblems } from '@/domain/stay-rules'
import { isSearchAllowed } from '@/domain/validation'
import type { DateRange } from '@/ui/date-range'
import { datesMessage } from './dates-message'
import { stayShortfall } from './search-calendar'
import { useSearchCalendar } from './use-search-calendar'

/** Search, then Rooms & Rates: the answer starts the booking session and the address carries the search. */
function useStartSearch(property: PropertySettings) {
  const navigate = useNavigate()
  return useMutation({
    mutationFn: async (form: SearchForm) => {
      const result = await searchAvailability(searchRequestOf(form, property.PropertyId))
      // The session store loads with the search, not with the page (decision 0020).
      const session = await import('@/state/booking-session')
      session.startRoomsAndRates(form, result)
      return { form, result }
    },
    onSuccess: ({ form, result }) => {
      // Analytics loads after the first paint (decision 0020); the event waits for it.
      void import('@/analytics/analytics').then((analytics) => analytics.trackSearchResults(property, result))
      // The rooms page's address carries the search too, so a reload there searches again.
      void navigate(`/Book/${property.PropertyCode}/Rooms-And-Rates?${searchQueryOf(form)}`)
    },
  })
}

type SubmitOptions = {
  property: PropertySettings
  maxRooms: number
  today: string
  calendar: ReturnType<typeof useSearchCalendar>
  /** the search as the form holds it; its dates may still be missing */
  draft: Omit<SearchForm, 'propertyCode' | 'dateFrom' | 'dateTo'> & { dates: DateRange }
  shortfall: number | null
  /** the stay is longer than one booking may hold (src/domain/stay-rules.ts) */
  tooLong: boolean
  blocked: boolean
  setFormError: (error: 'dates' | 'rooms' | null) => void
  focusDates: () => void
}

/**
 * Search pressed: missing dates and too many rooms are said by their fields, a stay short of its minimum is
 * checked against the calendar (fetched first if it has not come), and the search the address then carries runs.
 */
function useSearchSubmit({
  property,
  maxRooms,
  today,
  calendar,
  draft,
  shortfall,
  tooLong,
  blocked,
  ...on
}: SubmitOptions) {
  const [, setParams] = useSearchParams()
  const [checking, setChecking] = useState(false)
  const search = useStartSearch(property)

  async function submit(event: FormEvent) {
    event.preventDefault()
    on.setFormError(null)
    const [dateFrom, dateTo] = draft.dates
    if (!dateFrom || !dateTo || nightsBetween(dateFrom, dateTo) < 1) {
      on.setFormError('dates')
      on.focusDates()
      return
    }
    if (
      !isSearchAllowed({ propertyId: property.PropertyId, dateFrom, dateTo, rooms: draft.rooms }, maxRooms)
    ) {
      on.setFormError('rooms')
      return
    }
    if (shortfall !== null || tooLong) {
      on.focusDates()
      return
    }
    if (blocked || checking) return
    if (!calendar.loaded) {
      // The minimum stay is known only from the calendar: a search sent before it came could break the rule.
      // Offline or failing, the search goes ahead (the server refuses a stay that breaks it, and says so).
      setChecking(true)
      const known = await calendar.fetchNow()
      setChecking(false)
      if (stayShortfall(known, dateFrom, dateTo, today) !== null) {
        on.focusDates()
        return
      }
    }
    const { dates: _dates, ...rest } = draft
    const form: SearchForm = { propertyCode: property.PropertyCode, dateFrom, dateTo, ...rest }
    // The address keeps the search, so coming back to this page (back button, "change search") refills it.
    setParams(searchQueryOf(form), { replace: true, preventScrollReset: true })
    search.mutate(form)
  }
  return { submit, checking, search }
}

type Options = {
  property: PropertySettings
  config: BookConfig
  initial: SearchQuery
  promoCode: string
  today: string
}

/** The search form's state, what it says about the dates, and its submit (docs/product/search.md#screens, docs/product/search.md#limits). */
export function useSearchForm({ property, config, initial, promoCode, today }: Options) {
  const maxRooms = Math.max(1, Math.min(config.MaxNumberOfRoomsOnBooking, property.MaxNumberOfRoomsOnBooking))
  const defaultRoom = defaultRoomOccupancy(property)
  const [dates, setDates] = useState<DateRange>([initial.dateFrom, initial.dateTo])
  const [rooms, setRooms] = useState<Occupancy[]>(initial.rooms?.slice(0, maxRooms) ?? [defaultRoom])
  const [locationId, setLocationId] = useState<number | null>(
    config.Locations.some((l) => l.LocationId === initial.locationId) ? initial.locationId : null,
  )
  const [formError, setFormError] = useState<'dates' | 'rooms' | null>(null)
  const [ratePlanCode, setRatePlanCode] = useState(initial.ratePlanCode)
  const datesGiven = initial.dateFrom !== null && initial.dateTo !== null
  const calendar = useSearchCalendar(property.PropertyId, today, datesGiven, rooms[0] ?? defaultRoom)
  // Refused dates take the focus: on a phone their message is otherwise off screen, above the Search button.
  const datesField = useRef<HTMLButtonElement>(null)
  const focusDates = () => window.setTimeout(() => datesField.current?.focus(), 0)

  const [dateFrom, dateTo] = dates
  const blocked =
    dateFrom !== null &&
    isSameDayBookingBlocked(sameDayRestrictionOf(config), dateFrom, hotelNow(property.TimeZone))
  // docs/product/search.md#limits: a minimum night stay applies per check-in date. The calendar does not offer a departure that
  // breaks it; dates from the address (or picked before the calendar had loaded) are told here, by the dates.
  const shortfall = dateFrom && dateTo ? calendar.days.shortfall(dateFrom, dateTo) : null
  const tooLong = dateFrom && dateTo ? stayProblems(dateFrom, dateTo, today).departure === 'too-long' : false
  const showMinStay = config.ShowMinimumLengthOfStayNotification
  const datesError = datesMessage({
    missing: formError === 'dates',
    dateFrom,
    shortfall,
    tooLong,
    showMinStay,
  })
  const draft = { dates, rooms, promoCode: promoCode.trim(), ratePlanCode, locationId }
  const { submit, checking, search } = useSearchSubmit({
    property,
    maxRooms,
    today,
    calendar,
    draft,
    shortfall,
    tooLong,
    blocked,
    setFormError,
    focusDates,
  })

  return {
    dates,
    rooms,
    setRooms,
    locationId,
    setLocationId,
    ratePlanCode,
    maxRooms,
    defaultRoom,
    calendar,
    datesField,
    datesError,
    shortfall,
    showMinStay,
    blocked,
    checking,
    search,
    submit,
    onDatesChange: (next: DateRange) => {
      setDates(next)
      if (formError === 'dates') setFormError(null)
    },
    clearRatePlanCode: () => setRatePlanCode(null),
    roomsRefused: formError === 'rooms',
  }
}
