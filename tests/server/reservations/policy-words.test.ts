/**
 * Policies as rules (decision 0114) over HTTP: the search answers carry each plan's rules and the words generated
 * from them for the searched arrival; the confirmation and the manage answer say the same words with the room's
 * own amounts; a plan written without rules gets the implied ones.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SearchResult } from '@/api/contract/availability'
import { ReservationConfirmation } from '@/api/contract/reservation'
import { formatMoney, toMinorUnits } from '@/domain/money'
import { searchBody } from '../../builders/booking-request'
import { book, CLASSIC, FLEX } from '../../builders/booked-stay'
import {
  ENGINES,
  notePostgresSkipped,
  parsed,
  startServer,
  type TestServer,
} from '../../support/server/harness'

notePostgresSkipped('Policy words')

const NON_REFUNDABLE = 12
const CORPORATE = 14

describe.each(ENGINES)('policy words (%s)', (engine) => {
  let s: TestServer
  beforeAll(async () => {
    s = await startServer(engine)
  })
  afterAll(async () => {
    await s.close()
  })

  it('answers a search with each plan’s rules and words dated for the searched arrival', async () => {
    // Monday 8 March 2027; the server's today is 4 January 2027. The Corporate rate is offered with its code.
    const result = await parsed(
      await s.post(
        '/api/Availability/Search',
        searchBody('2027-03-08', '2027-03-10', [{}], { PromoCode: 'PARTNER' }),
      ),
      SearchResult,
    )
    const rates = result.RoomTypes.find((o) => o.RoomType.RoomTypeId === CLASSIC)?.Rates ?? []
    const policy = (id: number) => rates.find((r) => r.RatePlanId === id)?.Policy
    expect(policy(FLEX)).toMatchObject({
      CancellationRules: {
        Refundable: true,
        FreeUntilHoursBeforeArrival: 48,
        LateCancellation: { Kind: 'Nights', Nights: 1 },
        NoShow: { Kind: 'Nights', Nights: 1 },
      },
      PaymentSchedule: null,
      CancellationPolicy:
        'Free cancellation until 14:00 on Saturday 6 March 2027. After that, the first night is charged.',
      Description: 'Nothing to pay today. The whole stay is charged on Monday 1 March 2027.',
    })
    expect(policy(NON_REFUNDABLE)).toMatchObject({
      CancellationRules: { Refundable: false, LateCancellation: { Kind: 'Full' }, NoShow: { Kind: 'Full' } },
      CancellationPolicy:
        'Non-refundable: the full price is charged and not refunded if you cancel or do not arrive.',
      Description: 'The whole stay is charged today.',
    })
    expect(policy(CORPORATE)?.CancellationPolicy).toBe(
      'Free cancellation until 14:00 on Sunday 7 March 2027. After that, the first night is charged.',
    )
  })

  it('says the same words with the room’s own amounts in the confirmation and the manage answer', async () => {
    const b = await book(s, '2027-03-08', '2027-03-11', [{ roomTypeId: CLASSIC, ratePlanId: FLEX }])
    const item = b.reservation.ReservationItems[0]
    if (!item) throw new Error('no room')
    const firstNight = formatMoney(toMinorUnits(item.DailyRates[0]?.RatePerNight ?? 0), 'GBP', 'en-GB')
    const words = `Free cancellation until 14:00 on Saturday 6 March 2027. After that, the first night (${firstNight}) is charged.`
    expect(item.Policy.CancellationPolicy).toBe(words)
    const total = formatMoney(toMinorUnits(item.TotalCost), 'GBP', 'en-GB')
    expect(item.Policy.Description).toBe(`${total} is charged on Monday 1 March 2027.`)
    const [row] = await s.db.query<{ token: string; booked_on: string }>(
      'SELECT confirmation_token AS token, booked_on::text AS booked_on FROM reservation WHERE id = $1',
      [b.id],
    )
    expect(row?.booked_on).toBe('2027-01-04')
    const conf = await parsed(
      await s.get(`/api/Reservation/Confirmation?propertyId=HARBOUR&referenceNumber=${row?.token ?? ''}`),
      ReservationConfirmation,
    )
    expect(conf.Rooms[0]).toMatchObject({ CancellationPolicy: words, PaymentTerms: item.Policy.Description })
    // And the confirmation e-mail says them too, word for word.
    const mails = await s.db.query<{ text: string }>(
      `SELECT text FROM outbox_message WHERE kind = 'confirmation' AND regarding = $1`,
      [b.ref],
    )
    expect(mails.length).toBeGreaterThan(0)
    for (const mail of mails) {
      expect(mail.text.replace(/\s+/g, ' ')).toContain(`Cancellation: ${words}`)
      expect(mail.text.replace(/\s+/g, ' ')).toContain(item.Policy.Description)
    }
  })

  it('gives a plan stored without rules the implied ones: free until the manage cut-off, then the first night', async () => {
    await s.db.query(
      `UPDATE rate_plan SET policy = policy - 'CancellationRules' - 'PaymentSchedule' WHERE id = $1`,
      [FLEX],
    )
    const result = await parsed(
      await s.post('/api/Availability/Search', searchBody('2027-03-15', '2027-03-17')),
      SearchResult,
    )
    const flex = result.RoomTypes.find((o) => o.RoomType.RoomTypeId === CLASSIC)?.Rates.find(
      (r) => r.RatePlanId === FLEX,
    )
    expect(flex?.Policy).toMatchObject({
      CancellationRules: { Refundable: true, FreeUntilHoursBeforeArrival: 24 },
      CancellationPolicy:
        'Free cancellation until 14:00 on Sunday 14 March 2027. After that, the first night is charged.',
    })
  })
})
