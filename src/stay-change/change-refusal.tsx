import { Alert, Button, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useQueryClient, type QueryKey } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { errorMessage } from '@/api/api-error'
import type { ManagedReservation } from '@/api/contract/manage-booking'
import { rejectionError } from '@/api/manage-booking'
import type { QueuedChange } from '@/storage/outbox'
import { dropChange, resendOnVersion } from '@/sync/app-outbox'
import { useOnline } from '@/sync/online'
import type { ChangeState } from './change-draft'
import { placeRefusal, type FieldMessages } from './refusal-fields'
import { deviceDraftKey } from './stored-change'

// A change (manage Update or pre-check-in Save) the server refused. A version conflict (the booking changed
// since this phone copied it) shows both versions and the guest chooses; any other refusal shows the hotel's
// message and takes the guest back to their changes, nothing lost.

type RefusableDraft = { reservation: ManagedReservation; state: ChangeState; fieldMessages: FieldMessages }

/** What the guest can do about a refused change, and whether it is a conflict with the booking as it is now. */
export function useChangeRefusal<Draft extends RefusableDraft>({
  change,
  draft,
  theirs,
  draftKey,
  saveDraft,
  discardDraft,
  reservationQueryKey,
  configQueryKey,
  roomIndexOf,
}: {
  change: QueuedChange
  draft: Draft
  /** the booking as the server has it now, once read */
  theirs: ManagedReservation | null
  draftKey: string
  saveDraft: (key: string, draft: Draft) => Promise<void>
  discardDraft: (key: string) => Promise<void>
  reservationQueryKey: QueryKey
  configQueryKey: QueryKey
  /** the draft's room that a ModelState list entry (ReservationItems.N, RoomsToAdd.N) names, if any */
  roomIndexOf: (list: 'ReservationItems' | 'RoomsToAdd', index: number) => number | null
}) {
  const online = useOnline()
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState(false)
  const sentOn = change.sentVersion ?? change.baseVersion
  const conflict = change.rejection?.status === 409 && theirs !== null && theirs.Version !== sentOn
  const act = async (task: () => Promise<void>) => {
    setBusy(true)
    try {
      await task()
      await queryClient.invalidateQueries({ queryKey: deviceDraftKey(draftKey) })
      await queryClient.invalidateQueries({ queryKey: reservationQueryKey })
    } finally {
      setBusy(false)
    }
  }
  // Back to the changes, at the first field the hotel named, with each of its messages by its field; else to
  // the summary.
  const editAgain = () =>
    act(async () => {
      const placed = placeRefusal(rejectionError(change.rejection)?.modelState ?? {}, roomIndexOf)
      const first = placed.first
      const state = first
        ? first.step === 'Booker'
          ? { step: 'Booker', roomIndex: 0, guestIndex: 0 }
          : { step: 'Guest', roomIndex: first.roomIndex, guestIndex: first.guestIndex }
        : { step: 'Summary', roomIndex: 0, guestIndex: 0 }
      await saveDraft(draftKey, { ...draft, state, fieldMessages: placed.messages })
      await dropChange(change)
      // The hotel may require more than this phone's copy of its config says (decision 0090): read it again.
      void queryClient.invalidateQueries({ queryKey: configQueryKey })
    })
  const keepTheirs = () =>
    act(async () => {
      await dropChange(change)
      await discardDraft(draftKey)
    })
  // The changes go again on the booking as it is now; the server checks them (and their prices) afresh.
  const keepMine = (version: number) => act(() => resendOnVersion(change, version))
  const message = (fallback: string) => errorMessage(rejectionError(change.rejection), fallback)
  /** a 409 whose booking has not been read yet (or cannot be, offline) */
  const waitingForServer = change.rejection?.status === 409 && !theirs
  return { online, busy, conflict, waitingForServer, message, editAgain, keepTheirs, keepMine }
}

/** The refusal that is not a conflict: the hotel's message, and the way back to the changes. */
export function RefusalScreen({
  title,
  message,
  editAgainLabel,
  busy,
  onEditAgain,
  beforeMessage = null,
  afterMessage = null,
}: {
  title: string
  message: string
  editAgainLabel: string
  busy: boolean
  onEditAgain: () => void
  beforeMessage?: ReactNode
  afterMessage?: ReactNode
}) {
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>{title}</Title>
        {beforeMessage}
        <Alert color="negative" role="alert">
          {message}
        </Alert>
        {afterMessage}
        <Button w="fit-content" onClick={onEditAgain} loading={busy}>
          {editAgainLabel}
        </Button>
      </Stack>
    </Container>
  )
}

/** A version conflict: mine and theirs side by side, and the guest's choice of one. */
export function ConflictScreen({
  texts,
  mine,
  theirs,
  busy,
  online,
  onKeepMine,
  onKeepTheirs,
}: {
  texts: { title: string; intro: string; keepMine: string; keepTheirs: string }
  mine: ReactNode
  theirs: ReactNode
  busy: boolean
  online: boolean
  onKeepMine: () => void
  onKeepTheirs: () => void
}) {
  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <Title order={1}>{texts.title}</Title>
        <Text>{texts.intro}</Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {mine}
          {theirs}
        </SimpleGrid>
        <Group>
          <Button onClick={onKeepMine} loading={busy} disabled={!online}>
            {texts.keepMine}
          </Button>
          <Button variant="default" onClick={onKeepTheirs} loading={busy}>
            {texts.keepTheirs}
          </Button>
        </Group>
      </Stack>
    </Container>
  )
}

/** One version of the booking in a conflict, under its title. */
export function VersionCard({
  id,
  title,
  testId,
  children,
}: {
  id: string
  title: string
  /** a data-testid for the card, where tests look for it */
  testId?: string
  children: ReactNode
}) {
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={`version-${id}`} data-testid={testId}>
      <Stack gap="xs">
        <Title order={2} size="h4" id={`version-${id}`}>
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  )
}
