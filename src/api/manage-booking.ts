import { queryOptions } from '@tanstack/react-query'
import * as v from 'valibot'
import {
  CardUpdateResponse,
  ManageActionResponse,
  ManageBookingConfig,
  ManageSearchResponse,
  SearchDateOptionsResponse,
  UpgradeOptionList,
  type CancelRequest,
  type CardUpdateRequest,
  type ManagedReservation,
  type ManageUpdateRequest,
  type SearchDateOptionsRequest,
} from './contract/manage-booking'
import { SettlementQuote, type CancelQuoteRequest } from './contract/settlement'
import { ApiError } from './api-error'
import { apiRequest } from './client'
import type { SearchRequest } from './contract/availability'

/** The Update call's path for the outbox (without /api). */
export const MANAGE_UPDATE_PATH = '/ManageBooking/Update'

const HOUR = 60 * 60 * 1000

export const manageKeys = {
  all: ['manage'] as const,
  config: (propertyId: number) => ['manage', 'config', propertyId] as const,
  reservation: (propertyId: number, reference: string) =>
    ['manage', 'reservation', propertyId, reference.toUpperCase()] as const,
  upgrades: (propertyId: number, reference: string, version: number) =>
    ['manage', 'upgrades', propertyId, reference.toUpperCase(), version] as const,
  cancelQuote: (propertyId: number, reference: string, version: number) =>
    ['manage', 'cancel-quote', propertyId, reference.toUpperCase(), version] as const,
  changeQuote: (request: ManageUpdateRequest) =>
    ['manage', 'change-quote', request.PropertyId, request.ReferenceNumber.toUpperCase(), request] as const,
  /** a room search for a room added or changed (the availability call, asked from manage booking) */
  roomSearch: (request: SearchRequest | null) => ['manage', 'room-search', request] as const,
  dateOptions: (request: SearchDateOptionsRequest | null) => ['manage', 'date-options', request] as const,
}

export function manageConfigQuery(propertyId: number) {
  return queryOptions({
    queryKey: manageKeys.config(propertyId),
    queryFn: ({ signal }) =>
      apiRequest(`/ManageBooking/Config/${propertyId}`, { schema: ManageBookingConfig, signal }),
    staleTime: HOUR,
  })
}

/** POST /api/ManageBooking/Search with its parameters in the query (docs/product/after-booking.md#calls): a guest name or the link hash. */
export function searchReservation(
  q: { propertyId: number; reservationNumber: string } & ({ guestName: string } | { hash: string }),
  signal?: AbortSignal,
) {
  return apiRequest('/ManageBooking/Search', {
    method: 'POST',
    query: q,
    body: {},
    schema: ManageSearchResponse,
    signal,
  })
}

/**
 * The reservation behind a link (reference + code). "Not found" is an answer, not an error: the screen sends
 * the guest back to the search with the message (docs/product/after-booking.md#screens).
 */
export function reservationByCodeQuery(propertyId: number, reference: string, code: string) {
  return queryOptions({
    queryKey: manageKeys.reservation(propertyId, reference),
    queryFn: ({ signal }) =>
      searchReservation({ propertyId, reservationNumber: reference, hash: code }, signal),
    staleTime: 30 * 1000,
  })
}

export function upgradeOptionsQuery(
  r: Pick<ManagedReservation, 'PropertyId' | 'ReservationId' | 'ReferenceNumber' | 'Code' | 'Version'>,
) {
  return queryOptions({
    queryKey: manageKeys.upgrades(r.PropertyId, r.ReferenceNumber, r.Version),
    queryFn: ({ signal }) =>
      apiRequest('/ManageBooking/UpgradeOptions', {
        query: {
          propertyId: r.PropertyId,
          reservationId: r.ReservationId,
          referenceNumber: r.ReferenceNumber,
          code: r.Code,
        },
        schema: UpgradeOptionList,
        signal,
      }),
    staleTime: 60 * 1000,
  })
}

export function searchDateOptions(request: SearchDateOptionsRequest, signal?: AbortSignal) {
  return apiRequest('/ManageBooking/SearchDateOptions', {
    method: 'POST',
    body: request,
    schema: SearchDateOptionsResponse,
    signal,
  })
}

export function cancelReservation(request: CancelRequest, idempotencyKey: string) {
  return apiRequest('/ManageBooking/Cancel', {
    method: 'POST',
    body: request,
    schema: ManageActionResponse,
    idempotencyKey,
  })
}

/**
 * What cancelling the whole booking now gives back, keeps and charges (decision 0116), asked when the guest
 * opens the cancel dialog; never cached for long, the hotel's clock moves the charge.
 */
export function cancelQuoteQuery(
  r: Pick<ManagedReservation, 'PropertyId' | 'ReservationId' | 'ReferenceNumber' | 'Code' | 'Version'>,
) {
  const request: CancelQuoteRequest = {
    PropertyId: r.PropertyId,
    ReferenceNumber: r.ReferenceNumber,
    Code: r.Code,
    ReservationId: r.ReservationId,
  }
  return queryOptions({
    queryKey: manageKeys.cancelQuote(r.PropertyId, r.ReferenceNumber, r.Version),
    queryFn: ({ signal }) =>
      apiRequest('/ManageBooking/CancelQuote', {
        method: 'POST',
        body: request,
        schema: SettlementQuote,
        signal,
      }),
    staleTime: 0,
    retry: false,
  })
}

/** What saving a change would do to the money (Update's body, nothing written), for the summary step. */
export function changeQuoteQuery(request: ManageUpdateRequest) {
  return queryOptions({
    queryKey: manageKeys.changeQuote(request),
    queryFn: ({ signal }) =>
      apiRequest('/ManageBooking/ChangeQuote', {
        method: 'POST',
        body: request,
        schema: SettlementQuote,
        signal,
      }),
    staleTime: 0,
    retry: false,
  })
}

/** The card on file; sent on its own, online, never through the outbox. */
export function updateCard(request: CardUpdateRequest) {
  return apiRequest('/ManageBooking/UpdateCard', {
    method: 'POST',
    body: request,
    schema: CardUpdateResponse,
  })
}

/** An Update answer the outbox stored (it keeps bodies as they came), read with its contract. */
export function parseManageAnswer(body: unknown): ManageActionResponse | null {
  const r = v.safeParse(ManageActionResponse, body)
  return r.success ? r.output : null
}

/** The ModelState or Message of a refused change the outbox stored, as an ApiError for errorMessage(). */
export function rejectionError(rejection: { status: number; body: unknown } | null): ApiError | null {
  if (!rejection) return null
  const shape = v.safeParse(
    v.object({
      Message: v.optional(v.string()),
      ModelState: v.optional(v.record(v.string(), v.array(v.string()))),
    }),
    rejection.body,
  )
  const code =
    rejection.status === 400
      ? 'invalid-input'
      : rejection.status === 404
        ? 'not-found'
        : rejection.status === 409
          ? 'conflict'
          : rejection.status === 403
            ? 'forbidden'
            : 'server'
  return new ApiError(code, shape.success ? (shape.output.Message ?? '') : '', {
    status: rejection.status,
    modelState: shape.success ? (shape.output.ModelState ?? {}) : {},
    body: rejection.body,
  })
}
