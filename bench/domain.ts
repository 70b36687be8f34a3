// Domain compute budget: `npx tsx bench/domain.ts`. Prints the median time per run of
//   1. offering + pricing: 60 room types × 12 rate plans × 14 nights × 4 searched rooms (target < 2 ms)
//   2. the unavailable-days scan over the 36-month calendar window (target < 1 ms)
import { alternativeStays, unavailableDays, type AvailabilityDay } from '@/domain/calendar'
import { addDays, eachNight } from '@/domain/dates'
import type { Occupancy } from '@/domain/occupancy'
import {
  offerRoomTypes,
  notEnoughRoomsForOccupancy,
  type RatePlanOption,
  type RoomTypeOption,
} from '@/domain/offering'
import type { NightlyRate, RateComponents } from '@/domain/pricing'

const TODAY = '2026-03-10'
const FROM = '2026-05-01'
const TO = addDays(FROM, 14)

function components(seed: number): RateComponents {
  return {
    baseRate: 8_000 + (seed % 50) * 100,
    costPerRoom: 500,
    costPerAdult: 2_000,
    costPerChild: 1_000,
    costPerInfant: 0,
    perPersonCostPerAdult: 150,
    perPersonCostPerChild: 100,
    perPersonCostPerInfant: 0,
  }
}

const nights = eachNight(FROM, TO)
const roomTypes: RoomTypeOption[] = Array.from({ length: 60 }, (_, t) => {
  const rates: RatePlanOption[] = Array.from({ length: 12 }, (_, p) => ({
    ratePlanId: p + 1,
    ratePlanCode: `RP${p + 1}`,
    ratePlanName: `Rate ${p + 1}`,
    useOccupancyForRatePlan: p % 3 === 0,
    canPayByCompanyInvoice: p % 2 === 0,
    paymentPolicy: { automaticPaymentType: 'TimeOfBooking', percentageToCharge: 10, daysBeforeArrival: 0 },
    minimumOccupancy: 1,
    maximumOccupancy: 4,
    adultMaximumOccupancy: 4,
    childMaximumOccupancy: 2,
    dailyRates: nights.map((date, n): NightlyRate => ({
      date,
      baseNumberOfAdults: 2,
      ...components(t * 31 + p * 7 + n),
      original: components(t * 31 + p * 7 + n + 10),
    })),
  }))
  return {
    roomTypeId: t + 1,
    name: `Room type ${t + 1}`,
    minimumOccupancy: 1,
    maximumOccupancy: 2 + (t % 4),
    adultMaximumOccupancy: 2 + (t % 3),
    childMaximumOccupancy: 2,
    rates,
    upgrades: [],
  }
})
const availability = Object.fromEntries(roomTypes.map((rt, i) => [rt.roomTypeId, i % 7]))
const searchRooms: Occupancy[] = [
  { adults: 2, children: 0, infants: 0 },
  { adults: 2, children: 1, infants: 0 },
  { adults: 1, children: 0, infants: 0 },
  { adults: 3, children: 0, infants: 1 },
]

const calendarDays: AvailabilityDay[] = Array.from({ length: 1_130 }, (_, i) => ({
  dateOfStay: addDays(TODAY, i),
  availableRooms: i % 9 === 0 ? 0 : 5,
  rates: [{ minLengthOfStay: i % 5 === 0 ? 2 : null, minimumRate: 9_000 }],
}))

let sink = 0

function bench(name: string, target: number, iterations: number, run: () => number): void {
  for (let i = 0; i < Math.min(50, iterations); i++) sink += run() // warm up the JIT
  const times: number[] = []
  for (let i = 0; i < iterations; i++) {
    const t0 = performance.now()
    sink += run()
    times.push(performance.now() - t0)
  }
  times.sort((a, b) => a - b)
  const median = times[Math.floor(times.length / 2)] ?? Number.NaN
  const p95 = times[Math.floor(times.length * 0.95)] ?? Number.NaN
  const verdict = median < target ? 'ok' : 'OVER BUDGET'
  console.log(
    `${name.padEnd(58)} median ${median.toFixed(3)} ms  p95 ${p95.toFixed(3)} ms  (target < ${target} ms, ${iterations} runs) ${verdict}`,
  )
}

bench('offering + pricing: 60 types × 12 plans × 14 nights × 4 rooms', 2, 1_000, () => {
  const offers = searchRooms.map((occ) =>
    offerRoomTypes(roomTypes, availability, { dateFrom: FROM, dateTo: TO }, occ),
  )
  return offers.reduce((s, o) => s + o.length, 0) + (notEnoughRoomsForOccupancy(offers, availability) ? 1 : 0)
})

// Worst case: every room type has rooms and fits every party, so every rate of every type is priced.
const roomyTypes = roomTypes.map((rt) => ({
  ...rt,
  maximumOccupancy: 6,
  adultMaximumOccupancy: 4,
  childMaximumOccupancy: 3,
}))
const allAvailable = Object.fromEntries(roomTypes.map((rt) => [rt.roomTypeId, 5]))
bench('  worst case: every type available and fitting', 2, 1_000, () => {
  const offers = searchRooms.map((occ) =>
    offerRoomTypes(roomyTypes, allAvailable, { dateFrom: FROM, dateTo: TO }, occ),
  )
  return offers.reduce((s, o) => s + o.length, 0) + (notEnoughRoomsForOccupancy(offers, allAvailable) ? 1 : 0)
})

bench(
  'unavailable days over 36 months (to the end of the month)',
  1,
  2_000,
  () => unavailableDays(calendarDays, TODAY).size,
)

const soldOut = calendarDays.map((d) => ({ ...d, availableRooms: 0 }))
bench(
  '  worst case: every day sold out (1118 dates to list)',
  1,
  2_000,
  () => unavailableDays(soldOut, TODAY).size,
)

bench(
  'alternative stays (10, 14 nights, 2 rooms)',
  1,
  2_000,
  () => alternativeStays({ days: calendarDays, dateFrom: FROM, dateTo: TO, rooms: 2, today: TODAY }).length,
)

if (sink < 0) console.log(sink)
