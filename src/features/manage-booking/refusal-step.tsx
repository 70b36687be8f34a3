import { Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { manageKeys, reservationByCodeQuery } from '@/api/manage-booking'
import type { ManageRoom } from '@/domain/manage-flow'
import { formatDay, t } from '@/i18n/i18n'
import type { QueuedChange } from '@/storage/outbox'
import { ConflictScreen, RefusalScreen, useChangeRefusal, VersionCard } from '@/stay-change/change-refusal'
import { discardDraft, draftKey, roomsFrom, saveDraft, updateRequest, type ManageDraft } from './draft'

/**
 * An Update the server refused. A version conflict (the booking changed since it was loaded here) shows both
 * versions and the guest chooses; any other refusal (a price that moved, a room or an extra sold out, bad
 * input) shows the hotel's message and takes the guest back to their changes, nothing lost.
 */
export function RefusalStep({
  change,
  draft,
  propertyCode,
}: {
  change: QueuedChange
  draft: ManageDraft
  propertyCode: string
}) {
  const r = draft.reservation
  const server = useQuery({
    ...reservationByCodeQuery(r.PropertyId, r.ReferenceNumber, r.Code),
    staleTime: 0,
  })
  const theirs = server.data?.Reservation ?? null
  // The rooms of the Update sent are found again from the draft it was made from.
  const sent = updateRequest(draft)
  const added = draft.rooms.flatMap((room, i) =>
    room.reservationItemId === null && room.cancellation === null ? [i] : [],
  )
  const refused = useChangeRefusal({
    change,
    draft,
    theirs,
    draftKey: draftKey(propertyCode, r.ReferenceNumber),
    saveDraft,
    discardDraft,
    reservationQueryKey: manageKeys.reservation(r.PropertyId, r.ReferenceNumber),
    configQueryKey: manageKeys.config(r.PropertyId),
    roomIndexOf: (list, n) => {
      if (list === 'RoomsToAdd') return added[n] ?? null
      const id = sent.ReservationItems?.[n]?.ReservationItemId
      return id === undefined ? null : draft.rooms.findIndex((room) => room.reservationItemId === id)
    },
  })

  if (!refused.conflict || !theirs) {
    return (
      <RefusalScreen
        title={t('manage.rejectedTitle')}
        beforeMessage={
          refused.waitingForServer ? (
            <Text>{refused.online ? t('manage.conflictLoading') : t('manage.conflictOffline')}</Text>
          ) : null
        }
        message={refused.message(t('manage.saveFailed'))}
        editAgainLabel={t('manage.editAgain')}
        busy={refused.busy}
        onEditAgain={() => void refused.editAgain()}
      />
    )
  }

  return (
    <ConflictScreen
      texts={{
        title: t('manage.conflictTitle'),
        intro: t('manage.conflictIntro'),
        keepMine: t('manage.keepMine'),
        keepTheirs: t('manage.keepTheirs'),
      }}
      mine={<Version id="mine" title={t('manage.conflictMine')} rooms={draft.rooms} />}
      theirs={<Version id="theirs" title={t('manage.conflictTheirs')} rooms={roomsFrom(theirs)} />}
      busy={refused.busy}
      online={refused.online}
      onKeepMine={() => void refused.keepMine(theirs.Version)}
      onKeepTheirs={() => void refused.keepTheirs()}
    />
  )
}

function Version({ id, title, rooms }: { id: string; title: string; rooms: readonly ManageRoom[] }) {
  return (
    <VersionCard id={id} title={title} testId={`version-${id}`}>
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
    </VersionCard>
  )
}
