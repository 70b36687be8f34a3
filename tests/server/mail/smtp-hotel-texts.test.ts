/**
 * The hotel's own words in the booking's language (issue 31, decision 0132): a German booking's confirmation,
 * delivered to a real SMTP server, names its room and rate in German (the demo file's texts), while the hotel's
 * own copy names them in the hotel's English.
 */
import { describe, expect, it } from 'vitest'
import { book } from '../../builders/booked-stay'
import { ENGINES, notePostgresSkipped } from '../../support/server/harness'
import { bothParts, only } from './read-mail'
import { GUEST, HOTEL_DESK, smtpSuite } from './smtp-suite'

notePostgresSkipped('Hotel texts in the booking language')

describe.each(ENGINES)('hotel texts in the booking language (%s)', (engine) => {
  const suite = smtpSuite(engine)

  it('names the room of a German booking in German, and in English to the hotel', async () => {
    const { s, smtp } = suite
    // The hotel's name written in German too (decision 0136), as a property file's map is kept.
    await s.db.query(`UPDATE property SET translations = translations || $1::jsonb WHERE code = 'HARBOUR'`, [
      JSON.stringify({ name: { en: 'Harbour House Hotel', de: 'Hotel Hafenhaus' } }),
    ])
    // The search the builder books from is English: the booking's language decides the mail's words.
    await book(s, '2027-03-01', '2027-03-03', undefined, undefined, 'de-DE')
    const { text, html } = bothParts(only(await suite.delivered(GUEST)))
    for (const part of [text, html]) {
      expect(part).toContain('Klassisches Doppelzimmer')
      expect(part).toContain('Flexibel')
      expect(part).toContain('Hotel Hafenhaus')
      expect(part).not.toContain('Classic Double')
    }
    const notice = bothParts(only(smtp.to(HOTEL_DESK))).text
    expect(notice).toContain('Classic Double, Flexible')
    expect(notice).not.toContain('Klassisches Doppelzimmer')
    expect(notice).not.toContain('Hotel Hafenhaus')
  })
})
