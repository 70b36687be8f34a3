/**
 * Pre-check-in takes the balance when the hotel wants it (decision 0115), over HTTP and the built-in provider: the
 * setting off refuses it; on, the guest pays the Balance the page showed with a card entered in the provider's
 * frame (a challenge when the bank wants one), and the ledger, the answer and the provider's record agree.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BalancePaymentResponse, PreCheckInConfig, PreCheckInResponse } from '@/api/contract/pre-check-in'
import { toMinorUnits } from '@/domain/money'
import { BALANCE_CHANGED } from '../../../server/reservations/balance-payment'
import { access, book, type Booked } from '../../builders/booked-stay'
import {
  ENGINES,
  NOW,
  notePostgresSkipped,
  parsed,
  startServer,
  type TestServer,
} from '../../support/server/harness'

notePostgresSkipped('Pre-check-in collecting the balance')

const card = (paymentMethod: string) => ({
  PaymentMethodId: paymentMethod,
  NameOnCard: 'G Hopper',
  EmailAddress: 'grace@example.com',
})

describe.each(ENGINES)('pre-check-in collects the balance (%s)', (engine) => {
  let s: TestServer
  beforeAll(async () => {
    s = await startServer(engine)
  })
  afterAll(async () => {
    await s.close()
  })

  const setting = (on: boolean) =>
    s.db.query(
      `UPDATE property SET settings = settings || jsonb_build_object('PreCheckInCollectsBalance', $1::boolean)
       WHERE code = 'HARBOUR'`,
      [on],
    )
  const config = async () => parsed(await s.get('/api/PreCheckIn/Config/HARBOUR'), PreCheckInConfig)
  const reservationOf = async (b: Booked) => {
    const answer = await parsed(
      await s.get(`/api/PreCheckIn/Get?propertyId=HARBOUR&referenceNumber=${b.ref}&hash=${b.code}`),
      PreCheckInResponse,
    )
    if (!answer.Reservation) throw new Error('no reservation')
    return answer.Reservation
  }
  const pay = (b: Booked, body: Record<string, unknown>) =>
    s.post('/api/PreCheckIn/PayBalance', { ...access(b), ...body })
  const movements = (b: Booked) =>
    s.db.query<{ kind: string; state: string; amount: number; purpose: string; provider_ref: string }>(
      'SELECT kind, state, amount, purpose, provider_ref FROM ledger_movement WHERE reservation_id = $1 ORDER BY id',
      [b.id],
    )

  it('refuses while the hotel takes the balance at the desk', async () => {
    s.now.value = NOW
    await setting(false)
    expect((await config()).CollectBalance).toBe(false)
    const stay = await book(s, '2027-02-15', '2027-02-17')
    const res = await pay(stay, { Amount: stay.reservation.Balance, CardDetails: card('pm_card_visa') })
    expect(res.status).toBe(403)
    expect(await movements(stay)).toEqual([])
  })

  it('takes the balance shown, once, and the answers and the provider agree', async () => {
    s.now.value = NOW
    await setting(true)
    expect((await config()).CollectBalance).toBe(true)
    const stay = await book(s, '2027-02-22', '2027-02-24')
    const shown = await reservationOf(stay)
    expect(shown).toMatchObject({ AmountPaid: 0, Balance: shown.TotalCost })

    const stale = await pay(stay, { Amount: shown.Balance - 1, CardDetails: card('pm_card_visa') })
    expect(stale.status).toBe(400)
    expect(await stale.json()).toMatchObject({ ModelState: { Amount: [BALANCE_CHANGED] } })

    const res = await pay(stay, { Amount: shown.Balance, CardDetails: card('pm_card_visa') })
    expect(res.status).toBe(200)
    const answer = await parsed(res, BalancePaymentResponse)
    expect(answer).toMatchObject({ Success: true })
    expect(answer.Reservation).toMatchObject({ AmountPaid: shown.TotalCost, Balance: 0 })
    const [charge, ...more] = await movements(stay)
    expect(more).toEqual([])
    expect(charge).toMatchObject({
      kind: 'charge',
      state: 'succeeded',
      amount: toMinorUnits(shown.TotalCost),
      purpose: 'pre-check-in',
    })
    expect(answer.Reservation?.Payments.map((p) => p.Reference)).toEqual([charge?.provider_ref])
    const [intent] = await s.db.query<{ status: string; received: number }>(
      `SELECT data->>'status' AS status, (data->>'amount_received')::int AS received FROM test_provider_object
       WHERE id = $1`,
      [charge?.provider_ref],
    )
    expect(intent).toEqual({ status: 'succeeded', received: toMinorUnits(shown.TotalCost) })
    expect((await reservationOf(stay)).Balance).toBe(0)
    // Nothing is left: a second payment is refused.
    const again = await pay(stay, { Amount: shown.Balance, CardDetails: card('pm_card_visa') })
    expect(again.status).toBe(400)
    expect(await movements(stay)).toHaveLength(1)
  })

  it('sends the guest to the bank’s challenge and takes the payment they come back with', async () => {
    s.now.value = NOW
    await setting(true)
    const stay = await book(s, '2027-03-01', '2027-03-03')
    const shown = await reservationOf(stay)
    const waiting = await parsed(
      await pay(stay, { Amount: shown.Balance, CardDetails: card('pm_card_authenticationRequired') }),
      BalancePaymentResponse,
    )
    expect(waiting.Success).toBe(false)
    expect(waiting.RedirectUrl).toMatch(/\/test-provider\/challenge\//)
    expect(waiting.Reservation).toMatchObject({ AmountPaid: 0, Balance: shown.TotalCost })
    const page = await fetch(new URL(waiting.RedirectUrl ?? '', s.url), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'outcome=complete',
      redirect: 'manual',
    })
    expect(page.status).toBe(303)
    const back = new URL(page.headers.get('location') ?? '', s.url)
    expect(back.pathname).toBe(`/PreCheckIn/HARBOUR/${stay.ref}/${stay.code}`)
    const paymentId = back.searchParams.get('payment_intent') ?? ''
    const done = await parsed(
      await pay(stay, { Amount: shown.Balance, PaymentId: paymentId }),
      BalancePaymentResponse,
    )
    expect(done).toMatchObject({ Success: true })
    expect(done.Reservation).toMatchObject({ AmountPaid: shown.TotalCost, Balance: 0 })
    expect((await movements(stay)).map((m) => `${m.kind} ${m.state} ${m.provider_ref}`)).toEqual([
      `charge succeeded ${paymentId}`,
    ])
  })
})
