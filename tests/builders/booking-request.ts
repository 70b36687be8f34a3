/**
 * Test data builders. A booking is built from a real search answer and priced with src/domain — exactly what
 * the app does — so a test never copies a price by hand.
 */
import type { RatePlanOption, SearchResult } from '@/api/contract/availability'
import type { CreateReservationRequest, RoomBookingPayload } from '@/api/contract/reservation'
import { PaymentType } from '@/domain/payment'
import { toMajorUnits, toMinorUnits } from '@/domain/money'
import type { Occupancy } from '@/domain/occupancy'
import { priceStay, type NightlyRate } from '@/domain/pricing'
import { bookingTotals } from '@/domain/totals'
import { serviceStayCost } from '@/domain/services'
import { toNightlyRate, toSchedulePolicy } from '@/api/contract/availability-to-domain'
import { NO_PAYMENT_POLICY } from '@/domain/payment-policy'
import type { SchedulePolicy } from '@/domain/payment-schedule'
import { TODAY } from '../support/server/harness'

/** The built-in test provider's Visa, as Stripe names its test card (decision 0113). */
export const VISA = 'pm_card_visa'
/** Stripe's test payment method that is always declined. */
export const DECLINE = 'pm_card_chargeDeclined'

/** A rate plan's nights as the app reads them (the same wire -> domain mapping). */
export function nightlyRates(plan: RatePlanOption): NightlyRate[] {
  return plan.DailyRates.map(toNightlyRate)
}

export function searchBody(
  from: string,
  to: string,
  rooms: Partial<Occupancy>[] = [{}],
  extra: Record<string, unknown> = {},
) {
  return {
    PropertyId: 'HARBOUR',
    LanguageCode: 'en',
    DateFrom: from,
    DateTo: to,
    Rooms: rooms.map((r) => ({
      NumberOfAdults: r.adults ?? 2,
      NumberOfChildren: r.children ?? 0,
      NumberOfInfants: r.infants ?? 0,
    })),
    ...extra,
  }
}

type Pick = {
  roomTypeId: number
  ratePlanId: number
  occupancy?: Partial<Occupancy>
  services?: {
    id: number
    price: number
    charge: 'PerStay' | 'PerDay' | 'PerQuantity'
    perPerson: boolean
    quantity: number
  }[]
}

/** Builds a Create payload for picks out of a search result (HARBOUR: VAT 20 % inclusive, levy 5 % of 5 nights). */
export function bookingFrom(
  result: SearchResult,
  picks: Pick[],
  over: Partial<CreateReservationRequest> & {
    vat?: { rate: number; exclusive: boolean }
    levy?: boolean
    voucher?: number
  } = {},
): CreateReservationRequest {
  const { vat = { rate: 20, exclusive: false }, levy = true, voucher = 0, ...rest } = over
  const rooms: RoomBookingPayload[] = []
  const totalsRooms = []
  let policy: SchedulePolicy = NO_PAYMENT_POLICY
  for (const p of picks) {
    const offer = result.RoomTypes.find((o) => o.RoomType.RoomTypeId === p.roomTypeId)
    const plan = offer?.Rates.find((r) => r.RatePlanId === p.ratePlanId)
    if (!offer || !plan)
      throw new Error(`Room type ${p.roomTypeId} / plan ${p.ratePlanId} is not in the search result`)
    const occ = {
      adults: p.occupancy?.adults ?? 2,
      children: p.occupancy?.children ?? 0,
      infants: p.occupancy?.infants ?? 0,
    }
    const stay = priceStay(nightlyRates(plan), occ)
    const services = (p.services ?? []).map((s) => ({
      price: toMinorUnits(s.price),
      charge: s.charge,
      chargePerPerson: s.perPerson,
      quantity: s.quantity,
    }))
    const servicesCost = services.reduce((sum, s) => sum + serviceStayCost(s, stay.nights.length, occ), 0)
    policy = toSchedulePolicy(plan.Policy)
    totalsRooms.push({ stay, occupancy: occ, services })
    rooms.push({
      DateFrom: offer.DateFrom,
      DateTo: offer.DateTo,
      RoomTypeId: p.roomTypeId,
      RoomConfigurationDropdownOptionId: 1,
      RatePlanId: p.ratePlanId,
      Promotion: null,
      NumberOfAdults: occ.adults,
      NumberOfChildren: occ.children,
      NumberOfInfants: occ.infants,
      LeadGuest: { FirstName: 'Ada', LastName: 'Lovelace', Email: 'ada@example.com', Phone: '+441234567890' },
      Services: (p.services ?? []).map((s) => ({ ServiceId: s.id, Quantity: s.quantity })),
      TotalCost: toMajorUnits(stay.total + servicesCost),
    })
  }
  const first = rooms[0]
  const totals = bookingTotals({
    rooms: totalsRooms,
    vat,
    visitorLevy: { enabled: levy, percentage: 5, maxNights: 5 },
    voucherDiscount: voucher,
    paymentPolicy: policy,
    arrival: first?.DateFrom ?? TODAY,
    today: TODAY,
  })
  return {
    LanguageCode: 'en',
    IsAppBooking: false,
    PropertyId: 1001,
    DateFrom: first?.DateFrom ?? TODAY,
    DateTo: first?.DateTo ?? TODAY,
    Notes: null,
    Comment: 'Late arrival, around 9 pm',
    Booker: {
      FirstName: 'Grace',
      LastName: 'Hopper',
      Email: 'grace@example.com',
      Phone: '+441234567891',
      Street: '1 Navy Way',
      // Given, as CLIFFTOP requires them (decision 0090); HARBOUR takes them null too.
      City: 'Falmouth',
      CountryId: 826,
      StateOrCounty: 'Cornwall',
      OptInToReceiveUpdates: false,
      ZipCode: 'TR11 1AA',
    },
    // The provider's reference to a card entered in its frame (decision 0113): Stripe's test card, by name.
    CardDetails: {
      PaymentMethodId: VISA,
      SaveCreditCardToIndividual: false,
      NameOnCard: 'G Hopper',
      EmailAddress: 'grace@example.com',
    },
    PaymentAmount: toMajorUnits(totals.payNow),
    PaymentType: PaymentType.PayByCard,
    AccountId: null,
    PONumber: null,
    PromoCode: null,
    HopGiftVoucherCode: null,
    Rooms: rooms,
    BrowserData: {
      ColorDepth: 24,
      JavaScriptEnabled: true,
      Language: 'en-GB',
      ScreenHeight: 900,
      ScreenWidth: 1440,
      UserAgent: 'vitest',
      TimeZoneOffset: 0,
    },
    ...rest,
  }
}

/**
 * Presses a button of the PayStack test page a create or pay-by-link answer sent the guest to, as a browser would
 * (a form post); returns where the page sends the browser back to.
 */
export async function onPayStackPage(
  url: string,
  redirectUrl: string | null | undefined,
  button: 'Pay' | 'Cancel',
) {
  if (!redirectUrl) throw new Error('The answer did not send the guest to PayStack')
  const res = await fetch(`${url}${redirectUrl}/${button}`, { method: 'POST', redirect: 'manual' })
  if (res.status !== 303) throw new Error(`PayStack ${button}: ${res.status} ${await res.text()}`)
  return res.headers.get('Location') ?? ''
}
