/**
 * The owner's staff management (decision 0119), under /api/Desk/{code}/Staff: add a staff member with a role,
 * remove one from the property, reset one's password. A new account, and a reset, get a random one-time password
 * shown to the owner once (only its hash is kept); a reset also ends the member's sessions and turns the second
 * factor off (a lost phone is the usual reason). An owner can neither remove themselves nor reset someone who
 * also works where they are not owner: that would open another owner's property to them.
 */
import { randomBytes } from 'node:crypto'
import { Hono } from 'hono'
import { DeskGroup, DeskStaffAddRequest, DeskStaffMember, DeskStaffPassword } from '@/api/contract/desk-staff'
import type { DeskRole } from '@/api/contract/desk'
import { hashPassword } from '../auth/password'
import type { AppDeps, AppEnv } from '../web/context'
import { parseBody, reply } from '../web/http'
import { conflict, forbidden, notFound } from '../http-errors'
import { deskAccess, NO_ACCESS, type StaffAt } from './access'
import { writeAudit } from './audit'
import { findStaffByEmail, rolesOf } from './staff'

export const NOT_STAFF_HERE = 'This person does not work at this property.'
export const NOT_YOURSELF = 'You cannot do this to your own account.'
export const ELSEWHERE = 'This person also works at a property you are not the owner of.'

/** 20 random characters in four groups: about 100 bits, typed once and then changed. */
const oneTimePassword = () => (randomBytes(15).toString('base64url').match(/.{5}/g) ?? []).join('-')

export function deskStaffRoutes(deps: AppDeps) {
  const { db, clock } = deps
  const app = new Hono<AppEnv>()
  const access = deskAccess(deps)
  const memberHere = async (at: StaffAt, email: string) => {
    const member = await findStaffByEmail(db, email)
    const role = member && (await rolesOf(db, member.id)).find((r) => r.property_id === at.property.id)
    if (!member || !role) throw notFound(NOT_STAFF_HERE)
    if (member.id === at.session.staff.id) throw conflict(NOT_YOURSELF)
    return { member, role: role.role }
  }
  const audit = (
    at: StaffAt,
    action: 'staff-added' | 'staff-removed' | 'staff-reset',
    before: unknown,
    after: unknown,
  ) =>
    writeAudit(db, {
      at: clock(),
      staff: at.session.staff,
      action,
      propertyId: at.property.id,
      before,
      after,
    })

  app.post('/api/Desk/:code/Staff', async (c) => {
    const at = await access.atProperty(c, ['owner'])
    const req = await parseBody(c, DeskStaffAddRequest)
    const { existing, password } = await addStaff(deps, at, req)
    return reply(c, DeskStaffPassword, {
      Message: existing
        ? `${req.Email} can now log in here with their own password.`
        : `${req.Email} is added. Give them this password once; they log in with it.`,
      Password: password,
    })
  })

  app.post('/api/Desk/:code/Staff/Remove', async (c) => {
    const at = await access.atProperty(c, ['owner'])
    const req = await parseBody(c, DeskStaffMember)
    const { member, role } = await memberHere(at, req.Email)
    await db.query('DELETE FROM staff_role WHERE staff_id = $1 AND property_id = $2', [
      member.id,
      at.property.id,
    ])
    // Working nowhere any more: their sessions end now, not at their next idle half hour.
    await db.query(
      'DELETE FROM staff_session WHERE staff_id = $1 AND NOT EXISTS (SELECT 1 FROM staff_role WHERE staff_id = $1)',
      [member.id],
    )
    await audit(at, 'staff-removed', { Email: member.email, Role: role }, null)
    return reply(c, DeskStaffPassword, { Message: `${member.email} no longer works here.`, Password: null })
  })

  app.post('/api/Desk/:code/Staff/Reset', async (c) => {
    const at = await access.atProperty(c, ['owner'])
    const req = await parseBody(c, DeskStaffMember)
    const { member } = await memberHere(at, req.Email)
    const mine = new Set(
      (await rolesOf(db, at.session.staff.id)).filter((r) => r.role === 'owner').map((r) => r.property_id),
    )
    if ((await rolesOf(db, member.id)).some((r) => !mine.has(r.property_id))) throw forbidden(ELSEWHERE)
    const password = oneTimePassword()
    await db.query(
      `UPDATE staff_account SET password_hash = $2, totp_secret = NULL, totp_pending = NULL, totp_last_step = NULL
       WHERE id = $1`,
      [member.id, await hashPassword(password)],
    )
    await db.query('DELETE FROM staff_session WHERE staff_id = $1', [member.id])
    await audit(at, 'staff-reset', { Email: member.email }, { Email: member.email, Totp: false })
    return reply(c, DeskStaffPassword, {
      Message: `${member.email}'s password is reset and their sessions ended. Give them this password once.`,
      Password: password,
    })
  })
  groupRoute(app, deps)
  return app
}

/** The group's code as a desk address: the properties of the group the staff member may open. */
function groupRoute(app: Hono<AppEnv>, deps: AppDeps) {
  const access = deskAccess(deps)
  app.get('/api/Desk/Group/:group', async (c) => {
    const { staff } = await access.session(c)
    const rows = await deps.db.query<{
      group_code: string
      group_name: string
      code: string
      name: string
      role: DeskRole
    }>(
      `SELECT g.code AS group_code, g.name AS group_name, p.code, p.name, r.role
       FROM staff_role r JOIN property p ON p.id = r.property_id JOIN property_group g ON g.id = p.group_id
       WHERE r.staff_id = $1 AND upper(g.code) = upper($2) ORDER BY p.name`,
      [staff.id, c.req.param('group')],
    )
    const [first] = rows
    // No such group and none of its properties: the same answer, as for a property.
    if (!first) throw forbidden(NO_ACCESS)
    return reply(c, DeskGroup, {
      Code: first.group_code,
      Name: first.group_name,
      Properties: rows.map((r) => ({ Code: r.code, Name: r.name, Role: r.role })),
    })
  })
}

/** Adds the role at the property: to the account of that address, or to a new one with a one-time password. */
async function addStaff(deps: AppDeps, at: StaffAt, req: DeskStaffAddRequest) {
  const { db, clock } = deps
  const existing = await findStaffByEmail(db, req.Email)
  if (existing && (await rolesOf(db, existing.id)).some((r) => r.property_id === at.property.id))
    throw conflict('This person already works at this property.')
  const password = existing ? null : oneTimePassword()
  await db.transaction(async (tx) => {
    const [row] = existing
      ? [{ id: existing.id }]
      : await tx.query<{ id: number }>(
          'INSERT INTO staff_account (email, name, password_hash) VALUES ($1, $2, $3) RETURNING id',
          [req.Email, req.Name, await hashPassword(password ?? '')],
        )
    await tx.query('INSERT INTO staff_role (staff_id, property_id, role) VALUES ($1, $2, $3)', [
      row?.id,
      at.property.id,
      req.Role,
    ])
    await writeAudit(tx, {
      at: clock(),
      staff: at.session.staff,
      action: 'staff-added',
      propertyId: at.property.id,
      before: null,
      after: { Email: req.Email, Role: req.Role, NewAccount: !existing },
    })
  })
  return { existing, password }
}
