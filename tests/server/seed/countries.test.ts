/**
 * Every ISO 3166-1 country with its dialling code (decision 0100), over HTTP: the guests from Bhutan, Jamaica and
 * Sri Lanka the hand list missed can give an address, the Ids of the first list stay (reservations reference them),
 * and a database made before the list grew gains the new countries on its next start.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CountryList } from '@/api/contract/static-data'
import { seed } from '../../../server/seed/seed'
import {
  ENGINES,
  notePostgresSkipped,
  parsed,
  startServer,
  TODAY,
  type TestServer,
} from '../../support/server/harness'

notePostgresSkipped('Countries')

describe.each(ENGINES)('countries (%s)', (engine) => {
  let s: TestServer

  beforeAll(async () => {
    s = await startServer(engine)
  })
  afterAll(() => s.close())

  const countries = async () => parsed(await s.get('/api/StaticData/HARBOUR/countries'), CountryList)

  it('lists every ISO 3166-1 country once, the hotel’s home first, with its dialling code', async () => {
    const list = await countries()
    expect(list.length).toBeGreaterThanOrEqual(249)
    expect(new Set(list.map((c) => c.IsoCode)).size).toBe(list.length)
    expect(list[0]).toEqual({ Id: 826, Name: 'United Kingdom', IsoCode: 'GB', DialCode: '+44' })
    expect(list).toEqual(
      expect.arrayContaining([
        { Id: 64, Name: 'Bhutan', IsoCode: 'BT', DialCode: '+975' },
        { Id: 388, Name: 'Jamaica', IsoCode: 'JM', DialCode: '+1' },
        { Id: 144, Name: 'Sri Lanka', IsoCode: 'LK', DialCode: '+94' },
        { Id: 840, Name: 'United States', IsoCode: 'US', DialCode: '+1' },
        { Id: 372, Name: 'Ireland', IsoCode: 'IE', DialCode: '+353' },
      ]),
    )
    for (const c of list) expect(c.DialCode, c.IsoCode).toMatch(/^(\+\d{1,4})?$/)
  })

  it('gives a database made before the list grew the new countries on its next start, Ids unchanged', async () => {
    await s.db.query(`DELETE FROM country WHERE iso_code IN ('BT', 'JM', 'LK')`)
    await s.db.query(`UPDATE country SET name = 'Great Britain' WHERE id = 826`)
    expect((await countries()).some((c) => c.IsoCode === 'BT')).toBe(false)
    expect((await seed(s.db, TODAY)).created).toBe(false)
    const list = await countries()
    expect(list.find((c) => c.IsoCode === 'BT')?.Id).toBe(64)
    expect(list.find((c) => c.IsoCode === 'JM')?.Id).toBe(388)
    expect(list.find((c) => c.IsoCode === 'LK')?.Id).toBe(144)
    expect(list[0]?.Name).toBe('United Kingdom')
  })
})
