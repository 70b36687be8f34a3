import { Badge, Button, Card, Divider, Group, Image, Stack, Text, Title } from '@mantine/core'
import { lazy, startTransition, Suspense, useEffect, useRef, useState } from 'react'
import type { RatePlanOption, SearchResult } from '@/api/contract/availability'
import { toMajorUnits } from '@/domain/money'
import { showAvailabilityBadge, type RoomTypeOffer } from '@/domain/offering'
import { isDiscounted } from '@/domain/pricing'
import { t } from '@/i18n/i18n'
import { chooseRoom } from '@/state/booking-session'
import { pushEvent } from '@/analytics/analytics'
import type { Money } from '@/ui/currency-display'
import { showNotice } from '@/ui/notices'

// The rate plan info dialog (Mantine's Modal) loads when first asked for; pointing at or focusing an Info button
// starts it (decision 0027).
const loadInfoDialog = () => import('@/ui/rate-plan-info-dialog')
const RatePlanInfoDialog = lazy(() => loadInfoDialog().then((m) => ({ default: m.RatePlanInfoDialog })))
const preloadInfoDialog = () => void loadInfoDialog()

// The first room type fills a phone's screen: it renders at once, the others just after in a transition, which
// React splits into short pieces, so the list never holds the main thread for long (decision 0027).
const FIRST_RENDER = 1

type Props = {
  roomIndex: number
  offers: RoomTypeOffer[]
  result: SearchResult
  /** rooms left per room type once the basket's rooms are taken */
  roomsLeft: Record<number, number>
  money: Money
  currency: string
  nights: number
  showOccupancy: boolean
  showMinimumStay: boolean
  /** the room type and rate the room holds now, when the guest came back to change it */
  chosen?: { roomTypeId: number; ratePlanId: number } | null
}

/**
 * The room types offered for one searched room (spec §2 rooms and rates): photo, description, occupancy, the
 * lowest price, a badge when 3 or fewer are left, the minimum-stay notice; then each rate plan with its
 * description, policy, tags, the discounted and original price, and the rate plan info dialog.
 */
export function RoomTypeList({
  roomIndex,
  offers,
  result,
  roomsLeft,
  money,
  currency,
  nights,
  showOccupancy,
  showMinimumStay,
  chosen = null,
}: Props) {
  const [info, setInfo] = useState<RatePlanOption | null>(null)
  // Once opened the dialog stays mounted. Mounted already open (its code loads on the first press), the Modal
  // does not know which button opened it: closing gives the focus back to that button here.
  const [infoAsked, setInfoAsked] = useState(false)
  const opener = useRef<HTMLElement | null>(null)
  const closeInfo = () => {
    setInfo(null)
    window.setTimeout(() => opener.current?.focus(), 0)
  }
  const stay = t('units.nights', { count: nights })
  const [all, setAll] = useState(false)
  useEffect(() => {
    if (!all) startTransition(() => setAll(true))
  }, [all])
  return (
    <Stack gap="lg">
      {(all ? offers : offers.slice(0, FIRST_RENDER)).map((offer, position) => {
        const wire = result.RoomTypes.find((o) => o.RoomType.RoomTypeId === offer.roomType.roomTypeId)
        if (!wire) return null
        const roomType = wire.RoomType
        const left = roomsLeft[roomType.RoomTypeId] ?? 0
        const minStay = Math.max(1, ...wire.Rates.map((r) => r.MinLengthOfStay))
        const titleId = `rt-${roomIndex}-${roomType.RoomTypeId}`
        return (
          <Card
            key={roomType.RoomTypeId}
            withBorder
            radius="md"
            padding="lg"
            component="article"
            aria-labelledby={titleId}
          >
            {roomType.ImageUrl ? (
              <Card.Section>
                <Image
                  src={roomType.ImageUrl}
                  alt=""
                  h={200}
                  fit="cover"
                  width={800}
                  height={200}
                  loading={position === 0 ? 'eager' : 'lazy'}
                  fetchPriority={position === 0 ? 'high' : 'auto'}
                />
              </Card.Section>
            ) : null}
            <Stack gap="xs" mt="md">
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <Title order={3} size="h4" id={titleId}>
                  {roomType.Name}
                </Title>
                {showAvailabilityBadge(left) ? (
                  <Badge color="warning" variant="light" style={{ flexShrink: 0 }}>
                    {t('rooms.onlyLeft', { count: left })}
                  </Badge>
                ) : null}
              </Group>
              <Text size="sm">{roomType.Description}</Text>
              {roomType.Amenities.length > 0 ? (
                <Text size="sm" c="dimmed">
                  {roomType.Amenities.join(' · ')}
                </Text>
              ) : null}
              {showOccupancy ? (
                <Text size="sm" c="dimmed">
                  {t('rooms.sleepsUpTo', {
                    guests: t('units.guests', { count: roomType.MaximumOccupancy }),
                    adults: t('units.adults', { count: roomType.AdultMaximumOccupancy }),
                    children: t('units.children', { count: roomType.ChildMaximumOccupancy }),
                  })}
                </Text>
              ) : null}
              <Text size="sm">
                {t('rooms.fromPrice', { price: money.format(offer.lowestRate), nights: stay })}
                {offer.originalLowestRate > offer.lowestRate ? (
                  <>
                    {' '}
                    <Text span size="sm" td="line-through" c="dimmed">
                      {money.format(offer.originalLowestRate)}
                    </Text>
                  </>
                ) : null}
              </Text>
              {showMinimumStay && minStay > 1 ? (
                <Text size="sm" c="info.8">
                  {t('rooms.minimumLengthOfStay', { nights: t('units.nights', { count: minStay }) })}
                </Text>
              ) : null}
              <Divider my="xs" />
              <Stack
                gap="sm"
                component="ul"
                className="plain-list"
                aria-label={t('rooms.ratesFor', { roomType: roomType.Name })}
              >
                {offer.rates.map(({ ratePlan, price }) => {
                  const rate = wire.Rates.find((r) => r.RatePlanId === ratePlan.ratePlanId)
                  if (!rate) return null
                  const discounted = isDiscounted(price)
                  const isChosen =
                    chosen?.roomTypeId === roomType.RoomTypeId && chosen.ratePlanId === ratePlan.ratePlanId
                  return (
                    <li key={ratePlan.ratePlanId}>
                      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
                        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                          <Group gap="xs">
                            <Text fw={600}>{rate.RatePlanName}</Text>
                            {isChosen ? (
                              <Badge size="sm" variant="filled">
                                {t('rooms.yourChoice')}
                              </Badge>
                            ) : null}
                          </Group>
                          <Text size="sm">{rate.RatePlanDescription}</Text>
                          <Text size="sm" c="dimmed">
                            {rate.Policy.CancellationPolicy}
                          </Text>
                          <Group gap={4}>
                            {rate.Promotion ? (
                              <Badge size="sm" color="positive" variant="light">
                                {t('rooms.promotionBadge', { percent: rate.Promotion.DiscountPercentage })}
                              </Badge>
                            ) : null}
                            {rate.Tags.map((tag) => (
                              <Badge key={tag} size="sm" variant="outline">
                                {tag}
                              </Badge>
                            ))}
                            <Button
                              variant="subtle"
                              size="compact-xs"
                              onClick={(event) => {
                                opener.current = event.currentTarget
                                setInfo(rate)
                                setInfoAsked(true)
                              }}
                              onPointerEnter={preloadInfoDialog}
                              onFocus={preloadInfoDialog}
                              aria-label={t('rooms.rateInfoFor', { ratePlan: rate.RatePlanName })}
                            >
                              {t('rooms.rateInfo')}
                            </Button>
                          </Group>
                        </Stack>
                        <Stack gap={2} align="flex-end" style={{ flexShrink: 0 }}>
                          {discounted ? (
                            <Text size="sm" td="line-through" c="dimmed">
                              <span className="visually-hidden">{t('rooms.wasPriceLabel')} </span>
                              {money.format(price.originalTotal)}
                            </Text>
                          ) : null}
                          <Text fw={700} size="lg" data-testid="rate-price">
                            {money.format(price.total)}
                          </Text>
                          <Text size="xs" c="dimmed">
                            {t('rooms.perStay', { nights: stay })}
                          </Text>
                          <Button
                            size="sm"
                            variant={isChosen ? 'outline' : 'filled'}
                            aria-label={t(isChosen ? 'rooms.keepRate' : 'rooms.chooseRate', {
                              ratePlan: rate.RatePlanName,
                              roomType: roomType.Name,
                            })}
                            onClick={() => {
                              chooseRoom(roomIndex, roomType.RoomTypeId, ratePlan.ratePlanId)
                              if (isChosen) return
                              if (chosen) {
                                showNotice({
                                  kind: 'positive',
                                  message: t('rooms.roomChanged', {
                                    number: roomIndex + 1,
                                    roomType: roomType.Name,
                                    ratePlan: rate.RatePlanName,
                                  }),
                                })
                              }
                              pushEvent({
                                event: 'add_to_cart',
                                ecommerce: {
                                  currency,
                                  value: toMajorUnits(price.total),
                                  items: [
                                    {
                                      item_id: roomType.RoomTypeCode,
                                      item_name: roomType.Name,
                                      item_variant: rate.RatePlanCode,
                                      price: toMajorUnits(price.total),
                                      quantity: 1,
                                    },
                                  ],
                                },
                              })
                            }}
                          >
                            {isChosen ? t('rooms.keep') : t('rooms.choose')}
                          </Button>
                        </Stack>
                      </Group>
                    </li>
                  )
                })}
              </Stack>
            </Stack>
          </Card>
        )
      })}
      {infoAsked ? (
        <Suspense fallback={null}>
          <RatePlanInfoDialog ratePlan={info} onClose={closeInfo} />
        </Suspense>
      ) : null}
    </Stack>
  )
}
