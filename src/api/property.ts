import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import { BookConfig } from './contract/book-config'
import { CurrencyExchangeRates } from './contract/currency'
import { PropertyGroup, PropertySettings } from './contract/property'
import { languageCode } from '@/i18n/i18n'
import { apiRequest } from './client'

// Property settings and booking config change rarely: they stay fresh for an hour in memory, and the
// service worker keeps a copy so the shell starts offline.
const HOUR = 60 * 60 * 1000

export const propertyKeys = {
  all: ['property'] as const,
  settings: (ref: string | number) => ['property', 'settings', String(ref).toUpperCase()] as const,
  // Its messages and offers are in the guest's language (decision 0132).
  bookConfig: (propertyId: number) => ['property', 'book-config', propertyId, languageCode()] as const,
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

/**
 * Starts loading a property and its booking config as soon as the app starts, in parallel with the page's
 * code, instead of one after the other once the page renders. The config is asked for by the property's id
 * (docs/product/the-app.md#calls Book/Config/{id}) once the property has answered; only index.html's start-up script, which knows
 * nothing but the address, asks by code, and its answer is filed under the id all the same.
 */
export function prefetchBookingStart(queryClient: QueryClient, propertyCode: string, withConfig: boolean) {
  const boot = bootAnswers(propertyCode)
  const bootConfig = withConfig && boot?.config ? boot.config : null
  const config = bootConfig
    ? fromBoot(bootConfig, BookConfig, `/Book/Config/${encodeURIComponent(propertyCode)}`)
    : null
  config?.catch(() => undefined)
  const propertyPath = `/Property/${encodeURIComponent(propertyCode)}`
  void queryClient
    .fetchQuery(
      boot
        ? {
            ...propertyQuery(propertyCode),
            queryFn: () => fromBoot(boot.property, PropertySettings, propertyPath),
          }
        : propertyQuery(propertyCode),
    )
    .then((property) => {
      if (!withConfig) return undefined
      const byId = bookConfigQuery(property.PropertyId)
      return queryClient.prefetchQuery(config ? { ...byId, queryFn: () => config } : byId)
    })
    .catch(() => undefined)
}

type BootAnswers = { code: string; property: Promise<unknown>; config: Promise<unknown> | null }

/** What index.html's start-up script asked for this property, if it did (null answers mean it failed). */
function bootAnswers(propertyCode: string): BootAnswers | null {
  const boot: unknown = Reflect.get(window, '__bookingBoot')
  if (typeof boot !== 'object' || boot === null) return null
  const code: unknown = Reflect.get(boot, 'code')
  const property: unknown = Reflect.get(boot, 'property')
  const config: unknown = Reflect.get(boot, 'config')
  if (code !== propertyCode.toUpperCase() || !(property instanceof Promise)) return null
  Reflect.deleteProperty(window, '__bookingBoot')
  return { code, property, config: config instanceof Promise ? config : null }
}

/** An early answer, parsed with its contract like any other; asked again if it failed or does not parse. */
async function fromBoot<S extends v.GenericSchema>(answer: Promise<unknown>, schema: S, path: string) {
  const parsed = v.safeParse(schema, await answer)
  return parsed.success ? parsed.output : apiRequest(path, { schema })
}
