/**
 * A property file describes a plan's cancellation rules and, when it wants one, a deposit schedule (decision
 * 0114). A file without them (the fixture is one) still imports: its plans are refundable, free until the manage
 * cut-off, then the first night. A schedule over 100 % or a penalty that means nothing is refused with its place.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseDocument } from 'yaml'
import { SearchResult } from '@/api/contract/availability'
import { CreateReservationResponse, ReservationConfirmation } from '@/api/contract/reservation'
import { percentOf, toMinorUnits } from '@/domain/money'
import { cancellationRulesOf } from '../../../server/catalogue/policy'
import { importPropertyFile } from '../../../server/property-file/import'
import { readPropertyFile } from '../../../server/property-file/read'
import { bookingFrom, searchBody } from '../../builders/booking-request'
import {
  ENGINES,
  notePostgresSkipped,
  parsed,
  startServer,
  TODAY,
  type TestServer,
} from '../../support/server/harness'
import { contentOf, fixtureText } from './property-file-kit'

notePostgresSkipped('Property file policy rules')

function fixtureWith(changes: [(string | number)[], unknown][]): string {
  const doc = parseDocument(fixtureText())
  for (const [path, value] of changes) doc.setIn(path, value)
  return doc.toString()
}

const DEPOSIT = [
  { Percentage: 20, DaysBeforeArrival: null },
  { Percentage: 80, DaysBeforeArrival: 7 },
]
const STAY_RULES = {
  Refundable: true,
  FreeUntilHoursBeforeArrival: 72,
  LateCancellation: { Kind: 'Percentage', Percentage: 50 },
  NoShow: { Kind: 'Full' },
}

describe('a plan’s rules in the property file', () => {
  it('reads a file without rules, and gives its plans the implied ones', () => {
    const content = contentOf('lodge.yaml', fixtureText())
    const plans = content.properties.flatMap((p) => p.ratePlans)
    expect(plans.length).toBeGreaterThan(0)
    for (const plan of plans) {
      expect(plan.policy.CancellationRules).toBeUndefined()
      expect(cancellationRulesOf(plan.policy)).toEqual({
        refundable: true,
        freeUntilHoursBeforeArrival: 24,
        lateCancellation: { kind: 'Nights', nights: 1 },
        noShow: { kind: 'Nights', nights: 1 },
      })
    }
  })

  it('names a schedule over 100 % and a penalty that means nothing, by place', () => {
    const read = readPropertyFile(
      'lodge.yaml',
      fixtureWith([
        [
          ['ratePlans', 0, 'policy', 'PaymentSchedule'],
          [...DEPOSIT, { Percentage: 10, DaysBeforeArrival: 1 }],
        ],
        [
          ['ratePlans', 1, 'policy', 'CancellationRules'],
          { ...STAY_RULES, NoShow: { Kind: 'Nights', Nights: 0 } },
        ],
      ]),
    )
    const problems = read.ok ? [] : read.problems
    expect(problems).toContainEqual(
      expect.stringMatching(
        /ratePlans\[0\]\.policy\.PaymentSchedule: The instalments add up to more than 100 %/,
      ),
    )
    expect(problems).toContainEqual(
      expect.stringMatching(/ratePlans\[1\]\.policy\.CancellationRules\.NoShow/),
    )
    const contradiction = readPropertyFile(
      'lodge.yaml',
      fixtureWith([[['ratePlans', 1, 'policy', 'CancellationRules'], { ...STAY_RULES, Refundable: false }]]),
    )
    expect(contradiction.ok ? [] : contradiction.problems).toEqual([
      expect.stringMatching(
        /ratePlans\[1\]\.policy\.CancellationRules\.FreeUntilHoursBeforeArrival: A non-refundable plan is never free to cancel/,
      ),
    ])
  })
})

describe.each(ENGINES)('a hotel whose file lists rules and a deposit (%s)', (engine) => {
  let s: TestServer
  beforeAll(async () => {
    s = await startServer(engine)
    const text = fixtureWith([
      [['ratePlans', 0, 'policy', 'CancellationRules'], STAY_RULES],
      [['ratePlans', 0, 'policy', 'PaymentSchedule'], DEPOSIT],
    ])
    await importPropertyFile(s.db, contentOf('lodge.yaml', text), () => TODAY)
  })
  afterAll(() => s.close())

  it('answers a search with the rules, the schedule and their words', async () => {
    const result = await parsed(
      await s.post('/api/Availability/Search', {
        ...searchBody('2027-03-08', '2027-03-10'),
        PropertyId: 'LIGHTHOUSE',
      }),
      SearchResult,
    )
    const stay = result.RoomTypes[0]?.Rates.find((r) => r.RatePlanCode === 'STAY')
    expect(stay?.Policy).toMatchObject({
      CancellationRules: STAY_RULES,
      PaymentSchedule: DEPOSIT,
      CancellationPolicy:
        'Free cancellation until 14:00 on Friday 5 March 2027. After that, 50% of the price is charged. If you do not arrive, the full price is charged.',
      Description: '20% of the stay today, 80% of the stay on Monday 1 March 2027.',
    })
  })
  it('charges the deposit at booking and says when the rest is due', async () => {
    const result = await parsed(
      await s.post('/api/Availability/Search', {
        ...searchBody('2027-03-08', '2027-03-10'),
        PropertyId: 'LIGHTHOUSE',
      }),
      SearchResult,
    )
    const offer = result.RoomTypes[0]
    const stay = offer?.Rates.find((r) => r.RatePlanCode === 'STAY')
    if (!offer || !stay) throw new Error('no STAY rate')
    const [property] = await s.db.query<{ id: number }>(`SELECT id FROM property WHERE code = 'LIGHTHOUSE'`)
    const body = bookingFrom(
      result,
      [{ roomTypeId: offer.RoomType.RoomTypeId, ratePlanId: stay.RatePlanId }],
      {
        PropertyId: property?.id ?? 0,
        levy: false,
      },
    )
    const rooms = body.Rooms.map((room) => ({ ...room, RoomConfigurationDropdownOptionId: null }))
    const created = await parsed(
      await s.post('/api/Reservation/Create', { ...body, Rooms: rooms }),
      CreateReservationResponse,
    )
    expect(created.Success).toBe(true)
    const conf = await parsed(
      await s.get(
        `/api/Reservation/Confirmation?propertyId=LIGHTHOUSE&referenceNumber=${created.ConfirmationToken}`,
      ),
      ReservationConfirmation,
    )
    const total = toMinorUnits(conf.Totals.Total)
    expect(toMinorUnits(conf.Totals.PaidNow)).toBe(percentOf(total, 20))
    expect(conf.Rooms[0]?.PaymentTerms).toMatch(/^£[\d.,]+ at booking, £[\d.,]+ on Monday 1 March 2027\.$/)
  })
})
