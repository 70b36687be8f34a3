/**
 * The registration card at pre-check-in over HTTP (decision 0144), on the demo's HARBOUR (every guest from abroad
 * gives all of it, kept 30 days after departure): the rule published, garbage refused field by field, a foreign
 * guest's card stored apart from the reservation's answer, read on the desk with an audit entry, and deleted by
 * the retention job, once, from two instances at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DeskRegistration } from '@/api/contract/desk-registration'
import { PreCheckInConfig, PreCheckInSaveResponse } from '@/api/contract/pre-check-in'
import { deleteExpiredRegistrations } from '../../../server/reservations/pre-check-in-registration'
import {
  ENGINES,
  notePostgresSkipped,
  parsed,
  startServer,
  type TestServer,
} from '../../support/server/harness'
import { access, book, type Booked } from '../../builders/booked-stay'
import { deskCall, deskLogin, FRONT_DESK } from '../desk/desk-kit'

notePostgresSkipped('Pre-check-in registration')

const SIGNATURE = `data:image/png;base64,${'iVBORw0KGgo'.repeat(4)}=`

const ADA = {
  Nationality: 'ES',
  DocumentType: 'passport',
  DocumentNumber: 'PAB123456',
  DateOfBirth: '1985-03-02',
  Address: 'Calle Mayor 1, 28013 Madrid',
  Signature: SIGNATURE,
}

describe.each(ENGINES)('pre-check-in registration (%s)', (engine) => {
  let s: TestServer

  beforeAll(async () => {
    s = await startServer(engine)
  })
  afterAll(() => s.close())

  const save = (b: Booked, registrations: unknown[], version = 1) =>
    s.post('/api/PreCheckIn/Save', {
      ...access(b),
      Version: version,
      ReservationItems: b.reservation.ReservationItems.map((i) => ({
        ReservationItemId: i.ReservationItemId,
        Guests: [
          { FirstName: 'Ada', LastName: 'Lovelace' },
          { FirstName: 'Tom', LastName: 'Jones' },
        ],
        Registrations: registrations,
      })),
    })

  it('publishes the rule of the property file, and not its retention', async () => {
    const config = await parsed(await s.get('/api/PreCheckIn/Config/HARBOUR'), PreCheckInConfig)
    expect(config.Registration).toEqual({
      Fields: ['nationality', 'documentType', 'documentNumber', 'dateOfBirth', 'address', 'signature'],
      Countries: 'foreign',
      HomeCountry: 'GB',
    })
    expect(JSON.stringify(config)).not.toContain('retention')
  })

  it('refuses garbage with a message per field, and asks a foreign guest for every field', async () => {
    const b = await book(s, '2027-03-01', '2027-03-03')
    const garbage = {
      Nationality: 'XX',
      DocumentType: 'library card',
      DocumentNumber: '<script>',
      DateOfBirth: '2031-01-01',
      Address: 'x'.repeat(301),
      Signature: 'data:text/html;base64,PHNjcmlwdD4=',
    }
    // What the contract refuses (shapes) and what the shared rules refuse (src/domain/registration.ts) both
    // come back field by field.
    const refused = await save(b, [garbage])
    expect(refused.status).toBe(400)
    const shapes = ((await refused.json()) as { ModelState: Record<string, string[]> }).ModelState
    expect(Object.keys(shapes).sort()).toEqual([
      'ReservationItems.0.Registrations.0.Address',
      'ReservationItems.0.Registrations.0.DocumentType',
    ])

    const domainGarbage = { ...garbage, DocumentType: 'passport', Address: 'Somewhere' }
    const second = await save(b, [domainGarbage, { Nationality: 'FR' }])
    expect(second.status).toBe(400)
    const problems = ((await second.json()) as { ModelState: Record<string, string[]> }).ModelState
    const required = ['This is required for the registration card.']
    expect(problems).toEqual({
      'ReservationItems.0.Registrations.0.Nationality': ['Choose a nationality from the list.'],
      'ReservationItems.0.Registrations.0.DocumentNumber': ['A document number has letters and digits only.'],
      'ReservationItems.0.Registrations.0.DateOfBirth': ['A date of birth cannot be in the future.'],
      'ReservationItems.0.Registrations.0.Signature': ['Sign, or type your name instead.'],
      // The second guest is French, so gives all of it but the address (the lead guest's only).
      'ReservationItems.0.Registrations.1.DocumentType': required,
      'ReservationItems.0.Registrations.1.DocumentNumber': required,
      'ReservationItems.0.Registrations.1.DateOfBirth': required,
      'ReservationItems.0.Registrations.1.Signature': required,
    })
    const old = await save(b, [{ ...ADA, DateOfBirth: '1890-01-01' }, { Nationality: 'GB' }])
    expect(await old.json()).toMatchObject({
      ModelState: {
        'ReservationItems.0.Registrations.0.DateOfBirth': ['This date of birth is not plausible.'],
      },
    })
    const rows = await s.db.query('SELECT 1 FROM guest_registration')
    expect(rows).toHaveLength(0)
  })

  it('stores a foreign guest’s card apart, shows it on the desk with an audit entry, and deletes it on time', async () => {
    const b = await book(s, '2027-03-10', '2027-03-12')
    const typed = { Nationality: 'GB' }
    const saved = await save(b, [ADA, typed])
    expect(saved.status).toBe(200)
    const answer = await parsed(saved, PreCheckInSaveResponse)
    expect(JSON.stringify(answer)).not.toContain('PAB123456')

    const desk = await deskLogin(s, FRONT_DESK)
    const path = `/api/Desk/HARBOUR/Bookings/${b.ref}/Registration`
    const shown = await parsed(await deskCall(s, desk, 'GET', path), DeskRegistration)
    expect(shown.Cards).toEqual([
      expect.objectContaining({
        GuestIndex: 0,
        GuestName: 'Ada Lovelace',
        Details: expect.objectContaining({ Nationality: 'ES', DocumentNumber: 'PAB123456' }),
        Signature: SIGNATURE,
        DeleteAfter: '2027-04-11',
      }),
      expect.objectContaining({ GuestIndex: 1, GuestName: 'Tom Jones', Signature: null }),
    ])
    const audit = await s.db.query<{ action: string; after: unknown }>(
      `SELECT action, after FROM audit_entry WHERE reservation_id = $1 AND action = 'registration-viewed'`,
      [b.id],
    )
    expect(audit).toEqual([{ action: 'registration-viewed', after: { Cards: 2 } }])
    expect(JSON.stringify(audit)).not.toContain('PAB123456')

    // The last day kept is 11 April in every zone; on the 12th (the latest zone's) it goes, from either instance.
    const other = await s.otherInstance()
    expect(await deleteExpiredRegistrations(s.db, new Date('2027-04-12T12:00:00Z'))).toBe(0)
    const deleted = await Promise.all([
      deleteExpiredRegistrations(s.db, new Date('2027-04-13T15:00:00Z')),
      deleteExpiredRegistrations(other, new Date('2027-04-13T15:00:00Z')),
    ])
    expect(deleted[0] + deleted[1]).toBe(2)
    const left = await parsed(await deskCall(s, desk, 'GET', path), DeskRegistration)
    expect(left.Cards).toEqual([])
  })

  it('keeps a save that sends no registration (queued by an older app), and refuses the desk without a session', async () => {
    const b = await book(s, '2027-03-20', '2027-03-22')
    expect((await save(b, [])).status).toBe(200)
    const res = await s.get(`/api/Desk/HARBOUR/Bookings/${b.ref}/Registration`)
    expect(res.status).toBe(401)
  })
})
