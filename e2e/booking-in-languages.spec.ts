import type { Page } from '@playwright/test'
import type { ParsedMail } from 'mailparser'
import { enGB as ENGLISH_MAIL } from '../server/mail/words/en-gb'
import { expect, test } from './fixtures'
import { CheckoutPage, type Booker } from './pages/checkout-page'
import { RoomsRatesPage } from './pages/rooms-rates-page'
import { SearchPage } from './pages/search-page'
import { wordsIn, type Words } from './pages/words'
import { midweekStay } from './support'

// A whole booking in the guest's language (issue 31, decision 0137): the page objects read their words from the
// app's catalogues in the browser's language, so the steps are the English journey's, the names German.

// The worker's server sends its mail through a real SMTP server started for it (e2e/fixtures.ts).
test.use({ mailBy: 'smtp' })

/** One Classic Double on the flexible rate, from the search to the confirmation; resolves with the reference. */
async function bookOneRoom(
  page: Page,
  words: Words,
  hotel: { roomType: string; ratePlan: string; bed: string },
  stay: { arrival: string; departure: string },
  booker: Booker,
): Promise<string> {
  const search = new SearchPage(page, words)
  await search.open('HARBOUR')
  await search.chooseDates(stay.arrival, stay.departure)
  await search.search()

  const rooms = new RoomsRatesPage(page, words)
  await rooms.chooseRate(hotel.ratePlan, hotel.roomType)
  await rooms.declineUpgrade()
  await rooms.enterLeadGuest(booker.firstName, booker.lastName, hotel.bed)
  await rooms.skipExtras()
  await rooms.continueToCheckout()

  const checkout = new CheckoutPage(page, words)
  await checkout.fillBooker(booker)
  await checkout.fillCard({
    name: `${booker.firstName} ${booker.lastName}`,
    number: '4242 4242 4242 4242',
    month: '12',
    year: String(new Date().getFullYear() + 2),
    securityCode: '123',
  })
  await checkout.agreeAndConfirm()
  await checkout.expectConfirmed()
  return (await page.getByTestId('booking-reference').textContent())?.trim() ?? ''
}

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
    const hotel = { roomType: 'Klassisches Doppelzimmer', ratePlan: 'Flexibel', bed: 'Double bed' }
    const reference = await bookOneRoom(page, words, hotel, stay, booker)
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
