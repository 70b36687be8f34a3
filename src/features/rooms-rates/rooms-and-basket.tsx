import { Grid } from '@mantine/core'
import type { RefObject } from 'react'
import type { Occupancy } from '@/domain/occupancy'
import { basketPricing } from '@/state/basket-pricing'
import { selectRoom } from '@/state/booking-session'
import { BasketSummary } from './basket-summary'
import { BookingBar } from './booking-bar'
import { RoomSteps } from './room-steps'
import type { ShownSearch } from './shown-search'
import type { RoomFlow } from './use-room-flow'
import { useToCheckout } from './use-to-checkout'

/**
 * The rooms' steps beside the booking summary. On a desktop-sized screen the summary sits beside the list and
 * leads to Checkout; on a phone, once every room is chosen, it moves to the top of the page.
 */
export function RoomsAndBasket({
  shown,
  flow,
  desktop,
  columnRef,
  onGuestsChanged,
  onEditExtras,
}: {
  shown: ShownSearch
  flow: RoomFlow
  desktop: boolean
  /** the main column, where each new step takes the focus (useStepFocus) */
  columnRef: RefObject<HTMLDivElement | null>
  onGuestsChanged: (rooms: Occupancy[]) => void
  onEditExtras: (roomIndex: number) => void
}) {
  const { session, search, model, property, config, money, today } = shown
  const { atSummary, serviceQueries } = flow
  const totals = basketPricing(session, property, config, today)
  // docs/product/search.md#steps: a room's services can be edited if it has none, or one is editable or just added. In the booking
  // flow every extra is just added, so a room can change its extras whenever the hotel offers any.
  const canEditExtras = (i: number) => (serviceQueries[i]?.data?.Services.length ?? 0) > 0
  const toCheckout = useToCheckout(property.PropertyCode, property.Currency, model.lines)
  return (
    <>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }} order={{ base: atSummary ? 2 : 1, md: 1 }} ref={columnRef}>
          <RoomSteps shown={shown} flow={flow} desktop={desktop} onGuestsChanged={onGuestsChanged} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }} order={{ base: atSummary ? 1 : 2, md: 2 }}>
          <div className="basket-column">
            <BasketSummary
              propertyCode={property.PropertyCode}
              currency={property.Currency}
              lines={model.lines}
              roomCount={search.rooms.length}
              totals={totals}
              vatIncluded={!property.IsStandardTaxExclusive}
              money={money}
              atSummary={flow.flowDone}
              onEditExtras={onEditExtras}
              canEditExtras={canEditExtras}
              onChangeRoom={selectRoom}
            />
          </div>
        </Grid.Col>
      </Grid>
      {!desktop && totals && model.lines.length > 0 ? (
        <BookingBar
          totals={totals}
          money={money}
          chosen={model.lines.length}
          roomCount={search.rooms.length}
          atSummary={flow.flowDone}
          onCheckout={() => toCheckout(totals)}
        />
      ) : null}
    </>
  )
}
