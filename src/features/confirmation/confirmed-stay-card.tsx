import { Card, Divider, Group, Image, Stack, Text, Title } from '@mantine/core'
import type { ConfirmationRoom, ReservationConfirmation } from '@/api/contract/reservation'
import { describeOccupancy, formatDay, formatPrice, t } from '@/i18n/i18n'

/** The stay as booked: the hotel, the dates, and each room with its guests, extras and cancellation policy. */
export function ConfirmedStayCard({ confirmation }: { confirmation: ReservationConfirmation }) {
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="stay-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="stay-title">
          {t('confirmation.stay')}
        </Title>
        <Text fw={600}>{confirmation.PropertyName}</Text>
        <Text size="sm">{confirmation.PropertyAddress}</Text>
        <Text>
          {formatDay(confirmation.DateFrom, 'long')} – {formatDay(confirmation.DateTo, 'long')} ·{' '}
          {t('units.nights', { count: confirmation.Nights })}
        </Text>
        {confirmation.Rooms.map((room, index) => (
          <ConfirmedRoom
            key={room.ReservationItemId}
            room={room}
            number={index + 1}
            currency={confirmation.Currency}
          />
        ))}
      </Stack>
    </Card>
  )
}

function ConfirmedRoom({
  room,
  number,
  currency,
}: {
  room: ConfirmationRoom
  number: number
  currency: string
}) {
  const occupancy = describeOccupancy({
    adults: room.NumberOfAdults,
    children: room.NumberOfChildren,
    infants: room.NumberOfInfants,
  })
  return (
    <Stack gap={2} data-testid={`confirmed-room-${number}`}>
      <Divider />
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          {room.RoomImageUrl ? (
            <Image src={room.RoomImageUrl} alt="" w={72} h={48} radius="sm" className="no-print" />
          ) : null}
          <Stack gap={2}>
            <Text fw={600}>{`${t('search.room', { number })}: ${room.RoomTypeName}`}</Text>
            <Text size="sm">{room.RatePlanName}</Text>
          </Stack>
        </Group>
        <Text>{formatPrice(room.TotalCost, currency)}</Text>
      </Group>
      <Text size="sm" c="dimmed">
        {`${room.LeadGuest.FirstName} ${room.LeadGuest.LastName} · ${occupancy}`}
        {room.RoomConfigurationName ? ` · ${room.RoomConfigurationName}` : ''}
      </Text>
      {room.Services.map((service) => (
        <Text key={service.ServiceId} size="sm" c="dimmed">
          {t('confirmation.extraLine', {
            name: service.ServiceName,
            quantity: service.Quantity,
            amount: formatPrice(service.TotalCost, currency),
          })}
        </Text>
      ))}
      <Text size="sm" c="dimmed">
        {room.CancellationPolicy}
      </Text>
      <Text size="sm" c="dimmed">
        {room.PaymentTerms}
      </Text>
    </Stack>
  )
}
