/**
 * The hotel's settings at the desk (decision 0120), owner only: its property file in and out, applied while the
 * server serves (server/property-file/ — the same reading, checks and one-transaction import as
 * `npm run property:import`); the webhooks it was sent and the mail that could not be delivered, each sent again
 * on request by putting its row back in its outbox.
 */
import type { DeskFailedMail, DeskPropertyFileApplied, DeskWebhooks } from '@/api/contract/desk-hotel'
import { propertyNow, type PropertyRow } from '../catalogue/property'
import type { Db, Queryable } from '../db/types'
import { badRequest } from '../http-errors'
import { exportContent, propertyFileText } from '../property-file/export'
import { writePropertyFile } from '../property-file/import'
import { formatPath, readPropertyFile } from '../property-file/read'
import { ImportRefused } from '../property-file/row-sync'
import { webhookSecretOf, webhookUrlOf } from '../webhooks/webhook-settings'

/** Where the downloaded file finds its JSON Schema (the repository's copy, as `npm run property:export` writes). */
const SCHEMA_NAME = 'property-file.schema.json'
const LIST_LENGTH = 50

/** The property's file as `npm run property:export CODE` writes it. */
export async function propertyFileOf(db: Queryable, property: PropertyRow): Promise<string> {
  const content = await exportContent(db, property.code)
  if (!content) throw new Error(`Property ${property.code} could not be exported.`)
  return propertyFileText(content, SCHEMA_NAME)
}

/**
 * Checks and applies an uploaded file: every problem of the file as the command prints it, in ModelState under
 * Text; a file naming a property the staff member does not own (or a new one) is refused before anything is
 * written. `alsoWrite` (the audit entry) is written in the import's own transaction. Returns the properties written.
 */
export async function applyPropertyFile(
  db: Db,
  upload: { fileName: string; text: string },
  owned: ReadonlySet<string>,
  clock: () => Date,
  alsoWrite: (tx: Queryable, done: DeskPropertyFileApplied['Properties']) => Promise<void>,
): Promise<DeskPropertyFileApplied['Properties']> {
  const read = readPropertyFile(upload.fileName, upload.text)
  if (!read.ok) throw badRequest({ Text: read.problems })
  const foreign = read.content.properties
    .filter((property) => !owned.has(property.code.toUpperCase()))
    .map((property) => property.code)
  if (foreign.length > 0)
    throw badRequest({
      Text: [
        `${upload.fileName}: you are not the owner of ${foreign.join(', ')}; ` +
          'a file may only change properties you own (a new property is added with npm run property:import).',
      ],
    })
  try {
    const todayIn = (zone: string) => propertyNow(clock, zone).date
    return await db.transaction(async (tx) => {
      const written = await writePropertyFile(tx, read.content, todayIn)
      const done = written.map((p) => ({ Code: p.code, Created: p.created }))
      await alsoWrite(tx, done)
      return done
    })
  } catch (error) {
    if (!(error instanceof ImportRefused)) throw error
    throw badRequest({
      Text: error.problems.map((p) => `${upload.fileName}: ${formatPath(p.path)}: ${p.message}`),
    })
  }
}

const iso = (value: Date | string | null) =>
  value === null ? null : value instanceof Date ? value.toISOString() : new Date(value).toISOString()

export async function webhooksOf(db: Queryable, property: PropertyRow): Promise<DeskWebhooks> {
  const rows = await db.query<{
    id: number | string
    type: string
    reference: string
    url: string
    status: string
    attempts: number
    occurred_at: Date | string
    delivered_at: Date | string | null
    last_error: string | null
  }>(
    `SELECT d.id, e.type, e.reference, d.url, d.status, d.attempts, e.occurred_at, d.delivered_at, d.last_error
     FROM webhook_delivery d JOIN hotel_event e ON e.id = d.hotel_event_id
     WHERE d.property_id = $1 ORDER BY d.id DESC LIMIT ${LIST_LENGTH}`,
    [property.id],
  )
  return {
    Url: webhookUrlOf(property.settings),
    Signed: webhookSecretOf(property.settings) !== null,
    Deliveries: rows.map((r) => ({
      Id: Number(r.id),
      EventType: r.type,
      Reference: r.reference,
      Url: r.url,
      Status: r.status,
      Attempts: r.attempts,
      OccurredAt: iso(r.occurred_at) ?? '',
      DeliveredAt: iso(r.delivered_at),
      LastError: r.last_error,
    })),
  }
}

export async function failedMailOf(db: Queryable, propertyId: number): Promise<DeskFailedMail> {
  const rows = await db.query<{
    id: number | string
    kind: string
    regarding: string
    recipient: string
    subject: string
    attempts: number
    created_at: Date | string
    last_error: string | null
  }>(
    `SELECT id, kind, regarding, recipient, subject, attempts, created_at, last_error FROM outbox_message
     WHERE property_id = $1 AND status = 'failed' ORDER BY id DESC LIMIT ${LIST_LENGTH}`,
    [propertyId],
  )
  return {
    Messages: rows.map((r) => ({
      Id: Number(r.id),
      Kind: r.kind,
      Regarding: r.regarding,
      Recipient: r.recipient,
      Subject: r.subject,
      Attempts: r.attempts,
      CreatedAt: iso(r.created_at) ?? '',
      LastError: r.last_error,
    })),
  }
}

/**
 * Puts a failed message of the property back in the outbox, due now with its attempts counted afresh; the
 * worker sends it with the same Message-ID. Null when the property has no such failed message.
 */
export async function resendMail(tx: Queryable, propertyId: number, id: number, now: Date) {
  const [row] = await tx.query<{ recipient: string; subject: string }>(
    `UPDATE outbox_message SET status = 'pending', attempts = 0, next_attempt_at = $3, lease_until = NULL
     WHERE id = $1 AND property_id = $2 AND status = 'failed' RETURNING recipient, subject`,
    [id, propertyId, now.toISOString()],
  )
  return row ?? null
}

/** Puts a failed webhook of the property back in line, due now; null when there is no such failed delivery. */
export async function retryWebhook(tx: Queryable, propertyId: number, id: number, now: Date) {
  const [row] = await tx.query<{ url: string }>(
    `UPDATE webhook_delivery SET status = 'pending', attempts = 0, next_attempt_at = $3, lease_until = NULL
     WHERE id = $1 AND property_id = $2 AND status = 'failed' RETURNING url`,
    [id, propertyId, now.toISOString()],
  )
  return row ?? null
}
