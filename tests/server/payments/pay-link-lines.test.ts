import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PayByLinkInfo } from '@/api/contract/pay-by-link'
import { toMajorUnits, toMinorUnits } from '@/domain/money'
import { payLinkCode } from '../../../server/payments/pay-link'
import { book } from '../../builders/booked-stay'
import {
  ENGINES,
  notePostgresSkipped,
  parsed,
  startServer,
  type TestServer,
} from '../../support/server/harness'

notePostgresSkipped('Pay by link invoice lines')

const secrets = { linkSigningKey: 'test-signing-key' }
const HARBOUR_ID = 1001

// The invoice a pay link opens says what it is for (decision 0142): the stay's days as days the app formats, and
// a line per room (its room type and rate in the guest's language, its dates, its price) and per charge.
describe.each(ENGINES)('pay by link invoice lines (%s)', (engine) => {
  let s: TestServer
  beforeAll(async () => {
    s = await startServer(engine)
  })
  afterAll(() => s.close())

  const quote = async (invoiceNumber: string, language = 'en') =>
    parsed(
      await s.get(
        `/api/PayByLink/Get?propertyId=HARBOUR&invoiceNumber=${invoiceNumber}&actionType=P` +
          `&hash=${payLinkCode(secrets, HARBOUR_ID, 'P', invoiceNumber)}&languageCode=${language}`,
      ),
      PayByLinkInfo,
    )

  it('gives a stay’s invoice its days and lines that add up to the stay’s total', async () => {
    const b = await book(s, '2027-06-07', '2027-06-09')
    const [stay] = await s.db.query<{ id: number; total: number; levy: number }>(
      `SELECT id, (totals->>'total')::int AS total, (totals->>'visitorLevy')::int AS levy
       FROM reservation WHERE reference_number = $1`,
      [b.ref],
    )
    if (!stay) throw new Error('no stay')
    // Written as the hotel's balance link writes it (server/reservations/balance-link.ts).
    await s.db.query(
      `INSERT INTO invoice (property_id, invoice_number, reservation_id, amount, description, email)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [HARBOUR_ID, `${b.ref}-DESK`, stay.id, stay.total, `Stay ${b.ref}: balance`, 'ada@example.com'],
    )
    const info = await quote(`${b.ref}-DESK`)
    const item = b.reservation.ReservationItems[0]
    expect(info.Stay).toEqual({ DateFrom: '2027-06-07', DateTo: '2027-06-09' })
    expect(info.Lines[0]).toEqual({
      Kind: 'Room',
      Description: `${item?.RoomTypeName} · ${item?.RatePlanName}`,
      DateFrom: '2027-06-07',
      DateTo: '2027-06-09',
      Amount: item?.TotalCost,
    })
    expect(stay.levy).toBeGreaterThan(0)
    expect(info.Lines.find((line) => line.Kind === 'VisitorLevy')?.Amount).toBe(toMajorUnits(stay.levy))
    const sum = info.Lines.reduce((total, line) => total + toMinorUnits(line.Amount), 0)
    expect(sum).toBe(stay.total)
    // The room's words follow the guest's language, as every hotel text does (decision 0132).
    const german = await quote(`${b.ref}-DESK`, 'de')
    expect(german.Lines[0]?.Description).not.toBe(info.Lines[0]?.Description)
  })

  it('gives an invoice that names no stay one line, its own', async () => {
    const info = await quote('INV-1001')
    expect(info.Stay).toBeNull()
    expect(info.Lines).toEqual([
      { Kind: 'Invoice', Description: info.Description, DateFrom: null, DateTo: null, Amount: 250 },
    ])
  })
})
