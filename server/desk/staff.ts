/**
 * Staff accounts of the hotel's desk (decision 0117): apart from guest accounts (a guest's session opens nothing
 * here, and a staff address may also be a guest's), with a role at each property they work for.
 */
import type { DeskRole, DeskStaff } from '@/api/contract/desk'
import type { Queryable } from '../db/types'

export type StaffRow = {
  id: number
  email: string
  name: string
  password_hash: string
  totp_secret: string | null
  totp_pending: string | null
  totp_last_step: number | null
  /** False while the account waits for its invitation or reset link (decision 0127). */
  password_set: boolean
}

export type StaffRole = { property_id: number; code: string; name: string; role: DeskRole }

export async function findStaffByEmail(db: Queryable, email: string): Promise<StaffRow | null> {
  const [row] = await db.query<StaffRow>('SELECT * FROM staff_account WHERE email = lower($1)', [
    email.trim(),
  ])
  return row ?? null
}

export async function rolesOf(db: Queryable, staffId: number): Promise<StaffRole[]> {
  return db.query<StaffRole>(
    `SELECT r.property_id, p.code, p.name, r.role FROM staff_role r JOIN property p ON p.id = r.property_id
     WHERE r.staff_id = $1 ORDER BY p.code`,
    [staffId],
  )
}

export async function deskStaff(db: Queryable, staff: StaffRow): Promise<DeskStaff> {
  return {
    Email: staff.email,
    Name: staff.name,
    TotpEnabled: staff.totp_secret !== null,
    Properties: (await rolesOf(db, staff.id)).map((r) => ({ Code: r.code, Name: r.name, Role: r.role })),
  }
}

export async function setStaffPasswordHash(db: Queryable, staffId: number, hash: string): Promise<void> {
  await db.query('UPDATE staff_account SET password_hash = $2 WHERE id = $1', [staffId, hash])
}

/** A staff member with their roles (by property code), created or, when the address exists, left as it is. */
export async function ensureStaff(
  db: Queryable,
  staff: { email: string; name: string; passwordHash: string; roles: { code: string; role: DeskRole }[] },
): Promise<void> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO staff_account (email, name, password_hash) VALUES (lower($1), $2, $3)
     ON CONFLICT (email) DO NOTHING RETURNING id`,
    [staff.email, staff.name, staff.passwordHash],
  )
  if (!row) return
  for (const { code, role } of staff.roles) {
    await db.query(
      `INSERT INTO staff_role (staff_id, property_id, role) SELECT $1, id, $3 FROM property WHERE code = $2
       ON CONFLICT DO NOTHING`,
      [row.id, code, role],
    )
  }
}

export async function staffAt(
  db: Queryable,
  propertyId: number,
): Promise<{ id: number; email: string; name: string; role: DeskRole; totp: boolean }[]> {
  return db.query(
    `SELECT s.id, s.email, s.name, r.role, s.totp_secret IS NOT NULL AS totp
     FROM staff_role r JOIN staff_account s ON s.id = r.staff_id WHERE r.property_id = $1 ORDER BY s.email`,
    [propertyId],
  )
}
