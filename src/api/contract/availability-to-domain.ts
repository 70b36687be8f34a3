/**
 * Wire → domain: the API speaks major units and PascalCase; the domain speaks minor units. The app maps every
 * search and calendar answer through these, and the server's boot page too, so both read an answer alike.
 */
import { toMajorUnits, toMinorUnits } from '@/domain/money'
import type { CancellationRules as DomainCancellationRules, Penalty } from '@/domain/cancellation-rules'
import type { SchedulePolicy } from '@/domain/payment-schedule'
import type { AvailabilityDay } from '@/domain/calendar'
import type { RatePlanOption as DomainRatePlan, RoomTypeOption } from '@/domain/offering'
import type { NightlyRate } from '@/domain/pricing'
import type {
  AvailabilityDays,
  CancellationPenalty,
  CancellationRules,
  DailyRate,
  RatePlanOption,
  RatePlanPolicy,
  RoomType,
  SearchResult,
} from './availability'

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

function toPenalty(wire: CancellationPenalty): Penalty {
  switch (wire.Kind) {
    case 'Nights':
      return { kind: 'Nights', nights: wire.Nights }
    case 'Percentage':
      return { kind: 'Percentage', percentage: wire.Percentage }
    case 'Amount':
      return { kind: 'Amount', amount: toMinorUnits(wire.Amount) }
    default:
      return { kind: wire.Kind }
  }
}

function toWirePenalty(penalty: Penalty): CancellationPenalty {
  switch (penalty.kind) {
    case 'Nights':
      return { Kind: 'Nights', Nights: penalty.nights }
    case 'Percentage':
      return { Kind: 'Percentage', Percentage: penalty.percentage }
    case 'Amount':
      return { Kind: 'Amount', Amount: toMajorUnits(penalty.amount) }
    default:
      return { Kind: penalty.kind }
  }
}

/** The rate plan's cancellation rules, wire → domain (the one mapping the app and the server both use). */
export function toDomainCancellationRules(wire: CancellationRules): DomainCancellationRules {
  return {
    refundable: wire.Refundable,
    freeUntilHoursBeforeArrival: wire.FreeUntilHoursBeforeArrival,
    lateCancellation: toPenalty(wire.LateCancellation),
    noShow: toPenalty(wire.NoShow),
  }
}

export function toWireCancellationRules(rules: DomainCancellationRules): CancellationRules {
  return {
    Refundable: rules.refundable,
    FreeUntilHoursBeforeArrival: rules.freeUntilHoursBeforeArrival,
    LateCancellation: toWirePenalty(rules.lateCancellation),
    NoShow: toWirePenalty(rules.noShow),
  }
}

/** What is due when: the PaymentPolicyConfiguration, with the deposit schedule when the plan lists one. */
export function toSchedulePolicy(
  policy: Pick<RatePlanPolicy, 'PaymentPolicyConfiguration'> & {
    PaymentSchedule?: RatePlanPolicy['PaymentSchedule']
  },
): SchedulePolicy {
  const configuration = policy.PaymentPolicyConfiguration
  return {
    automaticPaymentType: configuration.AutomaticPaymentType,
    percentageToCharge: configuration.PercentageToCharge,
    daysBeforeArrival: configuration.DaysBeforeArrival ?? 0,
    deposits: (policy.PaymentSchedule ?? []).map((s) => ({
      percentage: s.Percentage,
      daysBeforeArrival: s.DaysBeforeArrival,
    })),
  }
}

export function toDomainRatePlan(rate: RatePlanOption): DomainRatePlan {
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
    paymentPolicy: toSchedulePolicy(rate.Policy),
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
