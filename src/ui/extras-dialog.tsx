import '@/i18n/load-journey'
import { Badge, Button, Checkbox, Divider, Group, Image, Modal, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import type { Service, ServiceListResponse } from '@/api/contract/service'
import { toMinorUnits } from '@/domain/money'
import type { Occupancy } from '@/domain/occupancy'
import { chargeableGuests } from '@/domain/occupancy'
import { extraPriceShown, extrasCost, type RoomStay } from '@/domain/room-quote'
import { serviceInventoryAvailable, type ServiceLine } from '@/domain/services'
import { t } from '@/i18n/i18n'
import { OccupantCounter } from './occupant-counter'

export type ExtrasChoice = { serviceId: number; quantity: number }

type Props = {
  opened: boolean
  title: string
  services: ServiceListResponse
  occupancy: Occupancy
  nights: number
  /** what this room has now */
  initial: readonly ExtrasChoice[]
  /** stock units the basket's other rooms already take, per service id */
  usedElsewhere: Readonly<Record<number, number>>
  /** formats an amount in minor units of the property's currency */
  format: (minor: number) => string
  onSave: (chosen: ExtrasChoice[]) => void
  /** closes the dialog (close button, Escape) */
  onClose: () => void
  /** the secondary button; closes the dialog when not given */
  onDecline?: () => void
  saveLabel?: string
  closeLabel?: string
}

/**
 * The reservation item extras dialog (docs/product/booking.md#screens, docs/product/booking.md#what-is-kept): each extra with its price per stay, night or item (and per
 * person), what it costs for this room's stay and guests, and what is left in stock once the basket's other
 * rooms have taken theirs. Per-item extras take a quantity; the others are on or off for the room.
 */
export function ExtrasDialog({
  opened,
  title,
  services,
  occupancy,
  nights,
  initial,
  usedElsewhere,
  format,
  onSave,
  onClose,
  onDecline,
  saveLabel,
  closeLabel,
}: Props) {
  const [quantities, setQuantities] = useState<Record<number, number>>(() =>
    Object.fromEntries(initial.map((s) => [s.serviceId, s.quantity])),
  )
  const stay: RoomStay = { nights, occupancy }
  const quantityOf = (service: Service) => quantities[service.ServiceId] ?? 0
  const chosen = services.Services.filter((s) => quantityOf(s) > 0)
  const total = extrasCost(
    chosen.map((s) => serviceLine(s, quantityOf(s))),
    stay,
  )

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t('rooms.closeDialog') }}
      // The dialog's title bar is not the page's banner landmark.
      attributes={{ header: { role: 'presentation' } }}
    >
      <Stack gap="md">
        {services.Services.map((service) => (
          <ExtraOffer
            key={service.ServiceId}
            service={service}
            left={stockLeft(services, service, usedElsewhere)}
            quantity={quantityOf(service)}
            stay={stay}
            format={format}
            onQuantity={(quantity) => setQuantities((q) => ({ ...q, [service.ServiceId]: quantity }))}
          />
        ))}
        <Group justify="space-between" align="center" className="dialog-footer">
          <Text fw={700}>{t('extras.total', { amount: format(total) })}</Text>
          <Group gap="sm">
            <Button variant="default" onClick={onDecline ?? onClose}>
              {closeLabel ?? t('extras.noThanks')}
            </Button>
            <Button
              onClick={() => onSave(chosen.map((s) => ({ serviceId: s.ServiceId, quantity: quantityOf(s) })))}
            >
              {saveLabel ?? t('extras.save')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  )
}

/** An extra from the catalogue as the room quote prices it, at `quantity`. */
function serviceLine(service: Service, quantity: number): ServiceLine {
  return {
    price: toMinorUnits(service.Price),
    charge: service.ChargeType,
    chargePerPerson: service.ChargePerPerson,
    quantity,
  }
}

/** What is left of an extra once the basket's other rooms have taken theirs (infinite where not counted). */
function stockLeft(
  services: ServiceListResponse,
  service: Service,
  usedElsewhere: Readonly<Record<number, number>>,
): number {
  const inventory = services.InventoryPerServiceId[String(service.ServiceId)]
  const available = serviceInventoryAvailable({
    serviceId: service.ServiceId,
    startingInventory: inventory?.StartingInventory,
    reservationItems: [{ quantity: usedElsewhere[service.ServiceId] ?? 0 }],
  })
  return available === 'unlimited' ? Number.POSITIVE_INFINITY : available
}

/** One extra on offer: what it is, its price, what it costs this room, what is left, and how many to add. */
function ExtraOffer({
  service,
  left,
  quantity,
  stay,
  format,
  onQuantity,
}: {
  service: Service
  /** stock left for this room */
  left: number
  quantity: number
  stay: RoomStay
  format: (minor: number) => string
  /** the quantity chosen, already within what the room may take */
  onQuantity: (quantity: number) => void
}) {
  const perItem = service.ChargeType === 'PerQuantity'
  const max = perItem ? Math.min(Math.max(1, service.Quantity), left) : Math.min(1, left)
  const soldOut = max <= 0 && quantity === 0
  const set = (next: number) => onQuantity(Math.max(0, Math.min(max, next)))
  const guests = chargeableGuests(stay.occupancy)
  return (
    <Stack gap={4}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        {service.ImageUrl ? (
          // The extra's picture beside its name (decision 0141): the name says what it is, so the picture is decor.
          <Image src={service.ImageUrl} alt="" w={72} h={72} radius="sm" fit="cover" loading="lazy" />
        ) : null}
        <Stack gap={2} style={{ flex: 1 }}>
          <Text fw={600}>{service.ServiceName}</Text>
          <Text size="sm">{service.ServiceDescription}</Text>
          <Text size="sm" c="dimmed">
            {unitPriceText(service, format)}
          </Text>
          <Text size="sm" data-testid={`extra-cost-${service.ServiceId}`}>
            {t('extras.forThisRoom', {
              amount: format(extraPriceShown(serviceLine(service, quantity), stay)),
              basis: basisText(service, Math.max(1, quantity), stay.nights, guests),
            })}
          </Text>
        </Stack>
        <StockBadge soldOut={soldOut} left={left} />
      </Group>
      {soldOut ? null : perItem ? (
        <OccupantCounter
          label={t('extras.quantity')}
          value={quantity}
          min={0}
          max={max}
          onChange={set}
          counted={service.ServiceName}
          addLabel={t('extras.addOne', { name: service.ServiceName })}
          removeLabel={t('extras.removeOne', { name: service.ServiceName })}
        />
      ) : (
        <Checkbox
          label={t('extras.addToRoom', { name: service.ServiceName })}
          checked={quantity > 0}
          onChange={(e) => set(e.currentTarget.checked ? 1 : 0)}
        />
      )}
      <Divider mt="xs" />
    </Stack>
  )
}

/** "Sold out", or how many are left when only a few are. */
function StockBadge({ soldOut, left }: { soldOut: boolean; left: number }) {
  if (soldOut)
    return (
      <Badge color="gray" variant="light">
        {t('extras.soldOut')}
      </Badge>
    )
  if (Number.isFinite(left) && left <= 3)
    return (
      <Badge color="warning" variant="light">
        {t('extras.left', { count: left })}
      </Badge>
    )
  return null
}

/** "£16.50 per person per night", "£55.00 each", "£25.00 per stay". */
function unitPriceText(service: Service, format: (minor: number) => string): string {
  const price = format(toMinorUnits(service.Price))
  const key =
    service.ChargeType === 'PerDay'
      ? service.ChargePerPerson
        ? 'extras.perPersonPerNight'
        : 'extras.perNight'
      : service.ChargeType === 'PerStay'
        ? service.ChargePerPerson
          ? 'extras.perPersonPerStay'
          : 'extras.perStay'
        : service.ChargePerPerson
          ? 'extras.perPersonEach'
          : 'extras.each'
  return t(key, { price })
}

/** How the room's cost is made up: "2 guests × 2 nights", "3 items", "1 stay". */
function basisText(service: Service, quantity: number, nights: number, guests: number): string {
  const parts: string[] = []
  if (service.ChargePerPerson) parts.push(t('units.guests', { count: guests }))
  if (service.ChargeType === 'PerDay') parts.push(t('units.nights', { count: nights }))
  if (service.ChargeType === 'PerQuantity') parts.push(t('extras.items', { count: quantity }))
  return parts.length > 0 ? parts.join(' × ') : t('extras.oneStay')
}
