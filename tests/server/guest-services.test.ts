import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AccountActionResponse, LoginResponse, UserAccount } from '@/api/contract/account'
import { SearchResult } from '@/api/contract/availability'
import { ErrorBody, ValidationErrorBody } from '@/api/contract/common'
import { CreateReservationResponse, ReservationConfirmation } from '@/api/contract/reservation'
import { CompanyList } from '@/api/contract/company'
import { CurrencyExchangeRates } from '@/api/contract/currency'
import {
  RestaurantAvailability,
  RestaurantBookingResponse,
  RestaurantList,
  RestaurantSetup,
} from '@/api/contract/restaurant'
import { RoomTypeConfigurationList } from '@/api/contract/room-type-configuration'
import { bookingFrom, searchBody } from '../builders/booking-request'
import { ENGINES, notePostgresSkipped, parsed, startServer, type TestServer } from '../support/server/harness'

notePostgresSkipped('Accounts, restaurants, companies and small calls')

describe.each(ENGINES)('accounts, restaurants, companies and small calls (%s)', (engine) => {
  let s: TestServer
  beforeAll(async () => {
    s = await startServer(engine)
  })
  afterAll(() => s.close())

  const withCookie = (cookie: string | null, path: string, body?: unknown) =>
    fetch(s.url + path, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  const cookieOf = (res: Response) => res.headers.get('set-cookie')?.split(';')[0] ?? null

  it('registers, logs in, answers the user, updates, changes the password and logs out', async () => {
    const reg = await s.post('/api/Account/Register', {
      PropertyId: 'HARBOUR',
      EmailAddress: 'Ada@Example.com',
      Password: 'correct horse battery!',
      Firstname: 'Ada',
      Lastname: 'Lovelace',
      MobileNumber: '+441234000000',
    })
    expect((await parsed(reg, LoginResponse)).Success).toBe(true)
    expect(reg.headers.get('set-cookie')).toMatch(/HttpOnly/i)
    const dup = await s.post('/api/Account/Register', {
      PropertyId: 'HARBOUR',
      EmailAddress: 'ada@example.com',
      Password: 'another one!!',
      Firstname: 'A',
      Lastname: 'B',
    })
    expect(dup.status).toBe(409)
    const weak = await s.post('/api/Account/Register', {
      PropertyId: 'HARBOUR',
      EmailAddress: 'x@example.com',
      Password: 'short',
      Firstname: 'A',
      Lastname: 'B',
    })
    expect(Object.keys((await parsed(weak, ValidationErrorBody)).ModelState)).toEqual(['Password'])

    expect((await s.get('/api/Account?propertyId=HARBOUR')).status).toBe(401)
    const bad = await parsed(
      await s.post('/api/Account/Authenticate', {
        PropertyId: 'HARBOUR',
        EmailAddress: 'ada@example.com',
        Password: 'wrong',
      }),
      LoginResponse,
    )
    expect(bad).toEqual({
      Success: false,
      Message: 'Failed to login, please check your email address and password.',
      User: null,
    })
    const login = await s.post('/api/Account/Authenticate', {
      PropertyId: 'HARBOUR',
      EmailAddress: 'ada@example.com',
      Password: 'correct horse battery!',
    })
    const cookie = cookieOf(login)
    expect((await parsed(login, LoginResponse)).User?.Firstname).toBe('Ada')

    const user = await parsed(await withCookie(cookie, '/api/Account?propertyId=HARBOUR'), UserAccount)
    expect(user).toMatchObject({
      EmailAddress: 'ada@example.com',
      Telephone: '+441234000000',
      CreditCards: [],
    })
    const updated = await parsed(
      await withCookie(cookie, '/api/Account/Update', {
        PropertyId: 'HARBOUR',
        Firstname: 'Augusta',
        Lastname: 'King',
        Telephone: '+441326555222',
        ReceiveBrandOffers: true,
      }),
      UserAccount,
    )
    expect(updated).toMatchObject({ Firstname: 'Augusta', ReceiveBrandOffers: true })
    const change = await withCookie(cookie, '/api/Account/ChangePassword', {
      PropertyId: 'HARBOUR',
      CurrentPassword: 'correct horse battery!',
      NewPassword: 'an even better one!',
    })
    expect((await parsed(change, AccountActionResponse)).Success).toBe(true)
    await withCookie(cookie, '/api/Account/Logout', {})
    expect((await withCookie(cookie, '/api/Account?propertyId=HARBOUR')).status).toBe(401)
    // The stored hash is scrypt, never the password
    const [row] = await s.db.query<{ password_hash: string }>(
      `SELECT password_hash FROM user_account WHERE email = 'ada@example.com'`,
    )
    expect(row?.password_hash).toMatch(/^scrypt\$/)
    // Accounts are off at CLIFFTOP
    expect(
      (
        await s.post('/api/Account/Authenticate', {
          PropertyId: 'CLIFFTOP',
          EmailAddress: 'ada@example.com',
          Password: 'x',
        })
      ).status,
    ).toBe(403)
  })

  it('resets a password through the e-mailed one-time link', async () => {
    await s.post('/api/Account/Register', {
      PropertyId: 'HARBOUR',
      EmailAddress: 'grace@example.com',
      Password: 'first password!',
      Firstname: 'Grace',
      Lastname: 'Hopper',
    })
    const asked = await parsed(
      await s.post('/api/Account/RequestPasswordReset', {
        PropertyId: 'HARBOUR',
        EmailAddress: 'grace@example.com',
      }),
      AccountActionResponse,
    )
    const unknown = await parsed(
      await s.post('/api/Account/RequestPasswordReset', {
        PropertyId: 'HARBOUR',
        EmailAddress: 'nobody@example.com',
      }),
      AccountActionResponse,
    )
    expect(unknown).toEqual(asked)
    await s.outbox.drain()
    const mail = readdirSync(s.mailDir).find((f) => f.includes('password-reset'))
    const token = /token=([\w-]+)/.exec(readFileSync(join(s.mailDir, mail ?? ''), 'utf8'))?.[1] ?? ''
    const reset = await s.post('/api/Account/PasswordReset', {
      PropertyId: 'HARBOUR',
      Token: token,
      Password: 'second password!',
    })
    expect((await parsed(reset, AccountActionResponse)).Success).toBe(true)
    const again = await s.post('/api/Account/PasswordReset', {
      PropertyId: 'HARBOUR',
      Token: token,
      Password: 'third password!!',
    })
    expect(again.status).toBe(400)
    const login = await parsed(
      await s.post('/api/Account/Authenticate', {
        PropertyId: 'HARBOUR',
        EmailAddress: 'grace@example.com',
        Password: 'second password!',
      }),
      LoginResponse,
    )
    expect(login.Success).toBe(true)
  })

  it('books a restaurant table until the slot is full', async () => {
    const list = await parsed(
      await s.get('/api/RestaurantBooking/Restaurants?propertyId=HARBOUR'),
      RestaurantList,
    )
    expect(list.map((r) => r.Name)).toEqual(['The Quay Kitchen', 'Lighthouse Bar'])
    const setup = await parsed(
      await s.get(
        '/api/RestaurantBooking/RestaurantSetup?propertyId=HARBOUR&restaurantId=2&date=2027-02-01&isReservation=false&identifier=x',
      ),
      RestaurantSetup,
    )
    expect(setup).toEqual({
      CurrencySymbol: '£',
      MinOnlinePartySize: 2,
      MaxOnlinePartySize: 6,
      NoAvailabilityText: 'The bar is fully booked.',
    })
    const slots = await parsed(
      await s.get(
        '/api/RestaurantBooking/Availability?propertyId=HARBOUR&restaurantId=2&date=2027-02-01&partySize=2&currencySymbol=£',
      ),
      RestaurantAvailability,
    )
    expect(slots[0]).toEqual({ Time: '12:00', IsLeaveTimeRequired: false, Promotions: [], TablesLeft: 6 })
    const book = {
      PropertyId: 'HARBOUR',
      RestaurantId: 2,
      VisitDate: '2027-02-01',
      VisitTime: '12:00',
      PartySize: 2,
      Identifier: 'Lovelace',
      Email: 'ada@example.com',
      ContactNumber: '+441234000000',
    }
    for (let i = 0; i < 6; i++) {
      const r = await parsed(await s.post('/api/RestaurantBooking/Create', book), RestaurantBookingResponse)
      expect(r.Success).toBe(true)
      expect(r.BookingReference).toMatch(/^RB/)
    }
    const full = await s.post('/api/RestaurantBooking/Create', book)
    expect(full.status).toBe(409)
    expect(await parsed(full, RestaurantBookingResponse)).toMatchObject({
      Success: false,
      InfoMessage: 'The bar is fully booked.',
    })
    const after = await parsed(
      await s.get(
        '/api/RestaurantBooking/Availability?propertyId=HARBOUR&restaurantId=2&date=2027-02-01&partySize=2',
      ),
      RestaurantAvailability,
    )
    expect(after.some((x) => x.Time === '12:00')).toBe(false)
    const bad = await s.post('/api/RestaurantBooking/Create', { ...book, Email: 'nope', VisitTime: '' })
    expect(Object.keys((await parsed(bad, ValidationErrorBody)).ModelState).sort()).toEqual([
      'Email',
      'VisitTime',
    ])
    expect(
      (
        await s.get(
          '/api/RestaurantBooking/RestaurantSetup?propertyId=HARBOUR&restaurantId=99&date=2027-02-01',
        )
      ).status,
    ).toBe(404)
  })

  it('searches companies, answers exchange rates and room configurations, and takes client logs', async () => {
    const companies = await parsed(
      await s.get('/api/Company/SearchCompanies?propertyId=HARBOUR&searchTerm=acme'),
      CompanyList,
    )
    expect(companies).toEqual([{ AccountId: 1, Name: 'Acme Maritime Ltd' }])
    expect((await s.get('/api/Company/SearchCompanies?propertyId=HARBOUR&searchTerm=a')).status).toBe(400)
    const rates = await parsed(await s.get('/api/CurrencyExchangeRate'), CurrencyExchangeRates)
    expect(rates.Rates.GBP).toBe(1)
    expect(Object.keys(rates.Rates)).toHaveLength(11)
    const configs = await parsed(
      await s.get('/api/RoomTypeConfiguration/Get?propertyId=HARBOUR'),
      RoomTypeConfigurationList,
    )
    expect(configs.map((x) => x.Name)).toEqual(['Double bed', 'Twin beds'])
    const log = await s.post('/api/ClientLog', {
      Entries: [
        { Level: 'error', Message: 'Failed to fetch', Url: '/api/Availability', Method: 'GET', Status: 500 },
      ],
    })
    expect(log.status).toBe(204)
    expect((await s.post('/api/ClientLog', { Entries: [] })).status).toBe(400)
    await parsed(await s.get('/api/Company/SearchCompanies?propertyId=NOPE&searchTerm=acme'), ErrorBody)
  })

  it('refuses infants where the property counts them as children', async () => {
    const res = await s.post('/api/Availability/Search', {
      PropertyId: 'CLIFFTOP',
      DateFrom: '2027-02-01',
      DateTo: '2027-02-03',
      Rooms: [{ NumberOfAdults: 2, NumberOfChildren: 0, NumberOfInfants: 1 }],
    })
    expect(Object.keys((await parsed(res, ValidationErrorBody)).ModelState)).toEqual([
      'Rooms.0.NumberOfInfants',
    ])
  })

  it('keeps a card on the account and books with it by CreditCardId', async () => {
    const reg = await s.post('/api/Account/Register', {
      PropertyId: 'HARBOUR',
      EmailAddress: 'kept@example.com',
      Password: 'kept card please!',
      Firstname: 'Kay',
      Lastname: 'Kept',
    })
    const cookie = cookieOf(reg)
    const result = await parsed(
      await s.post('/api/Availability/Search', searchBody('2027-02-01', '2027-02-03')),
      SearchResult,
    )
    const body = bookingFrom(result, [{ roomTypeId: 101, ratePlanId: 12 }])
    const first = await withCookie(cookie, '/api/Reservation/Create', {
      ...body,
      CardDetails:
        body.CardDetails && 'PaymentMethodId' in body.CardDetails
          ? { ...body.CardDetails, SaveCreditCardToIndividual: true }
          : null,
    })
    expect((await parsed(first, CreateReservationResponse)).Success).toBe(true)
    const me = await parsed(await withCookie(cookie, '/api/Account?propertyId=HARBOUR'), UserAccount)
    expect(me.CreditCards).toHaveLength(1)
    expect(me.CreditCards[0]).toMatchObject({ CardType: 'Visa', LastFour: '4242' })
    const stored = { ...body, CardDetails: { CreditCardId: me.CreditCards[0]?.CreditCardId ?? 0 } }
    const second = await withCookie(cookie, '/api/Reservation/Create', stored)
    const out = await parsed(second, CreateReservationResponse)
    expect(out.Success).toBe(true)
    const conf = await parsed(
      await s.get(
        `/api/Reservation/Confirmation?propertyId=HARBOUR&referenceNumber=${out.ConfirmationToken}`,
      ),
      ReservationConfirmation,
    )
    expect(conf.CardLastFour).toBe('4242')
    const anonymous = await s.post('/api/Reservation/Create', stored)
    expect(Object.keys((await parsed(anonymous, ValidationErrorBody)).ModelState)).toEqual([
      'CardDetails.CreditCardId',
    ])
  })

  // Last in the file: the 413 closes the kept-alive socket the oversized body was sent on. (Login limits are
  // tested in account.test.ts.)
  it('refuses oversized bodies', async () => {
    const huge = await s.post('/api/Availability/Search', {
      PropertyId: 'HARBOUR',
      Padding: 'x'.repeat(300 * 1024),
    })
    expect(huge.status).toBe(413)
  })
})
