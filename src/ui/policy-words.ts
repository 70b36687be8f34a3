/**
 * A rate's cancellation words for the stay the guest is looking at (decision 0114): the server's words for the
 * searched arrival, with the amounts of this room's own price (which depends on its guests, so only the app
 * knows it). The same function writes the server's words, so the two say the same thing.
 */
import type { RatePlanOption } from '@/api/contract/availability'
import { toDomainCancellationRules } from '@/api/contract/availability-to-domain'
import type { StayPrice } from '@/domain/pricing'
import { cancellationText, type FormatMoney } from '@/domain/policy-text'

export function rateCancellationWords(rate: RatePlanOption, price: StayPrice, charged: FormatMoney): string {
  const arrival = rate.DailyRates[0]?.DateOfStay
  if (!arrival) return rate.Policy.CancellationPolicy
  return cancellationText(
    toDomainCancellationRules(rate.Policy.CancellationRules),
    arrival,
    { price: price.total, nightly: price.nights.map((night) => night.price) },
    charged,
  )
}
