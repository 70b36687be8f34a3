import { queryOptions } from '@tanstack/react-query'
import {
  PayByLinkConfig,
  PayByLinkConfirmation,
  PayByLinkInfo,
  PayByLinkProcessResponse,
  PayByLinkStatus,
  type PayByLinkTransaction,
} from './contract/pay-by-link'
import { apiRequest } from './client'

// Pay by link (docs/product/after-booking.md#calls): the link's config and info, Process, then Status and Confirmation by the token
// Process returns. The link info carries a signed quote (amount, timestamp, hash) that Process sends back.

export type PayLink = {
  propertyId: number
  actionType: string
  invoiceNumber: string
  code: string
  paymentId: string | null
}

export const payByLinkKeys = {
  config: (propertyId: number) => ['pay-by-link', 'config', propertyId] as const,
  info: (link: PayLink) =>
    [
      'pay-by-link',
      'info',
      link.propertyId,
      link.actionType,
      link.invoiceNumber,
      link.code,
      link.paymentId,
    ] as const,
  status: (propertyId: number, token: string) => ['pay-by-link', 'status', propertyId, token] as const,
  confirmation: (propertyId: number, token: string) =>
    ['pay-by-link', 'confirmation', propertyId, token] as const,
}

export function payByLinkConfigQuery(propertyId: number) {
  return queryOptions({
    queryKey: payByLinkKeys.config(propertyId),
    queryFn: ({ signal }) =>
      apiRequest(`/PayByLink/Config/${propertyId}`, { schema: PayByLinkConfig, signal }),
    staleTime: 60 * 60 * 1000,
  })
}

/** The link's invoice and a fresh quote. Never cached across visits: the balance may have changed. */
export function payByLinkInfoQuery(link: PayLink) {
  return queryOptions({
    queryKey: payByLinkKeys.info(link),
    queryFn: ({ signal }) =>
      apiRequest('/PayByLink/Get', {
        query: {
          propertyId: link.propertyId,
          invoiceNumber: link.invoiceNumber,
          hash: link.code,
          actionType: link.actionType,
          paymentId: link.paymentId,
        },
        schema: PayByLinkInfo,
        signal,
      }),
    staleTime: 0,
    gcTime: 0,
  })
}

/** Pays or stores the card. One idempotency key per attempt, so a retry after a lost answer charges once. */
export function processPayByLink(transaction: PayByLinkTransaction, idempotencyKey: string) {
  return apiRequest('/PayByLink/Process', {
    method: 'POST',
    body: transaction,
    schema: PayByLinkProcessResponse,
    idempotencyKey,
  })
}

export function payByLinkStatusQuery(propertyId: number, token: string) {
  return queryOptions({
    queryKey: payByLinkKeys.status(propertyId, token),
    queryFn: ({ signal }) =>
      apiRequest('/PayByLink/Status', {
        query: { propertyId, referenceNumber: token },
        schema: PayByLinkStatus,
        signal,
      }),
  })
}

export function payByLinkConfirmationQuery(propertyId: number, token: string) {
  return queryOptions({
    queryKey: payByLinkKeys.confirmation(propertyId, token),
    queryFn: ({ signal }) =>
      apiRequest('/PayByLink/Confirmation', {
        query: { propertyId, referenceNumber: token },
        schema: PayByLinkConfirmation,
        signal,
      }),
    staleTime: 5 * 60 * 1000,
  })
}
