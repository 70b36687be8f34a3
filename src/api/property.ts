import { queryOptions, useQuery } from '@tanstack/react-query'
import { BookConfig } from './contract/book-config'
import { CurrencyExchangeRates } from './contract/currency'
import { PropertyGroup, PropertySettings } from './contract/property'
import { apiRequest } from './client'

// Property settings and booking config change rarely: they stay fresh for an hour in memory, and the
// service worker keeps a copy so the shell starts offline.
const HOUR = 60 * 60 * 1000

export const propertyKeys = {
  all: ['property'] as const,
  settings: (ref: string | number) => ['property', 'settings', String(ref).toUpperCase()] as const,
  bookConfig: (propertyId: number) => ['property', 'book-config', propertyId] as const,
  group: (ref: string | number) => ['property', 'group', String(ref).toUpperCase()] as const,
  exchangeRates: (base: string) => ['property', 'exchange-rates', base] as const,
}

export function propertyQuery(ref: string | number) {
  return queryOptions({
    queryKey: propertyKeys.settings(ref),
    queryFn: ({ signal }) =>
      apiRequest(`/Property/${encodeURIComponent(String(ref))}`, { schema: PropertySettings, signal }),
    staleTime: HOUR,
  })
}

export function bookConfigQuery(propertyId: number) {
  return queryOptions({
    queryKey: propertyKeys.bookConfig(propertyId),
    queryFn: ({ signal }) => apiRequest(`/Book/Config/${propertyId}`, { schema: BookConfig, signal }),
    staleTime: HOUR,
  })
}

export function propertyGroupQuery(ref: string | number) {
  return queryOptions({
    queryKey: propertyKeys.group(ref),
    queryFn: ({ signal }) =>
      apiRequest(`/PropertyGroup/${encodeURIComponent(String(ref))}`, { schema: PropertyGroup, signal }),
    staleTime: HOUR,
  })
}

export function useProperty(ref: string) {
  return useQuery(propertyQuery(ref))
}

export function useBookConfig(propertyId: number | undefined) {
  return useQuery({ ...bookConfigQuery(propertyId ?? 0), enabled: propertyId !== undefined })
}

export function usePropertyGroup(ref: string) {
  return useQuery(propertyGroupQuery(ref))
}

/** Display exchange rates from one currency (GET /api/CurrencyExchangeRate): for showing prices only. */
export function exchangeRatesQuery(baseCurrency: string) {
  return queryOptions({
    queryKey: propertyKeys.exchangeRates(baseCurrency),
    queryFn: ({ signal }) =>
      apiRequest('/CurrencyExchangeRate', { query: { baseCurrency }, schema: CurrencyExchangeRates, signal }),
    staleTime: HOUR,
  })
}
