import { NativeSelect } from '@mantine/core'
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form'
import { earliestToday } from '@/device/clock'

const MONTHS = Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0'))

/** This year and the next fifteen, as expiry year choices. */
function expiryYears(): string[] {
  const first = Number(earliestToday().slice(0, 4))
  return Array.from({ length: 16 }, (_, i) => String(first + i))
}

type Registered = { field: UseFormRegisterReturn; error?: FieldError | undefined }

/** Expiry month and year selects, as every card form here has them. */
export function ExpiryFields({
  labels,
  month,
  year,
}: {
  labels: { month: string; year: string }
  month: Registered
  year: Registered
}) {
  return (
    <>
      <NativeSelect
        label={labels.month}
        required
        autoComplete="cc-exp-month"
        data={[{ value: '', label: '' }, ...MONTHS]}
        {...month.field}
        error={month.error?.message}
      />
      <NativeSelect
        label={labels.year}
        required
        autoComplete="cc-exp-year"
        data={[{ value: '', label: '' }, ...expiryYears()]}
        {...year.field}
        error={year.error?.message}
      />
    </>
  )
}
