import { queryOptions } from '@tanstack/react-query'
import * as v from 'valibot'
import { ApiError } from './api-error'
import { apiRequest } from './client'
import { CardUpdateResponse, type CardUpdateRequest } from './contract/manage-booking'
import {
  BalancePaymentResponse,
  PreCheckInConfig,
  PreCheckInResponse,
  PreCheckInSaveResponse,
  type BalancePaymentRequest,
} from './contract/pre-check-in'

/** The Save call's path for the outbox (without /api). */
export const PRE_CHECK_IN_SAVE_PATH = '/PreCheckIn/Save'

const HOUR = 60 * 60 * 1000

export const preCheckInKeys = {
  config: (propertyId: number) => ['pre-check-in', 'config', propertyId] as const,
  reservation: (propertyId: number, reference: string, code: string) =>
    ['pre-check-in', 'reservation', propertyId, reference.toUpperCase(), code] as const,
}

export function preCheckInConfigQuery(propertyId: number) {
  return queryOptions({
    queryKey: preCheckInKeys.config(propertyId),
    queryFn: ({ signal }) =>
      apiRequest(`/PreCheckIn/Config/${propertyId}`, { schema: PreCheckInConfig, signal }),
    staleTime: HOUR,
  })
}

/**
 * GET /api/PreCheckIn/Get. A link the server refuses still answers with Success, Title and Message (docs/product/after-booking.md#errors
 * badge); that answer is returned as data with `status` so the screen can tell an invalid link from an
 * outage (which stays an error).
 */
export function preCheckInQuery(propertyId: number, reference: string, code: string) {
  return queryOptions({
    queryKey: preCheckInKeys.reservation(propertyId, reference, code),
    queryFn: async ({ signal }): Promise<PreCheckInResponse & { status: number }> => {
      try {
        const answer = await apiRequest('/PreCheckIn/Get', {
          query: { propertyId, referenceNumber: reference, hash: code },
          schema: PreCheckInResponse,
          signal,
        })
        return { ...answer, status: 200 }
      } catch (error) {
        if (error instanceof ApiError && error.code === 'not-found') {
          const body = v.safeParse(PreCheckInResponse, error.body)
          if (body.success) return { ...body.output, status: 404 }
        }
        throw error
      }
    },
    staleTime: 30 * 1000,
    retry: (count, error) => count < 2 && error instanceof ApiError && error.code === 'server',
  })
}

export function parsePreCheckInAnswer(body: unknown): PreCheckInSaveResponse | null {
  const r = v.safeParse(PreCheckInSaveResponse, body)
  return r.success ? r.output : null
}

/** The card that guarantees the stay: sent on its own and only online, never kept on the device. */
export function saveCard(request: CardUpdateRequest) {
  return apiRequest('/PreCheckIn/SaveCard', { method: 'POST', body: request, schema: CardUpdateResponse })
}

/** What is left to pay, paid now (when the hotel takes it at pre-check-in): only online, never queued. */
export function payBalance(request: BalancePaymentRequest) {
  return apiRequest('/PreCheckIn/PayBalance', {
    method: 'POST',
    body: request,
    schema: BalancePaymentResponse,
  })
}
