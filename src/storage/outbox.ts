import { withoutSentOnly } from './sent-secrets'
import { SCHEMA_VERSION, deviceDb, type DeviceDb, type OutboxRecord, type ReservationRecord } from './db'
import { assertNoCardData } from './drafts'

/**
 * The outbox's records (the sending protocol lives in src/sync/outbox.ts). Every function here is one
 * IndexedDB transaction, so a crash leaves a change either fully queued or not queued at all, and a settled
 * change either fully settled (with its draft removed) or still waiting.
 */

export type NewChange = {
  kind: string
  reservationKey: string
  path: string
  body: Record<string, unknown>
  baseVersion: number | null
  draftKey?: string | null
}

export type QueuedChange = Required<Pick<OutboxRecord, 'seq'>> & OutboxRecord

/** Writes the change and the local copy it changes in one transaction; returns the queued change. */
export async function enqueueChange(
  change: NewChange,
  idempotencyKey: string,
  now: number,
  localCopy: { reservation?: ReservationRecord } = {},
  db: DeviceDb = deviceDb(),
): Promise<QueuedChange> {
  assertNoCardData(change.body)
  const record: OutboxRecord = {
    schemaVersion: SCHEMA_VERSION,
    kind: change.kind,
    reservationKey: change.reservationKey,
    path: change.path,
    body: change.body,
    idempotencyKey,
    baseVersion: change.baseVersion,
    sentVersion: null,
    resultVersion: null,
    state: 'waiting',
    attempts: 0,
    nextAttemptAt: now,
    createdAt: now,
    settledAt: null,
    response: null,
    rejection: null,
    draftKey: change.draftKey ?? null,
    draftStamp: null,
  }
  return db.transaction('rw', db.outbox, db.reservations, db.drafts, async () => {
    if (record.draftKey) record.draftStamp = (await db.drafts.get(record.draftKey))?.updatedAt ?? null
    const seq = await db.outbox.add(record)
    if (localCopy.reservation) await db.reservations.put(localCopy.reservation)
    return { ...record, seq }
  })
}

/**
 * The change to send next for each reservation: the oldest one not yet sent, when it is waiting and due.
 * A rejected change blocks the ones queued after it for the same reservation until the guest decides, since
 * they were made on top of it.
 */
export async function dueChanges(now: number, db: DeviceDb = deviceDb()): Promise<QueuedChange[]> {
  const open = await openChanges(db)
  return heads(open).filter((c) => c.state === 'waiting' && c.nextAttemptAt <= now)
}

/** When the next waiting change becomes due, or null when nothing is waiting to be sent. */
export async function nextAttemptAt(db: DeviceDb = deviceDb()): Promise<number | null> {
  const waiting = heads(await openChanges(db)).filter((c) => c.state === 'waiting')
  return waiting.length === 0 ? null : Math.min(...waiting.map((c) => c.nextAttemptAt))
}

export async function changeBySeq(seq: number, db: DeviceDb = deviceDb()): Promise<QueuedChange | undefined> {
  const record = await db.outbox.get(seq)
  return record ? withSeq(record) : undefined
}

/**
 * Reads the change again just before an attempt and fixes the Version it sends, in one transaction, so two
 * tabs that both picked the change up send byte-identical requests (the server then applies it once). Null
 * when the change was settled meanwhile (by another tab, or a tab before a reload).
 *
 * The Version for a change made on a copy at `baseVersion`: our own changes applied since then moved the
 * server on (base → result), and this change was made on top of them, so follow that chain. A Version moved
 * by anybody else is not followed: the server answers 409 and the guest chooses.
 */
export async function claimAttempt(seq: number, db: DeviceDb = deviceDb()): Promise<QueuedChange | null> {
  return db.transaction('rw', db.outbox, async () => {
    const record = await db.outbox.get(seq)
    if (!record || record.state !== 'waiting') return null
    if (record.baseVersion === null || record.sentVersion !== null) return withSeq(record)
    const sent = await db.outbox
      .where('reservationKey')
      .equals(record.reservationKey)
      .filter((c) => c.state === 'sent' && c.sentVersion !== null && c.resultVersion !== null)
      .toArray()
    const next = new Map(sent.map((c) => [c.sentVersion, c.resultVersion]))
    let version = record.baseVersion
    for (let hops = 0; hops <= sent.length; hops++) {
      const moved = next.get(version)
      if (moved === undefined || moved === null) break
      version = moved
    }
    await db.outbox.update(seq, { sentVersion: version })
    return withSeq({ ...record, sentVersion: version })
  })
}

/** Settles a change as applied; false when it was settled already (another tab got the answer first). */
export async function markSent(
  seq: number,
  response: unknown,
  resultVersion: number | null,
  now: number,
  db: DeviceDb = deviceDb(),
): Promise<boolean> {
  return db.transaction('rw', db.outbox, db.drafts, async () => {
    const change = await db.outbox.get(seq)
    if (!change || change.state !== 'waiting') return false
    const body = withoutSentOnly(change.body)
    await db.outbox.update(seq, { state: 'sent', body, response, resultVersion, settledAt: now })
    if (change.draftKey) {
      // Only the draft as it was when queued is done with; edits made after Save are kept, less what is sent only.
      const draft = await db.drafts.get(change.draftKey)
      if (draft && draft.updatedAt === change.draftStamp) await db.drafts.delete(change.draftKey)
      else if (draft) await db.drafts.update(change.draftKey, { value: withoutSentOnly(draft.value) })
    }
    return true
  })
}

export async function markRetry(
  seq: number,
  attempts: number,
  nextAttempt: number,
  db: DeviceDb = deviceDb(),
): Promise<void> {
  await db.outbox
    .where('seq')
    .equals(seq)
    .filter((c) => c.state === 'waiting')
    .modify({ attempts, nextAttemptAt: nextAttempt })
}

export async function markRejected(
  seq: number,
  status: number,
  body: unknown,
  now: number,
  db: DeviceDb = deviceDb(),
): Promise<boolean> {
  const changed = await db.outbox
    .where('seq')
    .equals(seq)
    .filter((c) => c.state === 'waiting')
    .modify({ state: 'rejected', rejection: { status, body }, settledAt: now })
  return changed === 1
}

/** The guest keeps the server's version: the rejected change is dropped (later ones may now go). */
export async function discardChange(seq: number, db: DeviceDb = deviceDb()): Promise<void> {
  await db.outbox.delete(seq)
}

/**
 * The guest keeps their own version after a conflict: the change goes again on top of the server's current
 * Version, and so do the changes queued after it for the same reservation (they were made on top of it). It
 * is a new request (a different body), so it gets a new idempotency key.
 */
export async function requeueOnVersion(
  seq: number,
  version: number,
  idempotencyKey: string,
  now: number,
  db: DeviceDb = deviceDb(),
): Promise<void> {
  await db.transaction('rw', db.outbox, async () => {
    const change = await db.outbox.get(seq)
    if (!change || change.state !== 'rejected') return
    await db.outbox
      .where('reservationKey')
      .equals(change.reservationKey)
      .filter((c) => c.state === 'waiting' && (c.seq ?? 0) > seq && c.sentVersion === null)
      .modify({ baseVersion: version })
    await db.outbox.update(seq, {
      state: 'waiting',
      baseVersion: version,
      sentVersion: null,
      idempotencyKey,
      attempts: 0,
      nextAttemptAt: now,
      rejection: null,
      settledAt: null,
    })
  })
}

/** Forgets sent changes settled before `before`, except what a waiting change still needs for its Version. */
export async function pruneSent(before: number, db: DeviceDb = deviceDb()): Promise<void> {
  await db.transaction('rw', db.outbox, async () => {
    const open = new Set((await openChanges(db)).map((c) => c.reservationKey))
    await db.outbox
      .where('state')
      .equals('sent')
      .filter((c) => (c.settledAt ?? 0) < before && !open.has(c.reservationKey))
      .delete()
  })
}

/** Every change not yet sent (waiting or rejected), oldest first. */
export async function openChanges(db: DeviceDb = deviceDb()): Promise<QueuedChange[]> {
  const open = await db.outbox.where('state').anyOf('waiting', 'rejected').toArray()
  return open
    .filter((c) => c.schemaVersion === SCHEMA_VERSION)
    .map(withSeq)
    .sort((a, b) => a.seq - b.seq)
}

function heads(open: QueuedChange[]): QueuedChange[] {
  const first = new Map<string, QueuedChange>()
  for (const change of open) if (!first.has(change.reservationKey)) first.set(change.reservationKey, change)
  return [...first.values()]
}

export function withSeq(record: OutboxRecord): QueuedChange {
  if (record.seq === undefined) throw new Error('An outbox record read back without its key.')
  return { ...record, seq: record.seq }
}
