/**
 * Real e-mail (decision 0104, 0105) for the restaurant and pay-by-link messages: each reaches the guest and the
 * hotel once through a real SMTP server, in HTML and text, and what a guest typed is shown as text.
 */
import { describe, expect, it } from 'vitest'
import { SearchResult } from '@/api/contract/availability'
import { PayByLinkInfo, PayByLinkProcessResponse } from '@/api/contract/pay-by-link'
import { CreateReservationResponse } from '@/api/contract/reservation'
import { payLinkCode } from '../../../server/payments/pay-link'
import { bookingFrom, searchBody } from '../../builders/booking-request'
import { CLASSIC, FLEX } from '../../builders/booked-stay'
import { tableBooking } from '../../builders/table-booking'
import { cardSecretsIn } from '../../support/server/card-secrets'
import { ENGINES, parsed } from '../../support/server/harness'
import { cardFromFrame } from '../../support/server/provider-card'
import { bothParts, only } from './read-mail'
import { HOTEL, HOTEL_DESK, smtpSuite } from './smtp-suite'

/** The card the payer types into the provider's frame. */
const TYPED = { number: '4242 4242 4242 4242', securityCode: '737', expMonth: 12, expYear: 2030 }

describe.each(ENGINES)('restaurant and payment mail through SMTP (%s)', (engine) => {
  const suite = smtpSuite(engine)
  const { delivered } = suite

  it('delivers a restaurant booking to the guest and to the hotel once each', async () => {
    const { s, smtp } = suite
    const made = await s.post('/api/RestaurantBooking/Create', tableBooking({ Email: 'diner@example.com' }))
    expect(made.status).toBe(200)
    const guest = only(await delivered('diner@example.com'))
    expect(guest.subject).toMatch(/^The Quay Kitchen: table booked \(\w+\)$/)
    const parts = bothParts(guest)
    expect(parts.text).toContain('Your table is booked')
    expect(parts.text).toContain('Restaurant: The Quay Kitchen')
    const notice = only(smtp.to(HOTEL_DESK))
    expect(notice.subject).toBe(`[${HOTEL}] ${guest.subject ?? ''}`)
    expect(bothParts(notice).text).toContain(
      'Ada Lovelace (diner@example.com, +44 20 7946 0000) booked a table',
    )
  })

  it("shows what a guest typed as text, never as markup, in the guest's and the hotel's message", async () => {
    const { s, smtp } = suite
    const hostile = '"><img src=x onerror=alert(1)><script>alert(2)</script>'
    const made = await s.post(
      '/api/RestaurantBooking/Create',
      tableBooking({
        Email: 'hostile@example.com',
        Identifier: 'Mallory <b>Bold</b>',
        SpecialRequests: hostile,
      }),
    )
    expect(made.status).toBe(200)
    for (const mail of [only(await delivered('hostile@example.com')), only(smtp.to(HOTEL_DESK))]) {
      const { html, text } = bothParts(mail)
      expect(text).toContain(hostile)
      expect(html).not.toContain(hostile)
      expect(html).not.toMatch(/<script|<b>|onerror=alert\(1\)>/i)
      expect(html).toContain('&lt;script&gt;alert(2)&lt;/script&gt;')
      expect(html).toContain('Mallory &lt;b&gt;Bold&lt;/b&gt;')
    }
  })

  it('delivers the confirmation of a booker named with quotes, a comma and markup to their address alone', async () => {
    const { s } = suite
    const result = await parsed(
      await s.post('/api/Availability/Search', searchBody('2027-04-06', '2027-04-08', [{}])),
      SearchResult,
    )
    const body = bookingFrom(result, [{ roomTypeId: CLASSIC, ratePlanId: FLEX }])
    const booker = {
      ...body.Booker,
      FirstName: 'Mallory "<b>',
      LastName: "O'Brien, Jr",
      Email: 'mallory@example.com',
    }
    const created = await parsed(
      await s.post('/api/Reservation/Create', { ...body, Booker: booker }),
      CreateReservationResponse,
    )
    expect(created.Success).toBe(true)
    const mail = only(await delivered('mallory@example.com'))
    expect(mail.to).toMatchObject({
      value: [{ address: 'mallory@example.com', name: `Mallory "<b> O'Brien, Jr` }],
    })
    const { html, text } = bothParts(mail)
    expect(text).toContain('Dear Mallory "<b>, thank you')
    expect(html).toContain('Dear Mallory &quot;&lt;b&gt;, thank you')
    expect(html).not.toContain('<b>')
  })

  /** Pays or stores a card through INV-1002's or INV-1001's pay link, as the pay-by-link page does. */
  const payThroughLink = async (
    action: 'P' | 'S',
    invoice: string,
    email: string,
    headers: Record<string, string> = {},
  ) => {
    const { s } = suite
    const code = payLinkCode({ linkSigningKey: 'test-signing-key' }, 1001, action, invoice)
    const info = await parsed(
      await s.get(
        `/api/PayByLink/Get?propertyId=HARBOUR&invoiceNumber=${invoice}&hash=${code}&actionType=${action}`,
      ),
      PayByLinkInfo,
    )
    // Typed into the provider's frame (decision 0113): our API is sent only the provider's reference.
    const card = {
      PaymentMethodId: await cardFromFrame(s, TYPED),
      NameOnCard: 'G Hopper',
      EmailAddress: email,
    }
    const done = await parsed(
      await s.post(
        '/api/PayByLink/Process',
        {
          ...info,
          PropertyId: 'HARBOUR',
          Email: email,
          CardDetails: card,
        },
        headers,
      ),
      PayByLinkProcessResponse,
    )
    expect(done.Success).toBe(true)
  }

  /** The card's number and security code, and the provider's references to it, are in no part of `mail`. */
  const expectNoCardSecrets = (mail: { html: string; text: string }) => {
    expect(cardSecretsIn(mail.text, TYPED)).toEqual([])
    expect(cardSecretsIn(mail.html, TYPED)).toEqual([])
    expect(`${mail.text}${mail.html}`).not.toMatch(/pm_|cus_|seti_|pi_/)
  }

  it('delivers the pay-by-link receipt to the payer and tells the hotel, once each', async () => {
    const { smtp } = suite
    await payThroughLink('P', 'INV-1001', 'payer@example.com')
    const receipt = only(await delivered('payer@example.com'))
    const parts = bothParts(receipt)
    expect(parts.text).toContain('We have received your payment of £250.00 for invoice INV-1001.')
    expect(parts.text).toContain('Amount paid: £250.00')
    expect(parts.text).toContain('Card: Visa ending 4242')
    expect(parts.text).toContain('Still to pay: £0.00')
    expect(parts.html).toContain('£250.00')
    expectNoCardSecrets(parts)
    const notice = only(smtp.to(HOTEL_DESK))
    expect(notice.subject).toBe(`[${HOTEL}] Payment received for invoice INV-1001`)
    const hotelCopy = bothParts(notice)
    expect(hotelCopy.text).toContain(
      'payer@example.com paid £250.00 for invoice INV-1001 through its pay link.',
    )
    expectNoCardSecrets(hotelCopy)
  })

  it('writes the receipt in the language the payer paid in, the hotel’s copy in English (decision 0129)', async () => {
    const { s, smtp } = suite
    // An invoice of its own: the demo's are paid by the tests around it.
    await s.db.query(
      `INSERT INTO invoice (property_id, invoice_number, amount, description, email)
       SELECT id, 'INV-7031', 25000, 'Saalmiete', 'events@example.com' FROM property WHERE id = 1001`,
    )
    await payThroughLink('P', 'INV-7031', 'zahler@example.com', { 'Accept-Language': 'de-DE,de;q=0.9' })
    const receipt = only(await delivered('zahler@example.com'))
    expect(receipt.subject).toMatch(new RegExp(`^${HOTEL}: Zahlung erhalten \\(PL\\w+\\)$`))
    const { text, html } = bothParts(receipt)
    const plain = text.replace(/[\u00a0\u202f]/g, ' ')
    expect(plain).toContain(
      'Wir haben Ihre Zahlung von 250,00 £ für die Rechnung INV-7031 erhalten. Vielen Dank.',
    )
    expect(plain).toContain('Bezahlter Betrag: 250,00 £')
    expect(plain).toContain('Karte: Visa mit Endziffern 4242')
    expect(plain).toContain('Noch zu zahlen: 0,00 £')
    expect(html).toMatch(/^<!DOCTYPE html><html lang="de" dir="ltr">/)
    for (const english of ['We have received', 'Amount paid', 'Still to pay', 'Keep this e-mail'])
      expect(text).not.toContain(english)
    expect(only(smtp.to(HOTEL_DESK)).subject).toBe(`[${HOTEL}] Payment received for invoice INV-7031`)
  })

  it('writes a table booked from a French page in French', async () => {
    const { s } = suite
    const made = await s.post(
      '/api/RestaurantBooking/Create',
      tableBooking({ Email: 'convive@example.com' }),
      {
        'Accept-Language': 'fr',
      },
    )
    expect(made.status).toBe(200)
    const guest = only(await delivered('convive@example.com'))
    expect(guest.subject).toMatch(/^The Quay Kitchen : table réservée \(\w+\)$/)
    const { text } = bothParts(guest)
    for (const part of ['Votre table est réservée', 'Votre table au The Quay Kitchen'])
      expect(text.replace(/[\u00a0\u202f]/g, ' ')).toContain(part)
    expect(text).not.toContain('Your table')
  })

  it('confirms a card stored through a pay link to the guest and the hotel, once each', async () => {
    const { smtp } = suite
    await payThroughLink('S', 'INV-1002', 'keeper@example.com')
    const stored = only(await delivered('keeper@example.com'))
    expect(stored.subject).toMatch(/^Harbour House Hotel: card stored \(\S+\)$/)
    const parts = bothParts(stored)
    expect(parts.text).toContain('Your card is stored securely for invoice INV-1002.')
    expect(parts.text).toContain('Expires: 12/2030')
    expect(parts.text).toContain('Still to pay: £89.50')
    expect(parts.text).not.toContain('Amount paid')
    expectNoCardSecrets(parts)
    expect(only(smtp.to(HOTEL_DESK)).subject).toBe(`[${HOTEL}] Card stored for invoice INV-1002`)
  })
})
