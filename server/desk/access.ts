/**
 * Who may call a desk route (decision 0117). Every route goes through one of these:
 * - `session`: a complete staff session, else 401 (a guest's session, or a password without its code, is none);
 * - a change (POST) also needs the session's CSRF token, else 403;
 * - `atProperty`: a role at the property of the address, else 403 (another property's staff, or no such property:
 *   the same answer, so the desk tells no one which codes exist); `owner` actions need the owner's role, else 403.
 */
import type { Context } from 'hono'
import type { DeskRole } from '@/api/contract/desk'
import { requireProperty, type PropertyRow } from '../catalogue/property'
import type { AppDeps } from '../web/context'
import { forbidden, unauthorised } from '../http-errors'
import { carriesCsrfToken, presentedSession, type StaffSession } from './session'
import { rolesOf } from './staff'

export const NOT_LOGGED_IN = 'Please log in to the desk.'
export const NO_ACCESS = 'You do not have access to this property.'
export const OWNER_ONLY = 'Only the property’s owner can do this.'
export const CSRF_MISSING = 'This request did not come from the desk. Please reload the page.'

export type StaffAt = { session: StaffSession; property: PropertyRow; role: DeskRole }

/** Who on the staff acts, as the mails and notices of a desk action name them. */
export const staffOf = (at: StaffAt) => ({
  name: at.session.staff.name || at.session.staff.email,
  email: at.session.staff.email,
})

export function deskAccess({ db, clock }: Pick<AppDeps, 'db' | 'clock'>) {
  const session = async (c: Context, stage: StaffSession['stage'] = 'complete'): Promise<StaffSession> => {
    const found = await presentedSession(c, db, clock())
    if (!found || found.stage !== stage) throw unauthorised(NOT_LOGGED_IN)
    if (c.req.method !== 'GET' && !carriesCsrfToken(c, found)) throw forbidden(CSRF_MISSING)
    return found
  }
  const atProperty = async (c: Context, roles: readonly DeskRole[] = ['owner', 'front-desk']) => {
    const current = await session(c)
    const code = c.req.param('code') ?? ''
    const role = (await rolesOf(db, current.staff.id)).find(
      (r) => r.code.toUpperCase() === code.toUpperCase(),
    )
    if (!role) throw forbidden(NO_ACCESS)
    if (!roles.includes(role.role)) throw forbidden(OWNER_ONLY)
    return { session: current, property: await requireProperty(db, role.property_id), role: role.role }
  }
  return { session, atProperty }
}
