/**
 * The owner manages the property's staff over HTTP (decision 0119): a new member logs in with the one-time
 * password shown once, a reset ends their sessions and their old password, a removal ends their access, an owner
 * cannot remove themselves nor reset someone who works where they are not owner; each in the log.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DeskLog, DeskStaffList } from '@/api/contract/desk'
import { DeskGroup, DeskStaffPassword } from '@/api/contract/desk-staff'
import {
  ENGINES,
  notePostgresSkipped,
  parsed,
  startServer,
  type TestServer,
} from '../../support/server/harness'
import { deskCall, deskLogin, FRONT_DESK, OWNER, type Caller } from './desk-kit'

notePostgresSkipped('Desk staff')

const NEW = { email: 'night.porter@example.com', name: 'Nina Porter' }

describe.each(ENGINES)('the owner’s staff management (%s)', (engine) => {
  let s: TestServer
  let owner: Caller
  const asOwner = (path: string, body: unknown) =>
    deskCall(s, owner, 'POST', `/api/Desk/HARBOUR/Staff${path}`, body)

  beforeAll(async () => {
    s = await startServer(engine)
    owner = await deskLogin(s, OWNER)
  })
  afterAll(() => s.close())

  it('adds a member with a one-time password, resets it, and removes them', async () => {
    const bad = await asOwner('', { Email: 'not an address', Name: '', Role: 'manager' })
    expect(bad.status).toBe(400)
    expect(Object.keys((await bad.json()).ModelState).sort()).toEqual(['Email', 'Name', 'Role'])

    const added = await parsed(
      await asOwner('', { Email: NEW.email, Name: NEW.name, Role: 'front-desk' }),
      DeskStaffPassword,
    )
    expect(added.Password).toMatch(/^[\w-]{5}(-[\w-]{5}){3}$/)
    expect((await asOwner('', { Email: NEW.email, Name: NEW.name, Role: 'owner' })).status).toBe(409)
    const staff = await parsed(await deskCall(s, owner, 'GET', '/api/Desk/HARBOUR/Staff'), DeskStaffList)
    expect(staff.Staff).toContainEqual({
      Email: NEW.email,
      Name: NEW.name,
      Role: 'front-desk',
      TotpEnabled: false,
    })
    const member = await deskLogin(s, { email: NEW.email, password: added.Password ?? '' })
    expect((await deskCall(s, member, 'GET', '/api/Desk/HARBOUR/Day')).status).toBe(200)
    // Not at the group's other property, and not an owner.
    expect((await deskCall(s, member, 'GET', '/api/Desk/CLIFFTOP/Day')).status).toBe(403)
    expect((await deskCall(s, member, 'GET', '/api/Desk/HARBOUR/Staff')).status).toBe(403)

    const reset = await parsed(await asOwner('/Reset', { Email: NEW.email }), DeskStaffPassword)
    expect(reset.Password).not.toBe(added.Password)
    expect((await deskCall(s, member, 'GET', '/api/Desk/HARBOUR/Day')).status).toBe(401)
    const old = await s.post('/api/Desk/Login', { Email: NEW.email, Password: added.Password })
    expect(old.status).toBe(401)
    const again = await deskLogin(s, { email: NEW.email, password: reset.Password ?? '' })

    expect((await asOwner('/Remove', { Email: NEW.email })).status).toBe(200)
    expect((await deskCall(s, again, 'GET', '/api/Desk/HARBOUR/Day')).status).toBe(401)
    expect((await asOwner('/Remove', { Email: NEW.email })).status).toBe(404)

    const log = await parsed(await deskCall(s, owner, 'GET', '/api/Desk/HARBOUR/Log'), DeskLog)
    const actions = log.Entries.filter((e) => e.Staff === OWNER.email).map((e) => e.Action)
    expect(actions.slice(0, 3)).toEqual(['staff-removed', 'staff-reset', 'staff-added'])
    // The one-time passwords are in no entry.
    expect(JSON.stringify(log.Entries)).not.toContain(reset.Password)
  })

  it('opens the group’s code as a desk address: the group’s properties each may open', async () => {
    const group = async (who: Caller, code: string) => deskCall(s, who, 'GET', `/api/Desk/Group/${code}`)
    const ofOwner = await parsed(await group(owner, 'coastal'), DeskGroup)
    expect(ofOwner.Code).toBe('COASTAL')
    expect(ofOwner.Properties.map((p) => p.Code).sort()).toEqual(['CLIFFTOP', 'HARBOUR'])
    const frontDesk = await deskLogin(s, FRONT_DESK)
    const ofDesk = await parsed(await group(frontDesk, 'COASTAL'), DeskGroup)
    expect(ofDesk.Properties).toEqual([expect.objectContaining({ Code: 'HARBOUR', Role: 'front-desk' })])
    expect((await group(owner, 'NOWHERE')).status).toBe(403)
  })

  it('refuses removing oneself, and resetting someone who works where the owner is not owner', async () => {
    expect((await asOwner('/Remove', { Email: OWNER.email })).status).toBe(409)
    // The owner of HARBOUR alone (not of CLIFFTOP), and front desk at both.
    const harbourOnly = await parsed(
      await asOwner('', { Email: 'harbour.owner@example.com', Name: 'Harbour Owner', Role: 'owner' }),
      DeskStaffPassword,
    )
    const both = 'both.desks@example.com'
    await asOwner('', { Email: both, Name: 'Both Desks', Role: 'front-desk' })
    const clifftop = await deskCall(s, owner, 'POST', '/api/Desk/CLIFFTOP/Staff', {
      Email: both,
      Name: 'Both Desks',
      Role: 'front-desk',
    })
    expect(clifftop.status).toBe(200)
    const local = await deskLogin(s, {
      email: 'harbour.owner@example.com',
      password: harbourOnly.Password ?? '',
    })
    const res = await deskCall(s, local, 'POST', '/api/Desk/HARBOUR/Staff/Reset', { Email: both })
    expect(res.status).toBe(403)
    // The group's owner may.
    expect((await asOwner('/Reset', { Email: both })).status).toBe(200)
    expect(
      (await deskCall(s, local, 'POST', '/api/Desk/HARBOUR/Staff/Reset', { Email: FRONT_DESK.email })).status,
    ).toBe(200)
  })
})
