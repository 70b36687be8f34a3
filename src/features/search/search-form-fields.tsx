import { NativeSelect, Text } from '@mantine/core'
import type { BookConfig } from '@/api/contract/book-config'
import { formatDay, t } from '@/i18n/i18n'

// Fields of the search form that show only with some hotels: the location, and the arrival's minimum stay.

/** docs/product/search.md#limits: the arrival's minimum stay, said before the guest picks a departure that breaks it. */
export function MinStayNote({ dateFrom, minStay }: { dateFrom: string; minStay: number }) {
  return (
    <Text size="sm" c="dimmed">
      {t('search.minStayFrom', {
        nights: t('units.nights', { count: minStay }),
        day: formatDay(dateFrom, 'weekday'),
      })}
    </Text>
  )
}

export function LocationSelect({
  locations,
  value,
  onChange,
}: {
  locations: BookConfig['Locations']
  value: number | null
  onChange: (locationId: number | null) => void
}) {
  return (
    <NativeSelect
      label={t('search.locations')}
      value={value === null ? '' : String(value)}
      onChange={(e) => onChange(e.currentTarget.value === '' ? null : Number(e.currentTarget.value))}
      data={[
        { value: '', label: t('search.anyLocation') },
        ...locations.map((l) => ({ value: String(l.LocationId), label: `${l.Name}, ${l.Address}` })),
      ]}
    />
  )
}
