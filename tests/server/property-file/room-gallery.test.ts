/**
 * A room type's gallery and facts in the property file (decision 0141), over the desk's HTTP upload and download:
 * what the file gives comes back out of the export as written (texts per language stay maps), the search answers
 * them in the guest's language with the first picture as the room's picture, and a bad fact is refused by place.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parse, parseDocument } from 'yaml'
import { DeskPropertyFile } from '@/api/contract/desk-hotel'
import { SearchResult } from '@/api/contract/availability'
import { searchBody } from '../../builders/booking-request'
import {
  ENGINES,
  notePostgresSkipped,
  parsed,
  startServer,
  type TestServer,
} from '../../support/server/harness'
import { deskCall, deskLogin, OWNER, type Caller } from '../desk/desk-kit'

notePostgresSkipped('Room gallery in the property file')

const IMAGES = [
  { url: '/demo/room-view-sea.svg', alt: { en: 'The view over the water', de: 'Der Blick aufs Wasser' } },
  { url: '/demo/room-bathroom.svg', alt: 'The bathroom' },
]
const FACTS = {
  size: 19,
  beds: { en: '1 double bed', de: '1 Doppelbett' },
  view: 'Old town',
  accessibility: [{ en: 'Step-free access', de: 'Stufenloser Zugang' }],
}

describe.each(ENGINES)('a room type’s gallery and facts (%s)', (engine) => {
  let s: TestServer
  let owner: Caller
  beforeAll(async () => {
    s = await startServer(engine)
    owner = await deskLogin(s, OWNER)
  })
  afterAll(() => s.close())

  const download = async () =>
    (
      await parsed(
        await deskCall(s, owner, 'GET', '/api/Desk/HARBOUR/Settings/PropertyFile'),
        DeskPropertyFile,
      )
    ).Text
  const upload = (Text: string) =>
    deskCall(s, owner, 'POST', '/api/Desk/HARBOUR/Settings/PropertyFile', { FileName: 'harbour.yaml', Text })
  const classicIn = (text: string) => {
    const file = parse(text) as { properties: { roomTypes: Record<string, unknown>[] }[] }
    return file.properties[0]?.roomTypes.find((r) => r.code === 'CLASSIC')
  }

  it('keeps the pictures and facts from upload to download, and answers them in the guest’s language', async () => {
    const doc = parseDocument(await download())
    doc.setIn(['properties', 0, 'roomTypes', 0, 'photo'], null)
    doc.setIn(['properties', 0, 'roomTypes', 0, 'images'], IMAGES)
    doc.setIn(['properties', 0, 'roomTypes', 0, 'facts'], FACTS)
    expect((await upload(doc.toString())).status).toBe(200)

    const classic = classicIn(await download())
    expect(classic?.images).toEqual(IMAGES)
    expect(classic?.facts).toEqual(FACTS)

    const search = async (LanguageCode: string) => {
      const body = { ...searchBody('2027-02-01', '2027-02-03'), LanguageCode }
      const result = await parsed(await s.post('/api/Availability/Search', body), SearchResult)
      return result.RoomTypes.find((o) => o.RoomType.RoomTypeCode === 'CLASSIC')?.RoomType
    }
    const de = await search('de')
    expect(de?.ImageUrl).toBe('/demo/room-view-sea.svg')
    expect(de?.Images).toEqual([
      { Url: '/demo/room-view-sea.svg', Alt: 'Der Blick aufs Wasser' },
      { Url: '/demo/room-bathroom.svg', Alt: 'The bathroom' },
    ])
    expect(de?.Facts).toEqual({
      SizeSquareMetres: 19,
      Beds: '1 Doppelbett',
      View: 'Old town',
      Accessibility: ['Stufenloser Zugang'],
    })
    expect((await search('fr'))?.Facts?.Beds).toBe('1 double bed')
  }, 180_000)

  it('refuses a picture without words and a room without a size, naming where', async () => {
    const doc = parseDocument(await download())
    doc.setIn(['properties', 0, 'roomTypes', 1, 'images'], [{ url: '/demo/room-desk.svg', alt: ' ' }])
    doc.setIn(['properties', 0, 'roomTypes', 1, 'facts'], { size: -3 })
    const res = await upload(doc.toString())
    expect(res.status).toBe(400)
    const problems = JSON.stringify(await res.json())
    expect(problems).toMatch(/roomTypes\[1\]\.images\[0\]\.alt/)
    expect(problems).toMatch(/roomTypes\[1\]\.facts\.size/)
  }, 60_000)
})
