import { Alert, Button, Group, Loader, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core'
import type { RestaurantSlot } from '@/api/contract/restaurant'
import { t } from '@/i18n/i18n'

/** A time says how many tables are left once there are this few. */
const FEW_TABLES = 3

/** The free times as toggle buttons: each says its time, any offer, and when few tables are left. */
export function TimeSlots({
  loading,
  failed,
  onRetry,
  fetched,
  slots,
  noAvailabilityText,
  chosen,
  onChoose,
  error,
}: {
  loading: boolean
  failed: boolean
  onRetry: () => void
  fetched: boolean
  slots: RestaurantSlot[]
  noAvailabilityText: string
  chosen: string | null
  onChoose: (time: string) => void
  error: string | null
}) {
  return (
    <Stack gap="xs" role="group" aria-labelledby="restaurant-times" aria-describedby="restaurant-times-error">
      <Text id="restaurant-times" fw={600}>
        {t('restaurant.times')}
      </Text>
      {loading ? <Loader size="sm" aria-label={t('app.loading')} /> : null}
      {failed ? (
        <Group gap="sm">
          <Text role="alert">{t('errors.network')}</Text>
          <Button size="xs" variant="light" onClick={onRetry}>
            {t('errors.tryAgain')}
          </Button>
        </Group>
      ) : null}
      {fetched && slots.length === 0 ? (
        <Alert color="info" variant="light">
          {noAvailabilityText}
        </Alert>
      ) : null}
      {slots.length > 0 ? (
        <SimpleGrid cols={{ base: 3, xs: 4 }} spacing="xs">
          {slots.map((slot) => (
            <TimeSlotButton
              key={slot.Time}
              slot={slot}
              selected={slot.Time === chosen}
              onChoose={() => onChoose(slot.Time)}
            />
          ))}
        </SimpleGrid>
      ) : null}
      <Text
        id="restaurant-times-error"
        size="sm"
        c="var(--mantine-color-error)"
        role={error ? 'alert' : undefined}
      >
        {error}
      </Text>
    </Stack>
  )
}

function TimeSlotButton({
  slot,
  selected,
  onChoose,
}: {
  slot: RestaurantSlot
  selected: boolean
  onChoose: () => void
}) {
  const offers = slot.Promotions.map((promotion) => promotion.Name)
  const tablesLeft =
    slot.TablesLeft <= FEW_TABLES ? t('restaurant.tablesLeft', { count: slot.TablesLeft }) : null
  return (
    <UnstyledButton
      type="button"
      aria-pressed={selected}
      aria-label={[slot.Time, ...offers, ...(tablesLeft ? [tablesLeft] : [])].join(', ')}
      onClick={onChoose}
      className="time-slot"
      p="xs"
      style={{
        border: `1px solid ${selected ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-gray-6)'}`,
        borderRadius: 'var(--mantine-radius-md)',
        background: selected ? 'var(--mantine-primary-color-filled)' : 'transparent',
        color: selected ? 'var(--mantine-color-white)' : 'inherit',
        textAlign: 'center',
      }}
    >
      <Text fw={700} inherit>
        {slot.Time}
      </Text>
      {offers.length > 0 ? (
        <Text size="xs" inherit>
          {offers.join(', ')}
        </Text>
      ) : null}
      {tablesLeft ? (
        <Text size="xs" inherit>
          {tablesLeft}
        </Text>
      ) : null}
    </UnstyledButton>
  )
}
