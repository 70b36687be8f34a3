import '@mantine/core/styles/Chip.css'
import { Chip, Group, Text } from '@mantine/core'
import { t } from '@/i18n/i18n'
import type { GroupSort } from './group-order'

const SORT_LABEL: Record<GroupSort, () => string> = {
  recommended: () => t('group.sortRecommended'),
  price: () => t('group.sortPrice'),
  name: () => t('group.sortName'),
}

/** The hotels' order (recommended, price, name), as chips that wrap on a narrow screen, and their one currency. */
export function GroupSortChips({
  sort,
  onSort,
  currency,
}: {
  sort: GroupSort
  onSort: (sort: GroupSort) => void
  /** the one currency every card's price is shown in; null when they could not all be converted */
  currency: string | null
}) {
  return (
    <Group gap="xs" align="center" wrap="wrap" justify="space-between">
      <Group gap="xs" align="center" wrap="wrap" role="radiogroup" aria-labelledby="group-sort-label">
        <Text size="sm" fw={600} id="group-sort-label">
          {t('group.sortLabel')}
        </Text>
        {(Object.keys(SORT_LABEL) as GroupSort[]).map((value) => (
          <Chip
            key={value}
            type="radio"
            name="group-sort"
            size="sm"
            variant="outline"
            checked={sort === value}
            onChange={() => onSort(value)}
          >
            {SORT_LABEL[value]()}
          </Chip>
        ))}
      </Group>
      {currency ? (
        <Text size="sm" c="dimmed" data-testid="group-currency">
          {t('group.pricesShownIn', { currency })}
        </Text>
      ) : null}
    </Group>
  )
}
