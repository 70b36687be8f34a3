import { queryOptions } from '@tanstack/react-query'
import { CompanyList } from './contract/company'
import {
  CheckVoucherCodeResponse,
  CreateReservationResponse,
  ReservationConfirmation,
  ReservationStatus,
  type CheckVoucherCodeRequest,
  type CreateReservationRequest,
} from './contract/reservation'
import { apiRequest } from './client'

export const reservationKeys = {
  status: (propertyId: number, token: string) => ['reservation', 'status', propertyId, token] as const,
  confirmation: (propertyId: number, token: string) =>
    ['reservation', 'confirmation', propertyId, token] as const,
  companies: (propertyId: number, term: string) => ['reservation', 'companies', propertyId, term] as const,
}

/** Create sends an idempotency key made once per attempt-series, so a retry after a lost answer books once. */
export function createReservation(request: CreateReservationRequest, idempotencyKey: string) {
  return apiRequest('/Reservation/Create', {
    method: 'POST',
    body: request,
    schema: CreateReservationResponse,
    idempotencyKey,
  })
}

export function reservationStatusQuery(propertyId: number, token: string) {
  return queryOptions({
    queryKey: reservationKeys.status(propertyId, token),
    queryFn: ({ signal }) =>
      apiRequest('/Reservation/Status', {
        query: { propertyId, referenceNumber: token },
        schema: ReservationStatus,
        signal,
      }),
  })
}

export function reservationConfirmationQuery(propertyId: number, token: string) {
  return queryOptions({
    queryKey: reservationKeys.confirmation(propertyId, token),
    queryFn: ({ signal }) =>
      apiRequest('/Reservation/Confirmation', {
        query: { propertyId, referenceNumber: token },
        schema: ReservationConfirmation,
        signal,
      }),
    staleTime: 5 * 60 * 1000,
  })
}

/** POST /api/Reservation/CheckVoucherCode: whether a gift voucher is valid and what it takes off these rooms. */
export function checkVoucherCode(request: CheckVoucherCodeRequest) {
  return apiRequest('/Reservation/CheckVoucherCode', {
    method: 'POST',
    body: request,
    schema: CheckVoucherCodeResponse,
  })
}

/** GET /api/Company/SearchCompanies: companies the hotel invoices, by name or account number (2+ characters). */
export function companiesQuery(propertyId: number, searchTerm: string) {
  return queryOptions({
    queryKey: reservationKeys.companies(propertyId, searchTerm),
    queryFn: ({ signal }) =>
      apiRequest('/Company/SearchCompanies', {
        query: { propertyId, searchTerm },
        schema: CompanyList,
        signal,
      }),
    staleTime: 60 * 1000,
  })
}
