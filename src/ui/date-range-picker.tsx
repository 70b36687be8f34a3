import '@mantine/dates/styles.css'
import 'dayjs/locale/en-gb'
import { DatePickerInput, DatesProvider } from '@mantine/dates'
import { useMemo } from 'react'
import { addMonths } from '@/domain/dates'
import { t } from '@/i18n/i18n'

export type DateRange = [string | null, string | null]

type Props = {
  value: DateRange
  onChange: (value: DateRange) => void
  today: string
  /** Days with no room left at all (greyed and not selectable). */
  unavailable: ReadonlySet<string>
  /** Lowest nightly price per day, already formatted, where known. */
  priceOf?: (day: string) => string | undefined
  minStayOf?: (day: string) => number | undefined
  error?: string | undefined
}

/**
 * The date range picker with its availability calendar: unavailable days are greyed and skipped, and each
 * day's label tells a screen reader its price and minimum stay as well as its date.
 */
export function DateRangePicker({ value, onChange, today, unavailable, priceOf, minStayOf, error }: Props) {
  const maxDate = useMemo(() => addMonths(today, 36), [today])
  return (
    <DatesProvider settings={{ locale: 'en-gb', firstDayOfWeek: 1 }}>
      <DatePickerInput
        type="range"
        label={t('search.dates')}
        placeholder={t('search.datesPlaceholder')}
        value={value}
        onChange={(next) => onChange([next[0] ?? null, next[1] ?? null])}
        minDate={today}
        maxDate={maxDate}
        excludeDate={(day) => unavailable.has(String(day).slice(0, 10))}
        getDayAriaLabel={(day) => {
          const iso = String(day).slice(0, 10)
          const parts = [
            new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-GB', {
              day: 'numeric',
              month: 'long',
              year: 'numeric',
            }),
          ]
          if (unavailable.has(iso)) parts.push(t('search.unavailableDay'))
          const price = priceOf?.(iso)
          if (price) parts.push(price)
          const minStay = minStayOf?.(iso)
          if (minStay && minStay > 1)
            parts.push(t('search.minStay', { nights: t('units.nights', { count: minStay }) }))
          return parts.join(', ')
        }}
        numberOfColumns={1}
        allowSingleDateInRange={false}
        valueFormat="ddd D MMM YYYY"
        error={error}
        required
        popoverProps={{ withinPortal: true }}
      />
    </DatesProvider>
  )
}
