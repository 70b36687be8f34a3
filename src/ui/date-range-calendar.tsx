import '@mantine/dates/styles.css'
import './date-range-calendar.css'
import 'dayjs/locale/en-gb'
import { Button, Group, Text } from '@mantine/core'
import { DatePicker, DatesProvider } from '@mantine/dates'
import { useEffect, useMemo, useRef } from 'react'
import { isTooShortDeparture } from '@/domain/calendar'
import { addMonths, compareIsoDate, nightsBetween } from '@/domain/dates'
import { formatDay, t } from '@/i18n/i18n'
import type { DateRange, DateRangePickerProps } from './date-range'

type Props = DateRangePickerProps & { columns: number; onDone: () => void }

const dayOf = (d: string | Date) => (typeof d === 'string' ? d.slice(0, 10) : d.toISOString().slice(0, 10))

/**
 * The availability calendar of the date range picker, loaded on demand (decision 0020). A sold-out day cannot
 * be an arrival, but it can be the departure: the guest does not stay that night. A stay over a sold-out
 * night is still searchable, and the search then offers alternative stays (spec §4). Once an arrival is
 * picked, a departure that would make the stay shorter than that arrival's minimum stay cannot be picked
 * (spec §9, decision 0070); a day before the arrival starts the stay again from that day.
 */
export function DateRangeCalendar({
  value,
  onChange,
  today,
  unavailable,
  priceOf,
  minStayOf,
  showMinStayNotice = true,
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

  const minStay = from ? (minStayOf?.(from) ?? 1) : 1
  const tooShort = (iso: string) => from !== null && to === null && isTooShortDeparture(from, iso, minStay)
  const excluded = (iso: string) => {
    if (tooShort(iso)) return true
    if (!unavailable.has(iso)) return false
    // Picking the departure: any later day may be the day the guest leaves.
    return !(choosingDeparture && compareIsoDate(iso, from) > 0)
  }
  const minStayText = (nights: number) => t('units.nights', { count: nights })

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
            let range: DateRange = [next[0] ? dayOf(next[0]) : null, next[1] ? dayOf(next[1]) : null]
            // Picking the departure, a day before the arrival starts a new stay from that day: the calendar would
            // otherwise swap them, making the old arrival a departure the guest did not pick.
            if (choosingDeparture && range[0] && range[1] === from && compareIsoDate(range[0], from) < 0)
              range = [range[0], null]
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
            if (from && tooShort(iso))
              parts.push(
                showMinStayNotice
                  ? t('search.tooShortFor', {
                      nights: minStayText(minStay),
                      day: formatDay(from, 'weekday'),
                    })
                  : t('search.tooShort'),
              )
            const price = priceOf?.(iso)
            if (price && !unavailable.has(iso)) parts.push(t('search.priceFrom', { price }))
            const nights = minStayOf?.(iso)
            if (showMinStayNotice && nights && nights > 1)
              parts.push(t('search.minStay', { nights: minStayText(nights) }))
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
          {from && minStay > 1 && showMinStayNotice
            ? t('search.minStayFrom', { nights: minStayText(minStay), day: formatDay(from, 'weekday') })
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
