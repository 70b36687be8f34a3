/**
 * A rate's cancellation words for the stay the guest is looking at (decisions 0114, 0129): made on the device
 * from the rate's rules for the searched arrival, with the amounts of this room's own price (which depends on its
 * guests, so only the app knows it), in the guest's language. The server writes its words with the same
 * function, so the two say the same thing.
 */
// Its texts (the policy words) load with the Rooms & Rates area, never on the search route.
import '@/i18n/load-journey'
import type { RatePlanOption } from '@/api/contract/availability'
import { toDomainCancellationRules } from '@/api/contract/availability-to-domain'
import type { ClockTime } from '@/domain/hotel-times'
import type { Money } from '@/domain/money'
import type { StayPrice } from '@/domain/pricing'
import { cancellationText, type FormatMoney } from '@/domain/policy-text'
import { policyWords } from '@/i18n/policy-words'

/**
 * `price` is the room's stay price; `total`, when extras are chosen, the room's price with them (what a
 * non-refundable room keeps, as the confirmation says it). `charged` writes the hotel's money; `checkIn` is the
 * hotel's check-in time the deadline counts back from (decision 0143).
 */
export function rateCancellationWords(
  rate: RatePlanOption,
  price: StayPrice,
  charged: FormatMoney,
  total: Money = price.total,
  checkIn?: ClockTime,
): string {
  const arrival = rate.DailyRates[0]?.DateOfStay
  if (!arrival) return rate.Policy.CancellationPolicy
  return cancellationText(
    toDomainCancellationRules(rate.Policy.CancellationRules),
    arrival,
    { price: total, nightly: price.nights.map((night) => night.price) },
    { ...policyWords(charged), ...(checkIn ? { checkIn } : {}) },
  )
}
