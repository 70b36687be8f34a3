/**
 * Every service call sends the guest's language (decision 0121; en-GB when nothing else is chosen). Every call of the api layer is made here against a fake
 * network, and each request it sends (the client log's too) must carry it: languageCode in the query of a GET or
 * a POST without a body, LanguageCode in a JSON body. A check over the source keeps the table complete.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { QueryClient, type QueryKey } from '@tanstack/react-query'
import * as v from 'valibot'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import * as account from '@/api/account'
import * as availability from '@/api/availability'
import { CheckVoucherCodeRequest, CreateReservationRequest } from '@/api/contract/reservation'
import { GroupSearchRequest, SearchRequest } from '@/api/contract/availability'
import {
  CancelRequest,
  CardUpdateRequest,
  ManageUpdateRequest,
  SearchDateOptionsRequest,
} from '@/api/contract/manage-booking'
import { BalancePaymentRequest } from '@/api/contract/pre-check-in'
import { PayByLinkTransaction } from '@/api/contract/pay-by-link'
import { RestaurantBookingRequest } from '@/api/contract/restaurant'
import * as group from '@/api/group'
import * as manage from '@/api/manage-booking'
import * as payByLink from '@/api/pay-by-link'
import * as preCheckIn from '@/api/pre-check-in'
import * as property from '@/api/property'
import * as reservation from '@/api/reservation'
import * as restaurant from '@/api/restaurant'
import * as service from '@/api/service'
import * as staticData from '@/api/static-data'

type Request = { method: string; url: URL; body: unknown }

const requests: Request[] = []

beforeEach(() => {
  requests.length = 0
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      requests.push({
        method: init?.method ?? 'GET',
        url: new URL(String(input), 'http://localhost'),
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body,
      })
      // An answer no contract accepts: every call fails after sending, and the failure is logged too.
      return new Response(JSON.stringify({ Message: 'Not here.' }), { status: 404 })
    }),
  )
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.mocked(console.warn).mockRestore()
})

const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } })
const query = (options: { queryKey: QueryKey; queryFn?: unknown }) =>
  // fetchQuery with the call's own options: the real path a screen takes.
  queries.fetchQuery({ ...(options as Parameters<typeof queries.fetchQuery>[0]), retry: false })

const P = 1001
const card = {
  PaymentMethodId: 'pm_card_visa',
  NameOnCard: 'Ada Lovelace',
  EmailAddress: 'ada@example.com',
}
const rooms = [{ NumberOfAdults: 2, NumberOfChildren: 0, NumberOfInfants: 0 }]
const access = { PropertyId: P, ReferenceNumber: 'HH1', Code: 'code' }
const link = { propertyId: P, actionType: 'P', invoiceNumber: 'INV-1', code: 'code', paymentId: null }

/**
 * A request as the app builds it: the contract's shape without the server's default language filled in, so the
 * language on the wire is the one the api layer adds.
 */
function built<TSchema extends v.GenericSchema>(schema: TSchema, input: unknown): v.InferOutput<TSchema> {
  const request = { ...(v.parse(schema, input) as Record<string, unknown>) }
  delete request.LanguageCode
  return request as v.InferOutput<TSchema>
}

/** Each call of the api layer, by the path its source names (a template's ${…} written as ${}). */
const CALLS: Record<string, () => Promise<unknown>> = {
  '/Account': () => account.fetchAccount(P),
  '/Account/Authenticate': () =>
    account.authenticate({ PropertyId: P, EmailAddress: 'a@b.co', Password: 'x' }),
  '/Account/Register': () =>
    account.register({ PropertyId: P, EmailAddress: 'a@b.co', Password: 'x', Firstname: 'A', Lastname: 'B' }),
  '/Account/Logout': () => account.logout(),
  '/Account/Update': () =>
    account.updateAccount({ PropertyId: P, Firstname: 'A', Lastname: 'B', ReceiveBrandOffers: false }),
  '/Account/ChangePassword': () =>
    account.changePassword({ PropertyId: P, CurrentPassword: 'x', NewPassword: 'y' }),
  '/Account/RequestPasswordReset': () =>
    account.requestPasswordReset({ PropertyId: P, EmailAddress: 'a@b.co' }),
  '/Account/PasswordReset': () => account.resetPassword({ PropertyId: P, Token: 't', Password: 'x' }),
  '/Account/ConfirmEmail': () => account.confirmEmail({ PropertyId: P, Token: 't' }),
  '/Account/SendConfirmEmail': () => account.sendConfirmEmail(P),
  '/Account/RemoveCard': () => account.removeStoredCard({ PropertyId: P, CreditCardId: 1 }),
  '/Availability': () => query(availability.availabilityCalendarQuery(P, '2027-02-01')),
  '/Availability/Search': () =>
    availability.searchAvailability(
      built(SearchRequest, { PropertyId: P, DateFrom: '2027-02-01', DateTo: '2027-02-03', Rooms: rooms }),
    ),
  '/Availability/CheckPromoCode': () => availability.checkPromoCode(P, 'SUMMER10'),
  '/Availability/SearchPropertyGroupAreaAvailability': () =>
    query(group.groupCalendarQuery(1, null, '2027-02-01')),
  '/Availability/SearchPropertyGroup': () =>
    query(
      group.groupSearchQuery(
        built(GroupSearchRequest, {
          PropertyGroupId: 1,
          DateFrom: '2027-02-01',
          DateTo: '2027-02-03',
          Rooms: rooms,
        }),
      ),
    ),
  '/Availability/CheckPromoCodeGroup': () => group.checkGroupPromoCode(1, 'SUMMER10'),
  '/Property/${}': () => query(property.propertyQuery('HARBOUR')),
  '/Book/Config/${}': () => query(property.bookConfigQuery(P)),
  '/PropertyGroup/${}': () => query(property.propertyGroupQuery('COASTAL')),
  '/CurrencyExchangeRate': () => query(property.exchangeRatesQuery('GBP')),
  '/ManageBooking/Config/${}': () => query(manage.manageConfigQuery(P)),
  '/ManageBooking/Search': () =>
    manage.searchReservation({ propertyId: P, reservationNumber: 'HH1', guestName: 'A' }),
  '/ManageBooking/UpgradeOptions': () =>
    query(manage.upgradeOptionsQuery({ ...access, ReservationId: 1, Version: 1 })),
  '/ManageBooking/SearchDateOptions': () =>
    manage.searchDateOptions(
      built(SearchDateOptionsRequest, {
        ...access,
        DateFrom: '2027-02-01',
        DateTo: '2027-02-03',
        ReservationItemIds: [1],
      }),
    ),
  '/ManageBooking/Cancel': () =>
    manage.cancelReservation(built(CancelRequest, { ...access, ReservationId: 1 }), 'key'),
  '/ManageBooking/CancelQuote': () =>
    query(manage.cancelQuoteQuery({ ...access, ReservationId: 1, Version: 1 })),
  '/ManageBooking/ChangeQuote': () =>
    query(manage.changeQuoteQuery(built(ManageUpdateRequest, { ...access, ReservationId: 1, Version: 1 }))),
  '/ManageBooking/UpdateCard': () =>
    manage.updateCard(built(CardUpdateRequest, { ...access, CardDetails: card })),
  '/PayByLink/Config/${}': () => query(payByLink.payByLinkConfigQuery(P)),
  '/PayByLink/Get': () => query(payByLink.payByLinkInfoQuery(link)),
  '/PayByLink/Process': () =>
    payByLink.processPayByLink(
      built(PayByLinkTransaction, {
        PropertyId: P,
        Action: 'Pay',
        InvoiceNumber: 'INV-1',
        AmountToPay: 10,
        Hash: 'h',
        Email: 'a@b.co',
        CardDetails: card,
      }),
      'key',
    ),
  '/PayByLink/Status': () => query(payByLink.payByLinkStatusQuery(P, 'token')),
  '/PayByLink/Confirmation': () => query(payByLink.payByLinkConfirmationQuery(P, 'token')),
  '/PreCheckIn/Config/${}': () => query(preCheckIn.preCheckInConfigQuery(P)),
  '/PreCheckIn/Get': () => query(preCheckIn.preCheckInQuery(P, 'HH1', 'code')),
  '/PreCheckIn/SaveCard': () =>
    preCheckIn.saveCard(built(CardUpdateRequest, { ...access, CardDetails: card })),
  '/PreCheckIn/PayBalance': () =>
    preCheckIn.payBalance(built(BalancePaymentRequest, { ...access, Amount: 10, CardDetails: card })),
  '/Reservation/Create': () =>
    reservation.createReservation(
      built(CreateReservationRequest, {
        PropertyId: P,
        DateFrom: '2027-02-01',
        DateTo: '2027-02-03',
        Booker: {
          FirstName: 'Ada',
          LastName: 'Lovelace',
          Email: 'ada@example.com',
          Phone: '+441326000001',
          Street: '1 Quay',
          CountryId: 826,
          ZipCode: 'TR11',
        },
        PaymentAmount: 0,
        PaymentType: 1,
        Rooms: [
          {
            DateFrom: '2027-02-01',
            DateTo: '2027-02-03',
            RoomTypeId: 101,
            RatePlanId: 11,
            NumberOfAdults: 2,
            NumberOfChildren: 0,
            NumberOfInfants: 0,
            LeadGuest: { FirstName: 'Ada', LastName: 'Lovelace' },
            TotalCost: 200,
          },
        ],
      }),
      'key',
    ),
  '/Reservation/Status': () => query(reservation.reservationStatusQuery(P, 'token')),
  '/Reservation/Confirmation': () => query(reservation.reservationConfirmationQuery(P, 'token')),
  '/Reservation/CheckVoucherCode': () =>
    reservation.checkVoucherCode(built(CheckVoucherCodeRequest, { PropertyId: P, VoucherCode: 'GIFT' })),
  '/Company/SearchCompanies': () => query(reservation.companiesQuery(P, 'acme')),
  '/RestaurantBooking/Restaurants': () => query(restaurant.restaurantsQuery(P)),
  '/RestaurantBooking/RestaurantSetup': () =>
    query(
      restaurant.restaurantSetupQuery({
        propertyId: P,
        restaurantId: 1,
        date: '2027-02-01',
        isReservation: true,
        identifier: 'HH1',
      }),
    ),
  '/RestaurantBooking/Availability': () =>
    query(
      restaurant.restaurantAvailabilityQuery({
        propertyId: P,
        restaurantId: 1,
        date: '2027-02-01',
        partySize: 2,
        currencySymbol: '£',
      }),
    ),
  '/RestaurantBooking/Create': () =>
    restaurant.createRestaurantBooking(
      built(RestaurantBookingRequest, {
        PropertyId: P,
        RestaurantId: 1,
        VisitTime: '19:00',
        VisitDate: '2027-02-01',
        PartySize: 2,
        Identifier: 'Ada',
        Email: 'a@b.co',
        ContactNumber: '+441326000001',
      }),
      'key',
    ),
  '/Service/Get': () =>
    query(
      service.servicesQuery({
        propertyId: P,
        roomTypeId: 101,
        ratePlanId: 11,
        dateFrom: '2027-02-01',
        dateTo: '2027-02-03',
      }),
    ),
  '/StaticData/${}/countries': () => query(staticData.countriesQuery(P)),
  '/StaticData/${}/CancellationReasons': () => query(staticData.cancellationReasonsQuery(P)),
}

/** Every path the api layer's source passes to apiRequest. */
function pathsInSource(): Set<string> {
  const dir = fileURLToPath(new URL('../../src/api/', import.meta.url))
  const out = new Set<string>()
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
    const source = readFileSync(dir + file, 'utf8')
    for (const m of source.matchAll(/apiRequest\(\s*(['`])(.*?)\1/g))
      out.add((m[2] ?? '').replace(/\$\{[^}]*\}/g, '${}'))
  }
  return out
}

function carriesLanguageCode(request: Request): boolean {
  const body = request.body
  if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
    return Reflect.get(body, 'LanguageCode') === 'en-GB'
  }
  return request.url.searchParams.get('languageCode') === 'en-GB'
}

describe('the language code on every call (docs/product/the-app.md#what-the-guest-can-do)', () => {
  it('has every call of the api layer in this table', () => {
    expect([...pathsInSource()].filter((p) => !(p in CALLS))).toEqual([])
  })

  it.each(Object.entries(CALLS))('%s sends the guest language (en-GB)', async (path, call) => {
    await call().catch(() => undefined)
    const pattern = new RegExp(`^/api${path.replace(/\$\{\}/g, '[^/]+')}$`)
    const own = requests.filter((r) => pattern.test(r.url.pathname))
    expect(own.length, `no request to ${path}`).toBeGreaterThan(0)
    // The call's own request and the client log's report of its failure (the log loads with the failure).
    await vi.waitFor(() => expect(requests.some((r) => r.url.pathname === '/api/ClientLog')).toBe(true))
    for (const r of requests) expect(carriesLanguageCode(r), `${r.method} ${r.url.href}`).toBe(true)
  })
})
