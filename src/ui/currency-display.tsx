import { NativeSelect } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'
import type { PropertySettings } from '@/api/contract/property'
import { exchangeRatesQuery } from '@/api/property'
import { currencyForLocale, currencyFormat, roundHalfUp, toMajorUnits } from '@/domain/money'
import { currentLocale, t } from '@/i18n/i18n'
import { readStored, writeStored } from '@/storage/web-storage'

// Currency display (docs/product/booking.md#what-the-guest-can-do, docs/product/booking.md#limits): prices show in a currency chosen per locale, or one the guest picks among the
// property's AvailableCurrencies, converted with the display exchange rates. The hotel always charges in its
// own currency, so checkout and confirmation state amounts in it (decision 0023). The guest's pick is a display
// preference kept in localStorage, like the cookie consent; it is not booking data.

const KEY = 'booking-engine.display-currency'
const listeners = new Set<() => void>()

/** The display currency the guest picked on a hotel's page, if any (the group page shows its prices in it). */
export function readDisplayCurrencyChoice(): string | null {
  return readStored('local', KEY)
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  window.addEventListener('storage', listener)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', listener)
  }
}

export function chooseDisplayCurrency(currency: string): void {
  // Storage unavailable (private mode): the choice then lasts as long as nothing re-renders from it.
  writeStored('local', KEY, currency)
  for (const listener of listeners) listener()
}

/** The currencies a guest may see this property's prices in: its own first, then its AvailableCurrencies. */
export function displayCurrencies(property: PropertySettings): string[] {
  return [...new Set([property.Currency, ...property.AvailableCurrencies])]
}

export type Money = {
  /** the currency prices are shown in */
  currency: string
  /** true when prices are converted from the property's currency */
  converted: boolean
  /** an amount in the property's minor units, shown in the display currency: '£1,234.50' */
  format: (minor: number) => string
  /** the same without pence, for tight spaces such as calendar days: '£1,235' */
  compact: (minor: number) => string
  /** an amount as the hotel charges it, in its own currency, whatever the display currency */
  charged: (minor: number) => string
}

export function useMoney(property: PropertySettings): Money {
  const stored = useSyncExternalStore(subscribe, readDisplayCurrencyChoice, () => null)
  const options = displayCurrencies(property)
  const byLocale = currencyForLocale(currentLocale())
  const wanted =
    stored && options.includes(stored) ? stored : options.includes(byLocale) ? byLocale : property.Currency
  const rates = useQuery({
    ...exchangeRatesQuery(property.Currency),
    enabled: wanted !== property.Currency,
  })
  const rate = wanted === property.Currency ? 1 : rates.data?.Rates[wanted]
  // Until the rates arrive (or if they cannot), prices show in the hotel's own currency.
  const currency = rate === undefined ? property.Currency : wanted
  const factor = rate ?? 1
  const locale = currentLocale()
  const convert = (minor: number) => toMajorUnits(roundHalfUp(minor * factor))
  return {
    currency,
    converted: currency !== property.Currency,
    format: (minor) => currencyFormat(locale, currency, false).format(convert(minor)),
    compact: (minor) => currencyFormat(locale, currency, true).format(convert(minor)),
    charged: (minor) => currencyFormat(locale, property.Currency, false).format(toMajorUnits(minor)),
  }
}

/** The display currency picker, shown when the property offers more than one currency. */
export function CurrencySelect({ property, money }: { property: PropertySettings; money: Money }) {
  const options = displayCurrencies(property)
  if (options.length < 2) return null
  return (
    <NativeSelect
      label={t('currency.label')}
      value={money.currency}
      onChange={(event) => chooseDisplayCurrency(event.currentTarget.value)}
      data={options}
      w={120}
      size="sm"
    />
  )
}

/** Says that converted prices are a guide and what the hotel charges in. */
export function ConversionNote({ property, money }: { property: PropertySettings; money: Money }) {
  if (!money.converted) return null
  return (
    <span className="currency-note">
      {t('currency.convertedNote', { display: money.currency, charged: property.Currency })}
    </span>
  )
}
