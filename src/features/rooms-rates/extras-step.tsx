import { Alert, Button, Card, Group, Loader, NumberInput, Stack, Text, Title } from '@mantine/core'
import { useState } from 'react'
import type { ServiceListResponse } from '@/api/contract/service'
import { toMajorUnits, toMinorUnits } from '@/domain/money'
import type { Occupancy } from '@/domain/occupancy'
import { serviceStayCost } from '@/domain/services'
import { formatPrice, t } from '@/i18n/i18n'
import { getBookingSession, updateRoom, type ChosenService } from '@/state/booking-session'

type Props = {
  roomIndex: number
  services: ServiceListResponse | undefined
  loading: boolean
  failed: boolean
  occupancy: Occupancy
  nights: number
  currency: string
}

/** Extras for one room: quantities within stock, with the cost for the stay worked out as the guest picks. */
export function ExtrasStep({ roomIndex, services, loading, failed, occupancy, nights, currency }: Props) {
  const existing = getBookingSession().choices[roomIndex]?.services ?? []
  const [quantities, setQuantities] = useState<Record<number, number>>(
    Object.fromEntries(existing.map((s) => [s.serviceId, s.quantity])),
  )
  const skip = () => updateRoom(roomIndex, { extrasSeen: true })

  if (loading) return <Loader aria-label={t('app.loading')} />
  if (failed || !services) {
    return (
      <Stack>
        <Alert color="warning">{t('errors.network')}</Alert>
        <Button onClick={skip} w="fit-content">
          {t('rooms.skipExtras')}
        </Button>
      </Stack>
    )
  }

  const chosen: ChosenService[] = services.Services.filter((s) => (quantities[s.ServiceId] ?? 0) > 0).map(
    (s) => ({
      serviceId: s.ServiceId,
      name: s.ServiceName,
      quantity: quantities[s.ServiceId] ?? 0,
      unitPrice: toMinorUnits(s.Price),
      chargeType: s.ChargeType,
      chargePerPerson: s.ChargePerPerson,
    }),
  )

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t('rooms.extrasTitle', { number: roomIndex + 1 })}
      </Title>
      {services.Services.map((service) => {
        const stock = services.InventoryPerServiceId[String(service.ServiceId)]?.StartingInventory ?? null
        const max =
          service.ChargeType === 'PerQuantity'
            ? Math.min(service.Quantity || 10, stock ?? 99)
            : Math.min(1, stock ?? 1)
        const quantity = quantities[service.ServiceId] ?? 0
        const cost = serviceStayCost(
          {
            price: toMinorUnits(service.Price),
            charge: service.ChargeType,
            chargePerPerson: service.ChargePerPerson,
            quantity: Math.max(1, quantity),
          },
          nights,
          occupancy,
        )
        return (
          <Card key={service.ServiceId} withBorder padding="md">
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Stack gap={2} style={{ flex: 1 }}>
                <Text fw={600}>{service.ServiceName}</Text>
                <Text size="sm">{service.ServiceDescription}</Text>
                <Text size="sm" c="dimmed">
                  {formatPrice(toMajorUnits(cost), currency)}
                </Text>
              </Stack>
              <NumberInput
                label={service.ServiceName}
                labelProps={{ style: { position: 'absolute', left: -9999 } }}
                w={110}
                min={0}
                max={Math.max(0, max)}
                disabled={max <= 0}
                value={quantity}
                onChange={(value) =>
                  setQuantities((q) => ({
                    ...q,
                    [service.ServiceId]: Math.max(0, Math.min(max, Number(value) || 0)),
                  }))
                }
                allowDecimal={false}
                allowNegative={false}
              />
            </Group>
          </Card>
        )
      })}
      <Group justify="flex-end">
        <Button variant="default" onClick={skip}>
          {t('rooms.skipExtras')}
        </Button>
        <Button
          onClick={() => updateRoom(roomIndex, { services: chosen, extrasSeen: true })}
          disabled={chosen.length === 0}
        >
          {t('rooms.continue')}
        </Button>
      </Group>
    </Stack>
  )
}
