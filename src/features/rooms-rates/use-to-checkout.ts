import { useLocation, useNavigate } from 'react-router'
import { pushEvent } from '@/analytics/analytics'
import { toMajorUnits } from '@/domain/money'
import type { BookingTotals } from '@/domain/totals'
import type { BasketLine } from '@/state/basket-pricing'
import { markSummarySeen } from '@/state/booking-session'

/**
 * On to Checkout from the booking summary (or the phone's booking bar, which leads the same way): the summary
 * counts as seen, the analytics hear of the checkout's start, and the address keeps the search.
 */
export function useToCheckout(propertyCode: string, currency: string, lines: BasketLine[]) {
  const navigate = useNavigate()
  const location = useLocation()
  return (totals: BookingTotals) => {
    markSummarySeen()
    pushEvent({
      event: 'begin_checkout',
      ecommerce: {
        currency,
        value: toMajorUnits(totals.total),
        items: lines.map((line) => ({
          item_id: line.roomType.RoomTypeCode,
          item_name: line.roomType.Name,
          item_variant: line.ratePlan.RatePlanCode,
          price: toMajorUnits(line.stay.total),
          quantity: 1,
        })),
      },
    })
    void navigate(`/Book/${propertyCode}/Checkout${location.search}`)
  }
}
