/**
 * The checks a schema cannot make because they need the whole file: codes that must name something in it,
 * limits that must be in order, rules that would silently override each other, currencies, card types and
 * countries that must exist. Each problem names the place in the file it is about.
 */
import { textIn } from '@/domain/hotel-text'
import { CARD_TYPES, COUNTRIES } from '../reference-lists'
import type { AvailabilityRule, PathPart, Property, PropertyFileContent, RateRule } from './schema'

export type FileProblem = { path: PathPart[]; message: string }
type Report = (path: PathPart[], message: string) => void

const CURRENCIES = new Set(Intl.supportedValuesOf('currency'))
const CARD_CODES = new Set(CARD_TYPES.map(([, , code]) => code))
const COUNTRY_CODES = new Set(COUNTRIES.map(([, , iso]) => iso))

function duplicates<T>(
  items: readonly T[],
  key: (item: T) => unknown,
  at: PathPart[],
  what: string,
  report: Report,
) {
  const seen = new Set<unknown>()
  items.forEach((item, i) => {
    const k = key(item)
    if (k === undefined) return
    if (seen.has(k)) report([...at, i], `${what} ${String(k)} appears twice.`)
    seen.add(k)
  })
}

function checkMoneyAndPlaces(property: Property, at: PathPart[], report: Report): void {
  if (!CURRENCIES.has(property.currency))
    report([...at, 'currency'], `${property.currency} is not a known currency.`)
  property.settings.AvailableCurrencies.forEach((c, i) => {
    if (!CURRENCIES.has(c))
      report([...at, 'settings', 'AvailableCurrencies', i], `${c} is not a known currency.`)
  })
  if (!property.settings.AvailableCurrencies.includes(property.currency))
    report(
      [...at, 'settings', 'AvailableCurrencies'],
      `The hotel's own currency ${property.currency} must be one of them.`,
    )
  property.settings.CreditCards.forEach((c, i) => {
    if (!CARD_CODES.has(c))
      report(
        [...at, 'settings', 'CreditCards', i],
        `${c} is not a card type (${[...CARD_CODES].join(', ')}).`,
      )
  })
  if (!COUNTRY_CODES.has(property.settings.DefaultPhoneCountryCode))
    report(
      [...at, 'settings', 'DefaultPhoneCountryCode'],
      'This is not an ISO 3166 country code (GB, IE, …).',
    )
}

function checkOccupancy(
  o: { min: number; max: number; maxAdults: number; maxChildren: number; baseAdults?: number },
  at: PathPart[],
  report: Report,
): void {
  if (o.min > o.max) report([...at, 'min'], `The least (${o.min}) is more than the most (${o.max}).`)
  if (o.maxAdults > o.max)
    report([...at, 'maxAdults'], `More adults (${o.maxAdults}) than guests (${o.max}).`)
  if (o.maxChildren > o.max)
    report([...at, 'maxChildren'], `More children (${o.maxChildren}) than guests (${o.max}).`)
  if (o.baseAdults !== undefined && o.baseAdults > o.maxAdults)
    report(
      [...at, 'baseAdults'],
      `The price is for ${o.baseAdults} adults but the room takes ${o.maxAdults}.`,
    )
}

function checkRooms(property: Property, at: PathPart[], report: Report): void {
  const codes = new Set(property.roomTypes.map((r) => r.code))
  duplicates(property.roomTypes, (r) => r.code, [...at, 'roomTypes'], 'Room type', report)
  duplicates(property.ratePlans, (r) => r.code, [...at, 'ratePlans'], 'Rate plan', report)
  property.roomTypes.forEach((r, i) => {
    checkOccupancy(r.occupancy, [...at, 'roomTypes', i, 'occupancy'], report)
    if (r.upgradeTo !== null && (!codes.has(r.upgradeTo) || r.upgradeTo === r.code))
      report([...at, 'roomTypes', i, 'upgradeTo'], `${r.upgradeTo} is not another room type of this file.`)
  })
  property.ratePlans.forEach((r, i) => {
    if (r.occupancy) checkOccupancy(r.occupancy, [...at, 'ratePlans', i, 'occupancy'], report)
    const rules = r.policy.CancellationRules
    // A non-refundable plan that also promised a free window would say two things (decision 0114).
    if (rules && !rules.Refundable && rules.FreeUntilHoursBeforeArrival !== null)
      report(
        [...at, 'ratePlans', i, 'policy', 'CancellationRules', 'FreeUntilHoursBeforeArrival'],
        'A non-refundable plan is never free to cancel: leave this null.',
      )
  })
}

type Rule = RateRule | AvailabilityRule
const RATE_VALUES = ['price', 'extraAdult', 'extraChild', 'extraInfant', 'perRoom', 'minStay'] as const

function meets<T>(a: readonly T[] | undefined, b: readonly T[] | undefined): boolean {
  return a === undefined || b === undefined || a.some((x) => b.includes(x))
}

/** Whether some night could match both rules (a cautious answer: parts are compared one by one). */
function mayMeet(a: Rule, b: Rule): boolean {
  const starts = [a.from, b.from].filter((d) => d !== undefined).sort()
  const ends = [a.to, b.to].filter((d) => d !== undefined).sort()
  const start = starts[starts.length - 1]
  const end = ends[0]
  if (start !== undefined && end !== undefined && start > end) return false
  return (
    meets(a.months, b.months) &&
    meets(a.weekdays, b.weekdays) &&
    meets(a.daysOfMonth, b.daysOfMonth) &&
    meets(a.roomTypes, b.roomTypes) &&
    meets('ratePlans' in a ? a.ratePlans : undefined, 'ratePlans' in b ? b.ratePlans : undefined)
  )
}

function checkRule(rule: Rule, at: PathPart[], property: Property, report: Report): void {
  const rooms = new Set(property.roomTypes.map((r) => r.code))
  const plans = new Set(property.ratePlans.map((r) => r.code))
  if (rule.from !== undefined && rule.to !== undefined && rule.from > rule.to)
    report([...at, 'to'], `The range ends (${rule.to}) before it starts (${rule.from}).`)
  rule.roomTypes?.forEach((c, i) => {
    if (!rooms.has(c)) report([...at, 'roomTypes', i], `${c} is not a room type of this property.`)
  })
  if ('ratePlans' in rule)
    rule.ratePlans?.forEach((c, i) => {
      if (!plans.has(c)) report([...at, 'ratePlans', i], `${c} is not a rate plan of this property.`)
    })
}

function checkRules(property: Property, at: PathPart[], report: Report): void {
  const rules = property.rates.rules
  rules.forEach((rule, i) => {
    const here = [...at, 'rates', 'rules', i]
    checkRule(rule, here, property, report)
    if (rule.percent === undefined && RATE_VALUES.every((k) => rule[k] === undefined))
      report(here, 'The rule changes nothing: give it a price, percent, extra, perRoom or minStay.')
    for (const [j, earlier] of rules.slice(0, i).entries()) {
      const both = RATE_VALUES.filter((k) => rule[k] !== undefined && earlier[k] !== undefined)
      if (both.length > 0 && mayMeet(rule, earlier))
        report(here, `It sets ${both.join(', ')} on nights rates.rules[${j}] sets too: narrow one of them.`)
    }
  })
  property.availability.forEach((rule, i) => {
    const here = [...at, 'availability', i]
    checkRule(rule, here, property, report)
    for (const [j, earlier] of property.availability.slice(0, i).entries())
      if (mayMeet(rule, earlier))
        report(here, `It sets rooms on nights availability[${j}] sets too: narrow one of them.`)
  })
}

function checkOffers(property: Property, at: PathPart[], report: Report): void {
  duplicates(property.extras, (e) => e.code, [...at, 'extras'], 'Extra', report)
  duplicates(property.promoCodes, (c) => c.code, [...at, 'promoCodes'], 'Promo code', report)
  duplicates(property.giftVouchers, (g) => g.code, [...at, 'giftVouchers'], 'Gift voucher', report)
  duplicates(property.companies, (c) => c.account, [...at, 'companies'], 'Company account', report)
  duplicates(property.restaurants, (r) => r.name, [...at, 'restaurants'], 'Restaurant', report)
  // A row is known by its name in the hotel's language (a file may give one text per language, decision 0146).
  const language = property.settings.DefaultLanguage
  duplicates(
    property.cancellationReasons,
    (r) => textIn(r.name, language, language),
    [...at, 'cancellationReasons'],
    'Reason',
    report,
  )
  const promo = new Set(property.promoCodes.map((c) => c.code))
  property.bookConfig.Offers.forEach((o, i) => {
    if (o.PromoCode !== null && !promo.has(o.PromoCode))
      report(
        [...at, 'bookConfig', 'Offers', i, 'PromoCode'],
        `${o.PromoCode} is not a promo code of this file.`,
      )
  })
  duplicates(
    property.bookConfig.RoomConfigurationOptions,
    (o) => o.Id,
    [...at, 'bookConfig', 'RoomConfigurationOptions'],
    'Id',
    report,
  )
  const restaurant = property.bookConfig.RestaurantBookingDefaultRestaurant
  if (restaurant !== null && !property.restaurants.some((r) => r.id === restaurant))
    report(
      [...at, 'bookConfig', 'RestaurantBookingDefaultRestaurant'],
      `No restaurant of this file has id ${restaurant}.`,
    )
  property.restaurants.forEach((r, i) => {
    if (r.partySize.min > r.partySize.max)
      report([...at, 'restaurants', i, 'partySize', 'min'], 'The smallest party is larger than the largest.')
    if (r.opens >= r.closes) report([...at, 'restaurants', i, 'closes'], 'It closes before it opens.')
  })
  property.companies.forEach((c, i) => {
    if (c.bookingCode !== undefined && c.bookingCodeHash !== undefined)
      report([...at, 'companies', i], 'Give the booking code or its hash, not both.')
  })
}

/** Ids are the database's keys: the same kind of thing may not use one twice in a file. */
function checkIds(content: PropertyFileContent, inGroupFile: boolean, report: Report): void {
  const kinds = [
    'roomTypes',
    'ratePlans',
    'extras',
    'promoCodes',
    'companies',
    'restaurants',
    'cancellationReasons',
  ] as const
  for (const kind of kinds) {
    const seen = new Set<number>()
    content.properties.forEach((property, pi) => {
      property[kind].forEach((item, i) => {
        if (item.id === undefined) return
        const at: PathPart[] = [...(inGroupFile ? ['properties', pi] : []), kind, i, 'id']
        if (seen.has(item.id)) report(at, `Id ${item.id} is used twice in this file.`)
        seen.add(item.id)
      })
    })
  }
}

export function crossFieldProblems(content: PropertyFileContent, inGroupFile: boolean): FileProblem[] {
  const problems: FileProblem[] = []
  const report: Report = (path, message) => problems.push({ path, message })
  const areas = new Set(content.group?.areas.map((a) => a.name))
  if (content.group) duplicates(content.group.areas, (a) => a.name, ['group', 'areas'], 'Area', report)
  duplicates(content.properties, (property) => property.code, ['properties'], 'Property', report)
  content.properties.forEach((property, i) => {
    const at: PathPart[] = inGroupFile ? ['properties', i] : []
    if (property.area !== null && !areas.has(property.area))
      report(
        [...at, 'area'],
        `${property.area} is not an area of the group${content.group ? '' : ' (a property alone has none)'}.`,
      )
    checkMoneyAndPlaces(property, at, report)
    checkRooms(property, at, report)
    checkRules(property, at, report)
    checkOffers(property, at, report)
  })
  checkIds(content, inGroupFile, report)
  return problems
}
