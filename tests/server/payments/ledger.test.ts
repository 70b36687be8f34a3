/**
 * The payments ledger (decision 0115): every movement of money is a row of `ledger_movement`, written with the
 * change, and never edited or removed (the database refuses it, on PGlite and PostgreSQL alike). The answers
 * about a stay — manage booking, the confirmation, the hotel's feed — carry sums over it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ManageSearchResponse } from '@/api/contract/manage-booking'
import { ReservationConfirmation } from '@/api/contract/reservation'
import { toMinorUnits } from '@/domain/money'
import { reservationPayload } from '../../../server/hotel-events/payload'
import { ledgerSums, recordMovement } from '../../../server/payments/ledger'
import { book, CLASSIC } from '../../builders/booked-stay'
import {
  ENGINES,
  notePostgresSkipped,
  parsed,
  startServer,
  type TestServer,
} from '../../support/server/harness'

notePostgresSkipped('The payments ledger')

const NONREF = 12

describe.each(ENGINES)('the payments ledger (%s)', (engine) => {
  let s: TestServer
  beforeAll(async () => {
    s = await startServer(engine)
  })
  afterAll(async () => {
    await s.close()
  })

  const movements = (reservationId: number) =>
    s.db.query<{ id: string; kind: string; state: string; amount: number; provider_ref: string | null }>(
      'SELECT id, kind, state, amount, provider_ref FROM ledger_movement WHERE reservation_id = $1 ORDER BY id',
      [reservationId],
    )

  it('writes the charge of a pay-now booking and answers its sums everywhere', async () => {
    const stay = await book(s, '2027-02-08', '2027-02-10', [{ roomTypeId: CLASSIC, ratePlanId: NONREF }])
    const [charge, ...more] = await movements(stay.id)
    expect(more).toEqual([])
    expect(charge).toMatchObject({ kind: 'charge', state: 'succeeded' })
    expect(charge?.provider_ref).toMatch(/^pi_/)
    const total = toMinorUnits(stay.reservation.TotalCost)
    expect(charge?.amount).toBe(total)

    const managed = stay.reservation
    expect(managed).toMatchObject({ AmountPaid: managed.TotalCost, AmountRefunded: 0, Balance: 0 })
    expect(managed.Payments).toEqual([
      {
        Kind: 'Charge',
        Amount: managed.TotalCost,
        Currency: 'GBP',
        State: 'Succeeded',
        At: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/) as unknown,
        Reference: charge?.provider_ref,
      },
    ])
    const [row] = await s.db.query<{ confirmation_token: string }>(
      'SELECT confirmation_token FROM reservation WHERE id = $1',
      [stay.id],
    )
    const conf = await parsed(
      await s.get(
        `/api/Reservation/Confirmation?propertyId=HARBOUR&referenceNumber=${row?.confirmation_token ?? ''}`,
      ),
      ReservationConfirmation,
    )
    expect(conf).toMatchObject({ AmountPaid: managed.TotalCost, AmountRefunded: 0, Balance: 0 })
    expect(conf.Totals).toMatchObject({ PaidNow: managed.TotalCost, Outstanding: 0 })
    const feed = await reservationPayload(s.db, { id: 1001, currency: 'GBP' }, stay.ref)
    expect(feed).toMatchObject({ AmountPaid: managed.TotalCost, Balance: 0, Payments: managed.Payments })
  })

  it('counts a refund, and shows a pay-later stay as all to pay', async () => {
    const stay = await book(s, '2027-03-08', '2027-03-10')
    expect(await movements(stay.id)).toEqual([])
    expect(stay.reservation).toMatchObject({
      AmountPaid: 0,
      AmountRefunded: 0,
      Balance: stay.reservation.TotalCost,
      Payments: [],
    })
    await s.db.transaction(async (tx) => {
      const paid = { reservationId: stay.id, ledgerEntryId: null, currency: 'gbp', provider: 'stripe' }
      await recordMovement(tx, {
        ...paid,
        kind: 'charge',
        amount: 10_000,
        providerRef: 'pi_x',
        state: 'succeeded',
      })
      await recordMovement(tx, {
        ...paid,
        kind: 'charge',
        amount: 5_000,
        providerRef: 'pi_y',
        state: 'failed',
      })
      await recordMovement(tx, {
        ...paid,
        kind: 'refund',
        amount: 2_500,
        providerRef: 're_x',
        state: 'succeeded',
      })
    })
    expect(await ledgerSums(s.db, stay.id)).toEqual({ paid: 10_000, refunded: 2_500 })
    const found = await parsed(
      await s.post(
        `/api/ManageBooking/Search?propertyId=HARBOUR&reservationNumber=${stay.ref}&hash=${stay.code}`,
        {},
      ),
      ManageSearchResponse,
    )
    expect(found.Reservation).toMatchObject({
      AmountPaid: 100,
      AmountRefunded: 25,
      Balance: (toMinorUnits(stay.reservation.TotalCost) - 7_500) / 100,
    })
    expect(found.Reservation?.Payments.map((p) => `${p.Kind} ${p.State} ${p.Amount}`)).toEqual([
      'Charge Succeeded 100',
      'Charge Failed 50',
      'Refund Succeeded 25',
    ])
  })

  it('refuses to change or remove a movement', async () => {
    const [first] = await s.db.query<{ id: string }>('SELECT id FROM ledger_movement ORDER BY id LIMIT 1')
    await expect(
      s.db.query('UPDATE ledger_movement SET amount = 1 WHERE id = $1', [first?.id]),
    ).rejects.toThrow(/append-only/)
    await expect(s.db.query('DELETE FROM ledger_movement WHERE id = $1', [first?.id])).rejects.toThrow(
      /append-only/,
    )
    await expect(s.db.query('TRUNCATE ledger_movement CASCADE')).rejects.toThrow(/append-only/)
    const [still] = await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM ledger_movement')
    expect(still?.n).toBeGreaterThan(0)
  })
})
