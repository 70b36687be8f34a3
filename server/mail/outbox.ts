/**
 * The mail outbox (decision 0098): a message is queued with the `tx` of the change it tells about, so it exists
 * exactly when the change does, and is delivered after the commit by the worker (./outbox-worker.ts). Queuing
 * only inserts a row: composing (reading the booking, building the text) happens before it, inside the same
 * transaction, so a message that cannot be composed rolls the change back instead of failing after it.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import { randomUUID } from 'node:crypto'
import type { Queryable } from '../db/types'

/** Whether the request being handled queued a message (so the worker is kicked only then). */
const queuedByRequest = new AsyncLocalStorage<{ queued: boolean }>()

/** Runs `handle` (a request) and tells whether it queued mail: the worker then has something to deliver. */
export async function noticingQueuedMail(handle: () => Promise<void>): Promise<boolean> {
  const seen = { queued: false }
  await queuedByRequest.run(seen, handle)
  return seen.queued
}

export type MailAttachment = { filename: string; contentType: string; content: string }

/** A message as a change composes it. */
export type OutgoingMail = {
  /** What sort of message: confirmation, change, cancellation, check-in, table, paylink, password-reset, … */
  kind: string
  /** What it is about: a reservation reference, a table booking, a payment or an account id. */
  regarding: string
  propertyId: number | null
  from: string
  to: string
  subject: string
  text: string
  html?: string | null
  attachments?: readonly MailAttachment[] | null
  /** It holds a one-time link: its body is blanked once delivered. */
  sensitive?: boolean
}

/** A queued message as the worker hands it to a transport. */
export type OutboxMessage = OutgoingMail & {
  id: number
  messageId: string
  createdAt: Date
  attempts: number
}

/** The host part of the Message-ID: the sender's domain, else a fixed name. */
function messageHost(from: string): string {
  const domain = /@([\w.-]+)>?\s*$/.exec(from)?.[1]
  return domain ?? 'booking-engine.invalid'
}

/** Queues `mail` in the transaction `tx`; it is delivered once `tx` commits and never if it rolls back. */
export async function queueMail(tx: Queryable, mail: OutgoingMail, now: Date): Promise<void> {
  await tx.query(
    `INSERT INTO outbox_message (message_id, kind, regarding, property_id, sender, recipient, subject, text, html,
       attachments, sensitive, created_at, next_attempt_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12)`,
    [
      `${randomUUID()}@${messageHost(mail.from)}`,
      mail.kind,
      mail.regarding,
      mail.propertyId,
      mail.from,
      mail.to,
      mail.subject,
      mail.text,
      mail.html ?? null,
      mail.attachments ? JSON.stringify(mail.attachments) : null,
      mail.sensitive ?? false,
      now.toISOString(),
    ],
  )
  const request = queuedByRequest.getStore()
  if (request) request.queued = true
}
