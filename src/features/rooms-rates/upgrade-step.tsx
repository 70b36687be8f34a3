import { Button, Card, Group, Image, Stack, Text, Title } from '@mantine/core'
import type { SearchResult } from '@/api/contract/availability'
import type { UpgradeOption } from '@/domain/upgrades'
import { t } from '@/i18n/i18n'
import { updateRoom } from '@/state/booking-session'
import { showNotice } from '@/ui/notices'

/** Offered upgrades for one room (docs/product/search.md#steps), with what each adds to the price; "No thanks" keeps the room. */
export function UpgradeStep({
  roomIndex,
  upgrades,
  result,
  format,
}: {
  roomIndex: number
  upgrades: UpgradeOption[]
  result: SearchResult
  format: (minor: number) => string
}) {
  return (
    <Stack gap="md" component="section" aria-labelledby="upgrade-title">
      <Title order={2} size="h3" id="upgrade-title">
        {t('rooms.upgradeTitle', { number: roomIndex + 1 })}
      </Title>
      {upgrades.map((upgrade) => {
        const wire = result.RoomTypes.find((o) => o.RoomType.RoomTypeId === upgrade.roomType.roomTypeId)
        return (
          <Card key={upgrade.roomType.roomTypeId} withBorder padding="md" radius="md">
            {wire?.RoomType.ImageUrl ? (
              <Card.Section>
                <Image src={wire.RoomType.ImageUrl} alt="" h={160} fit="cover" width={800} height={160} />
              </Card.Section>
            ) : null}
            <Stack gap="xs" mt={wire?.RoomType.ImageUrl ? 'md' : 0}>
              <Text fw={600} size="lg">
                {upgrade.roomType.name}
              </Text>
              {wire ? <Text size="sm">{wire.RoomType.Description}</Text> : null}
              <Group justify="space-between" align="center" wrap="wrap" gap="sm">
                <Text size="sm" c="dimmed">
                  {t('rooms.upgradeTotal', {
                    total: format(upgrade.totalCost),
                    ratePlan: upgrade.ratePlan.ratePlanName,
                  })}
                </Text>
                <Button
                  className="button-wraps"
                  onClick={() => {
                    updateRoom(roomIndex, {
                      roomTypeId: upgrade.roomType.roomTypeId,
                      ratePlanId: upgrade.ratePlan.ratePlanId,
                      upgradeSeen: true,
                    })
                    showNotice({
                      kind: 'positive',
                      message: t('rooms.upgraded', {
                        number: roomIndex + 1,
                        roomType: upgrade.roomType.name,
                      }),
                    })
                  }}
                >
                  {t('rooms.upgradeFor', {
                    roomType: upgrade.roomType.name,
                    difference: format(upgrade.costDifference),
                  })}
                </Button>
              </Group>
            </Stack>
          </Card>
        )
      })}
      <Button variant="default" w="fit-content" onClick={() => updateRoom(roomIndex, { upgradeSeen: true })}>
        {t('rooms.noThanks')}
      </Button>
    </Stack>
  )
}
