/**
 * Every attempt limit of server/auth/limits.ts, hit from outside over HTTP as an attacker would (issue 17): wrong
 * promo and voucher codes, card checks, client logs, registration and reset e-mails. Each answers 429 with
 * Retry-After and a Message once its allowance is used, counts in the database, and leaves other client
 * addresses alone. The client address is chosen per request through one trusted proxy (X-Forwarded-For).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { SearchResult } from '@/api/contract/availability'
import { ErrorBody } from '@/api/contract/common'
import { CardUpdateResponse } from '@/api/contract/manage-booking'
import { PayByLinkInfo } from '@/api/contract/pay-by-link'
import { CARD_CHECKS_LIMITED, CODE_GUESSES_LIMITED, Limits, type Limit } from '../../../server/auth/limits'
import { payLinkCode } from '../../../server/payments/pay-link'
import { CLIENT_LOG_LIMITED } from '../../../server/routes/client-log'
import { access, book, CLASSIC, FLEX } from '../../builders/booked-stay'
import { bookingFrom, DECLINE, searchBody } from '../../builders/booking-request'
import {
  ENGINES,
  NOW,
  notePostgresSkipped,
  parsed,
  startServer,
  type TestServer,
} from '../../support/server/harness'

notePostgresSkipped('Request limits')

const secrets = { linkSigningKey: 'test-signing-key' }
/** A card entered in the provider's frame, by its reference (decision 0113): declined unless said otherwise. */
const card = (paymentMethod = DECLINE) => ({
  PaymentMethodId: paymentMethod,
  NameOnCard: 'Grace Hopper',
  EmailAddress: 'grace@example.com',
})

describe.each(ENGINES)('request limits (%s)', (engine) => {
  let s: TestServer

  beforeAll(async () => {
    s = await startServer(engine, { trustProxy: 1 })
  })
  afterAll(() => s.close())
  beforeEach(async () => {
    s.now.value = NOW
    await s.db.query('DELETE FROM request_limit')
  })

  const post = (path: string, body: unknown, address: string) => s.postFrom(address, path, body)
  /** Asserts the answer is this limit's 429: Retry-After within its window, and a Message. */
  const expectRefused = async (res: Response, limit: Limit, message: string) => {
    expect(res.status).toBe(429)
    const wait = Number(res.headers.get('Retry-After'))
    expect(wait).toBeGreaterThan(0)
    expect(wait).toBeLessThanOrEqual(limit.windowMs / 1000)
    expect(await parsed(res, ErrorBody)).toEqual({ Message: message })
  }
  const voucher = (code: string, address: string) =>
    post('/api/Reservation/CheckVoucherCode', { PropertyId: 'HARBOUR', VoucherCode: code }, address)
  const promo = (code: string, address: string) =>
    post('/api/Availability/CheckPromoCode', { propertyId: 'HARBOUR', promoCode: code }, address)

  it('stops voucher and promo guessing per address, on every call that judges a code', async () => {
    const max = Limits.codeGuessPerAddress.max
    for (let i = 0; i < max; i += 1) {
      const res =
        i % 2 === 0 ? await voucher(`GIFT${i}`, '203.0.113.1') : await promo(`SALE${i}`, '203.0.113.1')
      expect(res.status, `guess ${i + 1}`).toBe(200)
    }
    const guesser = '203.0.113.1'
    await expectRefused(await voucher('GIFT50', guesser), Limits.codeGuessPerAddress, CODE_GUESSES_LIMITED)
    await expectRefused(await promo('SUMMER10', guesser), Limits.codeGuessPerAddress, CODE_GUESSES_LIMITED)
    const group = await post(
      '/api/Availability/CheckPromoCodeGroup',
      { propertyGroupId: 'COASTAL', promoCode: 'X' },
      guesser,
    )
    await expectRefused(group, Limits.codeGuessPerAddress, CODE_GUESSES_LIMITED)
    const withCode = { ...searchBody('2027-02-01', '2027-02-03'), PromoCode: 'SUMMER10' }
    await expectRefused(
      await post('/api/Availability/Search', withCode, guesser),
      Limits.codeGuessPerAddress,
      CODE_GUESSES_LIMITED,
    )
    const withVoucher = { ...searchBody('2027-02-01', '2027-02-03'), HopGiftVoucherCode: 'GIFT50' }
    expect((await post('/api/Availability/Search', withVoucher, guesser)).status).toBe(429)

    // The search without a code, and every other address, are untouched.
    const plain = await post('/api/Availability/Search', searchBody('2027-02-01', '2027-02-03'), guesser)
    const offers = await parsed(plain, SearchResult)
    const booking = bookingFrom(offers, [{ roomTypeId: CLASSIC, ratePlanId: FLEX }], {
      PromoCode: 'SUMMER10',
    })
    expect((await post('/api/Reservation/Create', booking, guesser)).status).toBe(429)
    expect((await voucher('GIFT50', '203.0.113.2')).status).toBe(200)

    s.now.value = new Date(NOW.getTime() + Limits.codeGuessPerAddress.windowMs + 1000)
    expect((await voucher('GIFT50', guesser)).status).toBe(200)
  })

  it('lets no more wrong codes through a burst of parallel guesses than the allowance', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => voucher(`BURST${i}`, '203.0.113.30')),
    )
    const statuses = answers.map((res) => res.status)
    expect(statuses.filter((status) => status === 200)).toHaveLength(Limits.codeGuessPerAddress.max)
  })

  it('counts only wrong codes: a guest applying a valid code again and again is never refused', async () => {
    for (let i = 0; i < 2 * Limits.codeGuessPerAddress.max; i += 1) {
      expect((await voucher('GIFT50', '203.0.113.3')).status).toBe(200)
      expect((await promo('SUMMER10', '203.0.113.3')).status).toBe(200)
    }
  })

  it('counts a wrong code once, however often a guest searches other dates with it', async () => {
    const address = '203.0.113.40'
    for (let day = 1; day <= 30; day += 1) {
      const from = `2027-03-${String(day).padStart(2, '0')}`
      const to = `2027-03-${String(day + 1).padStart(2, '0')}`
      const res = await post(
        '/api/Availability/Search',
        { ...searchBody(from, to), PromoCode: 'NOPE' },
        address,
      )
      expect((await parsed(res, SearchResult)).IsPromoCodeValid, from).toBe(false)
    }
    for (let i = 1; i < Limits.codeGuessPerAddress.max; i += 1)
      expect((await promo(`OTHER${i}`, address)).status).toBe(200)
    await expectRefused(await promo('ONEMORE', address), Limits.codeGuessPerAddress, CODE_GUESSES_LIMITED)
    // A code already judged for this address teaches nothing new: it is still answered.
    expect((await promo('OTHER1', address)).status).toBe(200)
  })

  it('counts wrong codes sent with a booking and with a search', async () => {
    const address = '203.0.113.4'
    const offers = await parsed(
      await s.post('/api/Availability/Search', searchBody('2027-02-01', '2027-02-03')),
      SearchResult,
    )
    for (let i = 0; i < Limits.codeGuessPerAddress.max; i += 1) {
      const res =
        i % 2 === 0
          ? await post(
              '/api/Reservation/Create',
              bookingFrom(offers, [{ roomTypeId: CLASSIC, ratePlanId: FLEX }], { PromoCode: `P${i}` }),
              address,
            )
          : await post(
              '/api/Availability/Search',
              { ...searchBody('2027-02-01', '2027-02-03'), PromoCode: `P${i}` },
              address,
            )
      expect(res.status, `guess ${i + 1}`).toBe(i % 2 === 0 ? 400 : 200)
    }
    await expectRefused(await voucher('GIFT50', address), Limits.codeGuessPerAddress, CODE_GUESSES_LIMITED)
  })

  it('limits card checks per reservation, across the manage and pre-check-in calls', async () => {
    const b = await book(s, '2027-02-01', '2027-02-03')
    const max = Limits.cardCheckPerReservation.max
    for (let i = 0; i < max; i += 1) {
      const path = i % 2 === 0 ? '/api/ManageBooking/UpdateCard' : '/api/PreCheckIn/SaveCard'
      const res = await post(path, { ...access(b), CardDetails: card() }, `198.51.100.${i + 1}`)
      expect((await parsed(res, CardUpdateResponse)).Success, `check ${i + 1}`).toBe(false)
    }
    const refused = await post(
      '/api/ManageBooking/UpdateCard',
      { ...access(b), CardDetails: card() },
      '198.51.100.99',
    )
    await expectRefused(refused, Limits.cardCheckPerReservation, CARD_CHECKS_LIMITED)
    const saveCard = await post(
      '/api/PreCheckIn/SaveCard',
      { ...access(b), CardDetails: card() },
      '198.51.100.98',
    )
    expect(saveCard.status).toBe(429)
  })

  it('limits card checks per address, over every reservation it tries', async () => {
    const stays = [
      await book(s, '2027-02-01', '2027-02-03'),
      await book(s, '2027-02-01', '2027-02-03'),
      await book(s, '2027-02-01', '2027-02-03'),
    ]
    const address = '198.51.100.200'
    for (let i = 0; i < Limits.cardCheckPerAddress.max; i += 1) {
      const b = stays[i % stays.length] ?? stays[0]
      if (!b) throw new Error('no stay')
      expect(
        (await post('/api/ManageBooking/UpdateCard', { ...access(b), CardDetails: card() }, address)).status,
      ).toBe(200)
    }
    const fresh = await book(s, '2027-02-01', '2027-02-03')
    const refused = await post(
      '/api/ManageBooking/UpdateCard',
      { ...access(fresh), CardDetails: card() },
      address,
    )
    await expectRefused(refused, Limits.cardCheckPerAddress, CARD_CHECKS_LIMITED)
  })

  it('limits card checks per payment link, and a forged link never uses up the real one', async () => {
    const hash = payLinkCode(secrets, 1001, 'P', 'INV-1001')
    const info = await parsed(
      await s.get(`/api/PayByLink/Get?propertyId=HARBOUR&invoiceNumber=INV-1001&hash=${hash}&actionType=P`),
      PayByLinkInfo,
    )
    const tx = { ...info, PropertyId: 'HARBOUR', Email: 'payer@example.com', CardDetails: card() }
    for (let i = 0; i < 10; i += 1) {
      const forged = await post(
        '/api/PayByLink/Process',
        { ...tx, Hash: `${hash.slice(0, -2)}xx` },
        '192.0.2.1',
      )
      expect(forged.status).toBe(403)
    }
    for (let i = 0; i < Limits.cardCheckPerReservation.max; i += 1)
      expect((await post('/api/PayByLink/Process', tx, `192.0.2.${i + 10}`)).status, `check ${i + 1}`).toBe(
        400,
      )
    await expectRefused(
      await post('/api/PayByLink/Process', tx, '192.0.2.50'),
      Limits.cardCheckPerReservation,
      CARD_CHECKS_LIMITED,
    )
    const [row] = await s.db.query<{ paid: number }>(
      "SELECT paid FROM invoice WHERE invoice_number = 'INV-1001'",
    )
    expect(row?.paid).toBe(0)
  })

  it('limits client log posts per address', async () => {
    const entry = { Entries: [{ Level: 'warn', Message: 'offline', Url: '/Book/HARBOUR' }] }
    for (let i = 0; i < Limits.clientLogPerAddress.max; i += 1)
      expect((await post('/api/ClientLog', entry, '192.0.2.77')).status).toBe(204)
    await expectRefused(
      await post('/api/ClientLog', entry, '192.0.2.77'),
      Limits.clientLogPerAddress,
      CLIENT_LOG_LIMITED,
    )
    expect((await post('/api/ClientLog', entry, '192.0.2.78')).status).toBe(204)
  })
})
