import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorBody } from '@/api/contract/common'
import { PayByLinkConfig, PayByLinkInfo } from '@/api/contract/pay-by-link'
import { PreCheckInConfig, PreCheckInResponse } from '@/api/contract/pre-check-in'
import { payLinkCode } from '../../../server/payments/pay-link'
import { book } from '../../builders/booked-stay'
import {
  ENGINES,
  notePostgresSkipped,
  parsed,
  startServer,
  type TestServer,
} from '../../support/server/harness'

// The `Enabled` switch of the pre-check-in and pay-by-link configs (decision 0102): a hotel that switches an area
// off says so in its config, and the server refuses the area's calls with one clear 403, whatever the link.

notePostgresSkipped('Guest area switches')

const secrets = { linkSigningKey: 'test-signing-key' }

describe.each(ENGINES)('guest area switches (%s)', (engine) => {
  let s: TestServer
  beforeAll(async () => {
    s = await startServer(engine)
  })
  afterAll(() => s.close())

  const switchArea = (key: 'PreCheckInEnabled' | 'PayByLinkEnabled', on: boolean) =>
    s.db.query(`UPDATE property SET book_config = book_config || $1::jsonb WHERE code = 'HARBOUR'`, [
      JSON.stringify({ [key]: on }),
    ])

  it('pre-check-in: on by default; switched off, the config says so and a genuine link is refused', async () => {
    const stay = await book(s, '2027-03-01', '2027-03-03')
    const getUrl = `/api/PreCheckIn/Get?propertyId=HARBOUR&referenceNumber=${stay.ref}&hash=${encodeURIComponent(stay.code)}`
    expect((await parsed(await s.get('/api/PreCheckIn/Config/HARBOUR'), PreCheckInConfig)).Enabled).toBe(true)
    expect((await parsed(await s.get(getUrl), PreCheckInResponse)).Reservation).not.toBeNull()

    await switchArea('PreCheckInEnabled', false)
    try {
      expect((await parsed(await s.get('/api/PreCheckIn/Config/HARBOUR'), PreCheckInConfig)).Enabled).toBe(
        false,
      )
      const refused = await s.get(getUrl)
      expect(refused.status).toBe(403)
      expect(await parsed(refused, ErrorBody)).toEqual({
        Message: 'Online check-in is not available for this hotel.',
      })
      // The other hotel keeps its own switch.
      expect((await parsed(await s.get('/api/PreCheckIn/Config/CLIFFTOP'), PreCheckInConfig)).Enabled).toBe(
        true,
      )
    } finally {
      await switchArea('PreCheckInEnabled', true)
    }
  })

  it('pay by link: switched off, the config says so and a genuine link is refused', async () => {
    const code = payLinkCode(secrets, 1001, 'P', 'INV-1001')
    const getUrl = `/api/PayByLink/Get?propertyId=HARBOUR&invoiceNumber=INV-1001&hash=${code}&actionType=P`
    expect((await parsed(await s.get(getUrl), PayByLinkInfo)).Action).toBe('Pay')

    await switchArea('PayByLinkEnabled', false)
    try {
      expect((await parsed(await s.get('/api/PayByLink/Config/HARBOUR'), PayByLinkConfig)).Enabled).toBe(
        false,
      )
      const refused = await s.get(getUrl)
      expect(refused.status).toBe(403)
      expect(await parsed(refused, ErrorBody)).toEqual({
        Message: 'Paying by link is not available for this hotel.',
      })
    } finally {
      await switchArea('PayByLinkEnabled', true)
    }
  })
})
