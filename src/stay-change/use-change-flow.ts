import { useMediaQuery } from '@mantine/hooks'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { QueuedChange } from '@/storage/outbox'
import { useOnline } from '@/sync/online'
import type { ChangeState } from './change-draft'
import { useDraftWriter } from './use-draft-writer'

/** The Save or Update this visit queued ('submitting' until the outbox has it), so Complete follows that one only. */
export type QueuedSeq = number | 'submitting' | null

/**
 * The life of a change flow's draft, shared by manage booking and pre-check-in: every edit kept on the device as
 * it is made, each new step focused for a screen reader, and the finished draft queued in the outbox.
 */
export function useChangeFlow<Draft extends { state: ChangeState }>({
  initial,
  fromDevice,
  draftKey,
  saveDraft,
  submit,
  saveFailed,
}: {
  initial: Draft
  /** the draft was read from the device (else it is new, from the server, and is stored at once) */
  fromDevice: boolean
  draftKey: string
  saveDraft: (key: string, draft: Draft) => Promise<void>
  submit: (draft: Draft) => Promise<QueuedChange>
  /** what the guest reads when the change could not even be put in the outbox */
  saveFailed: string
}) {
  const [draft, setDraft] = useState(initial)
  // What the flow started from; the parent recomputes `initial` on every render, which must not rewrite it.
  const [mountedFrom] = useState({ draft: initial, device: fromDevice })
  const [queuedSeq, setQueuedSeq] = useState<QueuedSeq>(null)
  const [saveError, setSaveError] = useState<string | null>(null)
  const online = useOnline()
  // docs/product/after-booking.md#screens breakpoints: below "small" (600 px) each guest is a step of its own.
  const isMobile = useMediaQuery('(max-width: 599.98px)') ?? false
  const writeDraft = useCallback((value: Draft) => saveDraft(draftKey, value), [draftKey, saveDraft])
  const writer = useDraftWriter(writeDraft)
  const heading = useRef<HTMLHeadingElement>(null)
  const { step, roomIndex, guestIndex } = draft.state

  useEffect(() => {
    // Opened once with a connection, the change must carry on without one: keep a copy at once.
    if (!mountedFrom.device) writer.schedule(mountedFrom.draft)
  }, [writer, mountedFrom])

  useEffect(() => {
    // A new step: its heading takes the focus so a screen reader and the keyboard start there.
    heading.current?.focus()
    window.scrollTo({ top: 0 })
  }, [step, roomIndex, guestIndex])

  const update = (next: Draft) => {
    setDraft(next)
    writer.schedule(next)
  }
  const go = (state: Draft['state'], next: Draft = draft) => update({ ...next, state })

  /** Queues `done` (the draft at Complete); when that fails, the guest is back on `before` with a message. */
  const queue = async (done: Draft, before: Draft) => {
    setSaveError(null)
    setQueuedSeq('submitting')
    setDraft(done)
    try {
      // The draft as queued is written first, so it is removed once the change is sent.
      writer.schedule(done)
      await writer.flush()
      const queued = await submit(done)
      setQueuedSeq(queued.seq)
    } catch {
      setQueuedSeq(null)
      setDraft(before)
      setSaveError(saveFailed)
    }
  }
  // The hotel refused the change: back to Summary with its message, the edits kept (the draft is written
  // again, since the outbox let go of it with the answer).
  const refused = (message: string, summary: Draft['state']) => {
    setQueuedSeq(null)
    setSaveError(message)
    go(summary)
  }

  return { draft, update, go, queue, refused, queuedSeq, saveError, online, isMobile, heading }
}
