import type { RatePlanOption, RoomType, SearchResult } from '@/api/contract/availability'
import type { BookConfig } from '@/api/contract/book-config'
import type { PropertySettings } from '@/api/contract/property'
import { toDomainRatePlan } from '@/api/contract/availability-to-domain'
import { basketTotals } from '@/domain/basket-totals'
import { NO_PAYMENT_POLICY } from '@/domain/payment-policy'
import type { BookingTotals } from '@/domain/totals'
import type { Occupancy } from '@/domain/occupancy'
import type { StayPrice } from '@/domain/pricing'
import { quoteStay, type RoomQuote } from '@/domain/room-quote'
import type { ServiceLine } from '@/domain/services'
import type { BookingSession, RoomChoice } from './booking-session'

// The basket as the domain sees it, derived from the session: one line per chosen room with its price, and
// the booking's totals. Rooms & Rates and Checkout both show these; the server re-prices with the same code.

export type BasketLine = {
  roomIndex: number
  occupancy: Occupancy
  roomType: RoomType
  ratePlan: RatePlanOption
  stay: StayPrice
  /** the room's stay plus its extras: `quote.total` is the room's TotalCost on the wire */
  quote: RoomQuote
  choice: RoomChoice
}

/** The extras chosen for a room as the domain prices them. */
function extraLines(choice: RoomChoice): ServiceLine[] {
  return choice.services.map((s) => ({
    price: s.unitPrice,
    charge: s.chargeType,
    chargePerPerson: s.chargePerPerson,
    quantity: s.quantity,
  }))
}

export function basketLines(session: BookingSession): BasketLine[] {
  const { search, result } = session
  if (!search || !result) return []
  const lines: BasketLine[] = []
  session.choices.forEach((choice, roomIndex) => {
    if (!choice) return
    // An accepted upgrade is a room type of the same answer: its own offer carries the rate.
    const offer = result.RoomTypes.find((o) => o.RoomType.RoomTypeId === choice.roomTypeId)
    const ratePlan = offer?.Rates.find((r) => r.RatePlanId === choice.ratePlanId)
    const occupancy = search.rooms[roomIndex]
    if (!offer || !ratePlan || !occupancy) return
    const { stay, ...quote } = quoteStay(toDomainRatePlan(ratePlan).dailyRates, occupancy, extraLines(choice))
    lines.push({ roomIndex, occupancy, roomType: offer.RoomType, ratePlan, stay, quote, choice })
  })
  return lines
}

/** The mandatory charges of the hotel's prices: VAT (on top when exclusive) and the visitor levy. */
function chargesOf(property: PropertySettings, config: BookConfig, result: SearchResult | null) {
  const levy = result?.VisitorLevy ?? config.VisitorLevy
  return {
    vat: { rate: property.StandardVatRate, exclusive: property.IsStandardTaxExclusive },
    visitorLevy: {
      enabled: property.EnableVisitorLevy && levy !== null,
      percentage: levy?.Percentage ?? 0,
      maxNights: levy?.MaximumNights ?? 0,
    },
  }
}

export function basketPricing(
  session: BookingSession,
  property: PropertySettings,
  config: BookConfig,
  today: string,
  voucherDiscount = 0,
): BookingTotals | null {
  const lines = basketLines(session)
  if (!session.search || lines.length === 0) return null
  return basketTotals({
    rooms: lines.map((line) => ({
      stay: line.stay,
      occupancy: line.occupancy,
      paymentPolicy: toDomainRatePlan(line.ratePlan).paymentPolicy,
      services: extraLines(line.choice),
    })),
    ...chargesOf(property, config, session.result),
    voucherDiscount,
    arrival: session.search.dateFrom,
    today,
  })
}

/**
 * What one rate costs a room's party with every mandatory charge, before extras: the totals the basket (and so
 * checkout and the server) would reckon for that room alone, from the same code (decision 0118).
 */
export function rateAllIn(
  session: BookingSession,
  property: PropertySettings,
  config: BookConfig,
  today: string,
): (stay: StayPrice, occupancy: Occupancy) => BookingTotals | null {
  const { search, result } = session
  if (!search) return () => null
  const charges = chargesOf(property, config, result)
  return (stay, occupancy) =>
    basketTotals({
      rooms: [{ stay, occupancy, paymentPolicy: NO_PAYMENT_POLICY, services: [] }],
      ...charges,
      voucherDiscount: 0,
      arrival: search.dateFrom,
      today,
    })
}
