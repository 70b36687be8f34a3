import { Button, Card, Group, Stack, Text } from '@mantine/core'
import { Link } from 'react-router'
import { parsePreCheckInAnswer } from '@/api/pre-check-in'
import { t } from '@/i18n/i18n'
import { ChangeSyncState, useChangeOutcome } from '@/stay-change/change-outcome'
import type { QueuedSeq } from '@/stay-change/use-change-flow'
import { useOnline } from '@/sync/online'
import { reservationKey, type PreCheckInDraft } from './draft'

/**
 * Complete: the check-in is on this phone at least. "Saved on this phone" while it waits for a connection,
 * then "Sent" once the server has it (the outbox follows it across tabs and reloads).
 *
 * An answer that says Success: false (or that cannot be read) is a refusal, not "Sent": the guest goes back to
 * the summary with the hotel's Message, or "Failed to save Check In Information" (docs/product/after-booking.md#errors), nothing lost
 * (decision 0091).
 */
export function CompleteStep({
  draft,
  propertyCode,
  queuedSeq,
  onRefused,
}: {
  draft: PreCheckInDraft
  propertyCode: string
  /** the Save this visit queued ('submitting' until the outbox has it); null when opened at Complete */
  queuedSeq: QueuedSeq
  onRefused: (message: string) => void
}) {
  const online = useOnline()
  const r = draft.reservation
  const { sent } = useChangeOutcome({
    reservationKey: reservationKey(propertyCode, r.ReferenceNumber),
    kind: 'preCheckInSave',
    queuedSeq,
    parseAnswer: parsePreCheckInAnswer,
    refusalMessage: (refused) => refused?.Message || t('preCheckIn.saveFailed'),
    onRefused,
  })
  const manage = `/Manage/${propertyCode}/Reservation/${encodeURIComponent(r.ReferenceNumber)}/${encodeURIComponent(r.Code)}`

  return (
    <Stack gap="md">
      <ChangeSyncState
        sent={sent}
        online={online}
        texts={{
          sent: t('preCheckIn.sent'),
          sentText: t('preCheckIn.sentText'),
          sending: t('preCheckIn.sending'),
          savedOnPhone: t('preCheckIn.savedOnPhone'),
        }}
        boxed
      />
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
