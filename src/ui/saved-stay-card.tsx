import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core'
import { Link } from 'react-router'
import { nightsBetween } from '@/domain/dates'
import { describeOccupancy, formatDay, formatPrice, t } from '@/i18n/i18n'
import type { SavedStay } from '@/storage/stays'

/**
 * A booking as the device keeps it (src/storage/stays.ts): My stays lists them, and the manage page shows one
 * offline when it has nothing else (decision 0145). `ownPage`: shown on its own manage page, which it need not
 * link to, right under the page's heading (its title one level down, where My stays lists it under h2s).
 */
export function SavedStayCard({
  stay,
  unsent,
  ownPage = false,
}: {
  stay: SavedStay
  unsent: boolean
  ownPage?: boolean
}) {
  const headingId = `stay-${stay.propertyCode}-${stay.referenceNumber}`
  return (
    <Card withBorder padding="lg" component="article" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start">
          <Stack gap={0}>
            <Title order={ownPage ? 2 : 3} size="h4" id={headingId}>
              {stay.propertyName}
            </Title>
            <Text>
              {t('myStays.dates', {
                arrival: formatDay(stay.arrival, 'weekday'),
                departure: formatDay(stay.departure, 'short'),
              })}{' '}
              · {t('units.nights', { count: nightsBetween(stay.arrival, stay.departure) })}
            </Text>
          </Stack>
          {stay.cancelled ? <Badge color="gray">{t('myStays.cancelled')}</Badge> : null}
        </Group>
        <Text size="sm">
          {t('myStays.reference')}: <strong>{stay.reservationNumber}</strong> ·{' '}
          {t('myStays.bookedBy', { name: stay.bookerName })}
        </Text>
        {stay.rooms.map((room, index) => (
          <Stack key={`${room.name}-${index}`} gap={0}>
            <Text fw={600}>
              {room.name} · {describeOccupancy(room)}
            </Text>
            <Text size="sm">{t('myStays.leadGuest', { name: room.leadGuest })}</Text>
            {room.extras.length > 0 ? (
              <Text size="sm">{t('myStays.extras', { extras: room.extras.join(', ') })}</Text>
            ) : null}
          </Stack>
        ))}
        <Group gap="lg">
          <Text>
            {t('myStays.total')}: <strong>{formatPrice(stay.total, stay.currency)}</strong>
          </Text>
          {stay.paid > 0 ? (
            <Text>
              {t('myStays.paid')}: {formatPrice(stay.paid, stay.currency)}
            </Text>
          ) : null}
        </Group>
        {unsent ? (
          <Text size="sm" c="orange.9">
            {t('myStays.unsent')}
          </Text>
        ) : null}
        <StayLinks stay={stay} ownPage={ownPage} />
      </Stack>
    </Card>
  )
}

/** The stay's next steps and the hotel's phone and e-mail, one tap away. */
function StayLinks({ stay, ownPage }: { stay: SavedStay; ownPage: boolean }) {
  return (
    <Group gap="md">
      {stay.links.manage && !stay.cancelled && !ownPage ? (
        <Anchor component={Link} to={stay.links.manage}>
          {t('myStays.manage')}
        </Anchor>
      ) : null}
      {stay.links.preCheckIn && !stay.cancelled ? (
        <Anchor component={Link} to={stay.links.preCheckIn}>
          {t('myStays.preCheckIn')}
        </Anchor>
      ) : null}
      {stay.contact.phone ? (
        <Anchor href={`tel:${stay.contact.phone.replace(/\s+/g, '')}`}>
          {t('myStays.callHotel', { phone: stay.contact.phone })}
        </Anchor>
      ) : null}
      {stay.contact.email ? (
        <Anchor href={`mailto:${stay.contact.email}`}>{t('myStays.emailHotel')}</Anchor>
      ) : null}
    </Group>
  )
}
