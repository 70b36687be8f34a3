/**
 * Nightly rate rows → the domain's NightlyRate (minor units) and the wire's DailyRate (major units).
 * A promotion lowers every live component by its percentage (rounded half-up per component); the Original…
 * components keep the undiscounted price. Pricing itself is src/domain/pricing — never re-implemented here.
 */
import type { Language } from '@/domain/language'
import type { DailyRate, Promotion, RatePlanOption } from '@/api/contract/availability'
import { percentOf, toMajorUnits } from '@/domain/money'
import type { NightlyRate, RateComponents } from '@/domain/pricing'
import type { Queryable } from '../db/types'
import type { Translations } from './hotel-texts'
import { policyFor, type StoredPolicy } from './policy'
import type { ClockTime } from '@/domain/hotel-times'

export type RateRow = {
  room_type_id: number
  rate_plan_id: number
  day: string
  base_rate: number
  base_adults: number
  cost_per_room: number
  cost_per_adult: number
  cost_per_child: number
  cost_per_infant: number
  pp_adult: number
  pp_child: number
  pp_infant: number
  min_stay: number
}

export type RatePlanRow = {
  id: number
  code: string
  name: string
  description: string
  details: string[]
  tags: string[]
  policy: StoredPolicy
  can_pay_by_company_invoice: boolean
  use_occupancy: boolean
  min_occupancy: number
  max_occupancy: number
  adult_max: number
  child_max: number
  /** The texts' other languages (decision 0132): read through rowIn. */
  translations: Translations
  /** The codes that open the plan, upper case; empty: every guest is offered it (rate-codes.ts). */
  codes: string[]
}

export type RoomFactsRow = { size?: number; beds?: string; view?: string; accessibility?: string[] }

export type RoomTypeRow = {
  id: number
  code: string
  name: string
  description: string
  image_url: string | null
  /** The gallery and the facts as the property file gave them (decision 0141), texts read through rowIn. */
  images: { url: string; alt: string }[]
  facts: RoomFactsRow | null
  amenities: string[]
  min_occupancy: number
  max_occupancy: number
  adult_max: number
  child_max: number
  upgrade_to: number | null
  /** The texts' other languages (decision 0132): read through rowIn. */
  translations: Translations
}

export type PromotionRow = {
  id: number
  code: string
  name: string
  discount_percentage: number
  /** The name's other languages (decision 0132); a group's promotions have none. */
  translations?: Translations
}

export async function loadRates(
  db: Queryable,
  propertyId: number,
  from: string,
  to: string,
): Promise<RateRow[]> {
  // One JSON text instead of ~50 rows of 13 columns: decoding rows field by field cost twice the query on PGlite.
  const [r] = await db.query<{ rows: string }>(
    `SELECT COALESCE(json_agg(r ORDER BY room_type_id, rate_plan_id, day), '[]')::text AS rows FROM (
       SELECT room_type_id, rate_plan_id, day, base_rate, base_adults, cost_per_room, cost_per_adult, cost_per_child,
              cost_per_infant, pp_adult, pp_child, pp_infant, min_stay
       FROM rate WHERE property_id = $1 AND day >= $2 AND day < $3) r`,
    [propertyId, from, to],
  )
  return r ? (JSON.parse(r.rows) as RateRow[]) : []
}

export async function findPromotion(db: Queryable, propertyId: number, code: string | null | undefined) {
  if (!code) return null
  const rows = await db.query<PromotionRow>(
    'SELECT id, code, name, discount_percentage, translations FROM promo_code WHERE property_id = $1 AND upper(code) = upper($2) AND active',
    [propertyId, code.trim()],
  )
  return rows[0] ?? null
}

export function toWirePromotion(p: PromotionRow): Promotion {
  return { PromotionId: p.id, Code: p.code, Name: p.name, DiscountPercentage: p.discount_percentage }
}

export function toNightlyRate(row: RateRow, discountPercentage: number): NightlyRate {
  const original: RateComponents = {
    baseRate: row.base_rate,
    costPerRoom: row.cost_per_room,
    costPerAdult: row.cost_per_adult,
    costPerChild: row.cost_per_child,
    costPerInfant: row.cost_per_infant,
    perPersonCostPerAdult: row.pp_adult,
    perPersonCostPerChild: row.pp_child,
    perPersonCostPerInfant: row.pp_infant,
  }
  const cut = (n: number) => n - percentOf(n, discountPercentage)
  return {
    date: row.day,
    baseNumberOfAdults: row.base_adults,
    baseRate: cut(original.baseRate),
    costPerRoom: cut(original.costPerRoom),
    costPerAdult: cut(original.costPerAdult),
    costPerChild: cut(original.costPerChild),
    costPerInfant: cut(original.costPerInfant),
    perPersonCostPerAdult: cut(original.perPersonCostPerAdult),
    perPersonCostPerChild: cut(original.perPersonCostPerChild),
    perPersonCostPerInfant: cut(original.perPersonCostPerInfant),
    original,
  }
}

export function toDailyRate(n: NightlyRate): DailyRate {
  const m = toMajorUnits
  return {
    DateOfStay: n.date,
    BaseRate: m(n.baseRate),
    BaseNumberOfAdults: n.baseNumberOfAdults,
    CostPerRoom: m(n.costPerRoom),
    CostPerAdult: m(n.costPerAdult),
    CostPerChild: m(n.costPerChild),
    CostPerInfant: m(n.costPerInfant),
    PerPersonCostPerAdult: m(n.perPersonCostPerAdult),
    PerPersonCostPerChild: m(n.perPersonCostPerChild),
    PerPersonCostPerInfant: m(n.perPersonCostPerInfant),
    OriginalBaseRate: m(n.original.baseRate),
    OriginalCostPerRoom: m(n.original.costPerRoom),
    OriginalCostPerAdult: m(n.original.costPerAdult),
    OriginalCostPerChild: m(n.original.costPerChild),
    OriginalCostPerInfant: m(n.original.costPerInfant),
    OriginalPerPersonCostPerAdult: m(n.original.perPersonCostPerAdult),
    OriginalPerPersonCostPerChild: m(n.original.perPersonCostPerChild),
    OriginalPerPersonCostPerInfant: m(n.original.perPersonCostPerInfant),
  }
}

/**
 * The searched stay's words: its arrival is the first night; today and the currency are the hotel's, the
 * language the search's.
 */
export type SearchWords = { today: string; currency: string; language: Language; checkIn?: ClockTime }

export function toRatePlanOption(
  plan: RatePlanRow,
  nights: readonly NightlyRate[],
  minLengthOfStay: number,
  promotion: PromotionRow | null,
  words: SearchWords,
): RatePlanOption {
  const arrival = nights[0]?.date
  return {
    RatePlanId: plan.id,
    RatePlanCode: plan.code,
    RatePlanName: plan.name,
    RatePlanDescription: plan.description,
    Details: plan.details,
    Policy: policyFor(
      plan.policy,
      words.language,
      arrival ? { arrival, ...words } : undefined,
      words.checkIn,
    ),
    Tags: plan.tags,
    CanPayByCompanyInvoice: plan.can_pay_by_company_invoice,
    UseOccupancyForRatePlan: plan.use_occupancy,
    MinimumOccupancy: plan.min_occupancy,
    MaximumOccupancy: plan.max_occupancy,
    AdultMaximumOccupancy: plan.adult_max,
    ChildMaximumOccupancy: plan.child_max,
    MinLengthOfStay: minLengthOfStay,
    Promotion: promotion ? toWirePromotion(promotion) : null,
    DailyRates: nights.map(toDailyRate),
  }
}

/**
 * Groups the rows of a stay by room type and rate plan, keeping only complete, sellable plans: a row for every
 * night, and the arrival night's minimum stay met by the stay's length.
 */
export function sellablePlans(rows: readonly RateRow[], nights: number): Map<number, Map<number, RateRow[]>> {
  const byRoom = new Map<number, Map<number, RateRow[]>>()
  for (const r of rows) {
    let plans = byRoom.get(r.room_type_id)
    if (!plans) byRoom.set(r.room_type_id, (plans = new Map()))
    let list = plans.get(r.rate_plan_id)
    if (!list) plans.set(r.rate_plan_id, (list = []))
    list.push(r)
  }
  for (const plans of byRoom.values()) {
    for (const [planId, list] of plans) {
      const arrival = list[0]
      if (list.length !== nights || !arrival || nights < arrival.min_stay) plans.delete(planId)
    }
  }
  return byRoom
}

export async function loadRoomTypes(db: Queryable, propertyId: number): Promise<RoomTypeRow[]> {
  return db.query<RoomTypeRow>(
    `SELECT id, code, name, description, image_url, images, facts, amenities, min_occupancy, max_occupancy, adult_max,
            child_max, upgrade_to, translations
     FROM room_type WHERE property_id = $1 ORDER BY sort`,
    [propertyId],
  )
}

export async function loadRatePlans(db: Queryable, propertyId: number): Promise<RatePlanRow[]> {
  return db.query<RatePlanRow>(
    `SELECT id, code, name, description, details, tags, policy, can_pay_by_company_invoice, use_occupancy,
            min_occupancy, max_occupancy, adult_max, child_max, translations, codes
     FROM rate_plan WHERE property_id = $1 ORDER BY sort`,
    [propertyId],
  )
}

/** Rooms free on every night of [from, to), per room type (0 if a night is missing). */
export async function minAvailability(
  db: Queryable,
  propertyId: number,
  from: string,
  to: string,
  nights: number,
) {
  const rows = await db.query<{ room_type_id: number; available: number; n: number }>(
    `SELECT room_type_id, MIN(CASE WHEN closed THEN 0 ELSE available END)::int AS available, COUNT(*)::int AS n
     FROM inventory WHERE property_id = $1 AND day >= $2 AND day < $3 GROUP BY room_type_id`,
    [propertyId, from, to],
  )
  return new Map(rows.map((r) => [r.room_type_id, r.n === nights ? r.available : 0]))
}
