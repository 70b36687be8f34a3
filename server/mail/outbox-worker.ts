/**
 * Delivers the outbox (./outbox.ts) after the changes that queued it: on the scheduler's timer
 * (server/jobs/server-jobs.ts), and kicked after each change so a message leaves at once. Safe on several server instances against one PostgreSQL:
 *  - a batch of due rows is claimed in ONE statement (`FOR UPDATE SKIP LOCKED`), which sets a lease (status
 *    'sending' until lease_until) and a claim id; another instance skips locked rows and does not see leased ones;
 *  - the message is delivered outside any transaction (a slow SMTP server must not hold a row lock or PGlite's
 *    one connection), then marked sent only if the claim is still ours;
 *  - a worker that dies mid-delivery leaves its lease to run out; the message is then claimed again (at least
 *    once; the stable Message-ID lets a receiver drop the copy).
 * A failed delivery is retried with exponential backoff, and given up ('failed') after the last attempt.
 */
import { randomUUID } from 'node:crypto'
import { oneLine } from '@/api/contract/client-log'
import type { Db } from '../db/types'
import { serialRun } from '../serial-run'
import type { MailAttachment, OutboxMessage } from './outbox'
import type { MailTransport } from './transport'

export type OutboxWorker = {
  /** Delivers what is due soon, without waiting; a run already going runs once more. */
  kick(): void
  /** Delivers everything due now and resolves when done (tests, shutdown); returns how many were sent. */
  drain(): Promise<number>
  stop(): Promise<void>
}

export type OutboxWorkerOptions = {
  db: Db
  transport: MailTransport
  clock: () => Date
  /** How long a claim lasts before another worker may take the message (ms). */
  leaseMs?: number
  maxAttempts?: number
  batchSize?: number
  log?: (line: string) => void
}

export const FIRST_RETRY_MS = 30_000
const LONGEST_RETRY_MS = 60 * 60_000
export const MAX_ATTEMPTS = 20

/** The wait before attempt `attempts + 1`: 30 s, 1 min, 2 min, … at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS)
}

type OutboxRow = {
  id: number
  message_id: string
  kind: string
  regarding: string
  property_id: number | null
  sender: string
  recipient: string
  subject: string
  text: string
  html: string | null
  attachments: MailAttachment[] | null
  sensitive: boolean
  created_at: Date | string
  attempts: number
}

function toMessage(row: OutboxRow): OutboxMessage {
  return {
    id: Number(row.id),
    messageId: row.message_id,
    kind: row.kind,
    regarding: row.regarding,
    propertyId: row.property_id,
    from: row.sender,
    to: row.recipient,
    subject: row.subject,
    text: row.text,
    html: row.html,
    attachments: row.attachments,
    sensitive: row.sensitive,
    createdAt: new Date(row.created_at),
    attempts: row.attempts,
  }
}

/** Why a delivery failed, as one short line (no control characters: it reaches the log). */
function reasonOf(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error)
  return oneLine(text, 500)
}

type Settings = Required<Omit<OutboxWorkerOptions, 'transport'>>

/** Takes up to a batch of due messages (or ones whose lease ran out) for `claimId`, in one statement. */
async function claim(settings: Settings, claimId: string): Promise<OutboxMessage[]> {
  const now = settings.clock()
  const rows = await settings.db.query<OutboxRow>(
    `UPDATE outbox_message SET status = 'sending', attempts = attempts + 1, lease_until = $2, claim = $3
     WHERE id IN (
       SELECT id FROM outbox_message
       WHERE (status = 'pending' AND next_attempt_at <= $1) OR (status = 'sending' AND lease_until <= $1)
       ORDER BY next_attempt_at, id LIMIT $4 FOR UPDATE SKIP LOCKED)
     RETURNING *`,
    [
      now.toISOString(),
      new Date(now.getTime() + settings.leaseMs).toISOString(),
      claimId,
      settings.batchSize,
    ],
  )
  return rows.map(toMessage).sort((a, b) => a.id - b.id)
}

/** Sent, if the claim is still ours; a body with a one-time link is not kept. */
async function markSent(settings: Settings, message: OutboxMessage, claimId: string): Promise<void> {
  await settings.db.query(
    `UPDATE outbox_message SET status = 'sent', sent_at = $3, lease_until = NULL, last_error = NULL,
       text = CASE WHEN sensitive THEN '' ELSE text END, html = CASE WHEN sensitive THEN NULL ELSE html END
     WHERE id = $1 AND claim = $2`,
    [message.id, claimId, settings.clock().toISOString()],
  )
}

/**
 * Back to pending with the next attempt's time, or failed for good after the last attempt (a one-time link in it
 * is then dropped: it would be of no use when it is finally read).
 */
async function markFailed(
  settings: Settings,
  message: OutboxMessage,
  claimId: string,
  error: unknown,
): Promise<void> {
  const reason = reasonOf(error)
  const last = message.attempts >= settings.maxAttempts
  const next = new Date(settings.clock().getTime() + retryDelayMs(message.attempts))
  await settings.db.query(
    `UPDATE outbox_message SET status = $3, next_attempt_at = $4, lease_until = NULL, last_error = $5,
       text = CASE WHEN sensitive AND $3 = 'failed' THEN '' ELSE text END
     WHERE id = $1 AND claim = $2`,
    [message.id, claimId, last ? 'failed' : 'pending', next.toISOString(), reason],
  )
  settings.log(
    `Mail ${message.kind} ${message.regarding} (outbox ${message.id}) ${last ? 'failed for good' : 'failed, retried later'} after attempt ${message.attempts}: ${reason}`,
  )
}

export function outboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { transport } = options
  const settings: Settings = {
    db: options.db,
    clock: options.clock,
    leaseMs: options.leaseMs ?? 5 * 60_000,
    maxAttempts: options.maxAttempts ?? MAX_ATTEMPTS,
    batchSize: options.batchSize ?? 20,
    log: options.log ?? ((line: string) => console.error(line)),
  }
  const { log } = settings

  /** Claims and delivers batches until nothing is due. */
  async function deliverDue(): Promise<number> {
    let sent = 0
    for (;;) {
      const claimId = randomUUID()
      const batch = await claim(settings, claimId)
      if (batch.length === 0) return sent
      for (const message of batch) {
        try {
          await transport.deliver(message)
        } catch (error) {
          await markFailed(settings, message, claimId, error)
          continue
        }
        await markSent(settings, message, claimId)
        sent++
      }
    }
  }

  const runner = serialRun(deliverDue)

  const runLogged = () => {
    runner.run().catch((error: unknown) => log(`Mail outbox run failed: ${reasonOf(error)}`))
  }
  return {
    kick: runLogged,
    drain: () => runner.drain(),
    stop: () => runner.idle(),
  }
}
