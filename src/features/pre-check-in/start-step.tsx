import { Button, Card, Stack, Text } from '@mantine/core'
import { nightsBetween } from '@/domain/dates'
import { formatDay, t } from '@/i18n/i18n'
import type { StepProps } from './pre-check-in-step'

/** Start: the hotel's word, the stay being checked in, and the way in (or back to where the guest left off). */
export function StartStep({ draft, config, advance }: StepProps) {
  const reservation = draft.reservation
  const rooms = reservation.ReservationItems.filter((item) => !item.IsCancelled)
  return (
    <Stack gap="md">
      <Text>{config.IntroText}</Text>
      <Card
        withBorder
        padding="md"
        component="section"
        aria-label={t('preCheckIn.reference', { reference: reservation.ReservationNumber })}
      >
        <Stack gap={4}>
          <Text fw={600}>{t('preCheckIn.reference', { reference: reservation.ReservationNumber })}</Text>
          <Text>
            {t('preCheckIn.stay', {
              from: formatDay(reservation.DateFrom, 'long'),
              to: formatDay(reservation.DateTo, 'long'),
              nights: t('units.nights', { count: nightsBetween(reservation.DateFrom, reservation.DateTo) }),
            })}
          </Text>
          {reservation.LocationName ? (
            <Text size="sm">{t('preCheckIn.location', { name: reservation.LocationName })}</Text>
          ) : null}
          {rooms.map((item) => (
            <Text key={item.ReservationItemId} size="sm" c="dimmed">
              {item.RoomTypeName}
            </Text>
          ))}
        </Stack>
      </Card>
      <Button w="fit-content" onClick={() => advance(draft)}>
        {draft.bookerReviewed || draft.rooms.some((room) => room.reviewed)
          ? t('preCheckIn.continueWhereLeft')
          : t('preCheckIn.start')}
      </Button>
    </Stack>
  )
}
