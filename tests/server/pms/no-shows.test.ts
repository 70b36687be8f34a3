/**
 * No-shows (decision 0115): the hotel's PMS says a guest never arrived; from the day after arrival the rooms'
 * no-show penalty, less what was paid, is charged once on the saved card through the built-in provider, and the
 * ledger, the answer and the provider's own record agree.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { toMinorUnits } from '@/domain/money'
import { NO_SHOW_TOO_EARLY } from '../../../server/reservations/no-show'
import { NoShowResponse } from '../../../server/pms/contract'
import { book, CLASSIC, type Booked } from '../../builders/booked-stay'
import {
  ENGINES,
  NOW,
  notePostgresSkipped,
  parsed,
  startServer,
  type TestServer,
} from '../../support/server/harness'
import { pmsClient, type PmsClient } from './pms-client'

notePostgresSkipped('No-shows')

const NONREF = 12
const PATH = '/api/pms/properties/HARBOUR/no-shows'

describe.each(ENGINES)('no-shows marked by the PMS (%s)', (engine) => {
  let s: TestServer
  let pms: PmsClient
  beforeAll(async () => {
    s = await startServer(engine)
    pms = await pmsClient(s)
  })
  afterAll(async () => {
    await s.close()
  })

  const noShow = (b: Booked) => pms.post(PATH, { Reference: b.ref })
  const movements = (b: Booked) =>
    s.db.query<{ kind: string; state: string; amount: number; purpose: string; provider_ref: string }>(
      'SELECT kind, state, amount, purpose, provider_ref FROM ledger_movement WHERE reservation_id = $1 ORDER BY id',
      [b.id],
    )

  it('charges the first night of a Flexible stay once, from the day after arrival', async () => {
    s.now.value = NOW
    // Booked a month out: the card is saved, nothing taken (the scheduled-charges job is not run here).
    const stay = await book(s, '2027-02-05', '2027-02-08')
    const room = stay.reservation.ReservationItems[0]
    // One room: its share of the booking's total (with the levy), its first night scaled alike.
    const scale = stay.reservation.TotalCost / (room?.TotalCost ?? 1)
    const firstNight = Math.round(toMinorUnits(room?.DailyRates[0]?.RatePerNight ?? 0) * scale)

    s.now.value = new Date('2027-02-05T20:00:00Z')
    const early = await noShow(stay)
    expect(early.status).toBe(400)
    expect(await early.json()).toMatchObject({ ModelState: { Reference: [NO_SHOW_TOO_EARLY] } })

    s.now.value = new Date('2027-02-06T09:00:00Z')
    const res = await noShow(stay)
    expect(res.status).toBe(200)
    const answer = await parsed(res, NoShowResponse)
    expect(answer).toMatchObject({ Success: true, Penalty: firstNight / 100, Charged: firstNight / 100 })
    const [charge, ...more] = await movements(stay)
    expect(more).toEqual([])
    expect(charge).toMatchObject({
      kind: 'charge',
      state: 'succeeded',
      amount: firstNight,
      purpose: 'no-show',
    })
    expect(answer.AmountPaid).toBe(firstNight / 100)
    expect(answer.Payments.map((p) => p.Reference)).toEqual([charge?.provider_ref])
    const [intent] = await s.db.query<{ status: string; received: number }>(
      `SELECT data->>'status' AS status, (data->>'amount_received')::int AS received FROM test_provider_object
       WHERE id = $1`,
      [charge?.provider_ref],
    )
    expect(intent).toEqual({ status: 'succeeded', received: firstNight })

    // The PMS sends it again: nothing more is taken.
    const again = await parsed(await noShow(stay), NoShowResponse)
    expect(again).toMatchObject({ Success: true, Charged: 0, AmountPaid: firstNight / 100 })
    expect(await movements(stay)).toHaveLength(1)
    const [marked] = await s.db.query<{ no_show_at: string | null }>(
      'SELECT no_show_at::text FROM reservation WHERE id = $1',
      [stay.id],
    )
    expect(marked?.no_show_at).not.toBeNull()
  })

  it('charges nothing more for a non-refundable stay paid at booking', async () => {
    s.now.value = NOW
    const stay = await book(s, '2027-01-05', '2027-01-07', [{ roomTypeId: CLASSIC, ratePlanId: NONREF }])
    s.now.value = new Date('2027-01-06T09:00:00Z')
    const answer = await parsed(await noShow(stay), NoShowResponse)
    expect(answer).toMatchObject({
      Success: true,
      Penalty: stay.reservation.TotalCost,
      Charged: 0,
      Balance: 0,
    })
    expect((await movements(stay)).map((m) => m.purpose)).toEqual(['booking'])
  })

  it('answers 404 for a booking it does not know', async () => {
    expect((await pms.post(PATH, { Reference: 'HH000000' })).status).toBe(404)
    expect((await pms.post(PATH, {})).status).toBe(400)
  })
})
