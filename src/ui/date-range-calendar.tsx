import '@mantine/dates/styles.css'
import './date-range-calendar.css'
import 'dayjs/locale/en-gb'
import { Button, Group, Text } from '@mantine/core'
import { DatePicker, DatesProvider } from '@mantine/dates'
import { useEffect, useMemo, useRef } from 'react'
import { addMonths, compareIsoDate, nightsBetween } from '@/domain/dates'
import { formatDay, t } from '@/i18n/i18n'
import type { DateRange, DateRangePickerProps } from './date-range-picker'

type Props = DateRangePickerProps & { columns: number; onDone: () => void }

const dayOf = (d: string | Date) => (typeof d === 'string' ? d.slice(0, 10) : d.toISOString().slice(0, 10))

/**
 * The availability calendar of the date range picker, loaded on demand (decision 0020). A sold-out day cannot
 * be an arrival, but it can be the departure: the guest does not stay that night. A stay over a sold-out
 * night is still searchable, and the search then offers alternative stays (spec §4).
 */
export function DateRangeCalendar({
  value,
  onChange,
  today,
  unavailable,
  priceOf,
  minStayOf,
  columns,
  onDone,
}: Props) {
  const maxDate = useMemo(() => addMonths(today, 36), [today])
  const root = useRef<HTMLDivElement>(null)
  const [from, to] = value
  const choosingDeparture = from !== null && to === null

  // Focus moves into the calendar when it opens: to the chosen arrival, else the day the grid offers first.
  useEffect(() => {
    const grid = root.current
    const day =
      grid?.querySelector<HTMLButtonElement>('button[data-selected]:not([disabled])') ??
      grid?.querySelector<HTMLButtonElement>('table button[tabindex="0"]:not([disabled])')
    day?.focus()
  }, [])

  const excluded = (iso: string) => {
    if (!unavailable.has(iso)) return false
    // Picking the departure: any later day may be the day the guest leaves.
    return !(choosingDeparture && compareIsoDate(iso, from) > 0)
  }

  const minStay = from ? minStayOf?.(from) : undefined

  return (
    <div
      ref={root}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation()
          onDone()
        }
      }}
    >
      <DatesProvider settings={{ locale: 'en-gb', firstDayOfWeek: 1 }}>
        <DatePicker
          type="range"
          value={value}
          onChange={(next) => {
            const range: DateRange = [next[0] ? dayOf(next[0]) : null, next[1] ? dayOf(next[1]) : null]
            onChange(range)
            if (range[0] && range[1]) onDone()
          }}
          defaultDate={from ?? today}
          minDate={today}
          maxDate={maxDate}
          numberOfColumns={columns}
          fullWidth
          size="md"
          allowSingleDateInRange={false}
          excludeDate={(d) => excluded(dayOf(d))}
          getDayProps={(d) => (unavailable.has(dayOf(d)) ? { 'data-sold-out': true } : {})}
          highlightToday
          hideOutsideDates
          previousLabel={t('search.previousMonth')}
          nextLabel={t('search.nextMonth')}
          getDayAriaLabel={(d) => {
            const iso = dayOf(d)
            const parts = [dayName(iso)]
            if (unavailable.has(iso)) parts.push(t('search.unavailableDay'))
            const price = priceOf?.(iso)
            if (price && !unavailable.has(iso)) parts.push(t('search.priceFrom', { price }))
            const nights = minStayOf?.(iso)
            if (nights && nights > 1)
              parts.push(t('search.minStay', { nights: t('units.nights', { count: nights }) }))
            return parts.join(', ')
          }}
          renderDay={(d) => {
            const iso = dayOf(d)
            const price =
              compareIsoDate(iso, today) >= 0 && !unavailable.has(iso) ? priceOf?.(iso) : undefined
            return (
              <span className="availability-day">
                <span className="availability-day-number">{Number(iso.slice(8, 10))}</span>
                <span className="availability-day-price" aria-hidden="true">
                  {price ?? '\u00a0'}
                </span>
              </span>
            )
          }}
          styles={{ day: { height: 'calc(2.875rem * var(--mantine-scale))' } }}
        />
      </DatesProvider>
      <Group justify="space-between" mt="sm" wrap="wrap" gap="xs">
        <Text size="sm" c="dimmed" aria-live="polite">
          {from && minStay && minStay > 1
            ? t('search.minStayFrom', {
                nights: t('units.nights', { count: minStay }),
                day: formatDay(from, 'weekday'),
              })
            : from && to
              ? t('units.nights', { count: nightsBetween(from, to) })
              : from
                ? t('search.chooseDeparture')
                : t('search.chooseArrival')}
        </Text>
        <Group gap="xs">
          {from ? (
            <Button variant="subtle" size="compact-sm" onClick={() => onChange([null, null])}>
              {t('search.clearDates')}
            </Button>
          ) : null}
          <Button variant="light" size="compact-sm" onClick={onDone}>
            {t('search.closeCalendar')}
          </Button>
        </Group>
      </Group>
    </div>
  )
}

/** "3 March 2027": how the calendar names a day to a screen reader (the day's number leads). */
function dayName(iso: string): string {
  return formatDay(iso, 'spoken')
}
