import { Box } from '@mantine/core'
import { Suspense } from 'react'
import { StepFlag } from '@/domain/booking-flow'
import type { Occupancy } from '@/domain/occupancy'
import { describeOccupancy, t } from '@/i18n/i18n'
import { rateAllIn, type BasketLine } from '@/state/basket-pricing'
import { selectRoom } from '@/state/booking-session'
import { PageLoader } from '@/ui/page-loader'
import { RoomListSelector, type RoomListItem } from '@/ui/room-list-selector'
import { stockUsedElsewhere } from './extras'
import { ExtrasStep, LeadGuestStep } from './later-steps'
import { ReadyToBook } from './ready-to-book'
import { RoomPanel } from './room-panel'
import type { ShownSearch } from './shown-search'
import { UpgradeStep } from './upgrade-step'
import type { RoomFlow } from './use-room-flow'

/** The searched rooms as the room list selector lists them: each one's guests and what it holds now. */
export function roomListItems(
  rooms: readonly Occupancy[],
  lines: readonly BasketLine[],
  format: (minor: number) => string,
): RoomListItem[] {
  return rooms.map((occupancy, i) => {
    const line = lines.find((l) => l.roomIndex === i)
    return {
      title: t('search.room', { number: i + 1 }),
      guests: describeOccupancy(occupancy),
      choice: line
        ? {
            roomType: line.roomType.Name,
            ratePlan: line.ratePlan.RatePlanName,
            price: format(line.stay.total),
          }
        : null,
    }
  })
}

/**
 * The page's main column: the room list selector when more than one room is searched, then the step the guest
 * is at — a room's room types and rates, its upgrade, lead guest or extras — or, all chosen, "ready".
 */
export function RoomSteps({
  shown,
  flow,
  desktop,
  onGuestsChanged,
}: {
  shown: ShownSearch
  flow: RoomFlow
  desktop: boolean
  onGuestsChanged: (rooms: Occupancy[]) => void
}) {
  const { session, search, result, model, property, config, money, nights, today } = shown
  const { panelRoom, roomStep: flowRoom } = flow
  const allIn = rateAllIn(session, property, config, today)
  return (
    <>
      {search.rooms.length > 1 ? (
        <Box mb="lg">
          <RoomListSelector
            label={t('rooms.yourRooms')}
            rooms={roomListItems(search.rooms, model.lines, money.format)}
            current={flow.currentRoom}
            onSelect={selectRoom}
            toChooseLabel={t('rooms.toChoose')}
            currentLabel={t('rooms.selected')}
          />
        </Box>
      ) : null}
      {panelRoom !== null ? (
        <RoomPanel
          key={panelRoom}
          roomIndex={panelRoom}
          occupancy={search.rooms[panelRoom]!}
          property={property}
          result={result}
          offers={model.offersPerRoom[panelRoom] ?? []}
          roomsLeft={model.leftPerRoom[panelRoom] ?? model.left}
          money={money}
          nights={nights}
          showOccupancy={config.ShowRoomTypeOccupancy || property.ShowRoomTypeOccupancy}
          showMinimumStay={config.ShowMinimumLengthOfStayNotification}
          active={flow.active !== null}
          line={model.lines.find((l) => l.roomIndex === panelRoom)}
          onGuestsChanged={onGuestsChanged}
          allIn={(stay) => allIn(stay, search.rooms[panelRoom]!)}
        />
      ) : null}
      {flowRoom ? (
        <LaterStep shown={shown} flow={flow} roomIndex={flowRoom.roomIndex} step={flowRoom.step} />
      ) : null}
      {flow.atSummary ? <ReadyToBook desktop={desktop} /> : null}
    </>
  )
}

/** A chosen room's step after its rate (docs/product/search.md#steps): its upgrade, its lead guest or its extras. */
function LaterStep({
  shown,
  flow,
  roomIndex,
  step,
}: {
  shown: ShownSearch
  flow: RoomFlow
  roomIndex: number
  step: StepFlag
}) {
  const { session, search, result, model, config, money, nights } = shown
  const { serviceQueries } = flow
  return (
    <>
      {step === StepFlag.UpgradeSelection ? (
        <UpgradeStep
          roomIndex={roomIndex}
          upgrades={model.upgradesPerRoom[roomIndex] ?? []}
          result={result}
          format={money.format}
        />
      ) : null}
      {step === StepFlag.Occupancy ? (
        <Suspense fallback={<PageLoader />}>
          <LeadGuestStep key={roomIndex} roomIndex={roomIndex} config={config} />
        </Suspense>
      ) : null}
      {step === StepFlag.Extras ? (
        <Suspense fallback={<PageLoader />}>
          <ExtrasStep
            key={roomIndex}
            roomIndex={roomIndex}
            services={serviceQueries[roomIndex]?.data}
            loading={serviceQueries[roomIndex]?.isPending ?? true}
            failed={serviceQueries[roomIndex]?.isError ?? false}
            occupancy={search.rooms[roomIndex]!}
            nights={nights}
            usedElsewhere={stockUsedElsewhere(session, roomIndex)}
            format={money.format}
          />
        </Suspense>
      ) : null}
    </>
  )
}
