import { useQueries } from '@tanstack/react-query'
import type { GroupPropertyOffer } from '@/api/contract/availability'
import { exchangeRatesQuery } from '@/api/property'
import { readDisplayCurrencyChoice } from '@/ui/currency-display'

/** How the group page orders its hotels: the group's own order, by the price a hotel starts from, or by name. */
const GROUP_SORTS = ['recommended', 'price', 'name'] as const
export type GroupSort = (typeof GROUP_SORTS)[number]

/** The sort the address keeps (`?sort=price`), so a reload or Back from a hotel shows the same order. */
export function groupSortOf(params: URLSearchParams): GroupSort {
  const asked = params.get('sort')
  return GROUP_SORTS.find((s) => s === asked) ?? 'recommended'
}

/** A hotel's "from" price in the page's one currency; its own currency when no rate converts it. */
export type ShownPrice = { amount: number; original: number; currency: string }

/**
 * Every card's price in one currency (decision 0140): the display currency the guest chose on a hotel's page,
 * else the currency of the group's first hotel. The display exchange rates convert the others, as a hotel's
 * own page converts its prices; until they arrive (or if one is missing) a card shows its hotel's currency.
 */
export function useGroupCurrency(offers: readonly GroupPropertyOffer[]) {
  const currency = readDisplayCurrencyChoice() ?? offers[0]?.Currency ?? 'GBP'
  const others = [...new Set(offers.map((o) => o.Currency))].filter((c) => c !== currency)
  const rates = useQueries({ queries: others.map((base) => exchangeRatesQuery(base)) })
  const rateOf = (from: string): number | undefined =>
    from === currency ? 1 : rates[others.indexOf(from)]?.data?.Rates[currency]
  const priceOf = (offer: GroupPropertyOffer): ShownPrice => {
    const rate = rateOf(offer.Currency)
    if (rate === undefined)
      return { amount: offer.LowestRate, original: offer.OriginalLowestRate, currency: offer.Currency }
    const convert = (major: number) => Math.round(major * rate * 100) / 100
    return { amount: convert(offer.LowestRate), original: convert(offer.OriginalLowestRate), currency }
  }
  return { currency, priceOf }
}

/**
 * The hotels in the order asked: those that can take the stay first, then the others; within each, the group's
 * order, the lower shown price first, or the name in the guest's language's alphabetical order.
 */
export function orderHotels(
  offers: readonly GroupPropertyOffer[],
  sort: GroupSort,
  priceOf: (offer: GroupPropertyOffer) => ShownPrice,
  locale: string,
): GroupPropertyOffer[] {
  const byName = (a: GroupPropertyOffer, b: GroupPropertyOffer) =>
    a.PropertyName.localeCompare(b.PropertyName, locale)
  const byPrice = (a: GroupPropertyOffer, b: GroupPropertyOffer) => priceOf(a).amount - priceOf(b).amount
  const arrange = (list: GroupPropertyOffer[], priced: boolean) =>
    sort === 'name' ? list.sort(byName) : sort === 'price' && priced ? list.sort(byPrice) : list
  const available = offers.filter((o) => o.IsAvailable && o.LowestRate >= 0)
  const others = offers.filter((o) => !available.includes(o))
  return [...arrange(available, true), ...arrange(others, false)]
}
