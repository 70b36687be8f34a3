/**
 * The named schemas of the published API (components.schemas of the OpenAPI document): every request body and
 * answer the operations name, taken as they are from the contract the server parses and answers with.
 */
import {
  AccountActionResponse,
  AuthenticateRequest,
  ChangePasswordRequest,
  ConfirmEmailRequest,
  LoginResponse,
  PasswordResetRequest,
  RegisterRequest,
  RemoveCardRequest,
  RequestPasswordResetRequest,
  SendConfirmEmailRequest,
  UpdateAccountRequest,
  UserAccount,
} from '@/api/contract/account'
import {
  AvailabilityDays,
  CheckPromoCodeGroupRequest,
  CheckPromoCodeRequest,
  CheckPromoCodeResponse,
  GroupAreaAvailability,
  GroupAreaAvailabilityRequest,
  GroupSearchRequest,
  GroupSearchResult,
  SearchRequest,
  SearchResult,
} from '@/api/contract/availability'
import { BookConfig } from '@/api/contract/book-config'
import {
  DeskBooking,
  DeskDay,
  DeskDone,
  DeskLog,
  DeskLoginRequest,
  DeskLoginResponse,
  DeskNoteRequest,
  DeskSearchResult,
  DeskSession,
  DeskStaffList,
  DeskTotpRequest,
  DeskTotpSetup,
} from '@/api/contract/desk'
import { ClientLogRequest } from '@/api/contract/client-log'
import { ProviderEventBody, ProviderEventReceipt } from '@/api/contract/payment-event'
import { ErrorBody, ValidationErrorBody } from '@/api/contract/common'
import { CompanyList } from '@/api/contract/company'
import { CurrencyExchangeRates } from '@/api/contract/currency'
import {
  CancelRequest,
  CardUpdateRequest,
  CardUpdateResponse,
  ManageActionResponse,
  ManageBookingConfig,
  ManageSearchResponse,
  ManageUpdateRequest,
  SearchDateOptionsRequest,
  SearchDateOptionsResponse,
  UpgradeOptionList,
} from '@/api/contract/manage-booking'
import {
  PayByLinkConfig,
  PayByLinkConfirmation,
  PayByLinkInfo,
  PayByLinkProcessResponse,
  PayByLinkStatus,
  PayByLinkTransaction,
} from '@/api/contract/pay-by-link'
import {
  PreCheckInConfig,
  PreCheckInResponse,
  PreCheckInSaveRequest,
  PreCheckInSaveResponse,
} from '@/api/contract/pre-check-in'
import { PropertyGroup, PropertySettings } from '@/api/contract/property'
import {
  CheckVoucherCodeRequest,
  CheckVoucherCodeResponse,
  CreateReservationRequest,
  CreateReservationResponse,
  ReservationConfirmation,
  ReservationStatus,
} from '@/api/contract/reservation'
import {
  RestaurantAvailability,
  RestaurantBookingRequest,
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
import { AvailabilityUpdateRequest, AvailabilityUpdateResponse, PmsPropertyMapping } from '../pms/contract'
import { BookingsFeed } from '../pms/feed-contract'

export const PUBLISHED_SCHEMAS = {
  DeskLoginRequest,
  DeskLoginResponse,
  DeskTotpRequest,
  DeskSession,
  DeskTotpSetup,
  DeskDone,
  DeskDay,
  DeskSearchResult,
  DeskBooking,
  DeskNoteRequest,
  DeskLog,
  DeskStaffList,
  ErrorBody,
  ValidationErrorBody,
  PropertySettings,
  PropertyGroup,
  BookConfig,
  ManageBookingConfig,
  PreCheckInConfig,
  PayByLinkConfig,
  CountryList,
  CreditCardTypeList,
  CancellationReasonList,
  FlushResponse,
  AvailabilityDays,
  SearchRequest,
  SearchResult,
  CheckPromoCodeRequest,
  CheckPromoCodeGroupRequest,
  CheckPromoCodeResponse,
  GroupSearchRequest,
  GroupSearchResult,
  GroupAreaAvailabilityRequest,
  GroupAreaAvailability,
  ServiceListResponse,
  ReservationItemServices,
  CompanyList,
  CurrencyExchangeRates,
  RoomTypeConfigurationList,
  ClientLogRequest,
  ProviderEventBody,
  ProviderEventReceipt,
  CreateReservationRequest,
  CreateReservationResponse,
  ReservationStatus,
  ReservationConfirmation,
  CheckVoucherCodeRequest,
  CheckVoucherCodeResponse,
  ManageSearchResponse,
  UpgradeOptionList,
  SearchDateOptionsRequest,
  SearchDateOptionsResponse,
  ManageUpdateRequest,
  ManageActionResponse,
  CancelRequest,
  CardUpdateRequest,
  CardUpdateResponse,
  PreCheckInResponse,
  PreCheckInSaveRequest,
  PreCheckInSaveResponse,
  PayByLinkInfo,
  PayByLinkTransaction,
  PayByLinkProcessResponse,
  PayByLinkStatus,
  PayByLinkConfirmation,
  RestaurantList,
  RestaurantSetup,
  RestaurantAvailability,
  RestaurantBookingRequest,
  RestaurantBookingResponse,
  AuthenticateRequest,
  RegisterRequest,
  LoginResponse,
  AccountActionResponse,
  UserAccount,
  UpdateAccountRequest,
  ChangePasswordRequest,
  RequestPasswordResetRequest,
  PasswordResetRequest,
  ConfirmEmailRequest,
  SendConfirmEmailRequest,
  RemoveCardRequest,
  PmsPropertyMapping,
  AvailabilityUpdateRequest,
  AvailabilityUpdateResponse,
  BookingsFeed,
}

export type SchemaName = keyof typeof PUBLISHED_SCHEMAS
