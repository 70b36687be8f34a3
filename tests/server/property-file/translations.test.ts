/**
 * A property file's texts in more than one language (decision 0132): the export gives back each text as the file
 * wrote it (a map stays a map, a string a string), its YAML imports to the same rows, and a map given to a book
 * config message, the hotel's name or its occupancy words is read in the guest's language. A key that is not a language tag is refused by place.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseDocument } from 'yaml'
import { GroupSearchResult } from '@/api/contract/availability'
import { addDays } from '@/domain/dates'
import { BookConfig } from '@/api/contract/book-config'
import { PropertySettings } from '@/api/contract/property'
import { RestaurantBookingResponse, RestaurantList, RestaurantSetup } from '@/api/contract/restaurant'
import { exportContent, propertyFileText } from '../../../server/property-file/export'
import { importPropertyFile } from '../../../server/property-file/import'
import { readPropertyFile } from '../../../server/property-file/read'
import {
  ENGINES,
  notePostgresSkipped,
  parsed,
  startServer,
  TODAY,
  type TestServer,
} from '../../support/server/harness'
import { tableBooking } from '../../builders/table-booking'
import { contentOf, dumpTables } from './property-file-kit'

notePostgresSkipped('Property file translations')

describe.each(ENGINES)('a property file in more than one language (%s)', (engine) => {
  let s: TestServer
  beforeAll(async () => {
    s = await startServer(engine)
  })
  afterAll(() => s.close())

  async function harbourFile() {
    const content = await exportContent(s.db, 'HARBOUR')
    if (!content) throw new Error('HARBOUR not found')
    return propertyFileText(content, 'property-file.schema.json')
  }

  /** Imports a changed file in this process, the server's too (the harness keeps its connections meanwhile). */
  async function importWritten(text: string) {
    await importPropertyFile(s.db, contentOf('HARBOUR.yaml', text), () => TODAY)
  }

  it('exports the demo texts as the file wrote them, and imports the export to the same rows', async () => {
    const content = await exportContent(s.db, 'HARBOUR')
    const harbour = content?.properties[0]
    // The demo's rooms and rates are written in every language the app speaks but en-US.
    expect(harbour?.roomTypes[0]?.name).toEqual({
      en: 'Classic Double',
      de: 'Klassisches Doppelzimmer',
      fr: 'Chambre double classique',
      es: 'Doble clásica',
      it: 'Doppia classica',
      nl: 'Klassieke tweepersoonskamer',
      ar: 'غرفة مزدوجة كلاسيكية',
    })
    expect(harbour?.ratePlans[0]?.name).toEqual({
      en: 'Flexible',
      de: 'Flexibel',
      fr: 'Flexible',
      es: 'Flexible',
      it: 'Flessibile',
      nl: 'Flexibel',
      ar: 'مرنة',
    })
    // The demo's extras are written in every language the app speaks (decision 0146).
    expect(harbour?.extras[0]?.name).toEqual({
      en: 'Breakfast',
      de: 'Frühstück',
      fr: 'Petit-déjeuner',
      es: 'Desayuno',
      it: 'Colazione',
      nl: 'Ontbijt',
      ar: 'الإفطار',
    })
    expect(harbour?.extras[2]?.name).toMatchObject({ en: 'Champagne on arrival', it: 'Champagne all’arrivo' })
    const before = await dumpTables(s.db)
    await importPropertyFile(s.db, contentOf('HARBOUR.yaml', await harbourFile()), () => TODAY)
    expect(await dumpTables(s.db)).toEqual(before)
    // A whole hotel written again: slow on a loaded machine.
  }, 180_000)

  it('reads a book config message given per language in the guest language', async () => {
    const doc = parseDocument(await harbourFile())
    const message = { en: 'No rooms left.', de: 'Keine Zimmer frei.' }
    doc.setIn(['properties', 0, 'bookConfig', 'NoAvailabilityMessage'], message)
    await importPropertyFile(s.db, contentOf('HARBOUR.yaml', doc.toString()), () => TODAY)
    const config = async (language: string) =>
      (await parsed(await s.get(`/api/Book/Config/HARBOUR?languageCode=${language}`), BookConfig))
        .NoAvailabilityMessage
    expect(await config('de')).toBe('Keine Zimmer frei.')
    expect(await config('es')).toBe('No rooms left.')
    const again = await exportContent(s.db, 'HARBOUR')
    expect(again?.properties[0]?.bookConfig.NoAvailabilityMessage).toEqual(message)
  })

  it('reads the hotel’s name and occupancy words per language, and says none it did not write (0136)', async () => {
    const doc = parseDocument(await harbourFile())
    const name = { en: 'Harbour House Hotel', de: 'Hotel Hafenhaus' }
    const label = { en: 'Grown-ups', de: 'Erwachsene Gäste' }
    const hint = { en: 'Ages 13 or above', de: 'Ab 13 Jahren' }
    doc.setIn(['properties', 0, 'name'], name)
    doc.setIn(['properties', 0, 'settings', 'AdultOccupancyLabel'], label)
    doc.setIn(['properties', 0, 'settings', 'AdultOccupancyHint'], hint)
    await importWritten(doc.toString())
    const settings = async (language: string) =>
      parsed(await s.get(`/api/Property/HARBOUR?languageCode=${language}`), PropertySettings)
    const de = await settings('de')
    expect([de.PropertyName, de.AdultOccupancyLabel, de.AdultOccupancyHint]).toEqual([
      'Hotel Hafenhaus',
      'Erwachsene Gäste',
      'Ab 13 Jahren',
    ])
    const en = await settings('en-GB')
    expect([en.PropertyName, en.AdultOccupancyLabel, en.ChildOccupancyLabel]).toEqual([
      'Harbour House Hotel',
      'Grown-ups',
      'Children',
    ])
    // Spanish the hotel did not write: its name by the fallback, no words of its own (the app says its own).
    const es = await settings('es')
    expect([es.PropertyName, es.AdultOccupancyLabel, es.AdultOccupancyHint, es.ChildOccupancyHint]).toEqual([
      'Harbour House Hotel',
      '',
      null,
      null,
    ])
    const again = (await exportContent(s.db, 'HARBOUR'))?.properties[0]
    expect(again?.name).toEqual(name)
    expect(again?.settings.AdultOccupancyLabel).toEqual(label)
    expect(again?.settings.ChildOccupancyLabel).toBe('Children')
  })

  it('names the hotel in the guest’s language on the group page and in its mails (0146)', async () => {
    const doc = parseDocument(await harbourFile())
    doc.setIn(['properties', 0, 'name'], { en: 'Harbour House Hotel', de: 'Hotel Hafenhaus' })
    await importWritten(doc.toString())
    const group = async (language: string) =>
      (
        await parsed(
          await s.post('/api/Availability/SearchPropertyGroup', {
            PropertyGroupId: 'COASTAL',
            LanguageCode: language,
            DateFrom: addDays(TODAY, 30),
            DateTo: addDays(TODAY, 31),
            Rooms: [{ NumberOfAdults: 2, NumberOfChildren: 0, NumberOfInfants: 0 }],
          }),
          GroupSearchResult,
        )
      ).Properties.find((p) => p.PropertyCode === 'HARBOUR')?.PropertyName
    expect(await group('de')).toBe('Hotel Hafenhaus')
    expect(await group('fr')).toBe('Harbour House Hotel')
    // A guest's mail (here a table booked in German) names the hotel in the mail's language: sender and footer.
    const booked = await parsed(
      await s.post('/api/RestaurantBooking/Create', tableBooking({ VisitDate: addDays(TODAY, 20) }), {
        'Accept-Language': 'de',
      }),
      RestaurantBookingResponse,
    )
    await s.outbox.drain()
    const mail = readdirSync(s.mailDir)
      .filter((f) => f.includes(`-table-${booked.BookingReference ?? '?'}-`))
      .map((f) => readFileSync(join(s.mailDir, f), 'utf8'))
      .find((text) => text.includes('To: ada@example.com'))
    expect(mail).toContain('From: "Hotel Hafenhaus"')
    expect(mail).toContain('\n-- \nHotel Hafenhaus\n')
  })

  it('names a restaurant and says its no-availability text in the guest’s language (0136)', async () => {
    const doc = parseDocument(await harbourFile())
    const name = { en: 'The Quay Kitchen', fr: 'La Cuisine du Quai' }
    const full = { en: 'No tables left that day.', fr: 'Plus de table ce jour-là.' }
    doc.setIn(['properties', 0, 'restaurants', 0, 'name'], name)
    doc.setIn(['properties', 0, 'restaurants', 0, 'noAvailabilityText'], full)
    await importWritten(doc.toString())
    const list = async (language: string) =>
      parsed(
        await s.get(`/api/RestaurantBooking/Restaurants?propertyId=HARBOUR&languageCode=${language}`),
        RestaurantList,
      )
    expect((await list('fr'))[0]?.Name).toBe('La Cuisine du Quai')
    expect((await list('de'))[0]?.Name).toBe('The Quay Kitchen')
    const setup = await parsed(
      await s.get(
        `/api/RestaurantBooking/RestaurantSetup?propertyId=HARBOUR&restaurantId=1&date=${TODAY}&languageCode=fr`,
      ),
      RestaurantSetup,
    )
    expect(setup.NoAvailabilityText).toBe('Plus de table ce jour-là.')
    const again = (await exportContent(s.db, 'HARBOUR'))?.properties[0]?.restaurants[0]
    expect([again?.name, again?.noAvailabilityText]).toEqual([name, full])
  })

  it('refuses a text keyed by something that is not a language', async () => {
    const doc = parseDocument(await harbourFile())
    doc.setIn(['properties', 0, 'roomTypes', 0, 'name'], { German: 'Doppelzimmer' })
    const read = readPropertyFile('HARBOUR.yaml', doc.toString())
    expect(read.ok).toBe(false)
    if (!read.ok) expect(read.problems.join('\n')).toContain('properties[0].roomTypes[0].name')
  })
})
