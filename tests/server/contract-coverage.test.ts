/**
 * Every route, one good request, its answer parsed with its contract schema — and a check that no route of the
 * app is missing from this table, so a new route cannot ship without a contract.
 */
import Stripe from 'stripe'
import * as v from 'valibot'
import { ProviderEventReceipt } from '@/api/contract/payment-event'
import { builtInWebhookSecret } from '../../server/payments/built-in'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AccountActionResponse, LoginResponse, UserAccount } from '@/api/contract/account'
import { ErrorBody, ValidationErrorBody } from '@/api/contract/common'
import {
  DeskBooking,
  DeskDay,
  DeskDone,
  DeskLog,
  DeskLoginResponse,
  DeskSearchResult,
  DeskSession,
  DeskStaffList,
  DeskTotpSetup,
} from '@/api/contract/desk'
import { DeskRegistration } from '@/api/contract/desk-registration'
import { DeskActionResult, DeskChangeOptions, DeskMoney, DeskPayLink } from '@/api/contract/desk-actions'
import { DeskGroup } from '@/api/contract/desk-staff'
import {
  DeskFailedMail,
  DeskGrid,
  DeskGridChanged,
  DeskPmsKeyCreated,
  DeskPmsKeys,
  DeskPropertyFile,
  DeskWebhooks,
} from '@/api/contract/desk-hotel'
import {
  AvailabilityDays,
  CheckPromoCodeResponse,
  GroupAreaAvailability,
  GroupSearchResult,
  SearchResult,
} from '@/api/contract/availability'
import { BookConfig } from '@/api/contract/book-config'
import { CompanyList } from '@/api/contract/company'
import { CurrencyExchangeRates } from '@/api/contract/currency'
import {
  CardUpdateResponse,
  ManageActionResponse,
  ManageBookingConfig,
  ManageSearchResponse,
  SearchDateOptionsResponse,
  UpgradeOptionList,
} from '@/api/contract/manage-booking'
import { SettlementQuote } from '@/api/contract/settlement'
import {
  PayByLinkConfig,
  PayByLinkConfirmation,
  PayByLinkInfo,
  PayByLinkProcessResponse,
  PayByLinkStatus,
} from '@/api/contract/pay-by-link'
import { PreCheckInConfig, PreCheckInResponse, PreCheckInSaveResponse } from '@/api/contract/pre-check-in'
import { PropertyGroup, PropertySettings } from '@/api/contract/property'
import {
  CheckVoucherCodeResponse,
  CreateReservationResponse,
  ReservationConfirmation,
  ReservationStatus,
} from '@/api/contract/reservation'
import {
  RestaurantAvailability,
  RestaurantBookingResponse,
  RestaurantList,
  RestaurantSetup,
} from '@/api/contract/restaurant'
import { RoomTypeConfigurationList } from '@/api/contract/room-type-configuration'
import { ReservationItemServices, ServiceListResponse } from '@/api/contract/service'
import {
  CancellationReasonList,
  CountryList,
  CreditCardTypeList,
  FlushResponse,
} from '@/api/contract/static-data'
import { payLinkCode } from '../../server/payments/pay-link'
import { createApiKey } from '../../server/pms/api-keys'
import { AvailabilityUpdateResponse, PmsPropertyMapping } from '../../server/pms/contract'
import { BookingsFeed } from '../../server/pms/feed-contract'
import { bookingFrom, searchBody, VISA } from '../builders/booking-request'
import { restaurantBooking } from '../builders/restaurant-booking'
import {
  ENGINES,
  notePostgresSkipped,
  parsed,
  startServer,
  TODAY,
  type TestServer,
} from '../support/server/harness'
import { bookDemoStays, deskLogin, OWNER } from './desk/desk-kit'

notePostgresSkipped('Contract coverage')

type Step = {
  method: 'GET' | 'POST'
  route: string
  path: () => string
  body?: () => unknown
  schema: v.GenericSchema
  status?: number
  cookie?: boolean
  /** Sent with a PMS key of the property (server/pms/access.ts). */
  pmsKey?: boolean
  /** Sent with the desk owner's session and its CSRF token (server/desk/session.ts). */
  desk?: boolean
}

describe.each(ENGINES)('every route answers its contract (%s)', (engine) => {
  let s: TestServer
  const ctx = {
    token: '',
    ref: '',
    code: '',
    id: 0,
    itemId: 0,
    payToken: '',
    cookie: '',
    // Process must send back the amount, timestamp and hash that Get quoted.
    payQuote: null as PayByLinkInfo | null,
    pmsKey: '',
    desk: { cookie: '', csrf: '' },
  }
  beforeAll(async () => {
    s = await startServer(engine)
    ctx.pmsKey = (await createApiKey(s.db, 'HARBOUR', 'contract coverage')).key
    await bookDemoStays(s)
    ctx.desk = await deskLogin(s, OWNER)
  })
  afterAll(() => s.close())

  const P = 'HARBOUR'
  const pay = () => payLinkCode({ linkSigningKey: 'test-signing-key' }, 1001, 'P', 'INV-1001')
  const steps: Step[] = [
    { method: 'GET', route: '/api/Property/:id', path: () => `/api/Property/${P}`, schema: PropertySettings },
    {
      method: 'GET',
      route: '/api/PropertyGroup/:id',
      path: () => '/api/PropertyGroup/COASTAL',
      schema: PropertyGroup,
    },
    { method: 'GET', route: '/api/Book/Config/:id', path: () => `/api/Book/Config/${P}`, schema: BookConfig },
    {
      method: 'GET',
      route: '/api/StaticData/:id/countries',
      path: () => `/api/StaticData/${P}/countries`,
      schema: CountryList,
    },
    {
      method: 'GET',
      route: '/api/StaticData/:id/creditcardtypes',
      path: () => `/api/StaticData/${P}/creditcardtypes`,
      schema: CreditCardTypeList,
    },
    {
      method: 'GET',
      route: '/api/StaticData/:id/CancellationReasons',
      path: () => `/api/StaticData/${P}/CancellationReasons`,
      schema: CancellationReasonList,
    },
    {
      method: 'POST',
      route: '/api/StaticData/:id/flush',
      path: () => `/api/StaticData/${P}/flush`,
      body: () => ({}),
      schema: FlushResponse,
    },
    {
      method: 'GET',
      route: '/api/Availability',
      path: () => `/api/Availability?propertyId=${P}&fromDate=${TODAY}&toDate=2027-03-01&languageCode=en`,
      schema: AvailabilityDays,
    },
    {
      method: 'POST',
      route: '/api/Availability/Search',
      path: () => '/api/Availability/Search',
      body: () => searchBody('2027-02-01', '2027-02-03'),
      schema: SearchResult,
    },
    {
      method: 'POST',
      route: '/api/Availability/CheckPromoCode',
      path: () => '/api/Availability/CheckPromoCode',
      body: () => ({ propertyId: P, promoCode: 'SUMMER10' }),
      schema: CheckPromoCodeResponse,
    },
    {
      method: 'POST',
      route: '/api/Availability/CheckPromoCodeGroup',
      path: () => '/api/Availability/CheckPromoCodeGroup',
      body: () => ({ propertyGroupId: 'COASTAL', promoCode: 'SUMMER10' }),
      schema: CheckPromoCodeResponse,
    },
    {
      method: 'GET',
      route: '/api/Service/Get',
      path: () =>
        `/api/Service/Get?propertyId=${P}&dateOfArrival=2027-02-01&dateOfDeparture=2027-02-03&languageCode=en`,
      schema: ServiceListResponse,
    },
    {
      method: 'POST',
      route: '/api/Reservation/CheckVoucherCode',
      path: () => '/api/Reservation/CheckVoucherCode',
      body: () => ({ PropertyId: P, VoucherCode: 'GIFT50', Rooms: [] }),
      schema: CheckVoucherCodeResponse,
    },
    {
      method: 'POST',
      route: '/api/Reservation/Create',
      path: () => '/api/Reservation/Create',
      body: () => ctx,
      schema: CreateReservationResponse,
    },
    {
      method: 'GET',
      route: '/api/Reservation/Status',
      path: () => `/api/Reservation/Status?propertyId=${P}&referenceNumber=${ctx.token}`,
      schema: ReservationStatus,
    },
    {
      method: 'GET',
      route: '/api/Reservation/Confirmation',
      path: () => `/api/Reservation/Confirmation?propertyId=${P}&referenceNumber=${ctx.token}`,
      schema: ReservationConfirmation,
    },
    {
      method: 'POST',
      route: '/api/Availability/SearchPropertyGroup',
      path: () => '/api/Availability/SearchPropertyGroup',
      body: () => ({
        ...searchBody('2027-02-01', '2027-02-03'),
        PropertyId: undefined,
        PropertyGroupId: 'COASTAL',
      }),
      schema: GroupSearchResult,
    },
    {
      method: 'POST',
      route: '/api/Availability/SearchPropertyGroupAreaAvailability',
      path: () => '/api/Availability/SearchPropertyGroupAreaAvailability',
      body: () => ({ PropertyGroupId: 'COASTAL', AreaId: 1, FromDate: TODAY, ToDate: '2027-03-01' }),
      schema: GroupAreaAvailability,
    },
    {
      method: 'GET',
      route: '/api/ManageBooking/Config/:id',
      path: () => `/api/ManageBooking/Config/${P}`,
      schema: ManageBookingConfig,
    },
    {
      method: 'POST',
      route: '/api/ManageBooking/Search',
      path: () => `/api/ManageBooking/Search?propertyId=${P}&reservationNumber=${ctx.ref}&hash=${ctx.code}`,
      body: () => ({}),
      schema: ManageSearchResponse,
    },
    {
      method: 'GET',
      route: '/api/Service/GetReservationItemServices',
      path: () =>
        `/api/Service/GetReservationItemServices?propertyId=${P}&reservationItemId=${ctx.itemId}&referenceNumber=${ctx.ref}&code=${ctx.code}&languageCode=en`,
      schema: ReservationItemServices,
    },
    {
      method: 'GET',
      route: '/api/ManageBooking/UpgradeOptions',
      path: () =>
        `/api/ManageBooking/UpgradeOptions?propertyId=${P}&reservationId=${ctx.id}&referenceNumber=${ctx.ref}&code=${ctx.code}`,
      schema: UpgradeOptionList,
    },
    {
      method: 'POST',
      route: '/api/ManageBooking/SearchDateOptions',
      path: () => '/api/ManageBooking/SearchDateOptions',
      body: () => ({
        PropertyId: P,
        ReferenceNumber: ctx.ref,
        Code: ctx.code,
        DateFrom: '2027-02-05',
        DateTo: '2027-02-07',
        ReservationItemIds: [ctx.itemId],
      }),
      schema: SearchDateOptionsResponse,
    },
    {
      method: 'GET',
      route: '/api/PreCheckIn/Config/:id',
      path: () => `/api/PreCheckIn/Config/${P}`,
      schema: PreCheckInConfig,
    },
    {
      method: 'GET',
      route: '/api/PreCheckIn/Get',
      path: () => `/api/PreCheckIn/Get?propertyId=${P}&referenceNumber=${ctx.ref}&hash=${ctx.code}`,
      schema: PreCheckInResponse,
    },
    {
      method: 'POST',
      route: '/api/PreCheckIn/Save',
      path: () => '/api/PreCheckIn/Save',
      body: () => ({
        PropertyId: P,
        ReferenceNumber: ctx.ref,
        Code: ctx.code,
        Version: 1,
        ReservationItems: [],
      }),
      schema: PreCheckInSaveResponse,
    },
    {
      method: 'POST',
      route: '/api/ManageBooking/Update',
      path: () => '/api/ManageBooking/Update',
      body: () => ({
        PropertyId: P,
        ReferenceNumber: ctx.ref,
        Code: ctx.code,
        Version: 2,
        SpecialRequests: 'Quiet room',
      }),
      schema: ManageActionResponse,
    },
    // The demo hotel takes the balance at the desk: refused in the error's contract (pre-check-in-balance.test.ts
    // takes the paying path).
    {
      method: 'POST',
      route: '/api/PreCheckIn/PayBalance',
      path: () => '/api/PreCheckIn/PayBalance',
      body: () => ({
        PropertyId: P,
        ReferenceNumber: ctx.ref,
        Code: ctx.code,
        Amount: 10,
        CardDetails: { PaymentMethodId: VISA, NameOnCard: 'A', EmailAddress: 'a@example.com' },
      }),
      schema: ErrorBody,
      status: 403,
    },
    ...(['/api/ManageBooking/UpdateCard', '/api/PreCheckIn/SaveCard'] as const).map((route): Step => ({
      method: 'POST',
      route,
      path: () => route,
      body: () => ({
        PropertyId: P,
        ReferenceNumber: ctx.ref,
        Code: ctx.code,
        CardDetails: { PaymentMethodId: VISA, NameOnCard: 'A', EmailAddress: 'a@example.com' },
      }),
      schema: CardUpdateResponse,
    })),
    {
      method: 'POST',
      route: '/api/ManageBooking/ChangeQuote',
      path: () => '/api/ManageBooking/ChangeQuote',
      body: () => ({ PropertyId: P, ReferenceNumber: ctx.ref, Code: ctx.code, Version: 3 }),
      schema: SettlementQuote,
    },
    {
      method: 'POST',
      route: '/api/ManageBooking/CancelQuote',
      path: () => '/api/ManageBooking/CancelQuote',
      body: () => ({ PropertyId: P, ReferenceNumber: ctx.ref, Code: ctx.code, ReservationId: ctx.id }),
      schema: SettlementQuote,
    },
    {
      method: 'POST',
      route: '/api/ManageBooking/Cancel',
      path: () => '/api/ManageBooking/Cancel',
      body: () => ({
        PropertyId: P,
        ReferenceNumber: ctx.ref,
        Code: ctx.code,
        ReservationId: ctx.id,
        CancellationReasonId: 10011,
      }),
      schema: ManageActionResponse,
    },
    {
      method: 'GET',
      route: '/api/PayByLink/Config/:id',
      path: () => `/api/PayByLink/Config/${P}`,
      schema: PayByLinkConfig,
    },
    {
      method: 'GET',
      route: '/api/PayByLink/Get',
      path: () => `/api/PayByLink/Get?propertyId=${P}&invoiceNumber=INV-1001&hash=${pay()}&actionType=P`,
      schema: PayByLinkInfo,
    },
    {
      method: 'POST',
      route: '/api/PayByLink/Process',
      path: () => '/api/PayByLink/Process',
      body: () => ({
        ...ctx.payQuote,
        PropertyId: P,
        Email: 'a@example.com',
        CardDetails: { PaymentMethodId: VISA, NameOnCard: 'A', EmailAddress: 'a@example.com' },
      }),
      schema: PayByLinkProcessResponse,
    },
    {
      method: 'GET',
      route: '/api/PayByLink/Status',
      path: () => `/api/PayByLink/Status?propertyId=${P}&referenceNumber=${ctx.payToken}`,
      schema: PayByLinkStatus,
    },
    {
      method: 'GET',
      route: '/api/PayByLink/Confirmation',
      path: () => `/api/PayByLink/Confirmation?propertyId=${P}&referenceNumber=${ctx.payToken}`,
      schema: PayByLinkConfirmation,
    },
    {
      method: 'GET',
      route: '/api/RestaurantBooking/Restaurants',
      path: () => `/api/RestaurantBooking/Restaurants?propertyId=${P}`,
      schema: RestaurantList,
    },
    {
      method: 'GET',
      route: '/api/RestaurantBooking/RestaurantSetup',
      path: () => `/api/RestaurantBooking/RestaurantSetup?propertyId=${P}&restaurantId=1&date=2027-02-01`,
      schema: RestaurantSetup,
    },
    {
      method: 'GET',
      route: '/api/RestaurantBooking/Availability',
      path: () =>
        `/api/RestaurantBooking/Availability?propertyId=${P}&restaurantId=1&date=2027-02-01&partySize=2`,
      schema: RestaurantAvailability,
    },
    {
      method: 'POST',
      route: '/api/RestaurantBooking/Create',
      path: () => '/api/RestaurantBooking/Create',
      body: () => restaurantBooking(),
      schema: RestaurantBookingResponse,
    },
    {
      method: 'GET',
      route: '/api/Company/SearchCompanies',
      path: () => `/api/Company/SearchCompanies?propertyId=${P}&searchTerm=acm`,
      schema: CompanyList,
    },
    {
      method: 'GET',
      route: '/api/CurrencyExchangeRate',
      path: () => '/api/CurrencyExchangeRate',
      schema: CurrencyExchangeRates,
    },
    {
      method: 'GET',
      route: '/api/RoomTypeConfiguration/Get',
      path: () => `/api/RoomTypeConfiguration/Get?propertyId=${P}`,
      schema: RoomTypeConfigurationList,
    },
    ...(['/api/Payments/Webhook', '/api/Payments/Webhook/:propertyCode'] as const).map((route): Step => ({
      method: 'POST',
      route,
      path: () => route.replace(':propertyCode', P),
      // Sent as the provider signs it (see the loop): an event for a payment that is not ours, acknowledged.
      body: () => ({
        id: `evt_${route.length}`,
        object: 'event',
        type: 'charge.updated',
        data: { object: {} },
      }),
      schema: ProviderEventReceipt,
    })),
    {
      method: 'POST',
      route: '/api/ClientLog',
      path: () => '/api/ClientLog',
      body: () => ({ Entries: [{ Level: 'info', Message: 'x' }] }),
      schema: v.any(),
      status: 204,
    },
    {
      method: 'POST',
      route: '/api/Account/Register',
      path: () => '/api/Account/Register',
      body: () => ({
        PropertyId: P,
        EmailAddress: 'c@example.com',
        Password: 'long enough!',
        Firstname: 'C',
        Lastname: 'D',
      }),
      schema: LoginResponse,
    },
    {
      method: 'POST',
      route: '/api/Account/Authenticate',
      path: () => '/api/Account/Authenticate',
      body: () => ({ PropertyId: P, EmailAddress: 'c@example.com', Password: 'long enough!' }),
      schema: LoginResponse,
    },
    {
      method: 'GET',
      route: '/api/Account',
      path: () => `/api/Account?propertyId=${P}`,
      schema: UserAccount,
      cookie: true,
    },
    {
      method: 'POST',
      route: '/api/Account/Update',
      path: () => '/api/Account/Update',
      body: () => ({ PropertyId: P, Firstname: 'C', Lastname: 'E' }),
      schema: UserAccount,
      cookie: true,
    },
    {
      method: 'POST',
      route: '/api/Account/ChangePassword',
      path: () => '/api/Account/ChangePassword',
      body: () => ({ PropertyId: P, CurrentPassword: 'long enough!', NewPassword: 'longer enough!' }),
      schema: AccountActionResponse,
      cookie: true,
    },
    {
      method: 'POST',
      route: '/api/Account/RequestPasswordReset',
      path: () => '/api/Account/RequestPasswordReset',
      body: () => ({ PropertyId: P, EmailAddress: 'c@example.com' }),
      schema: AccountActionResponse,
    },
    {
      method: 'POST',
      route: '/api/Account/PasswordReset',
      path: () => '/api/Account/PasswordReset',
      body: () => ({ PropertyId: P, Token: 'not-a-real-token', Password: 'whatever it is!' }),
      schema: AccountActionResponse,
      status: 400,
    },
    {
      method: 'POST',
      route: '/api/Account/ConfirmEmail',
      path: () => '/api/Account/ConfirmEmail',
      body: () => ({ PropertyId: P, Token: 'not-a-real-token' }),
      schema: AccountActionResponse,
      status: 400,
    },
    {
      method: 'POST',
      route: '/api/Account/SendConfirmEmail',
      path: () => '/api/Account/SendConfirmEmail',
      body: () => ({ PropertyId: P }),
      schema: AccountActionResponse,
      cookie: true,
    },
    {
      method: 'POST',
      route: '/api/Account/RemoveCard',
      path: () => '/api/Account/RemoveCard',
      body: () => ({ PropertyId: P, CreditCardId: 999999 }),
      schema: ErrorBody,
      status: 404,
      cookie: true,
    },
    {
      method: 'POST',
      route: '/api/Account/Logout',
      path: () => '/api/Account/Logout',
      body: () => ({}),
      schema: AccountActionResponse,
      cookie: true,
    },
    ...deskSteps(),
    {
      method: 'GET',
      route: '/api/openapi.json',
      path: () => '/api/openapi.json',
      schema: v.object({ openapi: v.literal('3.1.0') }),
    },
    {
      method: 'GET',
      route: '/api/pms/properties/:code',
      path: () => `/api/pms/properties/${P}`,
      schema: PmsPropertyMapping,
      pmsKey: true,
    },
    {
      method: 'POST',
      route: '/api/pms/properties/:code/availability',
      path: () => `/api/pms/properties/${P}/availability`,
      body: () => ({ Inventory: [{ RoomTypeCode: 'CLASSIC', From: TODAY, To: TODAY, Available: 5 }] }),
      schema: AvailabilityUpdateResponse,
      pmsKey: true,
    },
    {
      method: 'GET',
      route: '/api/pms/properties/:code/bookings',
      path: () => `/api/pms/properties/${P}/bookings?since=0`,
      schema: BookingsFeed,
      pmsKey: true,
    },
    // A booking nobody knows: the error's own contract (no-shows.test.ts takes the charging path).
    {
      method: 'POST',
      route: '/api/pms/properties/:code/no-shows',
      path: () => `/api/pms/properties/${P}/no-shows`,
      body: () => ({ Reference: 'HH000000' }),
      schema: ErrorBody,
      status: 404,
      pmsKey: true,
    },
  ]

  it('covers every API route of the app', () => {
    // The PayStack test checkout is a page standing in for PayStack's own site (HTML forms, not JSON; tested in
    // paystack.test.ts), not a call of the app's contract.
    const registered = new Set(
      s.app.routes
        .filter((r) => r.path.startsWith('/api/') && r.path !== '/api/*' && r.method !== 'ALL')
        .filter((r) => !r.path.startsWith('/api/PayStack/TestCheckout/'))
        .map((r) => `${r.method} ${r.path}`),
    )
    expect(registered.size).toBeGreaterThanOrEqual(45)
    const covered = new Set(steps.map((x) => `${x.method} ${x.route}`))
    expect([...registered].filter((r) => !covered.has(r))).toEqual([])
  })

  it('answers each route with a body its schema accepts', async () => {
    for (const step of steps) {
      let body = step.body?.()
      if (step.route === '/api/Reservation/Create') {
        const result = await parsed(
          await s.post('/api/Availability/Search', searchBody('2027-02-01', '2027-02-03')),
          SearchResult,
        )
        body = bookingFrom(result, [{ roomTypeId: 101, ratePlanId: 11 }])
      }
      // As the app sends every call (docs/product/the-app.md#what-the-guest-can-do): LanguageCode in a JSON body, else languageCode in the query.
      const inBody = typeof body === 'object' && body !== null && !Array.isArray(body)
      const path = step.path()
      if (step.route.startsWith('/api/Payments/Webhook')) {
        const raw = JSON.stringify(body)
        const signature = Stripe.webhooks.generateTestHeaderString({
          payload: raw,
          secret: builtInWebhookSecret({ linkSigningKey: 'test-signing-key' }),
          timestamp: Math.floor(s.now.value.getTime() / 1000),
        })
        const res = await s.post(path, raw, { 'Stripe-Signature': signature })
        expect(res.status, `${step.method} ${step.route}`).toBe(200)
        await parsed(res, step.schema)
        continue
      }
      const res = await fetch(
        s.url +
          (inBody || /[?&]languageCode=/.test(path)
            ? path
            : `${path}${path.includes('?') ? '&' : '?'}languageCode=en`),
        {
          method: step.method,
          headers: {
            'Content-Type': 'application/json',
            ...(step.cookie ? { Cookie: ctx.cookie } : {}),
            ...(step.pmsKey ? { Authorization: `Bearer ${ctx.pmsKey}` } : {}),
            ...(step.desk ? { Cookie: ctx.desk.cookie, 'X-Desk-Csrf': ctx.desk.csrf } : {}),
          },
          body:
            body === undefined ? undefined : JSON.stringify(inBody ? { LanguageCode: 'en', ...body } : body),
        },
      )
      expect(res.status, `${step.method} ${step.route}`).toBe(step.status ?? 200)
      const cookie = res.headers.get('set-cookie')
      if (cookie && /^\/api\/Account\/(Authenticate|ChangePassword)$/.test(step.route))
        ctx.cookie = cookie.split(';')[0] ?? ''
      if (step.status === 204) continue
      const out: unknown = await parsed(res, step.schema)
      if (step.route === '/api/Reservation/Create') {
        const created = v.parse(CreateReservationResponse, out)
        ctx.token = created.ConfirmationToken ?? ''
      }
      if (step.route === '/api/Reservation/Confirmation') {
        const conf = v.parse(ReservationConfirmation, out)
        ctx.ref = conf.ReferenceNumber
        ctx.code = conf.Code
      }
      if (step.route === '/api/ManageBooking/Search') {
        const found = v.parse(ManageSearchResponse, out)
        ctx.id = found.Reservation?.ReservationId ?? 0
        ctx.itemId = found.Reservation?.ReservationItems[0]?.ReservationItemId ?? 0
      }
      if (step.route === '/api/PayByLink/Get') ctx.payQuote = v.parse(PayByLinkInfo, out)
      if (step.route === '/api/PayByLink/Process')
        ctx.payToken = v.parse(PayByLinkProcessResponse, out).ConfirmationToken ?? ''
    }
  })
})

/** The desk's routes as the owner calls them (decision 0117); logging out comes last. */
function deskSteps(): Step[] {
  const desk = (
    method: 'GET' | 'POST',
    route: string,
    path: string,
    schema: v.GenericSchema,
    more: Partial<Step> = {},
  ) => ({ method, route, path: () => path, schema, desk: true, ...more }) satisfies Step
  const booking = '/api/Desk/HARBOUR/Bookings/HH900002'
  const arriving = '/api/Desk/HARBOUR/Bookings/HH900001'
  return [
    {
      method: 'POST',
      route: '/api/Desk/Login',
      path: () => '/api/Desk/Login',
      body: () => ({ Email: OWNER.email, Password: OWNER.password }),
      schema: DeskLoginResponse,
    },
    desk('POST', '/api/Desk/Login/Totp', '/api/Desk/Login/Totp', ErrorBody, {
      status: 401,
      body: () => ({ Code: '123456' }),
    }),
    desk('GET', '/api/Desk/Session', '/api/Desk/Session', DeskSession),
    desk('POST', '/api/Desk/Totp/Start', '/api/Desk/Totp/Start', DeskTotpSetup, { body: () => ({}) }),
    desk('POST', '/api/Desk/Totp/Confirm', '/api/Desk/Totp/Confirm', ValidationErrorBody, {
      status: 400,
      body: () => ({ Code: '000000' }),
    }),
    desk('GET', '/api/Desk/:code/Day', '/api/Desk/HARBOUR/Day?date=2027-01-06', DeskDay),
    desk('GET', '/api/Desk/:code/Search', '/api/Desk/HARBOUR/Search?q=Franklin', DeskSearchResult),
    desk('GET', '/api/Desk/:code/Bookings/:reference', booking, DeskBooking),
    desk(
      'GET',
      '/api/Desk/:code/Bookings/:reference/Registration',
      `${booking}/Registration`,
      DeskRegistration,
    ),
    desk('POST', '/api/Desk/:code/Bookings/:reference/Notes', `${booking}/Notes`, DeskDone, {
      body: () => ({ Text: 'A note.' }),
    }),
    desk(
      'POST',
      '/api/Desk/:code/Bookings/:reference/ResendConfirmation',
      `${booking}/ResendConfirmation`,
      DeskDone,
      {
        body: () => ({}),
      },
    ),
    desk('GET', '/api/Desk/:code/Bookings/:reference/Money', `${booking}/Money`, DeskMoney),
    desk(
      'GET',
      '/api/Desk/:code/Bookings/:reference/ChangeOptions',
      `${arriving}/ChangeOptions`,
      DeskChangeOptions,
    ),
    // A change naming no room: its refusal's contract (the change itself: tests/server/desk/desk-change.test.ts).
    ...(['ChangeQuote', 'Change'] as const).map((action) =>
      desk(
        'POST',
        `/api/Desk/:code/Bookings/:reference/${action}`,
        `${arriving}/${action}`,
        ValidationErrorBody,
        {
          status: 400,
          body: () => ({ Version: 1, Rooms: [] }),
        },
      ),
    ),
    desk('POST', '/api/Desk/:code/Bookings/:reference/PayLink', `${arriving}/PayLink`, DeskPayLink, {
      body: () => ({}),
    }),
    desk('POST', '/api/Desk/:code/Bookings/:reference/Refund', `${booking}/Refund`, ErrorBody, {
      status: 409,
      body: () => ({ Amount: null }),
    }),
    desk('POST', '/api/Desk/:code/Bookings/:reference/NoShow', `${booking}/NoShow`, ValidationErrorBody, {
      status: 400,
      body: () => ({}),
    }),
    desk('POST', '/api/Desk/:code/Bookings/:reference/Cancel', `${booking}/Cancel`, DeskActionResult, {
      body: () => ({ WaivePenalty: false }),
    }),
    desk('GET', '/api/Desk/:code/Log', '/api/Desk/HARBOUR/Log', DeskLog),
    desk('GET', '/api/Desk/:code/Staff', '/api/Desk/HARBOUR/Staff', DeskStaffList),
    ...deskHotelSteps(desk),
    desk('POST', '/api/Desk/:code/Staff', '/api/Desk/HARBOUR/Staff', DeskDone, {
      body: () => ({ Email: 'added@example.com', Name: 'Added', Role: 'front-desk' }),
    }),
    desk('POST', '/api/Desk/:code/Staff/Resend', '/api/Desk/HARBOUR/Staff/Resend', DeskDone, {
      body: () => ({ Email: 'added@example.com' }),
    }),
    desk('POST', '/api/Desk/:code/Staff/Reset', '/api/Desk/HARBOUR/Staff/Reset', DeskDone, {
      body: () => ({ Email: 'added@example.com' }),
    }),
    desk('POST', '/api/Desk/:code/Staff/Revoke', '/api/Desk/HARBOUR/Staff/Revoke', DeskDone, {
      body: () => ({ Email: 'added@example.com' }),
    }),
    desk('POST', '/api/Desk/:code/Staff/Remove', '/api/Desk/HARBOUR/Staff/Remove', DeskDone, {
      body: () => ({ Email: 'added@example.com' }),
    }),
    // A link's token comes only by e-mail: an unknown one is the 404 every wrong link gets.
    desk('POST', '/api/Desk/Invitation', '/api/Desk/Invitation', ErrorBody, {
      status: 404,
      body: () => ({ Code: 'HARBOUR', Token: 'not-a-real-token' }),
    }),
    desk('POST', '/api/Desk/Invitation/Accept', '/api/Desk/Invitation/Accept', ErrorBody, {
      status: 404,
      body: () => ({ Code: 'HARBOUR', Token: 'not-a-real-token', Password: 'A-long-enough-one-2026!' }),
    }),
    desk('GET', '/api/Desk/Group/:group', '/api/Desk/Group/COASTAL', DeskGroup),
    desk('POST', '/api/Desk/Logout', '/api/Desk/Logout', DeskDone, { body: () => ({}) }),
  ]
}

/** The owner's grid and settings (decision 0120). */
function deskHotelSteps(
  desk: (
    m: 'GET' | 'POST',
    route: string,
    path: string,
    schema: v.GenericSchema,
    more?: Partial<Step>,
  ) => Step,
): Step[] {
  const settings = '/api/Desk/HARBOUR/Settings'
  return [
    desk('GET', '/api/Desk/:code/Grid', '/api/Desk/HARBOUR/Grid?from=2027-02-01&days=7', DeskGrid),
    desk('POST', '/api/Desk/:code/Grid', '/api/Desk/HARBOUR/Grid', DeskGridChanged, {
      body: () => ({ RoomTypeCode: 'CLASSIC', From: '2027-06-01', To: '2027-06-07', MinStay: 2 }),
    }),
    desk('GET', '/api/Desk/:code/Settings/PropertyFile', `${settings}/PropertyFile`, DeskPropertyFile),
    desk('POST', '/api/Desk/:code/Settings/PropertyFile', `${settings}/PropertyFile`, ValidationErrorBody, {
      status: 400,
      body: () => ({ Text: 'code: [' }),
    }),
    desk('GET', '/api/Desk/:code/Settings/PmsKeys', `${settings}/PmsKeys`, DeskPmsKeys),
    desk('POST', '/api/Desk/:code/Settings/PmsKeys', `${settings}/PmsKeys`, DeskPmsKeyCreated, {
      body: () => ({ Label: 'Channel manager' }),
    }),
    desk(
      'POST',
      '/api/Desk/:code/Settings/PmsKeys/:id/Revoke',
      `${settings}/PmsKeys/999999/Revoke`,
      ErrorBody,
      {
        status: 404,
        body: () => ({}),
      },
    ),
    desk('GET', '/api/Desk/:code/Settings/Webhooks', `${settings}/Webhooks`, DeskWebhooks),
    desk(
      'POST',
      '/api/Desk/:code/Settings/Webhooks/:id/Retry',
      `${settings}/Webhooks/999999/Retry`,
      ErrorBody,
      {
        status: 404,
        body: () => ({}),
      },
    ),
    desk('GET', '/api/Desk/:code/Settings/Mail', `${settings}/Mail`, DeskFailedMail),
    desk('POST', '/api/Desk/:code/Settings/Mail/:id/Resend', `${settings}/Mail/999999/Resend`, ErrorBody, {
      status: 404,
      body: () => ({}),
    }),
  ]
}
