/**
 * The desk's actions on a booking over HTTP (decision 0119): cancel with the penalty the rules give (the first
 * night of the flexible rate, inside 48 hours of arrival) or waived with a reason, refund an amount up to what the
 * payments took, a pay link for the balance, a no-show once — each in the ledger, the guest's mail and the audit
 * log with before and after.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DeskBooking } from '@/api/contract/desk'
import { DeskActionResult, DeskMoney, DeskPayLink } from '@/api/contract/desk-actions'
import {
  ENGINES,
  notePostgresSkipped,
  parsed,
  startServer,
  type TestServer,
} from '../../support/server/harness'
import { bookDemoStays, deskCall, deskLogin, FRONT_DESK, type Caller } from './desk-kit'

notePostgresSkipped('Desk actions')

const BOOKINGS = '/api/Desk/HARBOUR/Bookings'

describe.each(ENGINES)('the desk’s actions on a booking (%s)', (engine) => {
  let s: TestServer
  let desk: Caller
  const get = (path: string) => deskCall(s, desk, 'GET', `${BOOKINGS}/${path}`)
  const post = (path: string, body?: unknown) => deskCall(s, desk, 'POST', `${BOOKINGS}/${path}`, body)
  const auditOf = async (reference: string) =>
    (await parsed(await get(reference), DeskBooking)).Audit.map((e) => ({ Action: e.Action, After: e.After }))

  /** The server's clock moved to `at`; a session idle that long has ended, so front desk logs in again. */
  const timeIs = async (at: string) => {
    s.now.value = new Date(at)
    desk = await deskLogin(s, FRONT_DESK)
  }

  beforeAll(async () => {
    s = await startServer(engine)
    await bookDemoStays(s)
    desk = await deskLogin(s, FRONT_DESK)
  })
  afterAll(() => s.close())

  /** The flexible rate's late penalty: the first night, carrying its share of what the booking adds (the levy). */
  async function firstNightShare(reference: string): Promise<number> {
    const [row] = await s.db.query<{ nights: { RatePerNight: number }[]; item: number; total: number }>(
      `SELECT i.nights, i.total AS item, (r.totals->>'total')::int AS total FROM reservation r
       JOIN reservation_item i ON i.reservation_id = r.id WHERE r.reference_number = $1`,
      [reference],
    )
    const first = Math.round((row?.nights[0]?.RatePerNight ?? 0) * 100)
    return Math.round((first * (row?.total ?? 0)) / (row?.item ?? 1)) / 100
  }

  it('cancels with the first night kept once inside 48 hours of arrival, refunds the rest, and logs it', async () => {
    const free = await parsed(await get('HH900002/Money'), DeskMoney)
    expect(free.Cancel?.ByRules.Kept).toBe(0)
    // 15:00 at the hotel, two days before the 14:00 check-in: past the free cancellation.
    await timeIs('2027-01-04T15:00:00Z')
    const penalty = await firstNightShare('HH900002')
    expect(penalty).toBeGreaterThan(0)
    const money = await parsed(await get('HH900002/Money'), DeskMoney)
    expect(money.Cancel?.ByRules.Kept).toBe(penalty)
    expect(money.Cancel?.Waived.Kept).toBe(0)

    const res = await post('HH900002/Cancel', { WaivePenalty: false })
    expect(res.status).toBe(200)
    const done = await parsed(res, DeskActionResult)
    expect(done.Money?.Kept).toBe(penalty)
    expect(done.Money?.Refund).toBe(Math.round((money.Paid - penalty) * 100) / 100)
    expect(done.Message).toContain('kept')
    const booking = await parsed(await get('HH900002'), DeskBooking)
    expect(booking.Summary.Cancelled).toBe(true)
    expect(booking.Audit[0]).toMatchObject({
      Action: 'booking-cancelled',
      Staff: FRONT_DESK.email,
      Before: { Cancelled: false, PenaltyByRules: penalty },
      After: { Cancelled: true, PenaltyWaived: false, Kept: penalty },
    })
    const mails = await s.db.query<{ kind: string }>(
      `SELECT kind FROM outbox_message WHERE regarding = 'HH900002' AND kind = 'cancellation'`,
    )
    expect(mails).toHaveLength(1)
    const again = await post('HH900002/Cancel', { WaivePenalty: false })
    expect(again.status).toBe(409)
  })

  it('waives the penalty only with a reason, and records the choice', async () => {
    const none = await post('HH900003/Cancel', { WaivePenalty: true })
    expect(none.status).toBe(400)
    expect(await none.json()).toMatchObject({
      ModelState: { Reason: ['Please say why the penalty is waived.'] },
    })
    const bad = await post('HH900003/Cancel', { WaivePenalty: 'yes' })
    expect(bad.status).toBe(400)
    const res = await post('HH900003/Cancel', { WaivePenalty: true, Reason: 'Flight cancelled (storm).' })
    expect(res.status).toBe(200)
    expect((await parsed(res, DeskActionResult)).Money?.Kept).toBe(0)
    expect((await auditOf('HH900003'))[0]).toMatchObject({
      Action: 'booking-cancelled',
      After: { PenaltyWaived: true, Reason: 'Flight cancelled (storm).', Kept: 0 },
    })
  })

  it('refunds an amount up to what the payments took, through the ledger', async () => {
    const before = await parsed(await get('HH900002/Money'), DeskMoney)
    const tooMuch = await post('HH900002/Refund', { Amount: before.Refundable + 1 })
    expect(tooMuch.status).toBe(400)
    expect(Object.keys((await tooMuch.json()).ModelState)).toEqual(['Amount'])
    const zero = await post('HH900002/Refund', { Amount: 0 })
    expect(zero.status).toBe(400)
    expect(before.Refundable).toBeGreaterThan(1)
    const res = await post('HH900002/Refund', { Amount: 1, Reason: 'Goodwill: late check-in' })
    expect(res.status).toBe(200)
    const after = await parsed(await get('HH900002/Money'), DeskMoney)
    expect(after.Refundable).toBeCloseTo(before.Refundable - 1, 2)
    const refunds = await s.db.query<{ amount: number }>(
      `SELECT amount FROM ledger_entry e JOIN reservation r ON r.id = e.reservation_id
       WHERE r.reference_number = 'HH900002' AND e.kind = 'refund' AND e.purpose = 'desk'`,
    )
    expect(refunds.map((r) => r.amount)).toEqual([100])
    expect((await auditOf('HH900002'))[0]).toMatchObject({ Action: 'refund', After: { Refund: 1 } })
  })

  it('sends one pay link for the balance, the same invoice each time', async () => {
    const money = await parsed(await get('HH900001/Money'), DeskMoney)
    expect(money.Balance).toBeGreaterThan(0)
    const res = await post('HH900001/PayLink')
    expect(res.status).toBe(200)
    const link = await parsed(res, DeskPayLink)
    expect(link.Amount).toBe(money.Balance)
    expect(link.Url).toMatch(/\/SecurePay\/HARBOUR\/P\/HH900001-DESK\/[\w-]{22}$/)
    const quoted = await s.get(
      `/api/PayByLink/Get?${new URLSearchParams({ propertyId: 'HARBOUR', actionType: 'P', invoiceNumber: 'HH900001-DESK', hash: link.Url.split('/').pop() ?? '' })}`,
    )
    expect(quoted.status).toBe(200)
    expect(await quoted.json()).toMatchObject({ AmountToPay: money.Balance })
    expect((await parsed(await post('HH900001/PayLink'), DeskPayLink)).Url).toBe(link.Url)
    const invoices = await s.db.query(`SELECT 1 FROM invoice WHERE invoice_number = 'HH900001-DESK'`)
    expect(invoices).toHaveLength(1)
    const mails = await s.db.query(
      `SELECT 1 FROM outbox_message WHERE regarding = 'HH900001' AND kind = 'pay-link'`,
    )
    expect(mails).toHaveLength(2)
    expect((await auditOf('HH900001'))[0]).toMatchObject({ Action: 'pay-link-sent' })
    expect((await post('HH900003/PayLink')).status).toBe(409)
  })

  it('marks a no-show from the day after arrival, once', async () => {
    const early = await post('HH900001/NoShow')
    expect(early.status).toBe(400)
    const money = await parsed(await get('HH900001/Money'), DeskMoney)
    await timeIs(`${money.NoShow.From}T10:00:00Z`)
    const res = await post('HH900001/NoShow')
    expect(res.status).toBe(200)
    expect((await parsed(res, DeskActionResult)).Message).toMatch(/^Marked as a no-show/)
    expect((await post('HH900001/NoShow')).status).toBe(409)
    expect((await auditOf('HH900001'))[0]).toMatchObject({
      Action: 'no-show',
      After: { NoShow: true, Penalty: money.NoShow.Penalty },
    })
  })
})
