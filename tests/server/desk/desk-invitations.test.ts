/**
 * Staff invitations by e-mail (decision 0127), over HTTP with the mail at a real SMTP server: the link arrives
 * under the server's public address, works once, for 72 hours, at its own property only, is refused with a
 * message that says why once used, withdrawn or expired; the owner can send it again (the older one then stops
 * working) or withdraw it; the password follows the guests' rules; every step is in the log.
 */
import { describe, expect, it } from 'vitest'
import { DeskDone, DeskLog, DeskLoginResponse, DeskStaffList } from '@/api/contract/desk'
import { DeskInvitation } from '@/api/contract/desk-staff'
import { ENGINES, notePostgresSkipped, parsed } from '../../support/server/harness'
import { bothParts } from '../mail/read-mail'
import { HOTEL, PUBLIC_URL, smtpSuite } from '../mail/smtp-suite'
import { LINK_EXPIRED, LINK_REVOKED, LINK_UNKNOWN, LINK_USED } from '../../../server/desk/invitations'
import { acceptLink, deskCall, deskLinkTo, deskLogin, OWNER, type Caller } from './desk-kit'

notePostgresSkipped('Desk invitations')

const PASSWORD = 'Harbour-Lights-2026!'
const HOUR = 3_600_000

describe.each(ENGINES)('staff invitations by e-mail (%s)', (engine) => {
  const suite = smtpSuite(engine)
  let ownerCaller: Caller | undefined
  const owner = async () => (ownerCaller ??= await deskLogin(suite.s, OWNER))
  const asOwner = async (path: string, body: unknown) =>
    deskCall(suite.s, await owner(), 'POST', `/api/Desk/HARBOUR/Staff${path}`, body)
  const invite = async (email: string, name = 'Ivy Invitee') => {
    expect((await asOwner('', { Email: email, Name: name, Role: 'front-desk' })).status).toBe(200)
    return deskLinkTo(suite, email)
  }
  const look = (code: string, token: string) =>
    suite.s.post('/api/Desk/Invitation', { Code: code, Token: token })
  const refusal = async (res: Response, status: number, message: string) => {
    expect(res.status).toBe(status)
    expect((await res.json()).Message).toBe(message)
  }

  it('mails a single-use link that opens the desk with the password the member chooses', async () => {
    const { s, smtp } = suite
    const email = 'ivy.invitee@example.com'
    const { url, token, mail } = await invite(email)
    expect(mail.subject).toBe(`You are invited to the desk of ${HOTEL}`)
    expect(mail.from?.text).toContain(HOTEL)
    expect(url).toBe(`${PUBLIC_URL}/Desk/HARBOUR/invitation#token=${token}`)
    expect(token).toMatch(/^[\w-]{43}$/)
    const { text } = bothParts(mail)
    expect(text).toContain('Accept the invitation')
    expect(text).toMatch(/The link works once, until .* UTC/)
    // The token itself is kept nowhere: only its hash.
    const [row] = await s.db.query<{ token_hash: string }>('SELECT token_hash FROM staff_invitation')
    expect(row?.token_hash).not.toContain(token)
    expect(smtp.received).toHaveLength(1)

    const what = await parsed(await look('harbour', token), DeskInvitation)
    expect(what).toMatchObject({ Kind: 'invite', Email: email, Name: 'Ivy Invitee' })
    expect(what.Property).toEqual({ Code: 'HARBOUR', Name: HOTEL, Role: 'front-desk' })
    // Nobody can log in before the password is chosen.
    expect((await s.post('/api/Desk/Login', { Email: email, Password: PASSWORD })).status).toBe(401)

    // The guests' rules: too short, common, or made of the member's own name.
    const short = await acceptLink(s, 'HARBOUR', token, 'short!')
    expect(short.status).toBe(400)
    expect(Object.keys((await short.json()).ModelState)).toEqual(['Password'])
    expect((await acceptLink(s, 'HARBOUR', token, 'IvyInvitee-2026!')).status).toBe(400)
    // A refused password leaves the link working.
    const accepted = await parsed(await acceptLink(s, 'HARBOUR', token, PASSWORD), DeskLoginResponse)
    expect(accepted.Status).toBe('LoggedIn')
    expect(accepted.Staff?.Properties).toEqual([{ Code: 'HARBOUR', Name: HOTEL, Role: 'front-desk' }])
    await deskLogin(s, { email, password: PASSWORD })

    await refusal(await acceptLink(s, 'HARBOUR', token, 'Another-Choice-2026!'), 410, LINK_USED)
    await refusal(await look('HARBOUR', token), 410, LINK_USED)
    const log = await parsed(await deskCall(s, await owner(), 'GET', '/api/Desk/HARBOUR/Log'), DeskLog)
    const mine = log.Entries.filter((e) => e.Staff === email).map((e) => e.Action)
    // Newest first: the login above, the accept's own login, the accept.
    expect(mine.slice(0, 3)).toEqual(['login', 'login', 'staff-invitation-accepted'])
    expect(JSON.stringify(log.Entries)).not.toContain(token)
  })

  it('refuses another property’s address, an unknown token, and a link past its 72 hours', async () => {
    const { s } = suite
    const { token } = await invite('late.larry@example.com', 'Larry Late')
    // The link is HARBOUR's: at CLIFFTOP (or a code that does not exist) it is as unknown as a made-up one.
    await refusal(await look('CLIFFTOP', token), 404, LINK_UNKNOWN)
    await refusal(await acceptLink(s, 'CLIFFTOP', token, PASSWORD), 404, LINK_UNKNOWN)
    await refusal(await look('NOWHERE', token), 404, LINK_UNKNOWN)
    await refusal(await look('HARBOUR', `${token.slice(0, -1)}x`), 404, LINK_UNKNOWN)
    const bad = await look('', '')
    expect(bad.status).toBe(400)
    expect(Object.keys((await bad.json()).ModelState).sort()).toEqual(['Code', 'Token'])

    const start = s.now.value
    try {
      s.now.value = new Date(start.getTime() + 71 * HOUR)
      expect((await look('HARBOUR', token)).status).toBe(200)
      s.now.value = new Date(start.getTime() + 72 * HOUR)
      await refusal(await look('HARBOUR', token), 410, LINK_EXPIRED)
      await refusal(await acceptLink(s, 'HARBOUR', token, PASSWORD), 410, LINK_EXPIRED)
      // Three days on, the owner's session has ended too.
      ownerCaller = undefined
      const staff = await parsed(
        await deskCall(s, await owner(), 'GET', '/api/Desk/HARBOUR/Staff'),
        DeskStaffList,
      )
      expect(staff.Staff.find((m) => m.Email === 'late.larry@example.com')?.Invitation).toMatchObject({
        Kind: 'invite',
        Expired: true,
      })
      // The owner sends it again: a new link for 72 more hours, the old one still refused.
      expect((await asOwner('/Resend', { Email: 'late.larry@example.com' })).status).toBe(200)
      const fresh = await deskLinkTo(suite, 'late.larry@example.com')
      expect(fresh.token).not.toBe(token)
      await refusal(await look('HARBOUR', token), 410, LINK_REVOKED)
      expect((await acceptLink(s, 'HARBOUR', fresh.token, PASSWORD)).status).toBe(200)
      // Nothing waits any more.
      expect((await asOwner('/Resend', { Email: 'late.larry@example.com' })).status).toBe(409)
    } finally {
      s.now.value = start
      ownerCaller = undefined
    }
  })

  it('lets the owner withdraw a waiting invitation: the link says so and the invitee is gone', async () => {
    const { s } = suite
    const email = 'withdrawn.will@example.com'
    const first = await invite(email, 'Will Withdrawn')
    expect((await asOwner('/Resend', { Email: email })).status).toBe(200)
    const second = await deskLinkTo(suite, email)
    await refusal(await look('HARBOUR', first.token), 410, LINK_REVOKED)
    const revoked = await parsed(await asOwner('/Revoke', { Email: email }), DeskDone)
    expect(revoked.Message).toContain('withdrawn')
    await refusal(await acceptLink(s, 'HARBOUR', second.token, PASSWORD), 410, LINK_REVOKED)
    const staff = await parsed(
      await deskCall(s, await owner(), 'GET', '/api/Desk/HARBOUR/Staff'),
      DeskStaffList,
    )
    expect(staff.Staff.map((m) => m.Email)).not.toContain(email)
    expect((await asOwner('/Revoke', { Email: email })).status).toBe(404)
    const log = await parsed(await deskCall(s, await owner(), 'GET', '/api/Desk/HARBOUR/Log'), DeskLog)
    expect(
      log.Entries.filter((e) => e.Staff === OWNER.email)
        .map((e) => e.Action)
        .slice(0, 3),
    ).toEqual(['staff-invitation-revoked', 'staff-invitation-resent', 'staff-invited'])
    // Invited again later, they start afresh.
    expect((await invite(email, 'Will Withdrawn')).token).toMatch(/^[\w-]{43}$/)
  })

  it('answers one accept of two at once, and only one', async () => {
    const { s } = suite
    const { token } = await invite('racing.rita@example.com', 'Rita Racing')
    const answers = await Promise.all([
      acceptLink(s, 'HARBOUR', token, PASSWORD),
      acceptLink(s, 'HARBOUR', token, 'Other-Lantern-2026!'),
    ])
    expect(answers.map((r) => r.status).sort()).toEqual([200, 410])
  })
})
