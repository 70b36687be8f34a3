import type { Frame, Page } from '@playwright/test'
import type { ParsedMail } from 'mailparser'
import { enGB as ENGLISH_MAIL } from '../server/mail/words/en-gb'
import { expect, test } from './fixtures'
import { ADA_LOVELACE } from './pages/book-a-stay'
import { CheckoutPage, type Booker } from './pages/checkout-page'
import { collectApiData, englishOnScreen, textsNotFromCatalogue } from './pages/not-from-catalogue'
import { RoomsRatesPage } from './pages/rooms-rates-page'
import { SearchPage } from './pages/search-page'
import { wordsIn, type Words } from './pages/words'
import { appTookOver, midweekStay, shoot } from './support'

// A whole booking in the guest's language (issue 31, decision 0137): the page objects read their words from the
// app's catalogues in the browser's language, so the steps are the English journey's, the names German.

// The worker's server sends its mail through a real SMTP server started for it (e2e/fixtures.ts).
test.use({ mailBy: 'smtp' })

type Journey = {
  words: Words
  hotel: { roomType: string; ratePlan: string; bed: string }
  stay: { arrival: string; departure: string }
  booker: Booker
  /** the search page's query (a language in the address) */
  query?: string
  /** called on each screen the guest passes, once it shows */
  look?: (screen: string) => Promise<void>
}

/** One room on one rate, from the search to the confirmation; resolves with the booking's reference. */
async function bookOneRoom(page: Page, journey: Journey): Promise<string> {
  const { words, hotel, stay, booker } = journey
  const look = journey.look ?? (() => Promise.resolve())
  const search = new SearchPage(page, words)
  await search.open('HARBOUR', undefined, journey.query)
  await look('search')
  await search.openCalendar()
  await look('the calendar')
  await search.chooseDates(stay.arrival, stay.departure)
  await search.search()
  await look('rooms and rates')

  const rooms = new RoomsRatesPage(page, words)
  await rooms.chooseRate(hotel.ratePlan, hotel.roomType)
  await look('the upgrade offer')
  await rooms.declineUpgrade()
  await look('the lead guest')
  await rooms.enterLeadGuest(booker.firstName, booker.lastName, hotel.bed)
  await look('the extras')
  await rooms.skipExtras()
  await look('the booking summary')
  await rooms.continueToCheckout()

  const checkout = new CheckoutPage(page, words)
  await look('checkout')
  await checkout.fillBooker(booker)
  await checkout.fillCard({
    name: `${booker.firstName} ${booker.lastName}`,
    number: '4242 4242 4242 4242',
    month: '12',
    year: String(new Date().getFullYear() + 2),
    securityCode: '123',
  })
  await look('the card form')
  await checkout.agreeAndConfirm()
  await checkout.expectConfirmed()
  await look('the confirmation')
  return (await page.getByTestId('booking-reference').textContent())?.trim() ?? ''
}

/** The page, and the payment provider's card frame when it shows one (its words are checked as the page's). */
const withCardFrame = (page: Page): (Page | Frame)[] => [
  page,
  ...page.frames().filter((frame) => frame.url().includes('/card-frame')),
]

/** The English mail catalogue's texts without a placeholder: none of them may be left in another language's mail. */
const ENGLISH_MAIL_PHRASES = Object.values(ENGLISH_MAIL).filter(
  (text) => !text.includes('{') && /\p{L}+ \p{L}+/u.test(text),
)

async function mailTo(smtp: { to(address: string): ParsedMail[] } | null, address: string) {
  let mail: ParsedMail | undefined
  await expect.poll(() => (mail = smtp?.to(address).at(-1)), { timeout: 30_000 }).toBeDefined()
  if (!mail) throw new Error(`no mail to ${address}`)
  return mail
}

test.describe('a browser set to German', () => {
  test.use({ locale: 'de-DE', extraHTTPHeaders: { 'Accept-Language': 'de-DE,de;q=0.9' } })

  test('books a stay in German and gets a German confirmation mail', async ({ page, smtp }, testInfo) => {
    const words = wordsIn('de')
    const stay = midweekStay(testInfo.project.name === 'phone' ? 9 : 8)
    const booker: Booker = {
      firstName: 'Lise',
      lastName: 'Meitner',
      email: `lise-${testInfo.project.name}@example.de`,
      phone: '+49 30 1234567',
      street: 'Unter den Linden 6',
      city: 'Berlin',
      postCode: '10117',
      country: new Intl.DisplayNames(['de'], { type: 'region' }).of('DE') ?? 'Deutschland',
    }
    const hotel = { roomType: 'Klassisches Doppelzimmer', ratePlan: 'Flexibel', bed: 'Doppelbett' }
    const data = collectApiData(page)
    const english: string[] = []
    const look = async (screen: string) => {
      await shoot(page, testInfo, `german-${screen.replace(/ /g, '-')}`)
      for (const where of withCardFrame(page))
        for (const text of await englishOnScreen(where, words, data)) english.push(`${screen}: ${text}`)
    }
    const reference = await bookOneRoom(page, { words, hotel, stay, booker, look })
    expect(english, 'English words of the catalogue on German screens').toEqual([])
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')

    const mail = await mailTo(smtp, booker.email)
    expect(mail.subject).toBe(`Ihre Buchung ${reference} im Harbour House Hotel`)
    const text = mail.text ?? ''
    expect(text).toContain('Ihre Buchung ist bestätigt')
    expect(text).toContain('Klassisches Doppelzimmer')
    expect(text).toContain('Flexibel')
    expect(String(mail.html)).toContain('lang="de"')
    expect(ENGLISH_MAIL_PHRASES.filter((phrase) => text.includes(phrase))).toEqual([])
  })
})

test('the pseudo-locale books a whole stay and every text on screen is from the catalogue', async ({
  page,
}, testInfo) => {
  const data = collectApiData(page)
  const booker = { ...ADA_LOVELACE, email: `pseudo-${testInfo.project.name}@example.com` }
  const stay = midweekStay(testInfo.project.name === 'phone' ? 10 : 9)
  const typed = Object.values(booker)
  const found: string[] = []
  // The check itself sees a text written into the page outside the catalogue.
  await page.goto('/Book/HARBOUR?lang=en-XA')
  await appTookOver(page)
  await page.evaluate(() =>
    document.body.append(Object.assign(document.createElement('p'), { textContent: 'Hard-coded' })),
  )
  await expect.poll(() => textsNotFromCatalogue(page, data)).toEqual(['Hard-coded'])
  await bookOneRoom(page, {
    words: wordsIn('en-XA'),
    hotel: { roomType: 'Classic Double', ratePlan: 'Flexible', bed: 'Double bed' },
    stay,
    booker,
    query: '?lang=en-XA',
    look: async (screen) => {
      await shoot(page, testInfo, `pseudo-${screen.replace(/ /g, '-')}`)
      for (const where of withCardFrame(page))
        for (const text of await textsNotFromCatalogue(where, [...data, ...typed]))
          found.push(`${screen}: ${text}`)
    },
  })
  expect(found).toEqual([])
})
