import { Alert, Card, Checkbox, Group, Loader, Stack, Text } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { useQuery } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { errorMessage } from '@/api/api-error'
import { searchDateOptions } from '@/api/manage-booking'
import { isSameOccupancy } from '@/domain/occupancy'
import { toMinorUnits } from '@/domain/money'
import { formatPrice, t } from '@/i18n/i18n'
import type { DateRange } from '@/ui/date-range'
import { DateRangePicker } from '@/ui/date-range-picker'
import { roomsFrom } from './draft'
import { ManageStepActions, type ManageStepProps } from './manage-step'
import { useStayCalendar } from './stay-calendar'

/**
 * ChangeDates (spec §4): new dates for some or all rooms, with each room's new price and the difference from
 * the date options search — asked 100 ms after the dates are set (spec §9) — before anything is saved.
 */
export function ChangeDatesStep({ draft, overview, online }: ManageStepProps) {
  const r = draft.reservation
  const original = useMemo(() => roomsFrom(r), [r])
  const movable = draft.rooms
    .map((room, index) => ({ room, index, was: original.find((o) => o.key === room.key) }))
    .filter((x) => x.room.canBeEdited && x.room.cancellation === null && x.room.reservationItemId !== null)
  // Date options price a room as booked: a room already given another room type, rate or guests keeps its dates
  // (change the dates first, or discard that change).
  const retyped = (x: (typeof movable)[number]) =>
    !x.was ||
    x.room.roomTypeId !== x.was.roomTypeId ||
    x.room.ratePlanId !== x.was.ratePlanId ||
    !isSameOccupancy(x.room.occupancy, x.was.occupancy)
  const free = movable.filter((x) => !retyped(x))
  const [dates, setDates] = useState<DateRange>([null, null])
  const [chosen, setChosen] = useState<number[]>(free.map((x) => x.room.reservationItemId ?? 0))
  const [from, to] = dates
  // Sold-out days are greyed; the nights of the rooms being moved are theirs to give back.
  const calendar = useStayCalendar(r.PropertyId, {
    freed: movable.filter((x) => chosen.includes(x.room.reservationItemId ?? 0)).map((x) => x.room),
  })
  const request =
    from && to && chosen.length > 0
      ? {
          PropertyId: r.PropertyId,
          ReferenceNumber: r.ReferenceNumber,
          Code: r.Code,
          DateFrom: from,
          DateTo: to,
          ReservationItemIds: [...chosen].sort((a, b) => a - b),
        }
      : null
  const [debounced] = useDebouncedValue(request, 100)
  const options = useQuery({
    queryKey: ['manage', 'date-options', debounced],
    queryFn: ({ signal }) =>
      debounced ? searchDateOptions(debounced, signal) : Promise.reject(new Error('no dates')),
    enabled: debounced !== null && online,
    retry: false,
  })
  const answer =
    debounced && request && JSON.stringify(debounced) === JSON.stringify(request) ? options.data : undefined
  const money = (major: number) => formatPrice(major, r.Currency)
  const nameOf = (id: number) => {
    const i = draft.rooms.findIndex((x) => x.reservationItemId === id)
    return t('manage.room', { number: i + 1, roomType: draft.rooms[i]?.roomTypeName ?? '' })
  }

  const apply = () => {
    if (!answer?.Success) return
    const rows = new Map(answer.ReservationItemRateRows.map((row) => [row.ReservationItemId, row]))
    overview({
      ...draft,
      rooms: draft.rooms.map((room) => {
        const row = room.reservationItemId === null ? undefined : rows.get(room.reservationItemId)
        return row
          ? {
              ...room,
              dateFrom: row.DateFrom,
              dateTo: row.DateTo,
              accommodation: toMinorUnits(row.AccommodationCost),
            }
          : room
      }),
    })
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
            <DateRangePicker
              value={dates}
              onChange={setDates}
              today={calendar.today}
              unavailable={calendar.unavailable}
              minStayOf={calendar.minStayOf}
            />
            {movable.length > 1 ? (
              <Checkbox.Group
                label={t('manage.datesRooms')}
                value={chosen.map(String)}
                onChange={(values) => setChosen(values.map(Number))}
              >
                <Stack gap={4} mt="xs">
                  {movable.map((x) => {
                    const { room, index } = x
                    const locked = retyped(x)
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
            ) : null}
          </Stack>
        </Card>
        <div aria-live="polite">
          {!from || !to ? (
            <Text size="sm">{t('manage.datesChooseBoth')}</Text>
          ) : options.isFetching || (request && !answer && !options.isError) ? (
            <Group gap="xs">
              <Loader size="xs" aria-hidden="true" />
              <Text size="sm">{t('manage.datesSearching')}</Text>
            </Group>
          ) : options.isError ? (
            <Alert color="negative" role="alert">
              {errorMessage(options.error, t('errors.error'))}
            </Alert>
          ) : answer ? (
            <Card withBorder padding="lg">
              <Stack gap={4} data-testid="date-options">
                {answer.ReservationItemRateRows.map((row) => (
                  <Text key={row.ReservationItemId}>
                    {row.IsAvailable
                      ? t('manage.datesRow', {
                          room: nameOf(row.ReservationItemId),
                          price: money(row.TotalCost),
                          difference:
                            row.CostDifference >= 0
                              ? `+${money(row.CostDifference)}`
                              : `−${money(-row.CostDifference)}`,
                        })
                      : t('manage.datesUnavailable', { room: nameOf(row.ReservationItemId) })}
                  </Text>
                ))}
                {answer.Message ? (
                  <Alert color="warning" variant="light" mt="xs">
                    {answer.Message}
                  </Alert>
                ) : null}
              </Stack>
            </Card>
          ) : null}
        </div>
        <ManageStepActions
          onBack={() => overview()}
          continueLabel={t('manage.useDates')}
          continueDisabled={!answer?.Success}
        />
      </Stack>
    </form>
  )
}
