import { Alert, Card, Checkbox, Stack, Text } from '@mantine/core'
import { useMemo, useState } from 'react'
import type { ManageRoom } from '@/domain/manage-flow'
import { eachNight } from '@/domain/dates'
import { isSameOccupancy } from '@/domain/occupancy'
import { useRouteProperty } from '@/api/route-property'
import { t } from '@/i18n/i18n'
import type { DateRange } from '@/ui/date-range'
import { useMoney } from '@/ui/currency-display'
import { DateRangePicker } from '@/ui/date-range-picker'
import { DateOptionsStatus, useDateOptions, withDateOptions } from './date-options'
import { roomsFrom } from './draft'
import { ManageStepActions, type ManageStepProps } from './manage-step'
import { refusalFor } from './non-refundable'
import { useStayCalendar } from './stay-calendar'

/** A room whose dates can change: its place in the reservation and how it was booked. */
type MovableRoom = { room: ManageRoom; index: number; was: ManageRoom | undefined }

// Date options price a room as booked: a room already given another room type, rate or guests keeps its dates
// (change the dates first, or discard that change).
const isRetyped = (x: MovableRoom) =>
  !x.was ||
  x.room.roomTypeId !== x.was.roomTypeId ||
  x.room.ratePlanId !== x.was.ratePlanId ||
  !isSameOccupancy(x.room.occupancy, x.was.occupancy)

/**
 * ChangeDates (docs/product/after-booking.md#steps): new dates for some or all rooms, with each room's new price and the difference from
 * the date options search — asked 100 ms after the dates are set (docs/product/after-booking.md#limits) — before anything is saved.
 */
export function ChangeDatesStep({ draft, overview, online }: ManageStepProps) {
  const r = draft.reservation
  const original = useMemo(() => roomsFrom(r), [r])
  const movable: MovableRoom[] = draft.rooms
    .map((room, index) => ({ room, index, was: original.find((o) => o.key === room.key) }))
    .filter((x) => x.room.canBeEdited && x.room.cancellation === null && x.room.reservationItemId !== null)
  const free = movable.filter((x) => !isRetyped(x))
  const [dates, setDates] = useState<DateRange>([null, null])
  const [chosen, setChosen] = useState<number[]>(free.map((x) => x.room.reservationItemId ?? 0))
  const calendar = useBookedCalendar(r, movable, chosen)
  const { request, options, answer } = useDateOptions(draft, dates, chosen, online)
  const refusals = shortenedRefusals(draft, movable, chosen, dates)

  const apply = () => {
    if (answer?.Success && refusals.length === 0) overview(withDateOptions(draft, answer))
  }

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault()
        apply()
      }}
      aria-label={t('manage.datesTitle')}
    >
      <Stack gap="md">
        <Text>{t('manage.datesHint')}</Text>
        {!online ? (
          <Alert color="warning" variant="light">
            {t('manage.needsConnection')}
          </Alert>
        ) : null}
        <Card withBorder padding="lg">
          <Stack gap="md">
            <DateRangePicker value={dates} onChange={setDates} {...calendar} />
            {refusals.map((message) => (
              <Text key={message} c="negative" size="sm" role="alert">
                {message}
              </Text>
            ))}
            {movable.length > 1 ? (
              <RoomsToMove movable={movable} chosen={chosen} onChange={setChosen} />
            ) : null}
          </Stack>
        </Card>
        <DateOptionsStatus
          draft={draft}
          dates={dates}
          asked={request !== null}
          options={options}
          answer={answer}
        />
        <ManageStepActions
          onBack={() => overview()}
          continueLabel={t('manage.useDates')}
          continueDisabled={!answer?.Success || refusals.length > 0}
        />
      </Stack>
    </form>
  )
}

/**
 * The calendar of Change dates: sold-out days greyed, but the nights of the rooms being moved are theirs to give
 * back; it opens on the booked stay with those nights marked, each day priced (as the search calendar prices it)
 * for the guests of the first room moving.
 */
function useBookedCalendar(
  r: ManageStepProps['draft']['reservation'],
  movable: MovableRoom[],
  chosen: number[],
) {
  const moving = movable.filter((x) => chosen.includes(x.room.reservationItemId ?? 0))
  const held = moving.map((x) => x.was ?? x.room)
  const calendar = useStayCalendar(r.PropertyId, {
    freed: held,
    party: (moving[0] ?? movable[0])?.room.occupancy ?? null,
  })
  const money = useMoney(useRouteProperty())
  return {
    today: calendar.today,
    unavailable: calendar.unavailable,
    minStayOf: calendar.minStayOf,
    openOn: r.DateFrom,
    marked: {
      days: new Set(held.flatMap((room) => eachNight(room.dateFrom, room.dateTo))),
      label: t('manage.bookedNight'),
    },
    priceOf: (day: string) => {
      const price = calendar.unavailable.has(day) ? undefined : calendar.priceOf?.(day)
      return price === undefined ? undefined : money.compact(price)
    },
  }
}

/** A non-refundable room cannot be shortened (decision 0116): said beside the dates, before anything is asked. */
function shortenedRefusals(
  draft: ManageStepProps['draft'],
  movable: MovableRoom[],
  chosen: number[],
  [from, to]: DateRange,
): string[] {
  if (!from || !to) return []
  return movable.flatMap((x) => {
    if (!chosen.includes(x.room.reservationItemId ?? 0)) return []
    const message = refusalFor(draft.reservation, x.room.reservationItemId, { dateFrom: from, dateTo: to })
    const room = t('manage.room', { number: x.index + 1, roomType: x.room.roomTypeName })
    return message ? [`${room}: ${message}`] : []
  })
}

type RoomsToMoveProps = { movable: MovableRoom[]; chosen: number[]; onChange: (chosen: number[]) => void }

/** Which rooms take the new dates, when there is more than one; a retyped room is shown but locked. */
function RoomsToMove({ movable, chosen, onChange }: RoomsToMoveProps) {
  return (
    <Checkbox.Group
      label={t('manage.datesRooms')}
      value={chosen.map(String)}
      onChange={(values) => onChange(values.map(Number))}
    >
      <Stack gap={4} mt="xs">
        {movable.map((x) => {
          const { room, index } = x
          const locked = isRetyped(x)
          const label = t('manage.room', { number: index + 1, roomType: room.roomTypeName })
          return (
            <Checkbox
              key={room.key}
              value={String(room.reservationItemId)}
              label={locked ? t('manage.datesRoomLocked', { room: label }) : label}
              disabled={locked}
            />
          )
        })}
      </Stack>
    </Checkbox.Group>
  )
}
