import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorBody, ValidationErrorBody } from '@/api/contract/common'
import {
  PayByLinkConfig,
  PayByLinkConfirmation,
  PayByLinkInfo,
  PayByLinkProcessResponse,
  PayByLinkStatus,
} from '@/api/contract/pay-by-link'
import { payLinkCode } from '../../server/booking/pay-link'
import { DECLINE, VISA } from './builders'
import { ENGINES, notePostgresSkipped, parsed, startServer, type TestServer } from './harness'

notePostgresSkipped('Pay by link')

const secrets = { linkSigningKey: 'test-signing-key' }
const card = (n = VISA) => ({
  CardNumber: n,
  NameOnCard: 'G Hopper',
  EmailAddress: 'g@example.com',
  CreditCardTypeId: 1,
  ExpiryMonth: 12,
  ExpiryYear: 2030,
  SecurityCode: '123',
})

describe.each(ENGINES)('pay by link (%s)', (engine) => {
  let s: TestServer
  beforeAll(async () => {
    s = await startServer(engine)
  })
  afterAll(() => s.close())

  it('loads a signed link, refuses an altered one, and pays the invoice once', async () => {
    await parsed(await s.get('/api/PayByLink/Config/HARBOUR'), PayByLinkConfig)
    const code = payLinkCode(secrets, 1001, 'P', 'INV-1001')
    const info = await parsed(
      await s.get(`/api/PayByLink/Get?propertyId=HARBOUR&invoiceNumber=INV-1001&hash=${code}&actionType=P`),
      PayByLinkInfo,
    )
    expect(info).toMatchObject({ Action: 'Pay', AmountToPay: 250, AmountPaid: 0, Currency: 'GBP' })
    const forged = await s.get(
      `/api/PayByLink/Get?propertyId=HARBOUR&invoiceNumber=INV-1002&hash=${code}&actionType=P`,
    )
    expect(forged.status).toBe(404)
    expect((await parsed(forged, ErrorBody)).Message).toMatch(/not valid/)

    const tx = { ...info, PropertyId: 'HARBOUR', Email: 'g@example.com', CardDetails: card() }
    const declined = await s.post('/api/PayByLink/Process', { ...tx, CardDetails: card(DECLINE) })
    expect(await parsed(declined, PayByLinkProcessResponse)).toEqual({
      Success: false,
      Message: 'Your card was declined.',
      ConfirmationToken: null,
    })
    const tooMuch = await s.post('/api/PayByLink/Process', { ...tx, AmountToPay: 300 })
    expect(Object.keys((await parsed(tooMuch, ValidationErrorBody)).ModelState)).toEqual(['AmountToPay'])
    const paid = await parsed(await s.post('/api/PayByLink/Process', tx), PayByLinkProcessResponse)
    expect(paid.Success).toBe(true)
    const q = `propertyId=HARBOUR&referenceNumber=${paid.ConfirmationToken}`
    expect((await parsed(await s.get(`/api/PayByLink/Status?${q}`), PayByLinkStatus)).Status).toBe(
      'Confirmed',
    )
    expect(
      await parsed(await s.get(`/api/PayByLink/Confirmation?${q}`), PayByLinkConfirmation),
    ).toMatchObject({ AmountPaid: 250, Outstanding: 0, CardLastFour: '4242' })
    expect((await s.get('/api/PayByLink/Confirmation?propertyId=HARBOUR&referenceNumber=nope')).status).toBe(
      400,
    )
    const again = await s.post('/api/PayByLink/Process', tx)
    expect(again.status).toBe(409)
  })

  it('stores a card through a StoreCard link', async () => {
    const code = payLinkCode(secrets, 1001, 'S', 'INV-1002')
    const info = await parsed(
      await s.get(`/api/PayByLink/Get?propertyId=HARBOUR&invoiceNumber=INV-1002&hash=${code}&actionType=S`),
      PayByLinkInfo,
    )
    expect(info).toMatchObject({ Action: 'StoreCard', AmountToPay: 0 })
    const stored = await parsed(
      await s.post('/api/PayByLink/Process', {
        ...info,
        PropertyId: 'HARBOUR',
        Email: 'g@example.com',
        CardDetails: card(),
      }),
      PayByLinkProcessResponse,
    )
    expect(stored.Success).toBe(true)
    const noCard = await s.post('/api/PayByLink/Process', {
      ...info,
      PropertyId: 'HARBOUR',
      Email: 'g@example.com',
    })
    expect(noCard.status).toBe(400)
  })
})
