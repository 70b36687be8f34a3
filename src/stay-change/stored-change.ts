import { useQuery } from '@tanstack/react-query'
import type * as v from 'valibot'
import { useDraft } from '@/storage/drafts'
import { useOutbox } from '@/sync/app-outbox'
import type { ChangeKind } from '@/sync/outbox'
import type { ChangeState } from './change-draft'

/** The query of a change's draft as this device keeps it: one key, read here and refreshed after a retry. */
export const deviceDraftKey = (draftKey: string) => ['device-draft', draftKey] as const

/**
 * What the device holds of one booking's change flow when its page opens: the draft as stored, the outbox's
 * changes of this kind, and the draft followed live (only to settle a refused change: while the flow runs, it
 * owns the draft).
 */
export function useStoredChange<Draft>({
  draftKey,
  reservationKey,
  kind,
  loadDraft,
  schema,
}: {
  draftKey: string
  reservationKey: string
  kind: ChangeKind
  loadDraft: (key: string) => Promise<Draft | undefined>
  schema: v.GenericSchema<unknown, Draft>
}) {
  const stored = useQuery({
    queryKey: deviceDraftKey(draftKey),
    queryFn: async () => (await loadDraft(draftKey)) ?? null,
    networkMode: 'always',
    staleTime: Infinity,
    gcTime: 0,
  })
  const outbox = useOutbox(reservationKey)
  const live = useDraft(draftKey, schema)
  /** a change of this kind still waiting or refused */
  const open = [...outbox.waiting, ...outbox.rejected].some((change) => change.kind === kind)
  const rejected = outbox.rejected.find((change) => change.kind === kind)
  return { stored, outbox, live, open, rejected }
}

/**
 * The stored draft to carry on from, if any. A draft belongs to the link it was opened with (a different code
 * is a different, or tampered, link); one left at Complete whose change has gone is done with; one nobody has
 * changed gives way to a newer copy of the booking from the server.
 */
export function draftToResume<
  Draft extends { reservation: { Code: string; Version: number }; state: ChangeState },
>(
  stored: Draft | null | undefined,
  {
    code,
    open,
    serverVersion,
    isPristine,
  }: { code: string; open: boolean; serverVersion: number | null; isPristine: (draft: Draft) => boolean },
): Draft | null {
  if (!stored || stored.reservation.Code !== code) return null
  if (stored.state.step === 'Complete' && !open) return null
  const newer = serverVersion !== null && serverVersion > stored.reservation.Version
  return newer && isPristine(stored) ? null : stored
}
