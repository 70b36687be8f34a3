/**
 * A change that costs more on a stay paid in full with no card kept to charge (decision 0133), over HTTP with the
 * built-in provider and a real SMTP server: the guest receives one pay link for what the change made due, in the
 * booking's language, the hotel one notice; the same change answered again, another instance's run and a change
 * that moves no money send nothing more; paid through the link, the money reaches the stay's ledger.
 */
import { describe, expect, it } from 'vitest'
import { SearchResult } from '@/api/contract/availability'
import { ManageActionResponse } from '@/api/contract/manage-booking'
import { PayByLinkInfo, PayByLinkProcessResponse } from '@/api/contract/pay-by-link'
import { SettlementQuote } from '@/api/contract/settlement'
import { toMajorUnits, toMinorUnits } from '@/domain/money'
import { priceStay } from '@/domain/pricing'
import { propertyNow, requireProperty } from '../../../server/catalogue/property'
import { ledgerSums } from '../../../server/payments/ledger'
import { linkAfterChange } from '../../../server/reservations/change-pay-link'
import { findByReference } from '../../../server/reservations/record'
import { nightlyRates, searchBody } from '../../builders/booking-request'
import { asUpdate, book, CLASSIC, load, updateBody, type Booked } from '../../builders/booked-stay'
import { ENGINES, notePostgresSkipped, parsed } from '../../support/server/harness'
import { cardFromFrame } from '../../support/server/provider-card'
import { bothParts, buttonsOf, only } from '../mail/read-mail'
import { GUEST, HOTEL, HOTEL_DESK, smtpSuite } from '../mail/smtp-suite'

notePostgresSkipped('Change pay link')

const NONREF = 12
const SECRETS = { linkSigningKey: 'test-signing-key' }

describe.each(ENGINES)('a dearer change with no card kept to charge (%s)', (engine) => {
  const suite = smtpSuite(engine)
  const { delivered } = suite

  /** A stay's price as the search shows it now. */
  async function priceOf(ratePlanId: number, from: string, to: string) {
    const { s } = suite
    const result = await parsed(await s.post('/api/Availability/Search', searchBody(from, to)), SearchResult)
    const plan = result.RoomTypes.find((o) => o.RoomType.RoomTypeId === CLASSIC)?.Rates.find(
      (r) => r.RatePlanId === ratePlanId,
    )
    if (!plan) throw new Error('not offered')
    return toMajorUnits(priceStay(nightlyRates(plan), { adults: 2, children: 0, infants: 0 }).total)
  }

  /** The booking one night longer, as the app would send it. */
  async function longer(b: Booked, to: string) {
    const item = b.reservation.ReservationItems[0]
    if (!item) throw new Error('no item')
    const room = { ...asUpdate(item), DateTo: to, TotalCost: await priceOf(NONREF, item.DateOfArrival, to) }
    return updateBody(b, 1, { ReservationItems: [room] })
  }

  const links = (b: Booked) =>
    suite.s.db.query<{ amount: number; invoice_id: number | null }>(
      'SELECT amount, invoice_id FROM change_pay_link WHERE reservation_id = $1',
      [b.id],
    )

  /** Pays the stay's balance invoice through its link as the pay-by-link page does. */
  async function payThroughLink(url: string) {
    const { s } = suite
    const [, invoice, code] = /\/SecurePay\/HARBOUR\/P\/([^/]+)\/([\w-]+)$/.exec(url) ?? []
    const query = new URLSearchParams({
      propertyId: 'HARBOUR',
      invoiceNumber: invoice ?? '',
      hash: code ?? '',
      actionType: 'P',
    })
    const info = await parsed(await s.get(`/api/PayByLink/Get?${query}`), PayByLinkInfo)
    const typed = { number: '4242 4242 4242 4242', securityCode: '737', expMonth: 12, expYear: 2030 }
    const card = {
      PaymentMethodId: await cardFromFrame(s, typed),
      NameOnCard: 'G Hopper',
      EmailAddress: GUEST,
    }
    const body = { ...info, PropertyId: 'HARBOUR', Email: GUEST, CardDetails: card }
    const done = await parsed(await s.post('/api/PayByLink/Process', body), PayByLinkProcessResponse)
    expect(done.Success).toBe(true)
  }

  it('sends one pay link for the difference and tells the hotel once, and the paid link settles the stay', async () => {
    const { s, smtp } = suite
    const b = await book(s, '2027-03-08', '2027-03-10', [{ roomTypeId: CLASSIC, ratePlanId: NONREF }])
    const paid = (await ledgerSums(s.db, b.id)).paid
    expect(paid).toBe(toMinorUnits(b.reservation.TotalCost))
    const [kept] = await s.db.query<{ customer: string | null }>(
      `SELECT card->>'Customer' AS customer FROM reservation WHERE id = $1`,
      [b.id],
    )
    expect(kept?.customer ?? null).toBeNull()
    await delivered(GUEST)
    smtp.received.length = 0

    const change = await longer(b, '2027-03-11')
    const quote = await parsed(await s.post('/api/ManageBooking/ChangeQuote', change), SettlementQuote)
    expect(quote.DueNow).toBeGreaterThan(0)
    const key = { 'Idempotency-Key': `change-link-${engine}` }
    const done = await parsed(await s.post('/api/ManageBooking/Update', change, key), ManageActionResponse)
    expect(done.Success).toBe(true)
    // Answered again, and a second instance's run of the change's money: nothing more is sent.
    expect((await s.post('/api/ManageBooking/Update', change, key)).status).toBe(200)
    const other = { db: await s.otherInstance(), clock: () => s.now.value, secrets: SECRETS }
    const property = await requireProperty(other.db, 'HARBOUR')
    const record = await findByReference(other.db, property.id, b.ref)
    if (!record) throw new Error('not found')
    const today = propertyNow(other.clock, property).date
    expect(await linkAfterChange(other, property, record, today)).toBe(false)

    const owed = `£${quote.DueNow.toFixed(2)}`
    const mails = await delivered(GUEST)
    // The change's own mail says how the difference is asked, not that a card is charged.
    const changed = bothParts(only(mails.filter((m) => m.subject?.endsWith('is changed'))))
    expect(changed.text).toContain(
      `You pay ${owed} more now: no card is kept for this booking, so we are sending you a link to pay it.`,
    )
    expect(changed.text).not.toContain('charged to your card')
    const link = only(mails.filter((m) => m.subject?.startsWith('Payment due after your change')))
    expect(link.subject).toBe(`Payment due after your change at ${HOTEL} (${b.ref})`)
    const { text, html } = bothParts(link)
    expect(text).toContain(`Your change to booking ${b.ref} costs ${owed} more`)
    const url = buttonsOf(html).get(`Pay ${owed}`) ?? ''
    expect(url).toMatch(new RegExp(`/SecurePay/HARBOUR/P/${b.ref}-DESK/[\\w-]{22}$`))
    expect(await links(b)).toEqual([{ amount: toMinorUnits(quote.DueNow), invoice_id: expect.any(Number) }])
    const notice = only(smtp.to(HOTEL_DESK).filter((m) => m.subject?.includes('Payment due after a change')))
    expect(bothParts(notice).text).toContain(`${owed} more is due now`)

    // A later change that moves no money (a special request) sends no second link.
    smtp.received.length = 0
    const calm = updateBody(b, 2, { SpecialRequests: 'A quiet room, please.' })
    expect((await s.post('/api/ManageBooking/Update', calm)).status).toBe(200)
    expect((await delivered(GUEST)).filter((m) => m.subject?.startsWith('Payment due'))).toEqual([])
    expect(await links(b)).toHaveLength(1)

    await payThroughLink(url)
    expect(await ledgerSums(s.db, b.id)).toEqual({ paid: paid + toMinorUnits(quote.DueNow), refunded: 0 })
    // The provider's own record of the link's payment, as the stay's ledger names it.
    const provider = await s.db.query<{ amount: number; status: string }>(
      `SELECT (o.data->>'amount_received')::int AS amount, o.data->>'status' AS status
       FROM ledger_movement m JOIN test_provider_object o ON o.id = m.provider_ref
       WHERE m.reservation_id = $1 AND m.purpose = 'pay-link'`,
      [b.id],
    )
    expect(provider).toEqual([{ amount: toMinorUnits(quote.DueNow), status: 'succeeded' }])
    expect(await load(s, b.ref, b.code)).toMatchObject({ Balance: 0 })
  })

  it("writes the link in the booking's language", async () => {
    const { s } = suite
    const b = await book(
      s,
      '2027-03-15',
      '2027-03-17',
      [{ roomTypeId: CLASSIC, ratePlanId: NONREF }],
      undefined,
      'de',
    )
    const done = await s.post('/api/ManageBooking/Update', await longer(b, '2027-03-18'))
    expect(done.status).toBe(200)
    const link = only((await delivered(GUEST)).filter((m) => m.subject?.startsWith('Zahlung nach')))
    expect(link.subject).toBe(`Zahlung nach Ihrer Änderung im ${HOTEL} (${b.ref})`)
    const { text, html } = bothParts(link)
    expect(text).toContain(`Ihre Änderung der Buchung ${b.ref} kostet`)
    expect(html).toMatch(/^<!DOCTYPE html><html lang="de" dir="ltr">/)
    expect(text).not.toContain('Your change')
  })
})
