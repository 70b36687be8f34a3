/**
 * A property file with mistakes is refused with one message per mistake, each naming the file, the place in it
 * and what is wrong (with its line), and the database is left exactly as it was, even when the refusal comes
 * half-way through the writing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseDocument } from 'yaml'
import { importPropertyFile } from '../../../server/property-file/import'
import { readPropertyFile } from '../../../server/property-file/read'
import { ImportRefused } from '../../../server/property-file/row-sync'
import {
  ENGINES,
  notePostgresSkipped,
  startServer,
  TODAY,
  type TestServer,
} from '../../support/server/harness'
import { contentOf, dumpTables, fixtureText } from './property-file-kit'

notePostgresSkipped('Property file refusals')

/** The fixture with `changes` applied (path in the file → new value). */
function fixtureWith(changes: [(string | number)[], unknown][]): string {
  const doc = parseDocument(fixtureText())
  for (const [path, value] of changes) doc.setIn(path, value)
  return doc.toString()
}

const TEN_MISTAKES: [(string | number)[], unknown][] = [
  [['roomTypes', 2, 'occupancy', 'min'], 3],
  [['roomTypes', 0, 'upgradeTo'], 'PENTHOUSE'],
  [['ratePlans', 1, 'occupancy'], { min: 2, max: 1, maxAdults: 1, maxChildren: 0 }],
  [['rates', 'rules', 1, 'roomTypes'], ['ATTIC']],
  [['rates', 'rules', 2, 'ratePlans'], ['B&B'.replace('&', '')]],
  [['availability', 0, 'to'], '2027-10-01'],
  [['availability', 1], { from: '2027-12-20', to: '2027-12-27', rooms: 1 }],
  [
    ['settings', 'AvailableCurrencies'],
    ['GBP', 'ZZZ'],
  ],
  [
    ['settings', 'CreditCards'],
    ['VISA', 'BANKCARD'],
  ],
  [['bookConfig', 'Offers', 0, 'PromoCode'], 'BEACON20'],
]
// availability[1] covers Christmas, as does the second rule below: both set rooms on the same nights.
TEN_MISTAKES.push([['availability', 2], { months: [12], daysOfMonth: [24, 25], rooms: 0 }])

describe('reading a property file', () => {
  it('names every mistake of a file with ten (and one more), with its line', () => {
    const read = readPropertyFile('lodge.yaml', fixtureWith(TEN_MISTAKES))
    expect(read.ok).toBe(false)
    const problems = read.ok ? [] : read.problems
    const places = [
      'roomTypes[2].occupancy.min',
      'roomTypes[0].upgradeTo',
      'ratePlans[1].occupancy.min',
      'rates.rules[1].roomTypes[0]',
      'rates.rules[2].ratePlans[0]',
      'availability[0].to',
      'availability[2]',
      'settings.AvailableCurrencies[1]',
      'settings.CreditCards[1]',
      'bookConfig.Offers[0].PromoCode',
    ]
    expect(problems).toHaveLength(places.length)
    for (const place of places) {
      const message = problems.find((p) => p.startsWith(`lodge.yaml: ${place}: `))
      expect(message, place).toMatch(/\(line \d+\)$/)
    }
    expect(problems.join('\n')).toContain('availability[2]: It sets rooms on nights availability[1] sets too')
  })

  it('names shape mistakes by path and line: a wrong value, a misspelt key, a missing field', () => {
    const text = fixtureWith([
      [['roomTypes', 1, 'occupancy', 'max'], -1],
      [['roomTypes', 0, 'prise'], 9900],
      [['extras', 0, 'chargeType'], 'PerNight'],
    ]).replace(/^referencePrefix: LL\n/m, '')
    const read = readPropertyFile('lodge.yaml', text)
    const problems = read.ok ? [] : read.problems
    expect(problems).toHaveLength(4)
    const lineOfMax = text.split('\n').findIndex((l) => l.includes('max: -1')) + 1
    expect(problems).toContain(
      `lodge.yaml: roomTypes[1].occupancy.max: Invalid value: Expected >=0 but received -1 (line ${lineOfMax})`,
    )
    expect(problems).toContainEqual(
      expect.stringMatching(/^lodge\.yaml: roomTypes\[0\]\.prise: This key is not part of the format/),
    )
    expect(problems).toContainEqual(
      expect.stringMatching(/^lodge\.yaml: extras\[0\]\.chargeType: .*"PerNight"/),
    )
    expect(problems).toContainEqual(
      expect.stringMatching(/^lodge\.yaml: referencePrefix: This is required and missing\. \(line \d+\)$/),
    )
  })

  it('names the line of a YAML syntax error', () => {
    const read = readPropertyFile('lodge.yaml', 'code: LODGE\nname: [Lodge\n')
    expect(read.ok).toBe(false)
    expect(read.ok ? '' : read.problems[0]).toMatch(/^lodge\.yaml: line \d+: /)
  })
})

describe.each(ENGINES)('a refused import writes nothing (%s)', (engine) => {
  let s: TestServer
  beforeAll(async () => {
    s = await startServer(engine)
  })
  afterAll(() => s.close())

  it('rolls back a file refused half-way: a room type id that is HARBOUR’s', async () => {
    const before = await dumpTables(s.db)
    const content = contentOf('lodge.yaml', fixtureWith([[['roomTypes', 1, 'id'], 101]]))
    const refused = await importPropertyFile(s.db, content, () => TODAY).catch((e: unknown) => e)
    expect(refused).toBeInstanceOf(ImportRefused)
    expect(refused instanceof ImportRefused ? refused.problems : []).toEqual([
      { path: ['roomTypes', 1, 'id'], message: 'Id 101 already belongs to another property.' },
    ])
    expect(await dumpTables(s.db)).toEqual(before)
  })

  it('refuses to drop a room type that bookings hold', async () => {
    const harbour = await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM room_type')
    const before = await dumpTables(s.db)
    await s.db.query(
      `INSERT INTO reservation (property_id, reference_number, confirmation_token, code, status, date_from, date_to,
         booker, payment_type, payment_amount, totals)
       VALUES (1001, 'HHTEST001', 'tok-test', 'c', 'Confirmed', '2027-02-01', '2027-02-02', '{}', 1, 0, '{}')`,
    )
    const [r] = await s.db.query<{ id: number }>(
      `SELECT id FROM reservation WHERE reference_number = 'HHTEST001'`,
    )
    await s.db.query(
      `INSERT INTO reservation_item (reservation_id, room_type_id, rate_plan_id, date_from, date_to, adults,
         children, infants, nights, accommodation, services_total, total)
       VALUES ($1, 107, 11, '2027-02-01', '2027-02-02', 1, 0, 0, '[]', 0, 0, 0)`,
      [r?.id],
    )
    const { DEMO_CONTENT } = await import('../../../server/seed/demo')
    const [harbourFile, ...others] = DEMO_CONTENT.properties
    if (!harbourFile) throw new Error('no HARBOUR')
    const withoutSingle = {
      ...harbourFile,
      roomTypes: harbourFile.roomTypes.filter((t) => t.code !== 'SINGLE'),
    }
    const refused = await importPropertyFile(
      s.db,
      { group: DEMO_CONTENT.group, properties: [withoutSingle, ...others] },
      () => TODAY,
    ).catch((e: unknown) => e)
    expect(refused instanceof ImportRefused ? refused.problems : refused).toEqual([
      {
        path: ['properties', 0, 'roomTypes'],
        message: 'SINGLE is no longer in the file, but reservation_item rows still use it.',
      },
    ])
    expect(await s.db.query('SELECT count(*)::int AS n FROM room_type')).toEqual(harbour)
    expect(await dumpTables(s.db)).toEqual(before)
  })
})
