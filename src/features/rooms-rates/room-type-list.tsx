import { Badge, Button, Card, Divider, Group, Image, Modal, Stack, Text, Title } from '@mantine/core'
import { useState } from 'react'
import type { RatePlanOption, SearchResult } from '@/api/contract/availability'
import { toMajorUnits } from '@/domain/money'
import type { RoomTypeOffer } from '@/domain/offering'
import { formatPrice, t } from '@/i18n/i18n'
import { chooseRoom } from '@/state/booking-session'
import { pushEvent } from '@/ui/analytics'

type Props = {
  roomIndex: number
  offers: RoomTypeOffer[]
  result: SearchResult
  roomsLeft: Record<number, number>
  currency: string
  nights: number
  showOccupancy: boolean
}

const LOW_AVAILABILITY = 3

/** The room types offered for one searched room, each with its rate plans and their prices for the stay. */
export function RoomTypeList({
  roomIndex,
  offers,
  result,
  roomsLeft,
  currency,
  nights,
  showOccupancy,
}: Props) {
  const [info, setInfo] = useState<RatePlanOption | null>(null)
  return (
    <Stack gap="lg">
      {offers.map((offer) => {
        const wire = result.RoomTypes.find((o) => o.RoomType.RoomTypeId === offer.roomType.roomTypeId)
        if (!wire) return null
        const roomType = wire.RoomType
        const left = roomsLeft[roomType.RoomTypeId] ?? 0
        return (
          <Card
            key={roomType.RoomTypeId}
            withBorder
            radius="md"
            padding="lg"
            component="article"
            aria-labelledby={`rt-${roomType.RoomTypeId}`}
          >
            <Card.Section>
              {roomType.ImageUrl ? (
                <Image
                  src={roomType.ImageUrl}
                  alt=""
                  h={200}
                  fit="cover"
                  loading="lazy"
                  width={800}
                  height={200}
                />
              ) : null}
            </Card.Section>
            <Stack gap="xs" mt="md">
              <Group justify="space-between" align="flex-start">
                <Title order={3} size="h4" id={`rt-${roomType.RoomTypeId}`}>
                  {roomType.Name}
                </Title>
                {left <= LOW_AVAILABILITY ? (
                  <Badge color="warning" variant="light">
                    {t('rooms.onlyLeft', { count: left })}
                  </Badge>
                ) : null}
              </Group>
              <Text size="sm">{roomType.Description}</Text>
              {showOccupancy ? (
                <Text size="sm" c="dimmed">
                  {t('rooms.sleeps', { count: roomType.MaximumOccupancy })}
                </Text>
              ) : null}
              <Divider my="xs" />
              {offer.rates.map(({ ratePlan, price }) => {
                const wireRate = wire.Rates.find((r) => r.RatePlanId === ratePlan.ratePlanId)
                if (!wireRate) return null
                const discounted = price.originalTotal > price.total
                return (
                  <Group
                    key={ratePlan.ratePlanId}
                    justify="space-between"
                    wrap="nowrap"
                    align="center"
                    py={4}
                  >
                    <Stack gap={2} style={{ flex: 1 }}>
                      <Text fw={600}>{wireRate.RatePlanName}</Text>
                      <Text size="sm" c="dimmed">
                        {wireRate.Policy.CancellationPolicy}
                      </Text>
                      <Group gap={4}>
                        {wireRate.Tags.map((tag) => (
                          <Badge key={tag} size="sm" variant="outline">
                            {tag}
                          </Badge>
                        ))}
                        <Button
                          variant="subtle"
                          size="compact-xs"
                          onClick={() => setInfo(wireRate)}
                          aria-label={`${t('rooms.rateInfo')}: ${wireRate.RatePlanName}`}
                        >
                          {t('rooms.rateInfo')}
                        </Button>
                      </Group>
                    </Stack>
                    <Stack gap={2} align="flex-end">
                      {discounted ? (
                        <Text
                          size="sm"
                          td="line-through"
                          c="dimmed"
                          aria-label={t('rooms.wasPrice', {
                            price: formatPrice(toMajorUnits(price.originalTotal), currency),
                          })}
                        >
                          {formatPrice(toMajorUnits(price.originalTotal), currency)}
                        </Text>
                      ) : null}
                      <Text fw={700} size="lg">
                        {formatPrice(toMajorUnits(price.total), currency)}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {t('rooms.perStay', { nights: t('units.nights', { count: nights }) })}
                      </Text>
                      <Button
                        size="sm"
                        aria-label={t('rooms.chooseRate', {
                          ratePlan: wireRate.RatePlanName,
                          roomType: roomType.Name,
                        })}
                        onClick={() => {
                          chooseRoom(roomIndex, roomType.RoomTypeId, ratePlan.ratePlanId)
                          pushEvent({
                            event: 'add_to_cart',
                            ecommerce: {
                              currency,
                              value: toMajorUnits(price.total),
                              items: [
                                {
                                  item_id: roomType.RoomTypeCode,
                                  item_name: roomType.Name,
                                  item_variant: wireRate.RatePlanCode,
                                },
                              ],
                            },
                          })
                        }}
                      >
                        {t('rooms.choose')}
                      </Button>
                    </Stack>
                  </Group>
                )
              })}
            </Stack>
          </Card>
        )
      })}
      <Modal opened={info !== null} onClose={() => setInfo(null)} title={info?.RatePlanName ?? ''} centered>
        {info ? (
          <Stack gap="sm">
            <Text>{info.RatePlanDescription}</Text>
            {info.Details.length > 0 ? (
              <Stack gap={2} component="ul" style={{ paddingLeft: '1.2rem' }}>
                {info.Details.map((d) => (
                  <Text component="li" key={d} size="sm">
                    {d}
                  </Text>
                ))}
              </Stack>
            ) : null}
            <Title order={3} size="h5">
              {t('rooms.policy')}
            </Title>
            <Text size="sm">{info.Policy.Description}</Text>
            <Text size="sm">{info.Policy.CancellationPolicy}</Text>
          </Stack>
        ) : null}
      </Modal>
    </Stack>
  )
}
