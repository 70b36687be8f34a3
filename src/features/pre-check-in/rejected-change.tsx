import { Alert, Button, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { errorMessage } from '@/api/api-error'
import type { ManagedReservation } from '@/api/contract/manage-booking'
import { rejectionError } from '@/api/manage-booking'
import { preCheckInKeys, preCheckInQuery } from '@/api/pre-check-in'
import { t } from '@/i18n/i18n'
import type { QueuedChange } from '@/storage/outbox'
import { dropChange, resendOnVersion } from '@/sync/app-outbox'
import { useOnline } from '@/sync/online'
import { placeRefusal } from '@/stay-change/refused-fields'
import { discardDraft, draftKey, saveDraft, type PreCheckInDraft } from './draft'

/**
 * A check-in the server refused. A version conflict (the booking changed since this phone copied it) shows
 * both versions and the guest chooses; anything else (a name the hotel cannot accept, an extra sold out) shows
 * the hotel's message and takes the guest back to their details, nothing lost.
 */
export function RejectedChange({
  change,
  draft,
  propertyCode,
}: {
  change: QueuedChange
  draft: PreCheckInDraft
  propertyCode: string
}) {
  const online = useOnline()
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState(false)
  const r = draft.reservation
  const server = useQuery({ ...preCheckInQuery(r.PropertyId, r.ReferenceNumber, r.Code), staleTime: 0 })
  const theirs = server.data?.Reservation ?? null
  const sentOn = change.sentVersion ?? change.baseVersion
  const conflict = change.rejection?.status === 409 && theirs !== null && theirs.Version !== sentOn
  const key = draftKey(propertyCode, r.ReferenceNumber)
  const reload = async () => {
    await queryClient.invalidateQueries({ queryKey: ['device-draft', key] })
    await queryClient.invalidateQueries({
      queryKey: preCheckInKeys.reservation(r.PropertyId, r.ReferenceNumber, r.Code),
    })
  }
  const act = async (task: () => Promise<void>) => {
    setBusy(true)
    try {
      await task()
      await reload()
    } finally {
      setBusy(false)
    }
  }

  const keepMine = (version: number) => act(() => resendOnVersion(change, version))
  const keepTheirs = () =>
    act(async () => {
      await dropChange(change)
      await discardDraft(key)
    })
  // Back to the details, at the first field the hotel named, with each of its messages by its field; else to
  // the summary.
  const editAgain = () =>
    act(async () => {
      const placed = placeRefusal(rejectionError(change.rejection)?.modelState ?? {}, (list, n) =>
        list === 'ReservationItems' && n < draft.rooms.length ? n : null,
      )
      const state = placed.first
        ? placed.first.step === 'Booker'
          ? { step: 'Booker' as const, roomIndex: 0, guestIndex: 0 }
          : { step: 'Guest' as const, roomIndex: placed.first.roomIndex, guestIndex: placed.first.guestIndex }
        : { step: 'Summary' as const, roomIndex: 0, guestIndex: 0 }
      await saveDraft(key, { ...draft, state, fieldMessages: placed.messages })
      await dropChange(change)
      // The hotel may require more than this phone's copy of its config says (decision 0090): read it again.
      void queryClient.invalidateQueries({ queryKey: preCheckInKeys.config(r.PropertyId) })
    })

  if (!conflict) {
    const waitingForServer = change.rejection?.status === 409 && !theirs
    return (
      <Container size="sm" py="xl">
        <Stack gap="md">
          <Title order={1}>{t('preCheckIn.rejectedTitle')}</Title>
          <Alert color="negative" role="alert">
            {errorMessage(rejectionError(change.rejection), t('preCheckIn.saveFailed'))}
          </Alert>
          {waitingForServer && !online ? <Text>{t('preCheckIn.conflictOffline')}</Text> : null}
          <Button w="fit-content" onClick={() => void editAgain()} loading={busy}>
            {t('preCheckIn.editAgain')}
          </Button>
        </Stack>
      </Container>
    )
  }

  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <Title order={1}>{t('preCheckIn.conflictTitle')}</Title>
        <Text>{t('preCheckIn.conflictIntro')}</Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Version title={t('preCheckIn.conflictMine')} id="mine" {...mineOf(draft)} />
          <Version title={t('preCheckIn.conflictTheirs')} id="theirs" {...theirsOf(theirs)} />
        </SimpleGrid>
        <Group>
          <Button onClick={() => void keepMine(theirs.Version)} loading={busy} disabled={!online}>
            {t('preCheckIn.keepMine')}
          </Button>
          <Button variant="default" onClick={() => void keepTheirs()} loading={busy}>
            {t('preCheckIn.keepTheirs')}
          </Button>
        </Group>
      </Stack>
    </Container>
  )
}

type VersionView = {
  booker: string | null
  rooms: { name: string; guests: string }[]
  arrival: string | null
}

function mineOf(draft: PreCheckInDraft): VersionView {
  return {
    booker: draft.booker ? `${draft.booker.firstName} ${draft.booker.lastName}` : null,
    rooms: draft.rooms.map((room) => ({
      name:
        draft.reservation.ReservationItems.find((i) => i.ReservationItemId === room.reservationItemId)
          ?.RoomTypeName ?? '',
      guests: room.guests.map((g) => `${g.firstName} ${g.lastName}`).join(', '),
    })),
    arrival: draft.estimatedArrivalTime || null,
  }
}

function theirsOf(r: ManagedReservation): VersionView {
  return {
    booker: r.Booker ? `${r.Booker.FirstName} ${r.Booker.LastName}` : null,
    rooms: r.ReservationItems.filter((i) => !i.IsCancelled).map((i) => ({
      name: i.RoomTypeName,
      guests: i.Guests.map((g) => `${g.FirstName} ${g.LastName}`).join(', '),
    })),
    arrival: r.EstimatedArrivalTime,
  }
}

function Version({ title, id, booker, rooms, arrival }: VersionView & { title: string; id: string }) {
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={`version-${id}`}>
      <Stack gap="xs">
        <Title order={2} size="h4" id={`version-${id}`}>
          {title}
        </Title>
        {booker ? <Text size="sm">{`${t('preCheckIn.booker')}: ${booker}`}</Text> : null}
        {rooms.map((room, i) => (
          <Stack key={i} gap={0}>
            <Text size="sm" fw={600}>
              {t('preCheckIn.roomTitle', { number: i + 1, roomType: room.name })}
            </Text>
            <Text size="sm">{room.guests}</Text>
          </Stack>
        ))}
        {arrival ? <Text size="sm">{t('preCheckIn.arrivalAt', { time: arrival })}</Text> : null}
      </Stack>
    </Card>
  )
}
