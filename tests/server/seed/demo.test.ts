/**
 * The demo reservations and `npm run demo:links` / `demo:reset` (server/seed/demo-reservations.ts, reset.ts):
 * every printed link, followed the way the app follows it, opens the right reservation or invoice.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LoginResponse } from '@/api/contract/account'
import { ManageSearchResponse } from '@/api/contract/manage-booking'
import { PayByLinkInfo } from '@/api/contract/pay-by-link'
import { PreCheckInResponse } from '@/api/contract/pre-check-in'
import { addDays } from '@/domain/dates'
import { DEMO_TIME_ZONE, propertyNow } from '../../../server/catalogue/property'
import { serverHoldingDataDir } from '../../../server/web/environment'
import {
  DEMO_GUEST,
  DEMO_RESERVATIONS,
  demoLinks,
  ensureDemoReservations,
} from '../../../server/seed/demo-reservations'
import { resetDemoData } from '../../../server/seed/reset'
import {
  counts,
  ENGINES,
  notePostgresSkipped,
  parsed,
  startServer,
  stock,
  TODAY,
  type TestServer,
} from '../../support/server/harness'
import { book, CLASSIC } from '../../builders/booked-stay'

notePostgresSkipped('Demo reservations and links')

const secrets = { linkSigningKey: 'test-signing-key' }

/** What the app asks the API for when a guest opens each kind of link. */
async function follow(s: TestServer, url: string) {
  const path = new URL(url).pathname.split('/').filter(Boolean)
  if (path[0] === 'Manage') {
    const [, property, , ref, code] = path
    const res = await s.post(
      `/api/ManageBooking/Search?propertyId=${property}&reservationNumber=${ref}&hash=${code}`,
      {},
    )
    return { kind: 'manage', ref, status: res.status, body: await parsed(res, ManageSearchResponse) }
  }
  if (path[0] === 'PreCheckIn') {
    const [, property, ref, code] = path
    const res = await s.get(`/api/PreCheckIn/Get?propertyId=${property}&referenceNumber=${ref}&hash=${code}`)
    return { kind: 'pre-check-in', ref, status: res.status, body: await parsed(res, PreCheckInResponse) }
  }
  const [, property, action, invoice, code] = path
  const res = await s.get(
    `/api/PayByLink/Get?propertyId=${property}&invoiceNumber=${invoice}&hash=${code}&actionType=${action}`,
  )
  return { kind: 'pay', ref: invoice, status: res.status, body: await parsed(res, PayByLinkInfo) }
}

describe.each(ENGINES)('demo reservations and their links (%s)', (engine) => {
  let s: TestServer
  beforeAll(async () => {
    s = await startServer(engine)
  })
  afterAll(() => s.close())

  const now = () => propertyNow(() => s.now.value, DEMO_TIME_ZONE)

  it('books the three demo stays and every printed link opens the right one', async () => {
    expect(await ensureDemoReservations(s.db, secrets, now())).toEqual(['HH900001', 'HH900002', 'HH900003'])
    const links = demoLinks(secrets, s.url)
    expect(links.filter((l) => l.label.startsWith('manage')).length).toBe(3)
    expect(links.filter((l) => l.label.startsWith('pre-check-in')).length).toBe(3)

    for (const link of links) {
      const answer = await follow(s, link.url)
      expect(answer.status, link.label).toBe(200)
      if (answer.kind === 'manage' && 'Reservation' in answer.body) {
        expect(answer.body.Reservation?.ReferenceNumber).toBe(answer.ref)
        expect(answer.body.Reservation?.IsCancelled).toBe(false)
      }
      if (answer.kind === 'pre-check-in' && 'Reservation' in answer.body) {
        expect(answer.body.Reservation?.ReferenceNumber, link.label).toBe(answer.ref)
      }
    }

    const soon = DEMO_RESERVATIONS.find((d) => d.purpose === 'pre-check-in')
    const manage = await follow(
      s,
      links.find((l) => l.label.startsWith(`manage ${soon?.reference}`))?.url ?? '',
    )
    expect(manage.body).toMatchObject({ Reservation: { DateFrom: addDays(TODAY, 2) } })

    const invoice = DEMO_RESERVATIONS.find((d) => d.invoiceNumber)
    const pay = await follow(
      s,
      links.find((l) => l.label.startsWith(`pay ${invoice?.invoiceNumber}`))?.url ?? '',
    )
    expect(pay.body).toMatchObject({ ReferenceNumber: invoice?.reference, Action: 'Pay', AmountPaid: 0 })
    expect('AmountToPay' in pay.body && pay.body.AmountToPay).toBeGreaterThan(0)

    // A tampered code opens nothing.
    const first = links[0]?.url ?? ''
    const tampered = await follow(s, `${first.slice(0, -2)}xx`)
    expect(tampered.body).toMatchObject({ Reservation: null })
  })

  it('lets the demo guest log in', async () => {
    const res = await s.post('/api/Account/Authenticate', {
      PropertyId: 'HARBOUR',
      EmailAddress: DEMO_GUEST.email,
      Password: DEMO_GUEST.password,
    })
    expect(await parsed(res, LoginResponse)).toMatchObject({ Success: true })
  })

  it('books nothing on a later start, and books a stay again once it is over', async () => {
    const before = await counts(s.db)
    expect(await ensureDemoReservations(s.db, secrets, now())).toEqual([])
    expect(await counts(s.db)).toEqual(before)

    // A goodwill refund was given on it at the desk: its allowance (append-only) goes with the stay.
    await s.db.query(
      `INSERT INTO reservation_allowance (reservation_id, amount, currency, reason, at)
       SELECT id, 500, 'GBP', 'Goodwill', now() FROM reservation WHERE reference_number = 'HH900002'`,
    )
    s.now.value = new Date(s.now.value.getTime() + 5 * 86_400_000)
    // The pre-check-in stay (arrival in 2 days, 2 nights) is over; the others are not.
    expect(await ensureDemoReservations(s.db, secrets, now())).toEqual(['HH900002'])
    const link = demoLinks(secrets, s.url).find((l) => l.label.startsWith('manage HH900002'))
    expect((await follow(s, link?.url ?? '')).body).toMatchObject({
      Reservation: { DateFrom: addDays(TODAY, 7) },
    })
    expect((await counts(s.db))?.reservations).toBe(before?.reservations)
  })

  it('demo:reset drops every booking and books the demo stays again from today', async () => {
    s.now.value = new Date(`${TODAY}T10:00:00Z`)
    const guest = await book(s, '2027-03-01', '2027-03-03')
    expect((await counts(s.db))?.reservations).toBe(4)
    expect(await resetDemoData(s.db, secrets, now())).toEqual(['HH900001', 'HH900002', 'HH900003'])
    expect((await counts(s.db))?.reservations).toBe(3)
    const gone = await s.post(
      `/api/ManageBooking/Search?propertyId=HARBOUR&reservationNumber=${guest.ref}&hash=${guest.code}`,
      {},
    )
    expect((await parsed(gone, ManageSearchResponse)).Reservation).toBeNull()
    // The window is seeded again: a night of the booked stay has all its rooms back.
    expect(await stock(s.db, CLASSIC, '2027-03-01', '2027-03-02')).toEqual({ '2027-03-01': 10 })
    for (const link of demoLinks(secrets, s.url))
      expect((await follow(s, link.url)).status, link.label).toBe(200)
  })
})

describe('which server serves a data folder', () => {
  it('sees a live process in server.pid, and not a file left behind by a crash', () => {
    const dir = mkdtempSync(join(tmpdir(), 'be-pid-'))
    try {
      expect(serverHoldingDataDir(dir)).toBeNull()
      writeFileSync(join(dir, 'server.pid'), String(process.pid))
      expect(serverHoldingDataDir(dir)).toBe(process.pid)
      writeFileSync(join(dir, 'server.pid'), '999999999')
      expect(serverHoldingDataDir(dir)).toBeNull()
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
