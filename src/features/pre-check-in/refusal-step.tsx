import { Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import type { ManagedReservation } from '@/api/contract/manage-booking'
import { preCheckInKeys, preCheckInQuery } from '@/api/pre-check-in'
import { t } from '@/i18n/i18n'
import type { QueuedChange } from '@/storage/outbox'
import { ConflictScreen, RefusalScreen, useChangeRefusal, VersionCard } from '@/stay-change/change-refusal'
import { discardDraft, draftKey, saveDraft, type PreCheckInDraft } from './draft'

/**
 * A check-in the server refused. A version conflict (the booking changed since this phone copied it) shows
 * both versions and the guest chooses; anything else (a name the hotel cannot accept, an extra sold out) shows
 * the hotel's message and takes the guest back to their details, nothing lost.
 */
export function RefusalStep({
  change,
  draft,
  propertyCode,
}: {
  change: QueuedChange
  draft: PreCheckInDraft
  propertyCode: string
}) {
  const r = draft.reservation
  const server = useQuery({ ...preCheckInQuery(r.PropertyId, r.ReferenceNumber, r.Code), staleTime: 0 })
  const theirs = server.data?.Reservation ?? null
  const refused = useChangeRefusal({
    change,
    draft,
    theirs,
    draftKey: draftKey(propertyCode, r.ReferenceNumber),
    saveDraft,
    discardDraft,
    reservationQueryKey: preCheckInKeys.reservation(r.PropertyId, r.ReferenceNumber, r.Code),
    configQueryKey: preCheckInKeys.config(r.PropertyId),
    roomIndexOf: (list, n) => (list === 'ReservationItems' && n < draft.rooms.length ? n : null),
  })

  if (!refused.conflict || !theirs) {
    return (
      <RefusalScreen
        title={t('preCheckIn.rejectedTitle')}
        message={refused.message(t('preCheckIn.saveFailed'))}
        afterMessage={
          refused.waitingForServer && !refused.online ? <Text>{t('preCheckIn.conflictOffline')}</Text> : null
        }
        editAgainLabel={t('preCheckIn.editAgain')}
        busy={refused.busy}
        onEditAgain={() => void refused.editAgain()}
      />
    )
  }

  return (
    <ConflictScreen
      texts={{
        title: t('preCheckIn.conflictTitle'),
        intro: t('preCheckIn.conflictIntro'),
        keepMine: t('preCheckIn.keepMine'),
        keepTheirs: t('preCheckIn.keepTheirs'),
      }}
      mine={<Version title={t('preCheckIn.conflictMine')} id="mine" {...mineOf(draft)} />}
      theirs={<Version title={t('preCheckIn.conflictTheirs')} id="theirs" {...theirsOf(theirs)} />}
      busy={refused.busy}
      online={refused.online}
      onKeepMine={() => void refused.keepMine(theirs.Version)}
      onKeepTheirs={() => void refused.keepTheirs()}
    />
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
    <VersionCard id={id} title={title}>
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
    </VersionCard>
  )
}
