import { DEFAULT_LANGUAGE, languageOf } from '@/domain/language'
import type { RatePlanOption, RoomTypeOffer, SearchRequest, SearchResult } from '@/api/contract/availability'
import { nightsBetween } from '@/domain/dates'
import { toMajorUnits } from '@/domain/money'
import { effectiveLimits, fitsOccupancy, type Occupancy, type OccupancyLimits } from '@/domain/occupancy'
import { priceStay, type NightlyRate, type StayPrice } from '@/domain/pricing'
import { allInPrice } from '@/domain/tax'
import { STAY_PROBLEM_TEXT, stayProblems } from '@/domain/stay-rules'
import type { Queryable } from '../db/types'
import { addAll, modelStateBuilder, refuseIfAny, type ModelState } from '../http-errors'
import { taxRulesOf, type PropertyRow } from './property'
import {
  findPromotion,
  minAvailability,
  sellablePlans,
  toNightlyRate,
  toRatePlanOption,
  type PromotionRow,
  type RatePlanRow,
  type RoomFactsRow,
  type RoomTypeRow,
  type SearchWords,
} from './rates'
import { catalogueOf, type Catalogue } from './catalogue'
import { readerOf, rowIn, type Translations } from './hotel-texts'
import { upgradeChain } from './upgrade-chain'
import { opensAnyPlan, opensPlan } from './rate-codes'
import { hotelTimesOf } from '@/domain/hotel-times'

/** The problems of a stay (src/domain/stay-rules.ts) as ModelState entries keyed by the given names. */
export function stayErrors(
  from: string,
  to: string,
  today: string,
  keys = { from: 'DateFrom', to: 'DateTo' },
): ModelState {
  const problems = stayProblems(from, to, today)
  const errors = modelStateBuilder()
  if (problems.arrival) errors.add(keys.from, STAY_PROBLEM_TEXT[problems.arrival])
  if (problems.departure) errors.add(keys.to, STAY_PROBLEM_TEXT[problems.departure])
  return errors.build()
}

type BuiltRate = { option: RatePlanOption; nightly: NightlyRate[]; plan: RatePlanRow }

type LimitColumns = { min_occupancy: number; max_occupancy: number; adult_max: number; child_max: number }

function limitsOf(row: LimitColumns): OccupancyLimits {
  return {
    minimumOccupancy: row.min_occupancy,
    maximumOccupancy: row.max_occupancy,
    adultMaximumOccupancy: row.adult_max,
    childMaximumOccupancy: row.child_max,
  }
}

/** Whether the room type, on this rate, takes the party (src/domain/offering.ts offers it only then). */
function takesParty(roomType: RoomTypeRow, plan: RatePlanRow, occupancy: Occupancy): boolean {
  const own = limitsOf(roomType)
  const onRate = effectiveLimits(own, { ...limitsOf(plan), useOccupancyForRatePlan: plan.use_occupancy })
  return fitsOccupancy(own, occupancy) && fitsOccupancy(onRate, occupancy)
}

/**
 * The lowest stay price over the room type's rates that take the party, and its price before promotion (-1
 * when none does): a "from" price the searched party can get.
 */
/** What a stay's price is said as: before taxes (the search's own LowestRate), or with every charge (a group card). */
type Pricing = (stay: StayPrice) => { price: number; original: number }

function lowestPrices(
  roomType: RoomTypeRow,
  rates: readonly BuiltRate[],
  occupancy: Occupancy,
  said: Pricing,
) {
  let lowest = -1
  let originalLowest = -1
  for (const rate of rates) {
    if (!takesParty(roomType, rate.plan, occupancy)) continue
    const { price, original } = said(priceStay(rate.nightly, occupancy))
    if (lowest < 0 || price < lowest) {
      lowest = price
      originalLowest = original
    }
  }
  return { lowest, originalLowest }
}

const beforeTaxes: Pricing = (stay) => ({ price: stay.total, original: stay.originalTotal })

/**
 * The stay's price with VAT (when the hotel's prices exclude it) and the visitor levy (decision 0143): what the
 * group page's "from" price says, the total the rate shows on the hotel's own page.
 */
export function allInPricing(property: PropertyRow): Pricing {
  const { vat, visitorLevy } = taxRulesOf(property)
  return (stay) => ({
    price: allInPrice(stay.nights, vat, visitorLevy),
    original: allInPrice(
      stay.nights.map((n) => ({ ...n, price: n.originalPrice })),
      vat,
      visitorLevy,
    ),
  })
}

/**
 * The upgrade chain (Classic → Superior → Deluxe → Suite): every higher room type free for the whole stay, with
 * its rates (`ratesOf` gives none for a room type with no room free).
 */
function upgradesOf(
  roomType: RoomTypeRow,
  roomTypes: readonly RoomTypeRow[],
  ratesOf: (roomTypeId: number) => readonly BuiltRate[],
): RoomTypeOffer['RoomType']['Upgrades'] {
  const upgrades: RoomTypeOffer['RoomType']['Upgrades'] = []
  for (const target of upgradeChain(roomTypes, roomType.id)) {
    const targetRates = ratesOf(target.id)
    if (targetRates.length > 0)
      upgrades.push({
        RoomTypeId: target.id,
        AvailableRates: targetRates.map((rate) => ({ RatePlanId: rate.option.RatePlanId })),
      })
  }
  return upgrades
}

function factsView(facts: RoomFactsRow | null): RoomTypeOffer['RoomType']['Facts'] {
  if (!facts) return null
  return {
    SizeSquareMetres: facts.size ?? null,
    Beds: facts.beds ?? null,
    View: facts.view ?? null,
    Accessibility: facts.accessibility ?? [],
  }
}

function roomTypeView(
  roomType: RoomTypeRow,
  upgrades: RoomTypeOffer['RoomType']['Upgrades'],
): RoomTypeOffer['RoomType'] {
  return {
    RoomTypeId: roomType.id,
    RoomTypeCode: roomType.code,
    Name: roomType.name,
    Description: roomType.description,
    ImageUrl: roomType.image_url ?? roomType.images[0]?.url ?? null,
    Images: roomType.images.map((image) => ({ Url: image.url, Alt: image.alt })),
    Facts: factsView(roomType.facts),
    Amenities: roomType.amenities,
    MaximumOccupancy: roomType.max_occupancy,
    MinimumOccupancy: roomType.min_occupancy,
    AdultMaximumOccupancy: roomType.adult_max,
    ChildMaximumOccupancy: roomType.child_max,
    Upgrades: upgrades,
  }
}

/**
 * The rates of a room type over the stay, built once each: a room type is also the upgrade target of the ones
 * below it. Only the plan asked for, when a RatePlanCode is given.
 */
function rateBuilder(
  sellable: ReturnType<typeof sellablePlans>,
  ratePlans: readonly RatePlanRow[],
  ratePlanCodeAsked: string | null | undefined,
  promotion: PromotionRow | null,
  words: SearchWords,
): (roomTypeId: number) => BuiltRate[] {
  const ratePlanCode = ratePlanCodeAsked?.trim().toUpperCase() || null
  const built = new Map<number, BuiltRate[]>()
  return (roomTypeId) => {
    const kept = built.get(roomTypeId)
    if (kept) return kept
    const plans = sellable.get(roomTypeId)
    const rates: BuiltRate[] = []
    for (const plan of ratePlans) {
      const list = plans?.get(plan.id)
      if (!list || (ratePlanCode && plan.code.toUpperCase() !== ratePlanCode)) continue
      const nightly = list.map((row) => toNightlyRate(row, promotion?.discount_percentage ?? 0))
      rates.push({
        option: toRatePlanOption(plan, nightly, list[0]?.min_stay ?? 1, promotion, words),
        nightly,
        plan,
      })
    }
    built.set(roomTypeId, rates)
    return rates
  }
}

/** A 400 naming every field of a search that cannot be answered: the stay, too many rooms, a party. */
function refuseUnsearchable(property: PropertyRow, req: SearchRequest, today: string): void {
  const problems = modelStateBuilder()
  addAll(stayErrors(req.DateFrom, req.DateTo, today), problems.add)
  const maxRooms = property.book_config.MaxNumberOfRoomsOnBooking
  if (req.Rooms.length > maxRooms) problems.add('Rooms', `At most ${maxRooms} rooms can be booked at once.`)
  addAll(occupancySwitchErrors(property, req.Rooms), problems.add)
  refuseIfAny(problems.build())
}

/** The party the "from" prices are for: the first room's, as the list shows them. */
function firstRoomOccupancy(req: SearchRequest) {
  const first = req.Rooms[0]
  return first
    ? { adults: first.NumberOfAdults, children: first.NumberOfChildren, infants: first.NumberOfInfants }
    : { adults: 1, children: 0, infants: 0 }
}

export async function search(
  db: Queryable,
  property: PropertyRow,
  req: SearchRequest,
  today: string,
  catalogue: Catalogue = catalogueOf(db),
  said: Pricing = beforeTaxes,
): Promise<SearchResult> {
  refuseUnsearchable(property, req, today)

  const nights = nightsBetween(req.DateFrom, req.DateTo)
  const promoCode = req.PromoCode?.trim() || null
  // The hotel's own words in the language the search asks for (decision 0132).
  const reader = readerOf(property.settings, req.LanguageCode)
  const inLanguage = <T extends { translations?: Translations }>(rows: readonly T[]) =>
    rows.map((row) => rowIn(row, reader))
  const [found, roomTypes, ratePlans, rows, availability, voucher] = await Promise.all([
    findPromotion(db, property.id, promoCode),
    catalogue.roomTypes(property.id).then(inLanguage),
    catalogue.ratePlans(property.id).then(inLanguage),
    catalogue.rates(property.id, req.DateFrom, req.DateTo),
    minAvailability(db, property.id, req.DateFrom, req.DateTo, nights),
    checkVoucher(db, property, req.HopGiftVoucherCode),
  ])
  const promotion = found && rowIn(found, reader)
  const occupancy = firstRoomOccupancy(req)

  // A plan only a code opens (a Corporate rate) is offered to a search with that code alone (rate-codes.ts).
  const offeredPlans = ratePlans.filter((plan) => opensPlan(plan, promoCode))
  const ratesFor = rateBuilder(sellablePlans(rows, nights), offeredPlans, req.RatePlanCode, promotion, {
    today,
    currency: property.currency,
    checkIn: hotelTimesOf(property.settings).checkIn,
    // The policy words in the search's LanguageCode (decision 0129); 'en' and anything not ours fall back.
    language:
      languageOf(req.LanguageCode) ?? languageOf(property.settings.DefaultLanguage) ?? DEFAULT_LANGUAGE,
  })

  const offers: RoomTypeOffer[] = []
  const counts: Record<string, number> = {}
  for (const roomType of roomTypes) {
    const free = availability.get(roomType.id) ?? 0
    counts[String(roomType.id)] = free
    if (free < 1) continue
    const rates = ratesFor(roomType.id)
    if (rates.length === 0) continue
    const { lowest, originalLowest } = lowestPrices(roomType, rates, occupancy, said)
    const upgrades = upgradesOf(roomType, roomTypes, (id) =>
      (availability.get(id) ?? 0) > 0 ? ratesFor(id) : [],
    )
    offers.push({
      RoomType: roomTypeView(roomType, upgrades),
      Rates: rates.map((rate) => rate.option),
      DateFrom: req.DateFrom,
      DateTo: req.DateTo,
      LowestRate: lowest < 0 ? -1 : toMajorUnits(lowest),
      OriginalLowestRate: originalLowest < 0 ? -1 : toMajorUnits(originalLowest),
    })
  }

  return {
    RoomTypes: offers,
    NumberOfRoomsPerRoomTypeId: counts,
    PromoCodeMessage: promoCode ? promoCodeMessage(promotion, opensAnyPlan(ratePlans, promoCode)) : null,
    IsPromoCodeValid: promotion !== null || opensAnyPlan(ratePlans, promoCode),
    HopGiftVoucherCodeMessage: voucher?.message ?? null,
    IsHopGiftVoucherCodeValid: voucher?.valid ?? false,
    VisitorLevy: property.settings.EnableVisitorLevy ? rowIn(property, reader).book_config.VisitorLevy : null,
  }
}

/** What a search says of its promo code: a discount, the rates it opens (rate-codes.ts), or not valid. */
function promoCodeMessage(promotion: PromotionRow | null, opensRates: boolean): string {
  if (promotion)
    return `${promotion.name}: ${promotion.discount_percentage} % off is applied to the prices shown.`
  return opensRates ? 'The rates this code gives you are shown.' : 'This promo code is not valid.'
}

export type VoucherRow = { code: string; balance: number }

/** The voucher a code names, if the property takes gift vouchers at all (GiftServiceProviderConfig.Active). */
export async function findVoucher(db: Queryable, property: PropertyRow, code: string | null | undefined) {
  if (!code?.trim() || !property.book_config.GiftServiceProviderConfig?.Active) return null
  const rows = await db.query<VoucherRow>(
    'SELECT code, balance FROM gift_voucher WHERE property_id = $1 AND upper(code) = upper($2)',
    [property.id, code.trim()],
  )
  return rows[0] ?? null
}

async function checkVoucher(db: Queryable, property: PropertyRow, code: string | null | undefined) {
  if (!code?.trim()) return null
  const v = await findVoucher(db, property, code)
  if (!v || v.balance <= 0) return { valid: false, message: 'This gift voucher code is not valid.' }
  return { valid: true, message: `Gift voucher ${v.code}: ${(v.balance / 100).toFixed(2)} available.` }
}

/** Children or infants where the property does not take them as a separate count (EnableChildren/InfantSearch). */
export function occupancySwitchErrors(
  property: PropertyRow,
  rooms: readonly { NumberOfChildren: number; NumberOfInfants: number }[],
): ModelState {
  const errors = modelStateBuilder()
  rooms.forEach((r, i) => {
    if (!property.settings.EnableChildrenSearch && r.NumberOfChildren > 0)
      errors.add(`Rooms.${i}.NumberOfChildren`, 'This property does not take children in a search.')
    if (!property.settings.EnableInfantSearch && r.NumberOfInfants > 0)
      errors.add(`Rooms.${i}.NumberOfInfants`, 'This property counts infants as children.')
  })
  return errors.build()
}
