import '@mantine/core/styles/Chip.css'
import { Button, Chip, Group, Stack, Text } from '@mantine/core'
import { useRef } from 'react'
import { useLocation, useSearchParams } from 'react-router'
import { t } from '@/i18n/i18n'
import {
  listViewOf,
  RATE_FILTERS,
  withListView,
  type RateFilter,
  type RateListView,
  type RateSort,
} from './rate-list-view'

const SORT_LABEL: Record<RateSort, () => string> = {
  recommended: () => t('rooms.sortRecommended'),
  price: () => t('rooms.sortPriceLow'),
  'price-desc': () => t('rooms.sortPriceHigh'),
}

const FILTER_LABEL: Record<RateFilter, () => string> = {
  'free-cancellation': () => t('rooms.filterFreeCancellation'),
  breakfast: () => t('rooms.filterBreakfast'),
}

/**
 * The list's sort and filters, kept in the address (decision 0140): a change replaces the address's entry, with
 * the step it names (decision 0131), so Back still walks through the steps and a reload keeps the list.
 */
export function useRateListView(): [RateListView, (view: RateListView) => void] {
  const [params, setParams] = useSearchParams()
  const location = useLocation()
  const view = listViewOf(params)
  const change = (next: RateListView) =>
    setParams(withListView(params, next), { replace: true, state: location.state, preventScrollReset: true })
  return [view, change]
}

/** Sort (recommended, price up, price down) and filters, as chips that wrap on a narrow screen, (free cancellation, breakfast) above the room types. */
export function RateListControls({
  view,
  onChange,
  hidden,
}: {
  view: RateListView
  onChange: (view: RateListView) => void
  /** room types none of whose rates pass the filters */
  hidden: number
}) {
  const filters = useRef<HTMLDivElement>(null)
  // "Clear filters" goes away once pressed: the focus moves to the first filter, not to the page's body.
  const clear = () => {
    onChange({ ...view, filters: [] })
    window.setTimeout(() => filters.current?.querySelector<HTMLInputElement>('input')?.focus(), 0)
  }
  return (
    <Stack gap="xs">
      <Group gap="xs" align="center" wrap="wrap" role="radiogroup" aria-labelledby="rate-sort-label">
        <Text size="sm" fw={600} id="rate-sort-label">
          {t('rooms.sortLabel')}
        </Text>
        {(Object.keys(SORT_LABEL) as RateSort[]).map((sort) => (
          <Chip
            key={sort}
            type="radio"
            name="rate-sort"
            size="sm"
            variant="outline"
            checked={view.sort === sort}
            onChange={() => onChange({ ...view, sort })}
          >
            {SORT_LABEL[sort]()}
          </Chip>
        ))}
      </Group>
      <Group
        ref={filters}
        gap="xs"
        align="center"
        wrap="wrap"
        role="group"
        aria-labelledby="rate-filter-label"
      >
        <Text size="sm" fw={600} id="rate-filter-label">
          {t('rooms.filterLabel')}
        </Text>
        {RATE_FILTERS.map((filter) => (
          <Chip
            key={filter}
            size="sm"
            checked={view.filters.includes(filter)}
            onChange={(on) =>
              onChange({
                ...view,
                filters: on ? [...view.filters, filter] : view.filters.filter((f) => f !== filter),
              })
            }
          >
            {FILTER_LABEL[filter]()}
          </Chip>
        ))}
      </Group>
      <div aria-live="polite">
        {hidden > 0 ? (
          <Group gap={4} align="center" data-testid="rooms-hidden">
            <Text size="sm" c="dimmed">
              {t('rooms.hiddenByFilters', { count: hidden })}
              {' · '}
            </Text>
            <Button variant="subtle" size="compact-sm" onClick={clear}>
              {t('rooms.clearFilters')}
            </Button>
          </Group>
        ) : null}
      </div>
    </Stack>
  )
}
