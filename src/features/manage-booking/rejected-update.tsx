import { Alert, Button, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { errorMessage } from '@/api/api-error'
import { manageKeys, rejectionError, reservationByCodeQuery } from '@/api/manage-booking'
import type { ManageRoom } from '@/domain/manage-flow'
import { formatDay, t } from '@/i18n/i18n'
import type { QueuedChange } from '@/storage/outbox'
import { dropChange, resendOnVersion } from '@/sync/app-outbox'
import { useOnline } from '@/sync/online'
import { placeRefusal } from '@/stay-change/refused-fields'
import { discardDraft, draftKey, roomsFrom, saveDraft, updateRequest, type ManageDraft } from './draft'
import { at } from './manage-step'

/**
 * An Update the server refused. A version conflict (the booking changed since it was loaded here) shows both
 * versions and the guest chooses; any other refusal (a price that moved, a room or an extra sold out, bad
 * input) shows the hotel's message and takes the guest back to their changes, nothing lost.
 */
export function RejectedUpdate({
  change,
  draft,
  propertyCode,
}: {
  change: QueuedChange
  draft: ManageDraft
  propertyCode: string
}) {
  const online = useOnline()
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState(false)
  const r = draft.reservation
  const server = useQuery({
    ...reservationByCodeQuery(r.PropertyId, r.ReferenceNumber, r.Code),
    staleTime: 0,
  })
  const theirs = server.data?.Reservation ?? null
  const sentOn = change.sentVersion ?? change.baseVersion
  const conflict = change.rejection?.status === 409 && theirs !== null && theirs.Version !== sentOn
  const key = draftKey(propertyCode, r.ReferenceNumber)
  const act = async (task: () => Promise<void>) => {
    setBusy(true)
    try {
      await task()
      await queryClient.invalidateQueries({ queryKey: ['device-draft', key] })
      await queryClient.invalidateQueries({
        queryKey: manageKeys.reservation(r.PropertyId, r.ReferenceNumber),
      })
    } finally {
      setBusy(false)
    }
  }
  // Back to the changes, at the first field the hotel named, with each of its messages by its field; else to the
  // summary. The rooms of the Update sent are found again from the draft it was made from.
  const editAgain = () =>
    act(async () => {
      const sent = updateRequest(draft)
      const added = draft.rooms.flatMap((room, i) =>
        room.reservationItemId === null && room.cancellation === null ? [i] : [],
      )
      const placed = placeRefusal(rejectionError(change.rejection)?.modelState ?? {}, (list, n) => {
        if (list === 'RoomsToAdd') return added[n] ?? null
        const id = sent.ReservationItems?.[n]?.ReservationItemId
        return id === undefined ? null : draft.rooms.findIndex((room) => room.reservationItemId === id)
      })
      const state = placed.first
        ? placed.first.step === 'Booker'
          ? at('Booker')
          : at('Guest', placed.first.roomIndex, placed.first.guestIndex)
        : at('Summary')
      await saveDraft(key, { ...draft, state, fieldMessages: placed.messages })
      await dropChange(change)
      // The hotel may require more than this phone's copy of its config says (decision 0090): read it again.
      void queryClient.invalidateQueries({ queryKey: manageKeys.config(r.PropertyId) })
    })
  const keepTheirs = () =>
    act(async () => {
      await dropChange(change)
      await discardDraft(key)
    })
  // The changes go again on the booking as it is now; the server checks them (and their prices) afresh.
  const keepMine = (version: number) => act(() => resendOnVersion(change, version))

  if (!conflict) {
    return (
      <Container size="sm" py="xl">
        <Stack gap="md">
          <Title order={1}>{t('manage.rejectedTitle')}</Title>
          {change.rejection?.status === 409 && !theirs ? (
            <Text>{online ? t('manage.conflictLoading') : t('manage.conflictOffline')}</Text>
          ) : null}
          <Alert color="negative" role="alert">
            {errorMessage(rejectionError(change.rejection), t('manage.saveFailed'))}
          </Alert>
          <Button w="fit-content" onClick={() => void editAgain()} loading={busy}>
            {t('manage.editAgain')}
          </Button>
        </Stack>
      </Container>
    )
  }

  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <Title order={1}>{t('manage.conflictTitle')}</Title>
        <Text>{t('manage.conflictIntro')}</Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Version id="mine" title={t('manage.conflictMine')} rooms={draft.rooms} />
          <Version id="theirs" title={t('manage.conflictTheirs')} rooms={roomsFrom(theirs)} />
        </SimpleGrid>
        <Group>
          <Button onClick={() => void keepMine(theirs.Version)} loading={busy} disabled={!online}>
            {t('manage.keepMine')}
          </Button>
          <Button variant="default" onClick={() => void keepTheirs()} loading={busy}>
            {t('manage.keepTheirs')}
          </Button>
        </Group>
      </Stack>
    </Container>
  )
}

function Version({ id, title, rooms }: { id: string; title: string; rooms: readonly ManageRoom[] }) {
  return (
    <Card
      withBorder
      padding="lg"
      component="section"
      aria-labelledby={`version-${id}`}
      data-testid={`version-${id}`}
    >
      <Stack gap="xs">
        <Title order={2} size="h4" id={`version-${id}`}>
          {title}
        </Title>
        {rooms
          .filter((room) => room.cancellation === null)
          .map((room, i) => (
            <Stack key={room.key} gap={0}>
              <Text size="sm" fw={600}>
                {t('manage.room', { number: i + 1, roomType: room.roomTypeName })}
              </Text>
              <Text size="sm">{`${formatDay(room.dateFrom)} – ${formatDay(room.dateTo)} · ${room.ratePlanName}`}</Text>
              <Text size="sm">
                {t('manage.guests', {
                  names: room.guests.map((g) => `${g.firstName} ${g.lastName}`).join(', '),
                })}
              </Text>
              {room.services.length > 0 ? (
                <Text size="sm">
                  {t('manage.extras', {
                    names: room.services.map((s) => `${s.name} × ${s.quantity}`).join(', '),
                  })}
                </Text>
              ) : null}
            </Stack>
          ))}
      </Stack>
    </Card>
  )
}
