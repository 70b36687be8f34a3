import type { Ref } from 'react'

// The stay a date range picker holds and what it takes, apart from the picker so its lazily loaded calendar
// can share them without importing the picker back.

export type DateRange = [string | null, string | null]

export type DateRangePickerProps = {
  value: DateRange
  onChange: (value: DateRange) => void
  today: string
  /** Days with no room left at all: not selectable as arrival, greyed. */
  unavailable: ReadonlySet<string>
  /** Lowest nightly price per day, already formatted (compact), where known. */
  priceOf?: ((day: string) => string | undefined) | undefined
  /** Each arrival day's minimum stay: departures that would make the stay shorter cannot be picked. */
  minStayOf?: ((day: string) => number | undefined) | undefined
  /**
   * Whether the minimum stay is told (book config ShowMinimumLengthOfStayNotification): the calendar's footer
   * and each day's spoken label. The rule applies either way. Default true.
   */
  showMinStayNotice?: boolean | undefined
  /** Opens with the calendar shown: the boot shell's calendar was open when the app took over. */
  initiallyOpen?: boolean | undefined
  /** Called when the calendar opens, so the caller can fetch the availability it shows. */
  onOpen?: (() => void) | undefined
  /** The day whose month the calendar opens on while no arrival is chosen (default: today's). */
  openOn?: string | undefined
  /** Days to mark, e.g. the nights a booking holds, with the words a screen reader hears for each. */
  marked?: { days: ReadonlySet<string>; label: string } | undefined
  error?: string | undefined
  /** The field's button, e.g. to take the focus when the form refuses the dates. */
  fieldRef?: Ref<HTMLButtonElement> | undefined
}
