/**
 * The owner's staff management (decisions 0119, 0127), under /api/Desk/{code}/Staff: invite a staff member with
 * a role, send their link again or revoke it, remove one from the property, reset one's password. Nobody hands a
 * password over: a new member, and a reset, get a single-use link by e-mail to choose their own (./invitations.ts).
 * A reset also ends the member's sessions, makes their old password useless and turns the second factor off (a lost
 * phone is the usual reason). An owner can neither remove themselves nor reset someone who also works where they
 * are not owner: that would end another owner's staff member's sessions and second factor.
 */
import { Hono, type Context } from 'hono'
import { DeskDone, DeskStaffList, type DeskRole } from '@/api/contract/desk'
import { DeskGroup, DeskStaffAddRequest, DeskStaffMember } from '@/api/contract/desk-staff'
import { hashPassword } from '../auth/password'
import { newToken } from '../crypto'
import type { Queryable } from '../db/types'
import type { AppDeps, AppEnv } from '../web/context'
import { parseBody, reply } from '../web/http'
import { conflict, forbidden, notFound } from '../http-errors'
import { deskAccess, NO_ACCESS, type StaffAt } from './access'
import { writeAudit, type AuditAction } from './audit'
import { issueInvitation, openInvitationsAt, queueAddedNotice, revokeOpenInvitations } from './invitations'
import { findStaffByEmail, rolesOf, staffAt, type StaffRow } from './staff'

export const NOT_STAFF_HERE = 'This person does not work at this property.'
export const NOT_YOURSELF = 'You cannot do this to your own account.'
export const ELSEWHERE = 'This person also works at a property you are not the owner of.'
export const NO_OPEN_LINK = 'No link is waiting for this person.'

/** A password hash nobody can log in with: the account waits for its link. */
const lockedHash = () => hashPassword(newToken())

export function deskStaffRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  const access = deskAccess(deps)
  const { db } = deps

  app.get('/api/Desk/:code/Staff', async (c) => {
    const at = await access.atProperty(c, ['owner'])
    const [staff, links] = [await staffAt(db, at.property.id), await openInvitationsAt(db, at.property.id)]
    const now = deps.clock().getTime()
    return reply(c, DeskStaffList, {
      Staff: staff.map((s) => {
        const link = links.get(s.id)
        return {
          Email: s.email,
          Name: s.name,
          Role: s.role,
          TotpEnabled: s.totp,
          Invitation: link
            ? {
                Kind: link.kind,
                ExpiresAt: link.expiresAt.toISOString(),
                Expired: link.expiresAt.getTime() <= now,
              }
            : null,
        }
      }),
    })
  })

  app.post('/api/Desk/:code/Staff', async (c) => {
    const at = await access.atProperty(c, ['owner'])
    const req = await parseBody(c, DeskStaffAddRequest)
    const message = await addStaff(deps, at, req)
    return reply(c, DeskDone, { Message: message })
  })

  memberRoutes(app, deps)
  linkRoutes(app, deps)
  groupRoute(app, deps)
  return app
}

/** What the routes on one member share: the owner's access and the member, the log, the answer. */
function memberKit(deps: AppDeps) {
  const access = deskAccess(deps)
  return {
    member: async (c: Context) => {
      const at = await access.atProperty(c, ['owner'])
      const req = await parseBody(c, DeskStaffMember)
      return { at, ...(await memberHere(deps.db, at, req.Email)) }
    },
    audited: (at: StaffAt, tx: Queryable, action: AuditAction, before: unknown, after: unknown) =>
      writeAudit(tx, {
        at: deps.clock(),
        staff: at.session.staff,
        action,
        propertyId: at.property.id,
        before,
        after,
      }),
    done: (c: Context, message: string) => reply(c, DeskDone, { Message: message }),
  }
}

/** What an owner does to one member of the staff: reset their password, remove them. */
function memberRoutes(app: Hono<AppEnv>, deps: AppDeps) {
  const { db, clock } = deps
  const { member, audited, done } = memberKit(deps)

  app.post('/api/Desk/:code/Staff/Remove', async (c) => {
    const { at, staff, role } = await member(c)
    await db.transaction(async (tx) => {
      await tx.query('DELETE FROM staff_role WHERE staff_id = $1 AND property_id = $2', [
        staff.id,
        at.property.id,
      ])
      await tx.query(
        'UPDATE staff_invitation SET revoked_at = $3 WHERE staff_id = $1 AND property_id = $2 AND used_at IS NULL AND revoked_at IS NULL',
        [staff.id, at.property.id, clock().toISOString()],
      )
      // Working nowhere any more: their sessions end now, not at their next idle half hour.
      await tx.query(
        'DELETE FROM staff_session WHERE staff_id = $1 AND NOT EXISTS (SELECT 1 FROM staff_role WHERE staff_id = $1)',
        [staff.id],
      )
      await audited(at, tx, 'staff-removed', { Email: staff.email, Role: role }, null)
    })
    return done(c, `${staff.email} no longer works here.`)
  })

  app.post('/api/Desk/:code/Staff/Reset', async (c) => {
    const { at, staff } = await member(c)
    const mine = new Set(
      (await rolesOf(db, at.session.staff.id)).filter((r) => r.role === 'owner').map((r) => r.property_id),
    )
    if ((await rolesOf(db, staff.id)).some((r) => !mine.has(r.property_id))) throw forbidden(ELSEWHERE)
    const hash = await lockedHash()
    await db.transaction(async (tx) => {
      await tx.query(
        `UPDATE staff_account SET password_hash = $2, password_set = false, totp_secret = NULL,
           totp_pending = NULL, totp_last_step = NULL
         WHERE id = $1`,
        [staff.id, hash],
      )
      await tx.query('DELETE FROM staff_session WHERE staff_id = $1', [staff.id])
      await issueInvitation(tx, at.property, staff, 'reset', mailContext(deps, at))
      await audited(at, tx, 'staff-reset', { Email: staff.email }, { Email: staff.email, Totp: false })
    })
    return done(
      c,
      `${staff.email}’s password is reset and their sessions ended. They were sent a link to choose a new one.`,
    )
  })
}

/** The link waiting for a member: sent again (the older one then stops working), or withdrawn. */
function linkRoutes(app: Hono<AppEnv>, deps: AppDeps) {
  const { db, clock } = deps
  const { member, audited, done } = memberKit(deps)

  app.post('/api/Desk/:code/Staff/Resend', async (c) => {
    const { at, staff } = await member(c)
    const links = await openInvitationsAt(db, at.property.id)
    const open = links.get(staff.id)
    if (!open) throw conflict(NO_OPEN_LINK)
    await db.transaction(async (tx) => {
      await issueInvitation(tx, at.property, staff, open.kind, mailContext(deps, at))
      await audited(
        at,
        tx,
        'staff-invitation-resent',
        { Email: staff.email },
        { Email: staff.email, Kind: open.kind },
      )
    })
    return done(c, `A new link was sent to ${staff.email}; the one sent before no longer works.`)
  })

  app.post('/api/Desk/:code/Staff/Revoke', async (c) => {
    const { at, staff, role } = await member(c)
    const open = (await openInvitationsAt(db, at.property.id)).get(staff.id)
    if (!open) throw conflict(NO_OPEN_LINK)
    const gone = await db.transaction(async (tx) => {
      await revokeOpenInvitations(tx, staff.id, clock())
      const dropped = open.kind === 'invite' && !staff.password_set
      if (dropped) await dropInvitee(tx, staff.id, at.property.id)
      await audited(
        at,
        tx,
        'staff-invitation-revoked',
        { Email: staff.email, Role: role, Kind: open.kind },
        dropped ? null : { Email: staff.email, Role: role },
      )
      return dropped
    })
    return done(
      c,
      gone
        ? `The invitation of ${staff.email} is withdrawn.`
        : `The link sent to ${staff.email} is withdrawn. They cannot log in until you reset their password again.`,
    )
  })
}

/**
 * An invitee who never chose a password leaves this property. Their account stays (it cannot log in): so the
 * withdrawn link still says it was withdrawn, and inviting them again sends a new link.
 */
async function dropInvitee(tx: Queryable, staffId: number, propertyId: number) {
  await tx.query('DELETE FROM staff_role WHERE staff_id = $1 AND property_id = $2', [staffId, propertyId])
}

async function memberHere(db: Queryable, at: StaffAt, email: string) {
  const staff = await findStaffByEmail(db, email)
  const role = staff && (await rolesOf(db, staff.id)).find((r) => r.property_id === at.property.id)
  if (!staff || !role) throw notFound(NOT_STAFF_HERE)
  if (staff.id === at.session.staff.id) throw conflict(NOT_YOURSELF)
  return { staff, role: role.role }
}

const mailContext = (deps: AppDeps, at: StaffAt) => ({
  now: deps.clock(),
  publicUrl: deps.publicUrl,
  by: at.session.staff,
})

/**
 * Adds the role at the property: a new account waits for its invitation; an account that already chose its
 * password just gains the role and is told so; one still waiting for a link elsewhere gets a new link from here.
 */
async function addStaff(deps: AppDeps, at: StaffAt, req: DeskStaffAddRequest): Promise<string> {
  const { db, clock } = deps
  const existing = await findStaffByEmail(db, req.Email)
  if (existing && (await rolesOf(db, existing.id)).some((r) => r.property_id === at.property.id))
    throw conflict('This person already works at this property.')
  const hash = existing ? null : await lockedHash()
  await db.transaction(async (tx) => {
    const staff = existing ?? (await newAccount(tx, req, hash ?? ''))
    await tx.query('INSERT INTO staff_role (staff_id, property_id, role) VALUES ($1, $2, $3)', [
      staff.id,
      at.property.id,
      req.Role,
    ])
    if (staff.password_set) await queueAddedNotice(tx, at.property, staff, mailContext(deps, at))
    else await issueInvitation(tx, at.property, staff, 'invite', mailContext(deps, at))
    await writeAudit(tx, {
      at: clock(),
      staff: at.session.staff,
      action: staff.password_set ? 'staff-added' : 'staff-invited',
      propertyId: at.property.id,
      before: null,
      after: { Email: req.Email, Role: req.Role, NewAccount: !existing },
    })
  })
  return existing?.password_set
    ? `${req.Email} can now log in here with their own password; they were told by e-mail.`
    : `${req.Email} is invited: they were sent a link to choose their password, valid for 72 hours.`
}

async function newAccount(tx: Queryable, req: DeskStaffAddRequest, hash: string): Promise<StaffRow> {
  const [row] = await tx.query<StaffRow>(
    `INSERT INTO staff_account (email, name, password_hash, password_set) VALUES ($1, $2, $3, false)
     RETURNING *`,
    [req.Email, req.Name, hash],
  )
  if (!row) throw new Error('The staff account was not written.')
  return row
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
