import { Alert, Badge, Group, Loader, Stack, Text } from '@mantine/core'
import { useEffect, useEffectEvent } from 'react'
import type { ReactNode } from 'react'
import type { ChangeKind } from '@/sync/outbox'
import { useOutbox } from '@/sync/app-outbox'
import type { QueuedSeq } from './use-change-flow'

/**
 * What became of the change this visit queued (followed across tabs and reloads by the outbox). An answer
 * that says Success: false (or that cannot be read) is a refusal, not "Sent": `onRefused` takes the guest back
 * with the message, and nothing is lost.
 */
export function useChangeOutcome<Answer extends { Success: boolean }>({
  reservationKey,
  kind,
  queuedSeq,
  parseAnswer,
  refusalMessage,
  onRefused,
}: {
  reservationKey: string
  kind: ChangeKind
  /** the change this visit queued ('submitting' until the outbox has it); null when opened at Complete */
  queuedSeq: QueuedSeq
  parseAnswer: (body: unknown) => Answer | null
  /** what the guest reads of a refusal: the hotel's Message, or the flow's own words */
  refusalMessage: (answer: Answer | null) => string
  onRefused: (message: string) => void
}) {
  const outbox = useOutbox(reservationKey)
  // This visit's change once the outbox has it (an earlier, settled one must not answer for it); opened at
  // Complete after a reload, the newest change of this kind for this booking.
  const latest = outbox.latest?.kind === kind ? outbox.latest : null
  const change =
    queuedSeq === 'submitting'
      ? null
      : queuedSeq === null
        ? latest
        : latest && latest.seq >= queuedSeq
          ? latest
          : null
  const settled = change?.state === 'sent'
  const answer = settled ? parseAnswer(change.response) : null
  const refusal = settled && !answer?.Success ? refusalMessage(answer) : null
  const sent = settled && refusal === null
  // The outbox settles the change (and drops the draft it carried) on any 2xx; a refusal hands it back.
  const refuse = useEffectEvent((message: string) => onRefused(message))
  useEffect(() => {
    if (refusal !== null) refuse(refusal)
  }, [refusal])
  return { answer, sent }
}

/** "Sent", "Sending…" or "Saved on this phone", told to a screen reader as it changes. */
export function ChangeSyncState({
  sent,
  online,
  texts,
  boxed = false,
  sentBody,
}: {
  sent: boolean
  online: boolean
  texts: { sent: string; sentText: string; sending: string; savedOnPhone: string }
  /** the sent note in a box of its own */
  boxed?: boolean
  /** what is said under "Sent" instead of sentText, e.g. what changed */
  sentBody?: ReactNode
}) {
  return (
    <div aria-live="polite">
      {sent ? (
        <Stack
          gap="xs"
          {...(boxed
            ? {
                p: 'md',
                style: { border: '1px solid var(--mantine-color-default-border)', borderRadius: 8 },
              }
            : {})}
        >
          <Group gap="xs">
            <Badge color="positive" size="lg" data-testid="sync-state">
              {texts.sent}
            </Badge>
          </Group>
          {sentBody ?? <Text>{texts.sentText}</Text>}
        </Stack>
      ) : online ? (
        <Group gap="sm" wrap="nowrap">
          <Loader size="sm" aria-hidden="true" />
          <Text data-testid="sync-state">{texts.sending}</Text>
        </Group>
      ) : (
        <Alert color="info" variant="light" data-testid="sync-state">
          {texts.savedOnPhone}
        </Alert>
      )}
    </div>
  )
}
