/**
 * The desk's audit log: one row per staff action and login — who, when, what, and the state before and after —
 * written in the same transaction as the change it records, so a change is never without its entry.
 */
import type { DeskAuditEntry } from '@/api/contract/desk'
import type { Queryable } from '../db/types'

export type AuditAction =
  | 'login'
  | 'login-failed'
  | 'login-failed-code'
  | 'logout'
  | 'totp-setup-started'
  | 'totp-enabled'
  | 'note-added'
  | 'confirmation-resent'
  // The owner's pages (decision 0120).
  | 'grid-changed'
  | 'property-file-applied'
  | 'pms-key-created'
  | 'pms-key-revoked'
  | 'mail-resent'
  | 'webhook-retried'
  | 'booking-cancelled'
  | 'booking-changed'
  | 'no-show'
  | 'refund'
  | 'pay-link-sent'
  | 'staff-added'
  | 'staff-removed'
  | 'staff-reset'
  // Invitations by e-mail (decision 0127).
  | 'staff-invited'
  | 'staff-invitation-resent'
  | 'staff-invitation-revoked'
  | 'staff-invitation-accepted'
  // A booking's registration cards read on the desk (decision 0144).
  | 'registration-viewed'

export type AuditWrite = {
  at: Date
  staff: { id: number; email: string }
  action: AuditAction
  propertyId?: number | null
  reservationId?: number | null
  before?: unknown
  after?: unknown
}

export async function writeAudit(db: Queryable, entry: AuditWrite): Promise<void> {
  await db.query(
    `INSERT INTO audit_entry (at, staff_id, staff_email, property_id, reservation_id, action, before, after)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      entry.at.toISOString(),
      entry.staff.id,
      entry.staff.email,
      entry.propertyId ?? null,
      entry.reservationId ?? null,
      entry.action,
      entry.before === undefined ? null : JSON.stringify(entry.before),
      entry.after === undefined ? null : JSON.stringify(entry.after),
    ],
  )
}

type AuditRow = {
  id: number | string
  at: Date | string
  staff_email: string
  action: string
  reference_number: string | null
  before: unknown
  after: unknown
}

const toEntry = (row: AuditRow): DeskAuditEntry => ({
  Id: Number(row.id),
  At: new Date(row.at).toISOString(),
  Staff: row.staff_email,
  Action: row.action,
  ReferenceNumber: row.reference_number,
  Before: row.before ?? null,
  After: row.after ?? null,
})

const SELECT = `SELECT a.id, a.at, a.staff_email, a.action, r.reference_number, a.before, a.after
  FROM audit_entry a LEFT JOIN reservation r ON r.id = a.reservation_id`

export async function auditOfReservation(db: Queryable, reservationId: number): Promise<DeskAuditEntry[]> {
  const rows = await db.query<AuditRow>(
    `${SELECT} WHERE a.reservation_id = $1 ORDER BY a.id DESC LIMIT 200`,
    [reservationId],
  )
  return rows.map(toEntry)
}

/**
 * A page of a property's log, newest first, before entry `before` when given. A login belongs to no property: the
 * logins of the property's staff are in its log too.
 */
export async function auditOfProperty(
  db: Queryable,
  propertyId: number,
  before: number | undefined,
  pageSize: number,
): Promise<{ entries: DeskAuditEntry[]; more: boolean }> {
  const rows = await db.query<AuditRow>(
    `${SELECT} WHERE (a.property_id = $1 OR (a.property_id IS NULL AND a.staff_id IN
       (SELECT staff_id FROM staff_role WHERE property_id = $1)))
     AND ($2::bigint IS NULL OR a.id < $2) ORDER BY a.id DESC LIMIT $3`,
    [propertyId, before ?? null, pageSize + 1],
  )
  return { entries: rows.slice(0, pageSize).map(toEntry), more: rows.length > pageSize }
}
