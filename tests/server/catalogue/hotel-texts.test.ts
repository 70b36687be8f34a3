/**
 * The hotel's own words in the guest's language (issue 31, decision 0132): the demo file gives HARBOUR's rooms,
 * rates and extras in English (its default), German and French. A search, the extras, the book config and a
 * managed booking answer in the language the request names, and fall back to the hotel's default.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SearchResult } from '@/api/contract/availability'
import { BookConfig } from '@/api/contract/book-config'
import { ManageSearchResponse } from '@/api/contract/manage-booking'
import { ServiceListResponse } from '@/api/contract/service'
import { book } from '../../builders/booked-stay'
import { searchBody } from '../../builders/booking-request'
import {
  ENGINES,
  notePostgresSkipped,
  parsed,
  startServer,
  type TestServer,
} from '../../support/server/harness'

notePostgresSkipped('Hotel texts in the guest language')

const CLASSIC_DE = 'Klassisches Doppelzimmer'

describe.each(ENGINES)('hotel texts in the guest language (%s)', (engine) => {
  let s: TestServer
  beforeAll(async () => {
    s = await startServer(engine)
  })
  afterAll(() => s.close())

  async function roomsIn(languageCode: string, headers?: Record<string, string>) {
    const body = searchBody('2027-03-01', '2027-03-03', [{}], { LanguageCode: languageCode })
    const result = await parsed(await s.post('/api/Availability/Search', body, headers), SearchResult)
    const classic = result.RoomTypes.find((o) => o.RoomType.RoomTypeCode === 'CLASSIC')
    if (!classic) throw new Error('no Classic Double on sale')
    return { room: classic.RoomType, rates: classic.Rates.map((r) => r.RatePlanName) }
  }

  it('names the rooms and rates in German for de, and in the hotel default for a language it did not write', async () => {
    const german = await roomsIn('de')
    expect(german.room.Name).toBe(CLASSIC_DE)
    expect(german.room.Description).toBe('Ein gemütliches Doppelzimmer mit Blick auf die Altstadt.')
    expect(german.rates).toContain('Flexibel')
    expect(german.rates).toContain('Übernachtung mit Frühstück')
    expect((await roomsIn('fr-CA')).room.Name).toBe('Chambre double classique')
    expect((await roomsIn('nl')).room.Name).toBe('Klassieke tweepersoonskamer')
    // Portuguese is not a language the demo wrote its rooms in: the hotel's default language answers.
    const portuguese = await roomsIn('pt')
    expect(portuguese.room.Name).toBe('Classic Double')
    expect(portuguese.rates).toContain('Flexible')
    expect((await roomsIn('en-US')).room.Name).toBe('Classic Double')
    // The search answers are kept: asking in German again after Portuguese is still German.
    expect((await roomsIn('de')).room.Name).toBe(CLASSIC_DE)
  })

  it('names the extras by the address language, else by Accept-Language', async () => {
    const extras = async (query: string, headers?: Record<string, string>) => {
      const path = `/api/Service/Get?propertyId=HARBOUR&dateOfArrival=2027-03-01&dateOfDeparture=2027-03-03${query}`
      const res = await fetch(`${s.url}${path}`, { headers })
      const list = await parsed(res, ServiceListResponse)
      return list.Services.find((x) => x.ServiceCode === 'BREAKFAST')?.ServiceName
    }
    expect(await extras('&languageCode=de')).toBe('Frühstück')
    expect(await extras('', { 'Accept-Language': 'fr-FR, fr;q=0.9' })).toBe('Petit-déjeuner')
    expect(await extras('&languageCode=it')).toBe('Colazione')
    // A language the hotel did not write its extras in falls back to its default language.
    expect(await extras('&languageCode=pt')).toBe('Breakfast')
  })

  it('keeps a plain text for every language', async () => {
    const config = await parsed(await s.get('/api/Book/Config/HARBOUR?languageCode=de'), BookConfig)
    expect(config.NoAvailabilityMessage).toMatch(/^We have no rooms left/)
  })

  it('shows a managed booking in the language asked for', async () => {
    const b = await book(s, '2027-04-05', '2027-04-07', undefined, undefined, 'de')
    const manage = async (languageCode: string) => {
      const path = `/api/ManageBooking/Search?propertyId=HARBOUR&reservationNumber=${b.ref}&hash=${b.code}&languageCode=${languageCode}`
      const answer = await parsed(await s.post(path, {}), ManageSearchResponse)
      return answer.Reservation?.ReservationItems[0]?.RoomTypeName
    }
    expect(await manage('de')).toBe(CLASSIC_DE)
    expect(await manage('en')).toBe('Classic Double')
  })
})
