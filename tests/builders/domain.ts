// Test-data builders for the domain tests: sensible defaults, override what the test is about.
import { eachNight, type IsoDate } from '@/domain/dates'
import type { ManageRoom } from '@/domain/manage-flow'
import type { OccupancyLimits } from '@/domain/occupancy'
import type { RatePlanOption, RoomTypeOption } from '@/domain/offering'
import type { NightlyRate, RateComponents } from '@/domain/pricing'

/** The pinned "today" of every domain test. */
export const TODAY: IsoDate = '2026-03-10'

export const zeroComponents: RateComponents = {
  baseRate: 0,
  costPerRoom: 0,
  costPerAdult: 0,
  costPerChild: 0,
  costPerInfant: 0,
  perPersonCostPerAdult: 0,
  perPersonCostPerChild: 0,
  perPersonCostPerInfant: 0,
}

/** A nightly rate: £100 base for 2 adults unless overridden; the original equals the live price. */
export function aRate(overrides: Partial<NightlyRate> = {}): NightlyRate {
  const components: RateComponents = { ...zeroComponents, baseRate: 10_000 }
  const live = { ...components, ...pick(overrides) }
  return { date: '2026-04-01', baseNumberOfAdults: 2, ...live, original: live, ...overrides }
}

function pick(o: Partial<NightlyRate>): Partial<RateComponents> {
  const out: Partial<RateComponents> = {}
  for (const k of Object.keys(zeroComponents) as (keyof RateComponents)[]) {
    const value = o[k]
    if (value !== undefined) out[k] = value
  }
  return out
}

export function ratesFor(from: IsoDate, to: IsoDate, overrides: Partial<NightlyRate> = {}): NightlyRate[] {
  return eachNight(from, to).map((date) => aRate({ ...overrides, date }))
}

export const wideLimits: OccupancyLimits = {
  minimumOccupancy: 1,
  maximumOccupancy: 4,
  adultMaximumOccupancy: 4,
  childMaximumOccupancy: 3,
}

export function aRatePlan(overrides: Partial<RatePlanOption> = {}): RatePlanOption {
  return {
    ...wideLimits,
    ratePlanId: 1,
    ratePlanCode: 'BAR',
    ratePlanName: 'Best available rate',
    useOccupancyForRatePlan: false,
    canPayByCompanyInvoice: false,
    paymentPolicy: { automaticPaymentType: 'None', percentageToCharge: 0, daysBeforeArrival: 0 },
    dailyRates: ratesFor('2026-04-01', '2026-04-04'),
    ...overrides,
  }
}

export function aRoomType(overrides: Partial<RoomTypeOption> = {}): RoomTypeOption {
  return {
    ...wideLimits,
    roomTypeId: 1,
    name: 'Double',
    rates: [aRatePlan()],
    upgrades: [],
    ...overrides,
  }
}

/** A booked room of a manage session: two nights, a double for two, with parking; £270 as booked. */
export function aManageRoom(overrides: Partial<ManageRoom> = {}): ManageRoom {
  return {
    key: 'item-1',
    reservationItemId: 1,
    dateFrom: '2027-02-01',
    dateTo: '2027-02-03',
    roomTypeId: 101,
    roomTypeName: 'Classic Double',
    ratePlanId: 11,
    ratePlanName: 'Flexible',
    occupancy: { adults: 2, children: 0, infants: 0 },
    accommodation: 24000,
    bookedTotal: 27000,
    services: [
      {
        serviceId: 32,
        name: 'Parking',
        quantity: 1,
        price: 1500,
        charge: 'PerDay',
        chargePerPerson: false,
        allowEdit: true,
        isNew: false,
      },
    ],
    guests: [
      { guestId: 'a', firstName: 'Ada', lastName: 'Lovelace', email: '', phone: '', haveReviewedGuest: true },
    ],
    reviewed: true,
    cancellation: null,
    canBeEdited: true,
    canBeCancelled: true,
    ...overrides,
  }
}
