/**
 * A search answer with one room type on one rate plan, for screens rendered without a server: a flat 95 a night
 * for two adults, nothing extra per person. Tests name only what they are about (the rate's payment policy,
 * company invoice, the visitor levy).
 */
import type { DailyRate, RatePlanOption, SearchResult } from '@/api/contract/availability'
import type { VisitorLevyRule } from '@/api/contract/book-config'

export const nightAt95 = (date: string): DailyRate => ({
  DateOfStay: date,
  BaseRate: 95,
  BaseNumberOfAdults: 2,
  CostPerRoom: 0,
  CostPerAdult: 0,
  CostPerChild: 0,
  CostPerInfant: 0,
  PerPersonCostPerAdult: 0,
  PerPersonCostPerChild: 0,
  PerPersonCostPerInfant: 0,
  OriginalBaseRate: 95,
  OriginalCostPerRoom: 0,
  OriginalCostPerAdult: 0,
  OriginalCostPerChild: 0,
  OriginalCostPerInfant: 0,
  OriginalPerPersonCostPerAdult: 0,
  OriginalPerPersonCostPerChild: 0,
  OriginalPerPersonCostPerInfant: 0,
})

type OneOffer = {
  roomType: { id: number; code: string; name: string }
  ratePlan: { id: number; code: string; name: string }
  payment: RatePlanOption['Policy']['PaymentPolicyConfiguration']
  canPayByCompanyInvoice?: boolean
  nights: readonly string[]
  dateTo: string
  visitorLevy?: VisitorLevyRule | null
}

export function oneOfferResult(offer: OneOffer): SearchResult {
  const [dateFrom = offer.dateTo] = offer.nights
  return {
    RoomTypes: [
      {
        RoomType: {
          RoomTypeId: offer.roomType.id,
          RoomTypeCode: offer.roomType.code,
          Name: offer.roomType.name,
          Description: '',
          ImageUrl: null,
          Amenities: [],
          MaximumOccupancy: 2,
          MinimumOccupancy: 1,
          AdultMaximumOccupancy: 2,
          ChildMaximumOccupancy: 1,
          Upgrades: [],
        },
        Rates: [
          {
            RatePlanId: offer.ratePlan.id,
            RatePlanCode: offer.ratePlan.code,
            RatePlanName: offer.ratePlan.name,
            RatePlanDescription: '',
            Details: [],
            Policy: {
              Name: offer.ratePlan.name,
              Description: '',
              CancellationPolicy: 'Free cancellation until 48 hours before arrival.',
              PaymentPolicyConfiguration: offer.payment,
              CancellationRules: {
                Refundable: true,
                FreeUntilHoursBeforeArrival: 48,
                LateCancellation: { Kind: 'Nights', Nights: 1 },
                NoShow: { Kind: 'Nights', Nights: 1 },
              },
              PaymentSchedule: null,
            },
            Tags: [],
            CanPayByCompanyInvoice: offer.canPayByCompanyInvoice ?? false,
            UseOccupancyForRatePlan: false,
            MinimumOccupancy: 1,
            MaximumOccupancy: 2,
            AdultMaximumOccupancy: 2,
            ChildMaximumOccupancy: 1,
            MinLengthOfStay: 1,
            Promotion: null,
            DailyRates: offer.nights.map(nightAt95),
          },
        ],
        DateFrom: dateFrom,
        DateTo: offer.dateTo,
        LowestRate: 95 * offer.nights.length,
        OriginalLowestRate: 95 * offer.nights.length,
      },
    ],
    NumberOfRoomsPerRoomTypeId: { [String(offer.roomType.id)]: 4 },
    PromoCodeMessage: null,
    IsPromoCodeValid: false,
    HopGiftVoucherCodeMessage: null,
    IsHopGiftVoucherCodeValid: false,
    VisitorLevy: offer.visitorLevy ?? null,
  }
}

/** CLIFFTOP's Cottage Double (Flexible) for the nights of 7 and 8 May 2030, paid in full at booking. */
export const cottageStayResult = (): SearchResult =>
  oneOfferResult({
    roomType: { id: 201, code: 'COTTAGE', name: 'Cottage Double' },
    ratePlan: { id: 21, code: 'FLEX', name: 'Flexible' },
    payment: { AutomaticPaymentType: 'TimeOfBooking', PercentageToCharge: 100, DaysBeforeArrival: null },
    nights: ['2030-05-07', '2030-05-08'],
    dateTo: '2030-05-09',
  })
