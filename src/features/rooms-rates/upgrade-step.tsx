import { Button, Card, Group, Stack, Text, Title } from '@mantine/core'
import { toMajorUnits } from '@/domain/money'
import type { UpgradeOption } from '@/domain/upgrades'
import { formatPrice, t } from '@/i18n/i18n'
import { updateRoom } from '@/state/booking-session'

/** Offered upgrades for one room, with what each adds to the price; "No thanks" keeps the room. */
export function UpgradeStep({
  roomIndex,
  upgrades,
  currency,
}: {
  roomIndex: number
  upgrades: UpgradeOption[]
  currency: string
}) {
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t('rooms.upgradeTitle', { number: roomIndex + 1 })}
      </Title>
      {upgrades.map((upgrade) => (
        <Card key={upgrade.roomType.roomTypeId} withBorder padding="md">
          <Group justify="space-between">
            <Stack gap={2}>
              <Text fw={600}>{upgrade.roomType.name}</Text>
              <Text size="sm" c="dimmed">
                {formatPrice(toMajorUnits(upgrade.totalCost), currency)}
              </Text>
            </Stack>
            <Button
              onClick={() =>
                updateRoom(roomIndex, {
                  roomTypeId: upgrade.roomType.roomTypeId,
                  ratePlanId: upgrade.ratePlan.ratePlanId,
                  upgradeSeen: true,
                })
              }
            >
              {t('rooms.upgradeFor', {
                roomType: upgrade.roomType.name,
                difference: formatPrice(toMajorUnits(upgrade.costDifference), currency),
              })}
            </Button>
          </Group>
        </Card>
      ))}
      <Button variant="default" w="fit-content" onClick={() => updateRoom(roomIndex, { upgradeSeen: true })}>
        {t('rooms.noThanks')}
      </Button>
    </Stack>
  )
}
