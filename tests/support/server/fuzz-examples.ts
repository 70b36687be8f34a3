/**
 * One well-formed request for each route of the app, the seed the fuzz suite mutates. Keyed 'METHOD /path' as
 * Hono lists its routes, so the suite can tell a route that has no example yet (and fails until it gets one).
 * The values come from a real booking made through the API (FuzzContext), so a seed reaches past the
 * lookups into the handler's own checks.
 */
import type { PayByLinkInfo } from '@/api/contract/pay-by-link'
import type { CreateReservationRequest } from '@/api/contract/reservation'
import { searchBody, VISA } from '../../builders/booking-request'
import { restaurantBooking } from '../../builders/restaurant-booking'
import { TODAY } from './harness'

export type FuzzContext = {
  booking: CreateReservationRequest
  ref: string
  code: string
  token: string
  reservationId: number
  itemId: number
  payQuote: PayByLinkInfo | null
  payToken: string
  /** An active PMS key of HARBOUR (server/pms/api-keys.ts). */
  pmsKey: string
}

export type RouteExample = {
  params?: Record<string, string>
  query?: Record<string, string>
  body?: unknown
  /** Sent with the logged-in guest's session. */
  session?: boolean
  /** Sent with the desk's owner's session and its CSRF token. */
  deskSession?: boolean
  headers?: Record<string, string>
}

const P = 'HARBOUR'
const CARD = { PaymentMethodId: VISA, NameOnCard: 'Ada Lovelace', EmailAddress: 'ada@example.com' }

function reservationExamples(x: FuzzContext): Record<string, RouteExample> {
  const access = { PropertyId: P, ReferenceNumber: x.ref, Code: x.code }
  const lookup = { propertyId: P, referenceNumber: x.token }
  return {
    'POST /api/Reservation/Create': { body: x.booking },
    'POST /api/Reservation/CheckVoucherCode': {
      body: { PropertyId: P, VoucherCode: 'GIFT50', Rooms: x.booking.Rooms },
    },
    'GET /api/Reservation/Status': { query: lookup },
    'GET /api/Reservation/Confirmation': { query: lookup },
    'POST /api/ManageBooking/Search': {
      query: { propertyId: P, reservationNumber: x.ref, hash: x.code },
      body: {},
    },
    'GET /api/ManageBooking/UpgradeOptions': {
      query: { propertyId: P, reservationId: String(x.reservationId), referenceNumber: x.ref, code: x.code },
    },
    'POST /api/ManageBooking/SearchDateOptions': {
      body: { ...access, DateFrom: '2027-02-05', DateTo: '2027-02-07', ReservationItemIds: [x.itemId] },
    },
    'POST /api/ManageBooking/Update': {
      body: {
        ...access,
        Version: 1,
        SpecialRequests: 'Quiet room',
        Booker: { ...x.booking.Booker },
        ReservationItems: [],
        RoomsToCancel: [],
      },
    },
    'POST /api/ManageBooking/UpdateCard': { body: { ...access, CardDetails: CARD } },
    'POST /api/ManageBooking/ChangeQuote': {
      body: { ...access, Version: 1, ReservationItems: [], RoomsToCancel: [] },
    },
    'POST /api/ManageBooking/CancelQuote': { body: { ...access, ReservationId: x.reservationId } },
    'POST /api/ManageBooking/Cancel': {
      body: { ...access, ReservationId: x.reservationId, CancellationReasonId: 10011 },
    },
    'GET /api/PreCheckIn/Get': { query: { propertyId: P, referenceNumber: x.ref, hash: x.code } },
    'POST /api/PreCheckIn/Save': {
      body: {
        ...access,
        Version: 1,
        EstimatedArrivalTime: '15:30',
        ReservationItems: [
          {
            ReservationItemId: x.itemId,
            Guests: [{ FirstName: 'Ada', LastName: 'Lovelace' }],
            AddServices: [{ ServiceId: 1, Quantity: 1 }],
          },
        ],
      },
    },
    'POST /api/PreCheckIn/SaveCard': { body: { ...access, CardDetails: CARD } },
    'POST /api/PreCheckIn/PayBalance': { body: { ...access, Amount: 120.5, CardDetails: CARD } },
    'GET /api/Service/GetReservationItemServices': {
      query: { propertyId: P, reservationItemId: String(x.itemId), referenceNumber: x.ref, code: x.code },
    },
  }
}

function catalogueExamples(): Record<string, RouteExample> {
  const byId = { params: { id: P } }
  return {
    'GET /api/Property/:id': byId,
    'GET /api/PropertyGroup/:id': { params: { id: 'COASTAL' } },
    'GET /api/Book/Config/:id': byId,
    'GET /api/ManageBooking/Config/:id': byId,
    'GET /api/PreCheckIn/Config/:id': byId,
    'GET /api/PayByLink/Config/:id': byId,
    'GET /api/StaticData/:id/countries': byId,
    'GET /api/StaticData/:id/creditcardtypes': byId,
    'GET /api/StaticData/:id/CancellationReasons': byId,
    'POST /api/StaticData/:id/flush': { ...byId, body: {} },
    'GET /api/Availability': { query: { propertyId: P, fromDate: TODAY, toDate: '2027-03-01' } },
    'POST /api/Availability/Search': {
      body: searchBody('2027-02-01', '2027-02-03', [{}, { adults: 1, children: 1 }], {
        PromoCode: 'SUMMER10',
      }),
    },
    'POST /api/Availability/CheckPromoCode': { body: { propertyId: P, promoCode: 'SUMMER10' } },
    'POST /api/Availability/CheckPromoCodeGroup': {
      body: { propertyGroupId: 'COASTAL', promoCode: 'SUMMER10' },
    },
    'POST /api/Availability/SearchPropertyGroup': {
      body: { ...searchBody('2027-02-01', '2027-02-03'), PropertyId: undefined, PropertyGroupId: 'COASTAL' },
    },
    'POST /api/Availability/SearchPropertyGroupAreaAvailability': {
      body: { PropertyGroupId: 'COASTAL', AreaId: 1, FromDate: TODAY, ToDate: '2027-03-01' },
    },
    'GET /api/Service/Get': {
      query: { propertyId: P, dateOfArrival: '2027-02-01', dateOfDeparture: '2027-02-03', roomTypeId: '101' },
    },
    'GET /api/Company/SearchCompanies': { query: { propertyId: P, searchTerm: 'acme' } },
    'GET /api/CurrencyExchangeRate': { query: { baseCurrency: 'GBP' } },
    'GET /api/RoomTypeConfiguration/Get': { query: { propertyId: P } },
    'GET /manifest.webmanifest': {},
    'GET /manifest/:file': { params: { file: 'HARBOUR.webmanifest' } },
    // A load balancer's questions (decision 0103): no input at all, so only the query can be broken.
    'GET /api/openapi.json': {},
    'GET /health': {},
    'GET /ready': {},
  }
}

function paymentAndRestaurantExamples(x: FuzzContext): Record<string, RouteExample> {
  return {
    'GET /api/PayByLink/Get': {
      query: { propertyId: P, invoiceNumber: 'INV-1001', hash: x.payQuote?.Hash ?? 'x', actionType: 'P' },
    },
    'POST /api/PayByLink/Process': {
      body: { ...x.payQuote, PropertyId: P, Email: 'ada@example.com', CardDetails: CARD },
    },
    'GET /api/PayByLink/Status': { query: { propertyId: P, referenceNumber: x.payToken } },
    'GET /api/PayByLink/Confirmation': { query: { propertyId: P, referenceNumber: x.payToken } },
    'GET /api/PayStack/TestCheckout/:reference/:signature': {
      params: { reference: 'PS1', signature: 'sig' },
    },
    'POST /api/PayStack/TestCheckout/:reference/:signature/Pay': {
      params: { reference: 'PS1', signature: 'sig' },
      body: {},
    },
    'POST /api/PayStack/TestCheckout/:reference/:signature/Cancel': {
      params: { reference: 'PS1', signature: 'sig' },
      body: {},
    },
    'GET /api/RestaurantBooking/Restaurants': { query: { propertyId: P } },
    'GET /api/RestaurantBooking/RestaurantSetup': {
      query: { propertyId: P, restaurantId: '1', date: '2027-02-01', isReservation: 'true' },
    },
    'GET /api/RestaurantBooking/Availability': {
      query: { propertyId: P, restaurantId: '1', date: '2027-02-01', partySize: '2' },
    },
    'POST /api/RestaurantBooking/Create': { body: restaurantBooking({ SpecialRequests: 'Window table' }) },
    // Unsigned: refused with a 400, as anything not from the provider is (signed events: booking-payments.test.ts).
    'POST /api/Payments/Webhook': { body: { id: 'evt_1', type: 'payment_intent.succeeded' } },
    'POST /api/Payments/Webhook/:propertyCode': {
      params: { propertyCode: P },
      body: { id: 'evt_1', type: 'payment_intent.succeeded' },
    },
    'POST /api/ClientLog': {
      body: {
        Entries: [{ Level: 'error', Message: 'Failed', Url: '/Book/HARBOUR?propertyId=1', Status: 500 }],
      },
    },
  }
}

function accountExamples(): Record<string, RouteExample> {
  const signedIn = (body: unknown): RouteExample => ({ body, session: true })
  return {
    'POST /api/Account/Register': {
      body: {
        PropertyId: P,
        EmailAddress: 'fuzz@example.com',
        Password: 'long enough!',
        Firstname: 'F',
        Lastname: 'Z',
      },
    },
    'POST /api/Account/Authenticate': {
      body: { PropertyId: P, EmailAddress: 'fuzz@example.com', Password: 'long enough!' },
    },
    'GET /api/Account': { query: { propertyId: P }, session: true },
    'POST /api/Account/Update': signedIn({ PropertyId: P, Firstname: 'F', Lastname: 'Y' }),
    'POST /api/Account/ChangePassword': signedIn({
      PropertyId: P,
      CurrentPassword: 'long enough!',
      NewPassword: 'longer enough!',
    }),
    'POST /api/Account/RequestPasswordReset': { body: { PropertyId: P, EmailAddress: 'fuzz@example.com' } },
    'POST /api/Account/PasswordReset': { body: { PropertyId: P, Token: 'abc', Password: 'whatever it is!' } },
    'POST /api/Account/ConfirmEmail': { body: { PropertyId: P, Token: 'abc' } },
    'POST /api/Account/SendConfirmEmail': signedIn({ PropertyId: P }),
    'POST /api/Account/RemoveCard': signedIn({ PropertyId: P, CreditCardId: 1 }),
    'POST /api/Account/Logout': signedIn({}),
  }
}

function pmsExamples(x: FuzzContext): Record<string, RouteExample> {
  const pms = { params: { code: P }, headers: { Authorization: `Bearer ${x.pmsKey}` } }
  const range = { From: '2027-03-01', To: '2027-03-07', DaysOfWeek: ['Fri', 'Sat'] }
  return {
    'GET /api/pms/properties/:code': pms,
    'GET /api/pms/properties/:code/bookings': { ...pms, query: { since: '0', limit: '50' } },
    'POST /api/pms/properties/:code/availability': {
      ...pms,
      body: {
        Inventory: [{ RoomTypeCode: 'CLASSIC', ...range, Available: 4 }],
        Rates: [
          { RoomTypeCode: 'CLASSIC', RatePlanCode: 'FLEX', ...range, BaseRate: 120.5, CostPerAdult: 30 },
        ],
        Restrictions: [{ RoomTypeCode: 'CLASSIC', RatePlanCode: 'FLEX', ...range, MinLengthOfStay: 2 }],
      },
    },
    'POST /api/pms/properties/:code/no-shows': { ...pms, body: { Reference: x.ref } },
  }
}

function deskExamples(): Record<string, RouteExample> {
  const at = (params: Record<string, string> = {}, rest: RouteExample = {}): RouteExample => ({
    params: { code: P, ...params },
    deskSession: true,
    ...rest,
  })
  const booking = { reference: 'HH900002' }
  return {
    // Not a staff address: a refused login of a real one is written to its audit log, by design.
    'POST /api/Desk/Login': { body: { Email: 'fuzz@example.com', Password: 'long enough!' } },
    'POST /api/Desk/Login/Totp': { deskSession: true, body: { Code: '123456' } },
    'GET /api/Desk/Session': { deskSession: true },
    'POST /api/Desk/Logout': { deskSession: true, body: {} },
    'POST /api/Desk/Totp/Start': { deskSession: true, body: {} },
    'POST /api/Desk/Totp/Confirm': { deskSession: true, body: { Code: '123456' } },
    'GET /api/Desk/:code/Day': at({}, { query: { date: '2027-01-06' } }),
    'GET /api/Desk/:code/Search': at({}, { query: { q: 'Franklin', from: '2027-01-01', to: '2027-02-01' } }),
    'GET /api/Desk/:code/Bookings/:reference': at(booking),
    'POST /api/Desk/:code/Bookings/:reference/Notes': at(booking, { body: { Text: 'A note.' } }),
    'POST /api/Desk/:code/Bookings/:reference/ResendConfirmation': at(booking, { body: {} }),
    'GET /api/Desk/:code/Log': at({}, { query: { before: '1000' } }),
    'GET /api/Desk/:code/Staff': at(),
    ...deskActionExamples(at),
    ...deskHotelExamples(at),
  }
}

/** The desk's actions on a booking and on its staff (decision 0119). */
function deskActionExamples(
  at: (params?: Record<string, string>, rest?: RouteExample) => RouteExample,
): Record<string, RouteExample> {
  const booking = { reference: 'HH900002' }
  const staff = { Email: 'fuzzed.desk@example.com' }
  return {
    'GET /api/Desk/:code/Bookings/:reference/Money': at(booking),
    'GET /api/Desk/:code/Bookings/:reference/Registration': at(booking),
    'POST /api/Desk/:code/Bookings/:reference/Cancel': at(booking, {
      body: { WaivePenalty: true, Reason: 'The guest is unwell.' },
    }),
    'POST /api/Desk/:code/Bookings/:reference/NoShow': at(booking, { body: {} }),
    'POST /api/Desk/:code/Bookings/:reference/Refund': at(booking, {
      body: { Amount: 10, Reason: 'Goodwill.' },
    }),
    'POST /api/Desk/:code/Bookings/:reference/PayLink': at(booking, { body: {} }),
    'GET /api/Desk/:code/Bookings/:reference/ChangeOptions': at(booking),
    'POST /api/Desk/:code/Bookings/:reference/ChangeQuote': at(booking, {
      body: {
        Version: 1,
        Rooms: [
          {
            ReservationItemId: 1,
            DateFrom: '2027-02-01',
            DateTo: '2027-02-03',
            RoomTypeId: 101,
            RatePlanId: 11,
          },
        ],
      },
    }),
    'POST /api/Desk/:code/Bookings/:reference/Change': at(booking, {
      body: {
        Version: 1,
        Rooms: [
          {
            ...{
              ReservationItemId: 1,
              DateFrom: '2027-02-01',
              DateTo: '2027-02-03',
              RoomTypeId: 101,
              RatePlanId: 11,
            },
            TotalCost: 320,
          },
        ],
      },
    }),
    'POST /api/Desk/:code/Staff': at({}, { body: { ...staff, Name: 'Fuzzed Desk', Role: 'front-desk' } }),
    'POST /api/Desk/:code/Staff/Reset': at({}, { body: staff }),
    'POST /api/Desk/:code/Staff/Remove': at({}, { body: staff }),
    'POST /api/Desk/:code/Staff/Resend': at({}, { body: staff }),
    'POST /api/Desk/:code/Staff/Revoke': at({}, { body: staff }),
    // A mailed link's token: a made-up one is as good as any to fuzz the lookup with.
    'POST /api/Desk/Invitation': { body: { Code: P, Token: 'fuzzed-token' } },
    'POST /api/Desk/Invitation/Accept': {
      body: { Code: P, Token: 'fuzzed-token', Password: 'Fuzzed-Choice-2026!' },
    },
    'GET /api/Desk/Group/:group': { params: { group: 'COASTAL' }, deskSession: true },
  }
}

/** The owner's grid and settings (decision 0120). */
function deskHotelExamples(
  at: (params?: Record<string, string>, rest?: RouteExample) => RouteExample,
): Record<string, RouteExample> {
  const row = { id: '1' }
  return {
    'GET /api/Desk/:code/Grid': at({}, { query: { from: '2027-02-01', days: '7' } }),
    'POST /api/Desk/:code/Grid': at(
      {},
      {
        body: {
          RoomTypeCode: 'CLASSIC',
          RatePlanCode: 'FLEX',
          From: '2027-03-01',
          To: '2027-03-07',
          DaysOfWeek: ['Mon', 'Fri'],
          RoomsLeft: 3,
          Closed: false,
          Price: 120.5,
          MinStay: 2,
        },
      },
    ),
    'GET /api/Desk/:code/Settings/PropertyFile': at(),
    // A file that does not parse: a good one would rewrite the hotel on every mutation.
    'POST /api/Desk/:code/Settings/PropertyFile': at({}, { body: { FileName: 'h.yaml', Text: 'code: [' } }),
    'GET /api/Desk/:code/Settings/PmsKeys': at(),
    'POST /api/Desk/:code/Settings/PmsKeys': at({}, { body: { Label: 'Channel manager' } }),
    'POST /api/Desk/:code/Settings/PmsKeys/:id/Revoke': at(row, { body: {} }),
    'GET /api/Desk/:code/Settings/Webhooks': at(),
    'POST /api/Desk/:code/Settings/Webhooks/:id/Retry': at(row, { body: {} }),
    'GET /api/Desk/:code/Settings/Mail': at(),
    'POST /api/Desk/:code/Settings/Mail/:id/Resend': at(row, { body: {} }),
  }
}

export function routeExamples(context: FuzzContext): Record<string, RouteExample> {
  return {
    ...deskExamples(),
    ...pmsExamples(context),
    ...reservationExamples(context),
    ...catalogueExamples(),
    ...paymentAndRestaurantExamples(context),
    ...accountExamples(),
  }
}
