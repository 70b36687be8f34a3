import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SearchResult } from '@/api/contract/availability'
import { ValidationErrorBody } from '@/api/contract/common'
import { PropertyGroup, PropertySettings } from '@/api/contract/property'
import { migrate } from '../../../server/db/migrate'
import {
  ENGINES,
  notePostgresSkipped,
  parsed,
  startServer,
  type TestServer,
} from '../../support/server/harness'
import { searchBody } from '../../builders/booking-request'

notePostgresSkipped("The hotel's clock")

// 12:00 in London on 4 January is 01:00 on 5 January in Auckland (NZDT, UTC+13).
const NOON_IN_LONDON = new Date('2027-01-04T12:00:00Z')

describe.each(ENGINES)("the hotel's clock (%s)", (engine) => {
  let s: TestServer
  beforeAll(async () => {
    s = await startServer(engine)
  })
  afterAll(() => s.close())

  const moveHarbourTo = (zone: string) =>
    s.db.query(
      `UPDATE property SET settings = jsonb_set(settings, '{TimeZone}', to_jsonb($1::text)) WHERE code = 'HARBOUR'`,
      [zone],
    )

  it('publishes each property time zone with its settings and with its group', async () => {
    const harbour = await parsed(await s.get('/api/Property/HARBOUR'), PropertySettings)
    expect(harbour.TimeZone).toBe('Europe/London')
    const group = await parsed(await s.get('/api/PropertyGroup/COASTAL'), PropertyGroup)
    expect(group.Properties.map((p) => p.TimeZone)).toEqual(['Europe/London', 'Europe/London'])
  })

  it("decides whether an arrival is past by the property's own zone, not the server's", async () => {
    s.now.value = NOON_IN_LONDON
    try {
      await moveHarbourTo('Pacific/Auckland')
      const tonight = await s.post('/api/Availability/Search', searchBody('2027-01-04', '2027-01-06'))
      expect((await parsed(tonight, ValidationErrorBody)).ModelState.DateFrom).toEqual([
        'The arrival date is in the past.',
      ])
      const auckland = await s.post('/api/Availability/Search', searchBody('2027-01-05', '2027-01-07'))
      expect(auckland.status).toBe(200)
      await parsed(auckland, SearchResult)
      await moveHarbourTo('Europe/London')
      const london = await s.post('/api/Availability/Search', searchBody('2027-01-04', '2027-01-06'))
      expect(london.status).toBe(200)
    } finally {
      await moveHarbourTo('Europe/London')
    }
  })

  it('gives a property stored before the zone was published the zone the server assumed for it', async () => {
    await s.db.query(`UPDATE property SET settings = settings - 'TimeZone' WHERE code = 'CLIFFTOP'`)
    await s.db.query(`DELETE FROM schema_migrations WHERE name = '010-property-time-zone'`)
    expect(await migrate(s.db)).toEqual(['010-property-time-zone'])
    const cliff = await parsed(await s.get('/api/Property/CLIFFTOP'), PropertySettings)
    expect(cliff.TimeZone).toBe('Europe/London')
  })
})
