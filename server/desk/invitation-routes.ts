/**
 * Following an invitation or reset link (decision 0127), without a session: what the link is for, and choosing
 * the password, which uses the link and logs the member in. A link of another property, or none, is one answer
 * (404); a used, withdrawn or expired one says which (410). The token is 256 random bits: guessing is hopeless,
 * so no attempt is counted; the password is checked by the guests' rules before the link is spent, so a refused
 * password leaves it working for a better one.
 */
import { Hono, type Context } from 'hono'
import { DeskLoginResponse } from '@/api/contract/desk'
import { DeskInvitation, DeskInvitationAccept, DeskInvitationRequest } from '@/api/contract/desk-staff'
import { hashPassword } from '../auth/password'
import { passwordProblem } from '../auth/password-policy'
import { findProperty } from '../catalogue/property'
import type { AppDeps, AppEnv } from '../web/context'
import { parseBody, reply } from '../web/http'
import { badRequest, gone, notFound } from '../http-errors'
import { writeAudit } from './audit'
import { startStaffSession } from './session'
import { deskStaff, findStaffByEmail } from './staff'
import { consumeInvitation, invitationOf, invitationProblem, LINK_UNKNOWN, LINK_USED } from './invitations'

export function deskInvitationRoutes(deps: AppDeps) {
  const { db, clock } = deps
  const app = new Hono<AppEnv>()

  /** The link's invitation at the property it names, still usable; else the refusal that says why. */
  const usable = async (link: { Code: string; Token: string }, now: Date) => {
    const [row, property] = [await invitationOf(db, link.Token), await findProperty(db, link.Code)]
    if (!row || !property || row.property_id !== property.id) throw notFound(LINK_UNKNOWN)
    const problem = invitationProblem(row, now)
    if (problem) throw gone(problem)
    return { row, property }
  }

  app.post('/api/Desk/Invitation', async (c) => {
    const req = await parseBody(c, DeskInvitationRequest)
    const { row, property } = await usable(req, clock())
    const [role] = await db.query<{ role: 'owner' | 'front-desk' }>(
      'SELECT role FROM staff_role WHERE staff_id = $1 AND property_id = $2',
      [row.staff_id, property.id],
    )
    if (!role) throw notFound(LINK_UNKNOWN)
    return reply(c, DeskInvitation, {
      Kind: row.kind,
      Email: row.email,
      Name: row.name,
      Property: { Code: property.code, Name: property.name, Role: role.role },
      ExpiresAt: new Date(row.expires_at).toISOString(),
    })
  })

  app.post('/api/Desk/Invitation/Accept', async (c) => {
    const req = await parseBody(c, DeskInvitationAccept)
    const now = clock()
    const { row, property } = await usable(req, now)
    const problem = passwordProblem(req.Password, [row.email, row.name, property.name])
    if (problem) throw badRequest({ Password: [problem] })
    const hash = await hashPassword(req.Password)
    return accepted(c, deps, { row, propertyId: property.id, hash, now })
  })
  return app
}

/** Spends the link and sets the password in one transaction, then logs the member in as a login would. */
async function accepted(
  c: Context,
  { db }: AppDeps,
  a: {
    row: { id: number; staff_id: number; email: string; kind: string }
    propertyId: number
    hash: string
    now: Date
  },
) {
  const csrf = await db.transaction(async (tx) => {
    if (!(await consumeInvitation(tx, a.row.id, a.now))) throw gone(LINK_USED)
    await tx.query('UPDATE staff_account SET password_hash = $2, password_set = true WHERE id = $1', [
      a.row.staff_id,
      a.hash,
    ])
    const staff = { id: a.row.staff_id, email: a.row.email }
    await writeAudit(tx, {
      at: a.now,
      staff,
      action: 'staff-invitation-accepted',
      propertyId: a.propertyId,
      after: { Email: a.row.email, Kind: a.row.kind },
    })
    await writeAudit(tx, { at: a.now, staff, action: 'login', after: { Factors: ['password'] } })
    return startStaffSession(c, tx, a.row.staff_id, 'complete', a.now)
  })
  const staff = await findStaffByEmail(db, a.row.email)
  return reply(c, DeskLoginResponse, {
    Status: 'LoggedIn',
    Staff: staff ? await deskStaff(db, staff) : null,
    CsrfToken: csrf,
  })
}
