import { Alert, Card, Group, Loader, Stack, Text } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import { errorMessage } from '@/api/api-error'
import type { SearchDateOptionsResponse } from '@/api/contract/manage-booking'
import { manageKeys, searchDateOptions } from '@/api/manage-booking'
import { toMinorUnits } from '@/domain/money'
import { formatPrice, t } from '@/i18n/i18n'
import type { DateRange } from '@/ui/date-range'
import type { ManageDraft } from './draft'

// The date options search of the ChangeDates step (docs/product/after-booking.md#steps, docs/product/after-booking.md#limits): asked once the dates have been still for 100 ms,
// and the draft as it becomes when the guest takes the answer.

/** The search for the chosen rooms on the chosen dates; `answer` is only ever the answer to the request as it is now. */
export function useDateOptions(draft: ManageDraft, dates: DateRange, chosen: number[], online: boolean) {
  const r = draft.reservation
  const [from, to] = dates
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
    queryKey: manageKeys.dateOptions(debounced),
    queryFn: ({ signal }) =>
      debounced ? searchDateOptions(debounced, signal) : Promise.reject(new Error('no dates')),
    enabled: debounced !== null && online,
    retry: false,
  })
  const answer =
    debounced && request && JSON.stringify(debounced) === JSON.stringify(request) ? options.data : undefined
  return { request, options, answer }
}

/** The draft with each room the answer moved on its new dates and accommodation price. */
export function withDateOptions(draft: ManageDraft, answer: SearchDateOptionsResponse): ManageDraft {
  const rows = new Map(answer.ReservationItemRateRows.map((row) => [row.ReservationItemId, row]))
  return {
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
  }
}

type DateOptionsStatusProps = {
  draft: ManageDraft
  dates: DateRange
  asked: boolean
  options: UseQueryResult<SearchDateOptionsResponse>
  answer: SearchDateOptionsResponse | undefined
}

/** Where the search stands, announced politely: choose dates, searching, the error, or each room's new price. */
export function DateOptionsStatus({ draft, dates, asked, options, answer }: DateOptionsStatusProps) {
  const [from, to] = dates
  return (
    <div aria-live="polite">
      {!from || !to ? (
        <Text size="sm">{t('manage.datesChooseBoth')}</Text>
      ) : options.isFetching || (asked && !answer && !options.isError) ? (
        <Group gap="xs">
          <Loader size="xs" aria-hidden="true" />
          <Text size="sm">{t('manage.datesSearching')}</Text>
        </Group>
      ) : options.isError ? (
        <Alert color="negative" role="alert">
          {errorMessage(options.error, t('errors.error'))}
        </Alert>
      ) : answer ? (
        <DateOptionsAnswer draft={draft} answer={answer} />
      ) : null}
    </div>
  )
}

function DateOptionsAnswer({ draft, answer }: { draft: ManageDraft; answer: SearchDateOptionsResponse }) {
  const money = (major: number) => formatPrice(major, draft.reservation.Currency)
  const nameOf = (id: number) => {
    const i = draft.rooms.findIndex((x) => x.reservationItemId === id)
    return t('manage.room', { number: i + 1, roomType: draft.rooms[i]?.roomTypeName ?? '' })
  }
  return (
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
  )
}
