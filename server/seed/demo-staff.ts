/**
 * The demo's staff (README): the owner of every property of HARBOUR's group, and a front desk at HARBOUR. Written
 * once, when the demo hotel is there and no staff account is yet: a hotel's own staff are never touched.
 */
import { hashPassword } from '../auth/password'
import type { Queryable } from '../db/types'
import { ensureStaff } from '../desk/staff'

export const DEMO_OWNER = { email: 'owner@example.com', password: 'Harbour-Owner-2026!' } as const
export const DEMO_FRONT_DESK = { email: 'frontdesk@example.com', password: 'Harbour-Desk-2026!' } as const

export async function seedDemoStaff(db: Queryable, harbourCode: string): Promise<void> {
  const [state] = await db.query<{ staff: number; demo: number }>(
    `SELECT (SELECT count(*) FROM staff_account)::int AS staff,
            (SELECT count(*) FROM property WHERE code = $1)::int AS demo`,
    [harbourCode],
  )
  if (!state || state.staff > 0 || state.demo === 0) return
  const group = await db.query<{ code: string }>(
    `SELECT code FROM property WHERE code = $1 OR (group_id IS NOT NULL AND group_id =
       (SELECT group_id FROM property WHERE code = $1)) ORDER BY code`,
    [harbourCode],
  )
  await ensureStaff(db, {
    email: DEMO_OWNER.email,
    name: 'Olivia Owner',
    passwordHash: await hashPassword(DEMO_OWNER.password),
    roles: group.map(({ code }) => ({ code, role: 'owner' as const })),
  })
  await ensureStaff(db, {
    email: DEMO_FRONT_DESK.email,
    name: 'Felix Frontdesk',
    passwordHash: await hashPassword(DEMO_FRONT_DESK.password),
    roles: [{ code: harbourCode, role: 'front-desk' }],
  })
}
