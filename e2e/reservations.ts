/**
 * Demo reservations for the manage-booking and pre-check-in tests, made through the real API the way the app
 * books: a search, the stay priced with src/domain, then Create (a Flexible rate more than a week ahead is
 * guaranteed by the card, nothing to pay now). Returns what the guest's e-mail links carry.
 */
import type { APIRequestContext } from '@playwright/test'
import type { RatePlanOption, SearchResult } from '../src/api/contract/availability'
import type { ManagedReservation } from '../src/api/contract/manage-booking'
import { toMajorUnits, toMinorUnits } from '../src/domain/money'
import { priceStay, type NightlyRate } from '../src/domain/pricing'

export const ROOM = { classic: 101, superior: 102, deluxe: 103, twin: 105 } as const
export const FLEXIBLE = 11

export type Booked = { reference: string; code: string; token: string; propertyCode: string }

/** The demo property a reservation is made at: HARBOUR's Flexible rate, or CLIFFTOP's (decision 0090's inn). */
export const PROPERTIES = {
  HARBOUR: { flexible: FLEXIBLE, roomConfiguration: 1, address: { City: 'Falmouth', StateOrCounty: null } },
  CLIFFTOP: { flexible: 21, roomConfiguration: null, address: { City: 'Salcombe', StateOrCounty: 'Devon' } },
} as const
export const CLIFFTOP_ROOM = { cottage: 201, cliffView: 202 } as const

/**
 * A Tuesday-to-Thursday stay `weeksAhead` weeks from now that avoids the demo's sold-out days (the 24th and
 * 25th of March, June, September and December), so a test never depends on which week the calendar falls in.
 */
export function openStay(weeksAhead: number): { arrival: string; departure: string } {
  for (let weeks = weeksAhead; ; weeks++) {
    const d = new Date()
    d.setUTCDate(d.getUTCDate() + weeks * 7)
    while (d.getUTCDay() !== 2) d.setUTCDate(d.getUTCDate() + 1)
    const nights = [0, 1].map((n) => {
      const x = new Date(d)
      x.setUTCDate(x.getUTCDate() + n)
      return x
    })
    const closed = nights.some(
      (x) => [2, 5, 8, 11].includes(x.getUTCMonth()) && [24, 25].includes(x.getUTCDate()),
    )
    if (closed) continue
    const arrival = d.toISOString().slice(0, 10)
    d.setUTCDate(d.getUTCDate() + 2)
    return { arrival, departure: d.toISOString().slice(0, 10) }
  }
}

function nightly(plan: RatePlanOption): NightlyRate[] {
  const m = toMinorUnits
  return plan.DailyRates.map((d) => ({
    date: d.DateOfStay,
    baseNumberOfAdults: d.BaseNumberOfAdults,
    baseRate: m(d.BaseRate),
    costPerRoom: m(d.CostPerRoom),
    costPerAdult: m(d.CostPerAdult),
    costPerChild: m(d.CostPerChild),
    costPerInfant: m(d.CostPerInfant),
    perPersonCostPerAdult: m(d.PerPersonCostPerAdult),
    perPersonCostPerChild: m(d.PerPersonCostPerChild),
    perPersonCostPerInfant: m(d.PerPersonCostPerInfant),
    original: {
      baseRate: m(d.OriginalBaseRate),
      costPerRoom: m(d.OriginalCostPerRoom),
      costPerAdult: m(d.OriginalCostPerAdult),
      costPerChild: m(d.OriginalCostPerChild),
      costPerInfant: m(d.OriginalCostPerInfant),
      perPersonCostPerAdult: m(d.OriginalPerPersonCostPerAdult),
      perPersonCostPerChild: m(d.OriginalPerPersonCostPerChild),
      perPersonCostPerInfant: m(d.OriginalPerPersonCostPerInfant),
    },
  }))
}

export async function bookDemoReservation(
  request: APIRequestContext,
  stay: { arrival: string; departure: string },
  rooms: { roomTypeId: number; adults: number; lead: [string, string] }[],
  propertyCode: keyof typeof PROPERTIES = 'HARBOUR',
): Promise<Booked> {
  const property = PROPERTIES[propertyCode]
  const search = await request.post('/api/Availability/Search', {
    data: {
      PropertyId: propertyCode,
      LanguageCode: 'en',
      DateFrom: stay.arrival,
      DateTo: stay.departure,
      Rooms: rooms.map((r) => ({ NumberOfAdults: r.adults, NumberOfChildren: 0, NumberOfInfants: 0 })),
    },
  })
  if (!search.ok()) throw new Error(`Search failed: ${await search.text()}`)
  const result = (await search.json()) as SearchResult
  const payload = rooms.map((r) => {
    const plan = result.RoomTypes.find((o) => o.RoomType.RoomTypeId === r.roomTypeId)?.Rates.find(
      (p) => p.RatePlanId === property.flexible,
    )
    if (!plan) throw new Error(`Room type ${r.roomTypeId} has no Flexible rate on ${stay.arrival}`)
    const total = priceStay(nightly(plan), { adults: r.adults, children: 0, infants: 0 }).total
    return {
      DateFrom: stay.arrival,
      DateTo: stay.departure,
      RoomTypeId: r.roomTypeId,
      RoomConfigurationDropdownOptionId: property.roomConfiguration,
      RatePlanId: property.flexible,
      NumberOfAdults: r.adults,
      NumberOfChildren: 0,
      NumberOfInfants: 0,
      LeadGuest: { FirstName: r.lead[0], LastName: r.lead[1] },
      Services: [],
      TotalCost: toMajorUnits(total),
    }
  })
  const created = await request.post('/api/Reservation/Create', {
    data: {
      PropertyId: propertyCode,
      DateFrom: stay.arrival,
      DateTo: stay.departure,
      Booker: {
        FirstName: 'Grace',
        LastName: 'Hopper',
        Email: 'grace@example.com',
        Phone: '+44 20 7946 0000',
        Street: '1 Navy Way',
        ...property.address,
        CountryId: 826,
        ZipCode: 'TR11 1AA',
      },
      // The built-in provider's reference to its test Visa, as Stripe names its test payment methods (0113).
      CardDetails: {
        PaymentMethodId: 'pm_card_visa',
        NameOnCard: 'Grace Hopper',
        EmailAddress: 'grace@example.com',
      },
      PaymentAmount: 0,
      PaymentType: 0,
      Rooms: payload,
    },
  })
  if (!created.ok()) throw new Error(`Create failed: ${await created.text()}`)
  const { ConfirmationToken, ReferenceNumber } = (await created.json()) as {
    ConfirmationToken: string
    ReferenceNumber: string
  }
  const conf = await request.get(
    `/api/Reservation/Confirmation?propertyId=${propertyCode}&referenceNumber=${ConfirmationToken}`,
  )
  const { Code } = (await conf.json()) as { Code: string }
  return { reference: ReferenceNumber, code: Code, token: ConfirmationToken, propertyCode }
}

/** The reservation as the hotel has it now. */
export async function serverReservation(request: APIRequestContext, b: Booked): Promise<ManagedReservation> {
  const res = await request.post(
    `/api/ManageBooking/Search?propertyId=${b.propertyCode}&reservationNumber=${b.reference}&hash=${encodeURIComponent(b.code)}`,
    { data: {} },
  )
  const body = (await res.json()) as { Reservation: ManagedReservation | null }
  if (!body.Reservation) throw new Error(`Reservation ${b.reference} not found`)
  return body.Reservation
}

export const tamper = (code: string) => `${code.slice(0, -1)}${code.endsWith('A') ? 'B' : 'A'}`
