import type { RatePlanOption, SearchResult } from '@/api/contract/availability'
import { toDomainCancellationRules } from '@/api/contract/availability-to-domain'
import { isFreeToCancel } from '@/domain/cancellation-rules'
import type { WallClock } from '@/domain/same-day'
import type { RoomTypeOffer } from '@/domain/offering'

/** How Rooms & Rates orders its room types: the hotel's order, or by the price a card starts from. */
const RATE_SORTS = ['recommended', 'price', 'price-desc'] as const
export type RateSort = (typeof RATE_SORTS)[number]

/** What a rate must give to stay on the list. */
export const RATE_FILTERS = ['free-cancellation', 'breakfast'] as const
export type RateFilter = (typeof RATE_FILTERS)[number]

export type RateListView = { sort: RateSort; filters: readonly RateFilter[] }

/**
 * The list's sort and filters as the address keeps them (`?sort=price&filter=free-cancellation`), so Back, a
 * reload and a shared link show the same list (decision 0140). Anything else in them is ignored.
 */
export function listViewOf(params: URLSearchParams): RateListView {
  const sort = params.get('sort')
  const asked = params.getAll('filter').flatMap((f) => f.split(','))
  return {
    sort: RATE_SORTS.find((s) => s === sort) ?? 'recommended',
    filters: RATE_FILTERS.filter((f) => asked.includes(f)),
  }
}

/** The address's query with `view` in it, every other parameter (the search) kept as it was. */
export function withListView(params: URLSearchParams, view: RateListView): URLSearchParams {
  const next = new URLSearchParams(params)
  next.delete('sort')
  next.delete('filter')
  if (view.sort !== 'recommended') next.set('sort', view.sort)
  if (view.filters.length > 0) next.set('filter', view.filters.join(','))
  return next
}

/**
 * Whether a rate passes a filter. Free cancellation: cancelling now would cost nothing (a rate whose free
 * window has already closed for this arrival does not count). Breakfast: the plan says breakfast is in its price.
 */
function ratePasses(rate: RatePlanOption, filter: RateFilter, now: WallClock): boolean {
  if (filter === 'breakfast') return rate.Policy.BreakfastIncluded === true
  const arrival = rate.DailyRates[0]?.DateOfStay
  if (!arrival) return false
  return isFreeToCancel(toDomainCancellationRules(rate.Policy.CancellationRules), arrival, now)
}

/**
 * The offers as the guest asked to see them: each room type keeps only the rates that pass every filter (its
 * "from" price then is the lowest of those), a room type left with none is hidden and counted; sorted by price,
 * the room types follow the price they start from and each one's rates their own price.
 */
export function arrangeOffers(
  offers: readonly RoomTypeOffer[],
  result: SearchResult,
  view: RateListView,
  now: WallClock,
): { offers: RoomTypeOffer[]; hidden: number } {
  const wireRate = (roomTypeId: number, ratePlanId: number) =>
    result.RoomTypes.find((o) => o.RoomType.RoomTypeId === roomTypeId)?.Rates.find(
      (r) => r.RatePlanId === ratePlanId,
    )
  const kept: RoomTypeOffer[] = []
  for (const offer of offers) {
    const rates = offer.rates.filter(({ ratePlan }) => {
      const rate = wireRate(offer.roomType.roomTypeId, ratePlan.ratePlanId)
      return rate !== undefined && view.filters.every((f) => ratePasses(rate, f, now))
    })
    if (rates.length === 0) continue
    if (view.sort === 'price-desc') rates.sort((a, b) => b.price.total - a.price.total)
    else if (view.sort === 'price') rates.sort((a, b) => a.price.total - b.price.total)
    const lowest = rates.reduce((low, r) => (r.price.total < low.price.total ? r : low), rates[0]!)
    kept.push({
      ...offer,
      rates,
      lowestRate: lowest.price.total,
      originalLowestRate: lowest.price.originalTotal,
    })
  }
  // A stable sort: room types at the same price keep the hotel's order.
  if (view.sort === 'price') kept.sort((a, b) => a.lowestRate - b.lowestRate)
  if (view.sort === 'price-desc') kept.sort((a, b) => b.lowestRate - a.lowestRate)
  return { offers: kept, hidden: offers.length - kept.length }
}
