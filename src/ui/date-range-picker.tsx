import { Input, Loader, Paper } from '@mantine/core'
import { useMediaQuery, useMergedRef } from '@mantine/hooks'
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react'
import { nightsBetween } from '@/domain/dates'
import { formatDay, t } from '@/i18n/i18n'
import { afterFirstPaintIdle } from '@/device/idle'
import { loadWhenOnline } from '@/device/when-online'
import type { DateRangePickerProps } from './date-range'

// The calendar itself (@mantine/dates, dayjs and their CSS, about a tenth of the search route's JavaScript)
// is not part of the page's first paint (decision 0020): it loads once the field has painted and the browser
// is idle, so the first tap opens it at once (issue 22), or sooner when the guest comes near the field.
const DateRangeCalendar = lazy(
  loadWhenOnline(() => import('./date-range-calendar').then((m) => ({ default: m.DateRangeCalendar }))),
)

/** Starts loading the calendar's code, e.g. when the pointer comes near the field. */
export function preloadDateRangeCalendar(): void {
  void import('./date-range-calendar')
}

/**
 * The date range picker (docs/product/search.md#screens) with its availability calendar: a field showing the stay, which opens the
 * calendar below it. Sold-out days are greyed and cannot be an arrival; each day shows its lowest nightly
 * price where known; once an arrival is picked, departures too short for its minimum stay are greyed
 * (decision 0070) and the minimum stay is told where the hotel wants it told.
 */
export function DateRangePicker(props: DateRangePickerProps) {
  const { value, error, onOpen, initiallyOpen = false } = props
  const [open, setOpen] = useState(initiallyOpen)
  const wide = useMediaQuery('(min-width: 64em)', false, { getInitialValueInEffect: false })
  const trigger = useRef<HTMLButtonElement>(null)
  const fieldRef = useMergedRef(trigger, props.fieldRef)
  const id = useId()
  const buttonId = `${id}-dates`
  const panelId = `${id}-calendar`
  useEffect(() => afterFirstPaintIdle(preloadDateRangeCalendar), [])
  // The calendar the page opened with wants its availability too; later openings ask from the click.
  const openedWith = useRef(initiallyOpen ? onOpen : undefined)
  useEffect(() => openedWith.current?.(), [])
  const [from, to] = value
  const summary =
    from && to
      ? `${formatDay(from, 'weekday')} – ${formatDay(to, 'weekday')} · ${t('units.nights', { count: nightsBetween(from, to) })}`
      : from
        ? `${formatDay(from, 'weekday')} – ${t('search.departure')}`
        : ''

  const close = () => {
    setOpen(false)
    trigger.current?.focus()
  }

  return (
    <div>
      <Input.Wrapper label={t('search.dates')} required error={error} id={buttonId}>
        <Input
          component="button"
          type="button"
          id={buttonId}
          ref={fieldRef}
          pointer
          error={Boolean(error)}
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onPointerEnter={preloadDateRangeCalendar}
          onFocus={preloadDateRangeCalendar}
          onClick={() => {
            if (!open) onOpen?.()
            setOpen(!open)
          }}
          rightSection={<CalendarGlyph />}
        >
          {summary || <Input.Placeholder>{t('search.datesPlaceholder')}</Input.Placeholder>}
        </Input>
      </Input.Wrapper>
      {open ? (
        <Paper id={panelId} withBorder radius="md" p="sm" mt="xs" shadow="sm">
          <Suspense fallback={<Loader size="sm" m="md" aria-label={t('app.loading')} />}>
            <DateRangeCalendar {...props} columns={wide ? 2 : 1} onDone={close} />
          </Suspense>
        </Paper>
      ) : null}
    </div>
  )
}

function CalendarGlyph() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M7 2h2v2h6V2h2v2h3a1 1 0 0 1 1 1v15a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3V2Zm12 8H5v9h14v-9ZM5 8h14V6H5v2Z"
      />
    </svg>
  )
}
