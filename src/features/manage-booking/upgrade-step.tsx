import { Alert, Button, Card, Group, Loader, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { errorMessage } from '@/api/api-error'
import { upgradeOptionsQuery } from '@/api/manage-booking'
import { toMinorUnits } from '@/domain/money'
import { formatPrice, t } from '@/i18n/i18n'
import type { ManageStepProps } from './manage-step'

/** UpgradeSelection: the upgrades the hotel offers this room, each with what it adds to the price. */
export function UpgradeStep({ draft, overview }: ManageStepProps) {
  const index = draft.state.roomIndex
  const room = draft.rooms[index]
  const r = draft.reservation
  const options = useQuery(upgradeOptionsQuery(r))
  if (!room) return null
  const mine = (options.data ?? []).filter((o) => o.ReservationItemId === room.reservationItemId)
  const money = (major: number) => formatPrice(major, r.Currency)
  return (
    <Stack gap="md">
      <div aria-live="polite">
        {options.isPending ? (
          <Group gap="xs">
            <Loader size="xs" aria-hidden="true" />
            <Text size="sm">{t('manage.upgradesLoading')}</Text>
          </Group>
        ) : options.isError ? (
          <Alert color="negative" role="alert">
            {errorMessage(options.error, t('errors.error'))}
          </Alert>
        ) : mine.length === 0 ? (
          <Text>{t('manage.noUpgrades')}</Text>
        ) : null}
      </div>
      {mine.map((o) => (
        <Card key={o.RoomTypeId} withBorder padding="md">
          <Group justify="space-between" wrap="wrap">
            <Stack gap={2}>
              <Text fw={600}>{o.RoomTypeName}</Text>
              <Text size="sm">{`${money(o.TotalUpgradeCost)} · ${room.ratePlanName}`}</Text>
            </Stack>
            <Button
              onClick={() =>
                overview({
                  ...draft,
                  rooms: draft.rooms.map((x, i) =>
                    i === index
                      ? {
                          ...x,
                          roomTypeId: o.RoomTypeId,
                          roomTypeName: o.RoomTypeName,
                          accommodation: toMinorUnits(o.TotalUpgradeCost),
                        }
                      : x,
                  ),
                })
              }
            >
              {t('manage.upgradeFor', { roomType: o.RoomTypeName, difference: money(o.CostDifference) })}
            </Button>
          </Group>
        </Card>
      ))}
      <Group>
        <Button variant="default" onClick={() => overview()}>
          {t('manage.back')}
        </Button>
      </Group>
    </Stack>
  )
}
