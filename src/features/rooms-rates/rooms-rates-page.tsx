import '@/i18n/load-journey'
import { Container } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { useDeferredValue, useEffect, useMemo, useState } from 'react'
import { nightsBetween } from '@/domain/dates'
import { useBookingSession } from '@/state/booking-session'
import { hotelToday } from '@/device/clock'
import { useMoney } from '@/ui/currency-display'
import { afterFirstPaintIdle } from '@/device/idle'
import { useRouteBookConfig, useRouteProperty } from '@/api/route-property'
import { ClosedToday } from './closed-today'
import { EarlierChoice } from './earlier-choice'
import { EditExtrasDialog } from './edit-extras-dialog'
import { preloadLaterSteps } from './later-steps'
import { RoomsAndBasket } from './rooms-and-basket'
import { roomsRatesModel } from './rooms-rates-model'
import { SearchAnswer } from './search-answer'
import { SearchHeader } from './search-header'
import { SearchPending } from './search-pending'
import { useAddressSearch } from './use-address-search'
import { useRoomFlow } from './use-room-flow'
import { useStepFocus } from './use-step-focus'
import { useStepHistory } from './use-step-history'

/**
 * Rooms and rates (docs/product/search.md#screens, docs/product/search.md#steps): room types offered for each searched room, then, room by room, upgrades,
 * the lead guest (Occupancy) and extras, then the booking summary. On a desktop-sized screen the summary sits
 * beside the list and leads to Checkout; on a phone it moves to the top of the page, which scrolls up to it.
 */
export function RoomsRatesPage() {
  const property = useRouteProperty()
  const config = useRouteBookConfig()
  const live = useBookingSession()
  // The page follows the session a moment behind, in a render React splits into short pieces: a choice or the
  // search's answer then never holds the main thread for the whole page at once (decision 0027).
  const session = useDeferredValue(live)
  const { search, result } = session
  const today = hotelToday(property.TimeZone)
  const money = useMoney(property)
  const desktop = useMediaQuery('(min-width: 64em)', true, { getInitialValueInEffect: false })
  const [editingExtras, setEditingExtras] = useState<number | null>(null)
  const address = useAddressSearch(property, config, live)
  const { wanted, searchAddress } = address

  const model = useMemo(() => roomsRatesModel(session), [session])
  const flow = useRoomFlow(session, model, property, config)
  const answered = search !== null && result !== null && !address.needsRestore
  const mainColumn = useStepFocus(flow.stepKey, flow.atSummary && !desktop, answered)
  useStepHistory(flow.stepKey, answered)

  // The later steps' code loads while the guest looks at the list, so a choice opens its step at once.
  useEffect(() => {
    if (!search || !result) return
    return afterFirstPaintIdle(preloadLaterSteps)
  }, [search, result])

  if (address.closedToday) {
    const closed = address.needsRestore ? wanted : search
    return (
      <ClosedToday
        stay={closed}
        message={address.sameDay.message}
        otherDates={closed ? searchAddress(closed) : null}
      />
    )
  }

  // While the address's own stay is searched, never the basket's other stay under its address (decision 0118).
  const ready =
    !address.needsRestore && search && result && model && search.propertyCode === property.PropertyCode
  if (!ready) return <SearchPending propertyCode={property.PropertyCode} address={address} />

  const nights = nightsBetween(search.dateFrom, search.dateTo)
  const shown = { session, search, result, model, property, config, money, nights, today }
  return (
    <Container size="lg" py="lg">
      <SearchHeader shown={shown} changeSearchTo={searchAddress(search)} />
      <EarlierChoice shown={search} />
      <SearchAnswer
        shown={shown}
        sameDay={address.sameDay}
        changeSearchTo={searchAddress(search)}
        rooms={
          <RoomsAndBasket
            shown={shown}
            flow={flow}
            desktop={desktop}
            columnRef={mainColumn}
            onGuestsChanged={address.keepRoomsInAddress}
            onEditExtras={setEditingExtras}
          />
        }
      />
      {editingExtras !== null ? (
        <EditExtrasDialog
          shown={shown}
          roomIndex={editingExtras}
          services={flow.serviceQueries[editingExtras]?.data}
          onClose={() => setEditingExtras(null)}
        />
      ) : null}
    </Container>
  )
}
