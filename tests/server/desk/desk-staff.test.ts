/**
 * The owner manages the property's staff over HTTP (decisions 0119, 0127): a new member is invited by e-mail
 * and chooses their own password through the link, a reset ends their sessions and their old password and mails
 * a new link, a removal ends their access, an owner cannot remove themselves nor reset someone who works where
 * they are not owner; each in the log.
 */
import { describe, expect, it } from 'vitest'
import { DeskDone, DeskLog, DeskStaffList } from '@/api/contract/desk'
import { DeskGroup } from '@/api/contract/desk-staff'
import { ENGINES, notePostgresSkipped, parsed } from '../../support/server/harness'
import { smtpSuite } from '../mail/smtp-suite'
import { acceptLink, deskCall, deskLinkTo, deskLogin, FRONT_DESK, OWNER, type Caller } from './desk-kit'

notePostgresSkipped('Desk staff')

const NEW = { email: 'night.porter@example.com', name: 'Nina Porter', password: 'Lantern-Night-2026!' }

describe.each(ENGINES)('the owner’s staff management (%s)', (engine) => {
  const suite = smtpSuite(engine)
  let ownerCaller: Caller | undefined
  const owner = async () => (ownerCaller ??= await deskLogin(suite.s, OWNER))
  const asOwner = async (path: string, body: unknown, code = 'HARBOUR') =>
    deskCall(suite.s, await owner(), 'POST', `/api/Desk/${code}/Staff${path}`, body)
  /** Invites `who` at `code` and has them choose `password` through the mailed link. */
  const joined = async (
    who: { email: string; name: string },
    role: string,
    password: string,
    code = 'HARBOUR',
  ) => {
    expect((await asOwner('', { Email: who.email, Name: who.name, Role: role }, code)).status).toBe(200)
    const { token } = await deskLinkTo(suite, who.email)
    expect((await acceptLink(suite.s, code, token, password)).status).toBe(200)
    return deskLogin(suite.s, { email: who.email, password })
  }

  it('invites a member by e-mail, resets them by e-mail, and removes them', async () => {
    const { s } = suite
    const bad = await asOwner('', { Email: 'not an address', Name: '', Role: 'manager' })
    expect(bad.status).toBe(400)
    expect(Object.keys((await bad.json()).ModelState).sort()).toEqual(['Email', 'Name', 'Role'])

    const added = await parsed(
      await asOwner('', { Email: NEW.email, Name: NEW.name, Role: 'front-desk' }),
      DeskDone,
    )
    expect(added.Message).toContain('sent a link')
    expect((await asOwner('', { Email: NEW.email, Name: NEW.name, Role: 'owner' })).status).toBe(409)
    const staff = await parsed(
      await deskCall(s, await owner(), 'GET', '/api/Desk/HARBOUR/Staff'),
      DeskStaffList,
    )
    expect(staff.Staff).toContainEqual({
      Email: NEW.email,
      Name: NEW.name,
      Role: 'front-desk',
      TotpEnabled: false,
      Invitation: { Kind: 'invite', ExpiresAt: expect.any(String), Expired: false },
    })
    const { token } = await deskLinkTo(suite, NEW.email)
    expect((await acceptLink(s, 'HARBOUR', token, NEW.password)).status).toBe(200)
    const member = await deskLogin(s, NEW)
    expect((await deskCall(s, member, 'GET', '/api/Desk/HARBOUR/Day')).status).toBe(200)
    // Not at the group's other property, and not an owner.
    expect((await deskCall(s, member, 'GET', '/api/Desk/CLIFFTOP/Day')).status).toBe(403)
    expect((await deskCall(s, member, 'GET', '/api/Desk/HARBOUR/Staff')).status).toBe(403)

    expect((await asOwner('/Reset', { Email: NEW.email })).status).toBe(200)
    expect((await deskCall(s, member, 'GET', '/api/Desk/HARBOUR/Day')).status).toBe(401)
    // The old password no longer opens the desk; the reset link gives a new one.
    expect((await s.post('/api/Desk/Login', { Email: NEW.email, Password: NEW.password })).status).toBe(401)
    const reset = await deskLinkTo(suite, NEW.email)
    expect(reset.mail.subject).toBe('Choose a new password for the desk of Harbour House Hotel')
    expect((await acceptLink(s, 'HARBOUR', reset.token, 'Another-Lantern-2027!')).status).toBe(200)
    const again = await deskLogin(s, { email: NEW.email, password: 'Another-Lantern-2027!' })

    expect((await asOwner('/Remove', { Email: NEW.email })).status).toBe(200)
    expect((await deskCall(s, again, 'GET', '/api/Desk/HARBOUR/Day')).status).toBe(401)
    expect((await asOwner('/Remove', { Email: NEW.email })).status).toBe(404)

    const log = await parsed(await deskCall(s, await owner(), 'GET', '/api/Desk/HARBOUR/Log'), DeskLog)
    const actions = log.Entries.filter((e) => e.Staff === OWNER.email).map((e) => e.Action)
    expect(actions.slice(0, 3)).toEqual(['staff-removed', 'staff-reset', 'staff-invited'])
    // Neither the links nor the passwords are in any entry.
    for (const secret of [token, reset.token, NEW.password])
      expect(JSON.stringify(log.Entries)).not.toContain(secret)
  })

  it('opens the group’s code as a desk address: the group’s properties each may open', async () => {
    const { s } = suite
    const group = async (who: Caller, code: string) => deskCall(s, who, 'GET', `/api/Desk/Group/${code}`)
    const ofOwner = await parsed(await group(await owner(), 'coastal'), DeskGroup)
    expect(ofOwner.Code).toBe('COASTAL')
    expect(ofOwner.Properties.map((p) => p.Code).sort()).toEqual(['CLIFFTOP', 'HARBOUR'])
    const frontDesk = await deskLogin(s, FRONT_DESK)
    const ofDesk = await parsed(await group(frontDesk, 'COASTAL'), DeskGroup)
    expect(ofDesk.Properties).toEqual([expect.objectContaining({ Code: 'HARBOUR', Role: 'front-desk' })])
    expect((await group(await owner(), 'NOWHERE')).status).toBe(403)
  })

  it('refuses removing oneself, and resetting someone who works where the owner is not owner', async () => {
    const { s } = suite
    expect((await asOwner('/Remove', { Email: OWNER.email })).status).toBe(409)
    // The owner of HARBOUR alone (not of CLIFFTOP), and front desk at both.
    const local = await joined(
      { email: 'harbour.owner@example.com', name: 'Harbour Owner' },
      'owner',
      'Quayside-Keeper-2026!',
    )
    const both = { email: 'both.desks@example.com', name: 'Both Desks' }
    await joined(both, 'front-desk', 'Two-Desks-Daily-2026!')
    // Someone who already chose a password is told by mail, and needs no link.
    expect(
      (await asOwner('', { Email: both.email, Name: both.name, Role: 'front-desk' }, 'CLIFFTOP')).status,
    ).toBe(200)
    const notice = await deskLinkTo(suite, both.email)
    expect(notice.mail.subject).toBe('You now also work at Cliff Top Inn')
    expect(notice.token).toBe('')
    const res = await deskCall(s, local, 'POST', '/api/Desk/HARBOUR/Staff/Reset', { Email: both.email })
    expect(res.status).toBe(403)
    // The group's owner may.
    expect((await asOwner('/Reset', { Email: both.email })).status).toBe(200)
    expect(
      (await deskCall(s, local, 'POST', '/api/Desk/HARBOUR/Staff/Reset', { Email: FRONT_DESK.email })).status,
    ).toBe(200)
  })
})
