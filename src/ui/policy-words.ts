/**
 * A rate's cancellation words for the stay the guest is looking at (decision 0114): the server's words for the
 * searched arrival, with the amounts of this room's own price (which depends on its guests, so only the app
 * knows it). The same function writes the server's words, so the two say the same thing.
 */
import type { RatePlanOption } from '@/api/contract/availability'
import { toDomainCancellationRules } from '@/api/contract/availability-to-domain'
import type { Money } from '@/domain/money'
import type { StayPrice } from '@/domain/pricing'
import { cancellationText, type FormatMoney } from '@/domain/policy-text'

/**
 * `price` is the room's stay price; `total`, when extras are chosen, the room's price with them (what a
 * non-refundable room keeps, as the confirmation says it).
 */
export function rateCancellationWords(
  rate: RatePlanOption,
  price: StayPrice,
  charged: FormatMoney,
  total: Money = price.total,
): string {
  const arrival = rate.DailyRates[0]?.DateOfStay
  if (!arrival) return rate.Policy.CancellationPolicy
  return cancellationText(
    toDomainCancellationRules(rate.Policy.CancellationRules),
    arrival,
    { price: total, nightly: price.nights.map((night) => night.price) },
    charged,
  )
}
