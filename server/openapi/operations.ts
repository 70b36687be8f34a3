/**
 * The calls of the guest API of docs/product/the-app.md#calls, with the contract schemas each one parses and answers with (the account
 * and PMS calls are in account-operations.ts). tests/server/openapi/openapi.test.ts compares these lists with the
 * server's routes, so a route added without being described fails the build.
 */
import * as v from 'valibot'
import { AvailabilityQuery } from '@/api/contract/availability'
import { CompanySearchQuery } from '@/api/contract/company'
import { ManageSearchQuery, UpgradeOptionsQuery } from '@/api/contract/manage-booking'
import { PayByLinkLookupQuery, PayByLinkQuery } from '@/api/contract/pay-by-link'
import { PreCheckInQuery } from '@/api/contract/pre-check-in'
import { ReservationLookupQuery } from '@/api/contract/reservation'
import {
  RestaurantAvailabilityQuery,
  RestaurantSetupQuery,
  RestaurantsQuery,
} from '@/api/contract/restaurant'
import { RoomTypeConfigurationQuery } from '@/api/contract/room-type-configuration'
import { ReservationItemServicesQuery, ServiceQuery } from '@/api/contract/service'
import type { SchemaName } from './schemas'

export type QuerySchema = v.ObjectSchema<v.ObjectEntries, undefined>

export type Operation = {
  method: 'get' | 'post'
  /** As OpenAPI writes it: /api/Property/{id}. */
  path: string
  tag: string
  summary: string
  query?: QuerySchema
  body?: SchemaName
  /** The answer of a 2xx; null for a 204 without a body. */
  answer: SchemaName | null
  /** The guest's session cookie is needed (account calls). */
  session?: boolean
  /** The desk's staff session cookie is needed (decision 0117). */
  deskSession?: boolean
  /** A Bearer key of the property in the path is needed (the PMS API). */
  pmsKey?: boolean
}

const CurrencyQuery = v.object({
  baseCurrency: v.optional(v.pipe(v.string(), v.description('ISO 4217 code; GBP when left out or unknown.'))),
})

export const get = (
  path: string,
  tag: string,
  summary: string,
  answer: SchemaName,
  query?: QuerySchema,
): Operation => ({
  method: 'get',
  path,
  tag,
  summary,
  answer,
  ...(query ? { query } : {}),
})
export const post = (
  path: string,
  tag: string,
  summary: string,
  body: SchemaName | undefined,
  answer: SchemaName | null,
) => ({
  method: 'post' as const,
  path,
  tag,
  summary,
  answer,
  ...(body ? { body } : {}),
})

const PROPERTY: Operation[] = [
  get('/api/Property/{id}', 'Property', 'The property’s settings and theme', 'PropertySettings'),
  get('/api/PropertyGroup/{id}', 'Property', 'A group of properties and its members', 'PropertyGroup'),
  get('/api/Book/Config/{id}', 'Property', 'What the booking flow offers and asks', 'BookConfig'),
  get('/api/StaticData/{id}/countries', 'Static data', 'Countries with dialling codes', 'CountryList'),
  get(
    '/api/StaticData/{id}/creditcardtypes',
    'Static data',
    'Card brands the hotel takes',
    'CreditCardTypeList',
  ),
  get(
    '/api/StaticData/{id}/CancellationReasons',
    'Static data',
    'Reasons to cancel',
    'CancellationReasonList',
  ),
  post(
    '/api/StaticData/{id}/flush',
    'Static data',
    'Drops what the server keeps of static data',
    undefined,
    'FlushResponse',
  ),
  get(
    '/api/CurrencyExchangeRate',
    'Static data',
    'Exchange rates from a base currency',
    'CurrencyExchangeRates',
    CurrencyQuery,
  ),
  get(
    '/api/RoomTypeConfiguration/Get',
    'Static data',
    'Bed configurations a guest may ask for',
    'RoomTypeConfigurationList',
    RoomTypeConfigurationQuery,
  ),
  get(
    '/api/Company/SearchCompanies',
    'Static data',
    'Company accounts by name',
    'CompanyList',
    CompanySearchQuery,
  ),
]

const AVAILABILITY: Operation[] = [
  get(
    '/api/Availability',
    'Availability',
    'The calendar: rooms and lowest prices per night',
    'AvailabilityDays',
    AvailabilityQuery,
  ),
  post(
    '/api/Availability/Search',
    'Availability',
    'Rooms and rates for a stay',
    'SearchRequest',
    'SearchResult',
  ),
  post(
    '/api/Availability/CheckPromoCode',
    'Availability',
    'Whether a promo code is valid',
    'CheckPromoCodeRequest',
    'CheckPromoCodeResponse',
  ),
  post(
    '/api/Availability/CheckPromoCodeGroup',
    'Availability',
    'Whether a group promo code is valid',
    'CheckPromoCodeGroupRequest',
    'CheckPromoCodeResponse',
  ),
  post(
    '/api/Availability/SearchPropertyGroup',
    'Availability',
    'The best offer of each member of a group',
    'GroupSearchRequest',
    'GroupSearchResult',
  ),
  post(
    '/api/Availability/SearchPropertyGroupAreaAvailability',
    'Availability',
    'A group area’s calendar',
    'GroupAreaAvailabilityRequest',
    'GroupAreaAvailability',
  ),
  get('/api/Service/Get', 'Extras', 'Extras for a stay', 'ServiceListResponse', ServiceQuery),
  get(
    '/api/Service/GetReservationItemServices',
    'Extras',
    'Extras booked with a room',
    'ReservationItemServices',
    ReservationItemServicesQuery,
  ),
]

const RESERVATION: Operation[] = [
  post(
    '/api/Reservation/Create',
    'Reservation',
    'Books rooms (send an Idempotency-Key)',
    'CreateReservationRequest',
    'CreateReservationResponse',
  ),
  get(
    '/api/Reservation/Status',
    'Reservation',
    'Where a booking’s payment stands',
    'ReservationStatus',
    ReservationLookupQuery,
  ),
  get(
    '/api/Reservation/Confirmation',
    'Reservation',
    'A booking’s confirmation',
    'ReservationConfirmation',
    ReservationLookupQuery,
  ),
  post(
    '/api/Reservation/CheckVoucherCode',
    'Reservation',
    'A gift voucher’s balance for a basket',
    'CheckVoucherCodeRequest',
    'CheckVoucherCodeResponse',
  ),
  get('/api/ManageBooking/Config/{id}', 'Manage booking', 'What a guest may change', 'ManageBookingConfig'),
  {
    ...post(
      '/api/ManageBooking/Search',
      'Manage booking',
      'Finds a booking by number and code',
      undefined,
      'ManageSearchResponse',
    ),
    query: ManageSearchQuery,
  },
  get(
    '/api/ManageBooking/UpgradeOptions',
    'Manage booking',
    'Better rooms for a booking',
    'UpgradeOptionList',
    UpgradeOptionsQuery,
  ),
  post(
    '/api/ManageBooking/SearchDateOptions',
    'Manage booking',
    'Prices for other dates',
    'SearchDateOptionsRequest',
    'SearchDateOptionsResponse',
  ),
  post(
    '/api/ManageBooking/Update',
    'Manage booking',
    'Changes a booking',
    'ManageUpdateRequest',
    'ManageActionResponse',
  ),
  post(
    '/api/ManageBooking/ChangeQuote',
    'Manage booking',
    'What a change would do to the money',
    'ManageUpdateRequest',
    'SettlementQuote',
  ),
  post(
    '/api/ManageBooking/CancelQuote',
    'Manage booking',
    'What cancelling would give back and keep',
    'CancelQuoteRequest',
    'SettlementQuote',
  ),
  post(
    '/api/ManageBooking/Cancel',
    'Manage booking',
    'Cancels a booking',
    'CancelRequest',
    'ManageActionResponse',
  ),
  post(
    '/api/ManageBooking/UpdateCard',
    'Manage booking',
    'Replaces the card on file',
    'CardUpdateRequest',
    'CardUpdateResponse',
  ),
  get('/api/PreCheckIn/Config/{id}', 'Pre-check-in', 'What online check-in asks', 'PreCheckInConfig'),
  get(
    '/api/PreCheckIn/Get',
    'Pre-check-in',
    'A booking’s check-in details',
    'PreCheckInResponse',
    PreCheckInQuery,
  ),
  post(
    '/api/PreCheckIn/Save',
    'Pre-check-in',
    'Saves check-in details',
    'PreCheckInSaveRequest',
    'PreCheckInSaveResponse',
  ),
  post(
    '/api/PreCheckIn/SaveCard',
    'Pre-check-in',
    'Gives a card at check-in',
    'CardUpdateRequest',
    'CardUpdateResponse',
  ),
  post(
    '/api/PreCheckIn/PayBalance',
    'Pre-check-in',
    'Pays what is left to pay of the stay, when the hotel takes it at check-in',
    'BalancePaymentRequest',
    'BalancePaymentResponse',
  ),
]

const PAYMENT_AND_RESTAURANT: Operation[] = [
  get('/api/PayByLink/Config/{id}', 'Pay by link', 'What paying by link offers', 'PayByLinkConfig'),
  get('/api/PayByLink/Get', 'Pay by link', 'The amount a payment link asks', 'PayByLinkInfo', PayByLinkQuery),
  post(
    '/api/PayByLink/Process',
    'Pay by link',
    'Pays a link by card',
    'PayByLinkTransaction',
    'PayByLinkProcessResponse',
  ),
  get(
    '/api/PayByLink/Status',
    'Pay by link',
    'Where a link payment stands',
    'PayByLinkStatus',
    PayByLinkLookupQuery,
  ),
  get(
    '/api/PayByLink/Confirmation',
    'Pay by link',
    'A link payment’s confirmation',
    'PayByLinkConfirmation',
    PayByLinkLookupQuery,
  ),
  get(
    '/api/RestaurantBooking/Restaurants',
    'Restaurant',
    'The property’s restaurants',
    'RestaurantList',
    RestaurantsQuery,
  ),
  get(
    '/api/RestaurantBooking/RestaurantSetup',
    'Restaurant',
    'A restaurant’s setup for a day',
    'RestaurantSetup',
    RestaurantSetupQuery,
  ),
  get(
    '/api/RestaurantBooking/Availability',
    'Restaurant',
    'Free table times',
    'RestaurantAvailability',
    RestaurantAvailabilityQuery,
  ),
  post(
    '/api/RestaurantBooking/Create',
    'Restaurant',
    'Books a table',
    'RestaurantBookingRequest',
    'RestaurantBookingResponse',
  ),
  post('/api/ClientLog', 'Client log', 'The app’s error reports (204)', 'ClientLogRequest', null),
  post(
    '/api/Payments/Webhook',
    'Payments',
    'The card provider’s signed events (Stripe-Signature), for every property on the server’s keys',
    'ProviderEventBody',
    'ProviderEventReceipt',
  ),
  post(
    '/api/Payments/Webhook/{propertyCode}',
    'Payments',
    'The card provider’s signed events for a property with a Stripe account of its own',
    'ProviderEventBody',
    'ProviderEventReceipt',
  ),
]

/** The guest API of docs/product/the-app.md#calls without its account calls (account-operations.ts). */
export const GUEST_OPERATIONS: readonly Operation[] = [
  ...PROPERTY,
  ...AVAILABILITY,
  ...RESERVATION,
  ...PAYMENT_AND_RESTAURANT,
]
