/**
 * Wire → domain: the API speaks major units and PascalCase; the domain speaks minor units. The app maps every
 * search and calendar answer through these, and the server's boot page too, so both read an answer alike.
 */
import { toMinorUnits } from '@/domain/money'
import type { AvailabilityDay } from '@/domain/calendar'
import type { RatePlanOption as DomainRatePlan, RoomTypeOption } from '@/domain/offering'
import type { NightlyRate } from '@/domain/pricing'
import type { AvailabilityDays, DailyRate, RatePlanOption, RoomType, SearchResult } from './availability'

export function toNightlyRate(rate: DailyRate): NightlyRate {
  return {
    date: rate.DateOfStay,
    baseNumberOfAdults: rate.BaseNumberOfAdults,
    baseRate: toMinorUnits(rate.BaseRate),
    costPerRoom: toMinorUnits(rate.CostPerRoom),
    costPerAdult: toMinorUnits(rate.CostPerAdult),
    costPerChild: toMinorUnits(rate.CostPerChild),
    costPerInfant: toMinorUnits(rate.CostPerInfant),
    perPersonCostPerAdult: toMinorUnits(rate.PerPersonCostPerAdult),
    perPersonCostPerChild: toMinorUnits(rate.PerPersonCostPerChild),
    perPersonCostPerInfant: toMinorUnits(rate.PerPersonCostPerInfant),
    original: {
      baseRate: toMinorUnits(rate.OriginalBaseRate),
      costPerRoom: toMinorUnits(rate.OriginalCostPerRoom),
      costPerAdult: toMinorUnits(rate.OriginalCostPerAdult),
      costPerChild: toMinorUnits(rate.OriginalCostPerChild),
      costPerInfant: toMinorUnits(rate.OriginalCostPerInfant),
      perPersonCostPerAdult: toMinorUnits(rate.OriginalPerPersonCostPerAdult),
      perPersonCostPerChild: toMinorUnits(rate.OriginalPerPersonCostPerChild),
      perPersonCostPerInfant: toMinorUnits(rate.OriginalPerPersonCostPerInfant),
    },
  }
}

export function toDomainRatePlan(rate: RatePlanOption): DomainRatePlan {
  const policy = rate.Policy.PaymentPolicyConfiguration
  return {
    ratePlanId: rate.RatePlanId,
    ratePlanCode: rate.RatePlanCode,
    ratePlanName: rate.RatePlanName,
    useOccupancyForRatePlan: rate.UseOccupancyForRatePlan,
    canPayByCompanyInvoice: rate.CanPayByCompanyInvoice,
    minimumOccupancy: rate.MinimumOccupancy,
    maximumOccupancy: rate.MaximumOccupancy,
    adultMaximumOccupancy: rate.AdultMaximumOccupancy,
    childMaximumOccupancy: rate.ChildMaximumOccupancy,
    paymentPolicy: {
      automaticPaymentType: policy.AutomaticPaymentType,
      percentageToCharge: policy.PercentageToCharge,
      daysBeforeArrival: policy.DaysBeforeArrival ?? 0,
    },
    dailyRates: rate.DailyRates.map(toNightlyRate),
  }
}

export function toDomainRoomType(roomType: RoomType, rates: readonly RatePlanOption[]): RoomTypeOption {
  return {
    roomTypeId: roomType.RoomTypeId,
    name: roomType.Name,
    minimumOccupancy: roomType.MinimumOccupancy,
    maximumOccupancy: roomType.MaximumOccupancy,
    adultMaximumOccupancy: roomType.AdultMaximumOccupancy,
    childMaximumOccupancy: roomType.ChildMaximumOccupancy,
    rates: rates.map(toDomainRatePlan),
    upgrades: roomType.Upgrades.map((u) => ({ roomTypeId: u.RoomTypeId })),
  }
}

/** The availability calendar as the domain reads it (src/domain/calendar: sold-out days, minimum stays). */
export function toAvailabilityDays(wire: AvailabilityDays): AvailabilityDay[] {
  return wire.map((d) => ({
    dateOfStay: d.DateOfStay,
    availableRooms: d.AvailableRooms,
    rates: d.Rates.map((r) => ({
      minLengthOfStay: r.MinLengthOfStay,
      minimumRate: toMinorUnits(r.MinimumRate),
    })),
  }))
}

/** Rooms left per room type, as numbers keyed by id (the wire sends string keys). */
export function toAvailability(result: SearchResult): Record<number, number> {
  const out: Record<number, number> = {}
  for (const [id, count] of Object.entries(result.NumberOfRoomsPerRoomTypeId)) out[Number(id)] = count
  return out
}
