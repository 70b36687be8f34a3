import type { SearchRequest } from '@/api/contract/availability'
import { roomsParamOf, type Occupancy } from '@/domain/occupancy'

// The search as the guest set it, and its two other shapes: the API request, and the address of the search
// page (so "change search", the back button and a link from the hotel's site all bring the form back filled).
// Kept apart from the session store so the search page paints without loading it (decision 0020).

export type SearchForm = {
  propertyCode: string
  dateFrom: string
  dateTo: string
  rooms: Occupancy[]
  promoCode: string
  ratePlanCode: string | null
  locationId: number | null
}

/** The search as the API takes it (docs/product/search.md#calls Availability/Search); the property by id or code. */
export function searchRequestOf(form: SearchForm, propertyId: number): SearchRequest {
  return {
    PropertyId: propertyId,
    LanguageCode: 'en',
    PromoCode: form.promoCode || null,
    RatePlanCode: form.ratePlanCode,
    DateFrom: form.dateFrom,
    DateTo: form.dateTo,
    LocationId: form.locationId,
    Rooms: form.rooms.map((r) => ({
      NumberOfAdults: r.adults,
      NumberOfChildren: r.children,
      NumberOfInfants: r.infants,
    })),
  }
}

const DAY = /^\d{4}-\d{2}-\d{2}$/
const ROOM = /^(\d{1,2})-(\d{1,2})-(\d{1,2})$/

/**
 * Whether two searches ask for the same stay: the same hotel, dates and party per room. An address that asks
 * for another stay than the session's starts that search (decision 0118); a promo code is not a stay.
 */
export function sameStay(a: SearchForm, b: SearchForm): boolean {
  return (
    a.propertyCode === b.propertyCode &&
    a.dateFrom === b.dateFrom &&
    a.dateTo === b.dateTo &&
    roomsParamOf(a.rooms) === roomsParamOf(b.rooms)
  )
}

/** The search page's query: ?arrival=…&departure=…&rooms=2-0-0,1-1-0&promoCode=…&ratePlanCode=…&locationId=… */
export function searchQueryOf(form: SearchForm): string {
  const q = new URLSearchParams()
  q.set('arrival', form.dateFrom)
  q.set('departure', form.dateTo)
  q.set('rooms', roomsParamOf(form.rooms))
  if (form.promoCode) q.set('promoCode', form.promoCode)
  if (form.ratePlanCode) q.set('ratePlanCode', form.ratePlanCode)
  if (form.locationId !== null) q.set('locationId', String(form.locationId))
  return q.toString()
}

export type SearchQuery = {
  dateFrom: string | null
  dateTo: string | null
  rooms: Occupancy[] | null
  promoCode: string
  ratePlanCode: string | null
  locationId: number | null
}

/** Reads what a search page address carries; anything malformed is left out rather than guessed. */
export function searchFromQuery(params: URLSearchParams): SearchQuery {
  const day = (key: string) => {
    const value = params.get(key)
    return value && DAY.test(value) ? value : null
  }
  const rooms = (params.get('rooms') ?? '')
    .split(',')
    .map((part) => ROOM.exec(part.trim()))
    .map((m) => (m ? { adults: Number(m[1]), children: Number(m[2]), infants: Number(m[3]) } : null))
  const valid = rooms.filter((r): r is Occupancy => r !== null)
  const location = Number(params.get('locationId'))
  return {
    dateFrom: day('arrival'),
    dateTo: day('departure'),
    rooms: valid.length > 0 && valid.length === rooms.length ? valid : null,
    promoCode: (params.get('promoCode') ?? '').trim().slice(0, 50),
    ratePlanCode: (params.get('ratePlanCode') ?? '').trim().slice(0, 50) || null,
    locationId: Number.isInteger(location) && location > 0 ? location : null,
  }
}

/** A search the address carries in full (dates and rooms), or null. */
export function restorableSearch(q: SearchQuery, propertyCode: string): SearchForm | null {
  if (!q.dateFrom || !q.dateTo || !q.rooms) return null
  return {
    propertyCode,
    dateFrom: q.dateFrom,
    dateTo: q.dateTo,
    rooms: q.rooms,
    promoCode: q.promoCode,
    ratePlanCode: q.ratePlanCode,
    locationId: q.locationId,
  }
}
