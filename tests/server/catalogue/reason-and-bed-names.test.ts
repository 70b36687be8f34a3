import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BookConfig } from '@/api/contract/book-config'
import { RoomTypeConfigurationList } from '@/api/contract/room-type-configuration'
import { CancellationReasonList } from '@/api/contract/static-data'
import { exportContent } from '../../../server/property-file/export'
import {
  ENGINES,
  notePostgresSkipped,
  parsed,
  startServer,
  type TestServer,
} from '../../support/server/harness'

// Cancellation reasons and bed configurations are the hotel's words like its rooms' names (decision 0146): one
// text per language in the property file (the demo writes all of ours), read in the guest's language, and given
// back by the export as the file wrote them.

notePostgresSkipped('Reason and bed names')

describe.each(ENGINES)('cancellation reasons and bed names per language (%s)', (engine) => {
  let s: TestServer
  beforeAll(async () => {
    s = await startServer(engine)
  })
  afterAll(() => s.close())

  it('says the cancellation reasons in the guest’s language', async () => {
    const reasons = async (language = 'en-GB') =>
      (
        await parsed(
          await s.get(`/api/StaticData/HARBOUR/CancellationReasons?languageCode=${language}`),
          CancellationReasonList,
        )
      ).map((r) => r.Name)
    expect((await reasons('de')).slice(0, 2)).toEqual(['Geänderte Pläne', 'Einen besseren Preis gefunden'])
    expect((await reasons('ar'))[3]).toBe('مرض')
    expect((await reasons())[0]).toBe('Change of plans')
  })

  it('names the bed configurations in the guest’s language, in the list and the book config', async () => {
    const beds = await parsed(
      await s.get('/api/RoomTypeConfiguration/Get?propertyId=HARBOUR&languageCode=de'),
      RoomTypeConfigurationList,
    )
    expect(beds.map((b) => b.Name)).toEqual(['Doppelbett', 'Zwei Einzelbetten'])
    const config = await parsed(await s.get('/api/Book/Config/HARBOUR?languageCode=fr'), BookConfig)
    expect(config.RoomConfigurationOptions.map((o) => o.Name)).toEqual(['Lit double', 'Lits jumeaux'])
    const english = await parsed(await s.get('/api/Book/Config/HARBOUR?languageCode=en-GB'), BookConfig)
    expect(english.RoomConfigurationOptions.map((o) => o.Name)).toEqual(['Double bed', 'Twin beds'])
  })

  it('exports each as the file wrote it', async () => {
    const harbour = (await exportContent(s.db, 'HARBOUR'))?.properties[0]
    expect(harbour?.cancellationReasons[0]?.name).toMatchObject({
      en: 'Change of plans',
      nl: 'Gewijzigde plannen',
    })
    expect(harbour?.bookConfig.RoomConfigurationOptions[1]?.Name).toMatchObject({
      en: 'Twin beds',
      it: 'Letti singoli',
    })
  })
})
