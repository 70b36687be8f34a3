import { Alert, Badge, Button, Card, Group, Loader, Stack, Text } from '@mantine/core'
import { useEffect, useEffectEvent } from 'react'
import { Link } from 'react-router'
import { parsePreCheckInAnswer } from '@/api/pre-check-in'
import { t } from '@/i18n/i18n'
import { useOutbox } from '@/sync/app-outbox'
import { useOnline } from '@/sync/online'
import { reservationKey, type PreCheckInDraft } from './draft'

/**
 * Complete: the check-in is on this phone at least. "Saved on this phone" while it waits for a connection,
 * then "Sent" once the server has it (the outbox follows it across tabs and reloads).
 *
 * An answer that says Success: false (or that cannot be read) is a refusal, not "Sent": the guest goes back to
 * the summary with the hotel's Message, or "Failed to save Check In Information" (spec §8), nothing lost
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
  queuedSeq: number | 'submitting' | null
  onRefused: (message: string) => void
}) {
  const online = useOnline()
  const r = draft.reservation
  const outbox = useOutbox(reservationKey(propertyCode, r.ReferenceNumber))
  // This visit's Save once the outbox has it (an earlier, settled one must not answer for it); opened at
  // Complete after a reload, the newest Save of this booking.
  const latest = outbox.latest?.kind === 'preCheckInSave' ? outbox.latest : null
  const change =
    queuedSeq === 'submitting'
      ? null
      : queuedSeq === null
        ? latest
        : latest && latest.seq >= queuedSeq
          ? latest
          : null
  const settled = change?.state === 'sent'
  const answer = settled ? parsePreCheckInAnswer(change.response) : null
  const refusal = settled && !answer?.Success ? answer?.Message || t('preCheckIn.saveFailed') : null
  const sent = settled && refusal === null
  // The outbox settles the change (and drops the draft it carried) on any 2xx; a refusal hands it back.
  const refuse = useEffectEvent((message: string) => onRefused(message))
  useEffect(() => {
    if (refusal !== null) refuse(refusal)
  }, [refusal])
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
