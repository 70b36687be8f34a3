import { Alert, Badge, Button, Card, Group, Loader, Stack, Text } from '@mantine/core'
import { Link } from 'react-router'
import { t } from '@/i18n/i18n'
import { useOutbox } from '@/sync/app-outbox'
import { useOnline } from '@/sync/online'
import { reservationKey, type PreCheckInDraft } from './draft'

/**
 * Complete: the check-in is on this phone at least. "Saved on this phone" while it waits for a connection,
 * then "Sent" once the server has it (the outbox follows it across tabs and reloads).
 */
export function CompleteStep({
  draft,
  propertyCode,
  queuedSeq,
}: {
  draft: PreCheckInDraft
  propertyCode: string
  queuedSeq: number | null
}) {
  const online = useOnline()
  const r = draft.reservation
  const outbox = useOutbox(reservationKey(propertyCode, r.ReferenceNumber))
  const change =
    queuedSeq !== null && outbox.latest?.seq === queuedSeq
      ? outbox.latest
      : outbox.latest?.kind === 'preCheckInSave'
        ? outbox.latest
        : null
  const sent = change?.state === 'sent'
  const manage = `/Manage/${propertyCode}/Reservation/${encodeURIComponent(r.ReferenceNumber)}/${encodeURIComponent(r.Code)}`

  return (
    <Stack gap="md">
      <div aria-live="polite">
        {sent ? (
          <Stack
            gap="xs"
            p="md"
            style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 8 }}
          >
            <Group gap="xs">
              <Badge color="positive" size="lg" data-testid="sync-state">
                {t('preCheckIn.sent')}
              </Badge>
            </Group>
            <Text>{t('preCheckIn.sentText')}</Text>
          </Stack>
        ) : online ? (
          <Group gap="sm" wrap="nowrap">
            <Loader size="sm" aria-hidden="true" />
            <Text data-testid="sync-state">{t('preCheckIn.sending')}</Text>
          </Group>
        ) : (
          <Alert color="info" variant="light" data-testid="sync-state">
            {t('preCheckIn.savedOnPhone')}
          </Alert>
        )}
      </div>
      <Card withBorder padding="lg">
        <Stack gap="xs">
          {draft.rooms.map((room, index) => {
            const item = r.ReservationItems.find((i) => i.ReservationItemId === room.reservationItemId)
            return (
              <Stack key={room.reservationItemId} gap={0}>
                <Text fw={600}>
                  {t('preCheckIn.roomTitle', { number: index + 1, roomType: item?.RoomTypeName ?? '' })}
                </Text>
                <Text size="sm">{room.guests.map((g) => `${g.firstName} ${g.lastName}`).join(', ')}</Text>
              </Stack>
            )
          })}
          {draft.estimatedArrivalTime ? (
            <Text size="sm">{t('preCheckIn.arrivalAt', { time: draft.estimatedArrivalTime })}</Text>
          ) : null}
        </Stack>
      </Card>
      <Group>
        <Button component={Link} to={manage} variant="light">
          {t('confirmation.manageBooking')}
        </Button>
      </Group>
    </Stack>
  )
}
