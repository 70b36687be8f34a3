import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BookConfig } from '@/api/contract/book-config'
import { ErrorBody } from '@/api/contract/common'
import { PropertyGroup, PropertySettings } from '@/api/contract/property'
import { CancellationReasonList, CountryList, CreditCardTypeList } from '@/api/contract/static-data'
import {
  ENGINES,
  notePostgresSkipped,
  parsed,
  startServer,
  type TestServer,
} from '../../support/server/harness'

notePostgresSkipped('Property, group, config and static data')

describe.each(ENGINES)('property, group, config and static data (%s)', (engine) => {
  let s: TestServer
  beforeAll(async () => {
    s = await startServer(engine)
  })
  afterAll(() => s.close())

  it('answers a property by code and by numeric id alike', async () => {
    const byCode = await parsed(await s.get('/api/Property/HARBOUR'), PropertySettings)
    const byId = await parsed(await s.get('/api/Property/1001'), PropertySettings)
    expect(byCode).toEqual(byId)
    expect(byCode).toMatchObject({
      PropertyId: 1001,
      PropertyCode: 'HARBOUR',
      Currency: 'GBP',
      StandardVatRate: 20,
      IsStandardTaxExclusive: false,
    })
    const cliff = await parsed(await s.get('/api/Property/clifftop'), PropertySettings)
    expect(cliff).toMatchObject({
      Currency: 'EUR',
      PayByPayStack: true,
      EnableInfantSearch: false,
      UseUserAccountOnBookingEngine: false,
    })
    expect(cliff.Theme.Primary).not.toBe(byCode.Theme.Primary)
  })

  it('is a JSON 404 for an unknown property, never HTML', async () => {
    const res = await s.get('/api/Property/NOPE')
    expect(res.status).toBe(404)
    expect(res.headers.get('content-type')).toContain('application/json')
    expect((await parsed(res, ErrorBody)).Message).toMatch(/not found/i)
    expect((await s.get('/api/Property/99999')).status).toBe(404)
  })

  it('answers the group by code and id, with its areas and properties', async () => {
    const g = await parsed(await s.get('/api/PropertyGroup/COASTAL'), PropertyGroup)
    expect(g.PropertyGroupName).toBe('Coastal Collection')
    expect(g.Areas.map((a) => a.Name)).toEqual(['Cornwall', 'Devon'])
    expect(g.Properties.map((p) => p.PropertyCode)).toEqual(['HARBOUR', 'CLIFFTOP'])
    expect(await parsed(await s.get(`/api/PropertyGroup/${g.PropertyGroupId}`), PropertyGroup)).toEqual(g)
    expect((await s.get('/api/PropertyGroup/NOPE')).status).toBe(404)
  })

  it('answers the booking config', async () => {
    const c = await parsed(await s.get('/api/Book/Config/HARBOUR'), BookConfig)
    expect(c).toMatchObject({
      MaxNumberOfRoomsOnBooking: 4,
      ShowRoomConfigurationQuestion: true,
      SameDayBookingRestrictionHour: 18,
    })
    expect(c.RoomConfigurationOptions.map((o) => o.Name)).toEqual(['Double bed', 'Twin beds'])
    expect((await s.get('/api/Book/Config/NOPE')).status).toBe(404)
  })

  it('answers the static data lists', async () => {
    const countries = await parsed(await s.get('/api/StaticData/HARBOUR/countries'), CountryList)
    expect(countries.length).toBeGreaterThanOrEqual(60)
    expect(countries[0]).toEqual({ Id: 826, Name: 'United Kingdom', IsoCode: 'GB', DialCode: '+44' })
    const cards = await parsed(await s.get('/api/StaticData/1001/creditcardtypes'), CreditCardTypeList)
    expect(cards.map((c) => c.Name)).toEqual([
      'Visa',
      'Mastercard',
      'American Express',
      'Discover',
      'Diners Club',
      'JCB',
      'UnionPay',
      'Troy',
    ])
    const reasons = await parsed(
      await s.get('/api/StaticData/HARBOUR/CancellationReasons'),
      CancellationReasonList,
    )
    expect(reasons.length).toBeGreaterThan(3)
    expect((await s.get('/api/StaticData/NOPE/countries')).status).toBe(404)
  })

  it('sends security headers and no-store on API answers', async () => {
    const res = await s.get('/api/Property/HARBOUR')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('x-frame-options')).toBe('DENY')
    expect(res.headers.get('cache-control')).toBe('no-store')
  })

  it('is a JSON 404 for an unknown API path', async () => {
    const res = await s.get('/api/NoSuchThing/At/All')
    expect(res.status).toBe(404)
    expect(await parsed(res, ErrorBody)).toEqual({ Message: 'There is no such API call.' })
  })
})
