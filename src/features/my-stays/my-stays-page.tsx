import { Anchor, Badge, Button, Card, Container, Group, Modal, Stack, Text, Title } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useState } from 'react'
import { Link } from 'react-router'
import { nightsBetween } from '@/domain/dates'
import { describeOccupancy, formatDay, formatPrice, t } from '@/i18n/i18n'
import { forgetDevice } from '@/storage/device'
import { useOpenChanges } from '@/storage/outbox-hooks'
import { stayKey, useSavedStays, type SavedStay } from '@/storage/stays'
import { earliestToday } from '@/device/clock'
import { PageLoader } from '@/ui/page-loader'

/**
 * My stays: every booking made or opened on this device, read from the device alone, so it works in a lift
 * or abroad with no data. Upcoming stays first; the hotel's phone and e-mail are one tap away.
 */
export function MyStaysPage() {
  const stays = useSavedStays()
  const openChanges = useOpenChanges()
  const [confirming, setConfirming] = useState(false)
  if (stays === undefined) return <PageLoader />

  // Stays of several hotels: one is past once it is past wherever its hotel is.
  const today = earliestToday()
  const upcoming = stays.filter((stay) => stay.departure >= today)
  const past = stays.filter((stay) => stay.departure < today).reverse()
  const unsent = new Set((openChanges ?? []).map((change) => change.reservationKey))

  const forget = async () => {
    await forgetDevice()
    setConfirming(false)
    notifications.show({ message: t('myStays.forgotten') })
  }

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1}>{t('myStays.title')}</Title>
          <Text>{t('myStays.intro')}</Text>
        </Stack>
        {stays.length === 0 ? <Text>{t('myStays.empty')}</Text> : null}
        {upcoming.length > 0 ? (
          <StayList title={t('myStays.upcoming')} stays={upcoming} unsent={unsent} />
        ) : null}
        {past.length > 0 ? <StayList title={t('myStays.past')} stays={past} unsent={unsent} /> : null}
        <Group>
          <Button variant="outline" color="red.9" onClick={() => setConfirming(true)}>
            {t('myStays.forget')}
          </Button>
        </Group>
      </Stack>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('myStays.forgetTitle')}
        centered
      >
        <Stack>
          <Text>{t('myStays.forgetBody')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('myStays.cancel')}
            </Button>
            <Button color="red.9" onClick={() => void forget()}>
              {t('myStays.forgetConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Container>
  )
}

function StayList({ title, stays, unsent }: { title: string; stays: SavedStay[]; unsent: Set<string> }) {
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Title order={2} size="h3">
        {title}
      </Title>
      {stays.map((stay) => (
        <StayCard
          key={stayKey(stay.propertyCode, stay.referenceNumber)}
          stay={stay}
          unsent={unsent.has(stayKey(stay.propertyCode, stay.referenceNumber))}
        />
      ))}
    </Stack>
  )
}

function StayCard({ stay, unsent }: { stay: SavedStay; unsent: boolean }) {
  const headingId = `stay-${stay.propertyCode}-${stay.referenceNumber}`
  return (
    <Card withBorder padding="lg" component="article" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start">
          <Stack gap={0}>
            <Title order={3} size="h4" id={headingId}>
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
        <Group gap="md">
          {stay.links.manage && !stay.cancelled ? (
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
      </Stack>
    </Card>
  )
}
