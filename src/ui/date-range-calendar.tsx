import '@mantine/dates/styles.css'
import './date-range-calendar.css'
import 'dayjs/locale/en-gb'
import { Button, Group, Text } from '@mantine/core'
import { DatePicker, DatesProvider } from '@mantine/dates'
import { useEffect, useMemo, useRef } from 'react'
import { isTooShortDeparture } from '@/domain/calendar'
import { addMonths, compareIsoDate, nightsBetween } from '@/domain/dates'
import { currentLocale, formatDay, t } from '@/i18n/i18n'
import type { DateRange, DateRangePickerProps } from './date-range'

type Props = DateRangePickerProps & { columns: number; onDone: () => void }

const dayOf = (d: string | Date) => (typeof d === 'string' ? d.slice(0, 10) : d.toISOString().slice(0, 10))

/**
 * The availability calendar of the date range picker, loaded on demand (decision 0020). A sold-out day cannot
 * be an arrival, but it can be the departure: the guest does not stay that night. A stay over a sold-out
 * night is still searchable, and the search then offers alternative stays (docs/product/search.md#steps). Once an arrival is
 * picked, a departure that would make the stay shorter than that arrival's minimum stay cannot be picked
 * (docs/product/search.md#limits, decision 0070); a day before the arrival starts the stay again from that day.
 */
export function DateRangeCalendar({
  value,
  onChange,
  today,
  unavailable,
  priceOf,
  minStayOf,
  showMinStayNotice = true,
  openOn,
  marked,
  columns,
  onDone,
}: Props) {
  const maxDate = useMemo(() => addMonths(today, 36), [today])
  const root = useFocusOnOpen()
  const [from, to] = value

  const days: CalendarDays = {
    from,
    to,
    unavailable,
    minStay: from ? (minStayOf?.(from) ?? 1) : 1,
    priceOf,
    minStayOf,
    showMinStayNotice,
    marked,
  }

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
            const range = rangePicked(value, next)
            onChange(range)
            if (range[0] && range[1]) onDone()
          }}
          defaultDate={from ?? (openOn && compareIsoDate(openOn, today) > 0 ? openOn : today)}
          minDate={today}
          maxDate={maxDate}
          numberOfColumns={columns}
          fullWidth
          size="md"
          allowSingleDateInRange={false}
          excludeDate={(d) => isExcluded(days, dayOf(d))}
          // Mantine marks the device's today; the hotel's is the one that counts (decision 0101).
          getDayProps={(d) => dayProps(days, dayOf(d), today)}
          highlightToday
          hideOutsideDates
          // Month and weekday names through Intl in the guest's language: Mantine's own come from dayjs, in English.
          monthLabelFormat={(d) => intlLabel(d, { month: 'long', year: 'numeric' })}
          monthsListFormat={(d) => intlLabel(d, { month: 'short' })}
          weekdayFormat={weekdayLabel}
          previousLabel={t('search.previousMonth')}
          nextLabel={t('search.nextMonth')}
          getDayAriaLabel={(d) => dayAriaLabel(days, dayOf(d))}
          renderDay={(d) => {
            const iso = dayOf(d)
            const price =
              compareIsoDate(iso, today) >= 0 && !unavailable.has(iso) ? priceOf?.(iso) : undefined
            return <AvailabilityDay iso={iso} price={price} />
          }}
          styles={{ day: { height: 'calc(2.875rem * var(--mantine-scale))' } }}
        />
      </DatesProvider>
      <CalendarFooter days={days} onClear={() => onChange([null, null])} onDone={onDone} />
    </div>
  )
}

/** A day's marks for the grid's CSS: the hotel's today, sold out, marked (e.g. a booked night). */
function dayProps({ unavailable, marked }: CalendarDays, iso: string, today: string) {
  return {
    'data-today': iso === today || undefined,
    ...(unavailable.has(iso) ? { 'data-sold-out': true } : {}),
    ...(marked?.days.has(iso) ? { 'data-marked': true } : {}),
  }
}

/** Focus moves into the calendar when it opens: to the chosen arrival, else the day the grid offers first. */
function useFocusOnOpen() {
  const root = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const grid = root.current
    const day =
      grid?.querySelector<HTMLButtonElement>('button[data-selected]:not([disabled])') ??
      grid?.querySelector<HTMLButtonElement>('table button[tabindex="0"]:not([disabled])')
    day?.focus()
  }, [])
  return root
}

/** The stay the guest picked, from the calendar's `next` range while `value` was the stay before. */
function rangePicked([from, to]: DateRange, next: [string | Date | null, string | Date | null]): DateRange {
  const range: DateRange = [next[0] ? dayOf(next[0]) : null, next[1] ? dayOf(next[1]) : null]
  // Picking the departure, a day before the arrival starts a new stay from that day: the calendar would
  // otherwise swap them, making the old arrival a departure the guest did not pick.
  const choosingDeparture = from !== null && to === null
  if (choosingDeparture && range[0] && range[1] === from && compareIsoDate(range[0], from) < 0)
    return [range[0], null]
  return range
}

/** What the calendar knows of the days on offer, and of the stay picked so far. */
type CalendarDays = Pick<DateRangePickerProps, 'unavailable' | 'priceOf' | 'minStayOf' | 'marked'> & {
  from: string | null
  to: string | null
  /** the minimum stay of the chosen arrival (1 before one is chosen) */
  minStay: number
  showMinStayNotice: boolean
}

const minStayText = (nights: number) => t('units.nights', { count: nights })

/** Picking the departure: a day that would make the stay shorter than the arrival's minimum stay. */
function isTooShort({ from, to, minStay }: CalendarDays, iso: string): boolean {
  return from !== null && to === null && isTooShortDeparture(from, iso, minStay)
}

function isExcluded(days: CalendarDays, iso: string): boolean {
  if (isTooShort(days, iso)) return true
  if (!days.unavailable.has(iso)) return false
  // Picking the departure: any later day may be the day the guest leaves.
  const { from, to } = days
  return !(from !== null && to === null && compareIsoDate(iso, from) > 0)
}

/** A day as a screen reader hears it: its name, then sold out, too short, its price and its minimum stay. */
function dayAriaLabel(days: CalendarDays, iso: string): string {
  const { from, unavailable, minStay, priceOf, minStayOf, showMinStayNotice, marked } = days
  const parts = [dayName(iso)]
  if (marked?.days.has(iso)) parts.push(marked.label)
  if (unavailable.has(iso)) parts.push(t('search.unavailableDay'))
  if (from && isTooShort(days, iso))
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
}

/** A day of the grid: its number, and its price under it (a blank line when it has none). */
function AvailabilityDay({ iso, price }: { iso: string; price: string | undefined }) {
  return (
    <span className="availability-day">
      <span className="availability-day-number">{Number(iso.slice(8, 10))}</span>
      <span className="availability-day-price" aria-hidden="true">
        {price ?? '\u00a0'}
      </span>
    </span>
  )
}

/** What to do next (or the stay's length), with the buttons that clear the dates and close the calendar. */
function CalendarFooter({
  days,
  onClear,
  onDone,
}: {
  days: CalendarDays
  onClear: () => void
  onDone: () => void
}) {
  const { from, to, minStay, showMinStayNotice } = days
  return (
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
          <Button variant="subtle" size="compact-sm" onClick={onClear}>
            {t('search.clearDates')}
          </Button>
        ) : null}
        <Button variant="light" size="compact-sm" onClick={onDone}>
          {t('search.closeCalendar')}
        </Button>
      </Group>
    </Group>
  )
}

const labelFormats = new Map<string, Intl.DateTimeFormat>()

/** A 'YYYY-MM-DD' day's month or weekday in the language shown ('Februar 2027', 'Mo.'), whatever the device's zone. */
function intlLabel(iso: string, options: Intl.DateTimeFormatOptions): string {
  const key = `${currentLocale()}|${JSON.stringify(options)}`
  let format = labelFormats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(currentLocale(), { ...options, timeZone: 'UTC' })
    labelFormats.set(key, format)
  }
  return format.format(new Date(`${iso.slice(0, 10)}T12:00:00Z`))
}

/** A column's weekday: short ('Mo', 'lun'), or its initial where short is a whole word (Arabic's 'الاثنين'). */
function weekdayLabel(iso: string): string {
  const short = intlLabel(iso, { weekday: 'short' }).replace(/\.$/, '')
  return short.length > 3 ? intlLabel(iso, { weekday: 'narrow' }) : short
}

/** "3 March 2027": how the calendar names a day to a screen reader (the day's number leads). */
function dayName(iso: string): string {
  return formatDay(iso, 'spoken')
}
