/**
 * The boot shell's search form (src/boot-shell/shell-search-form.ts) works without any script: it submits a
 * plain GET. Its dates, promo code, rate plan and location carry the names of the Rooms & Rates address, but
 * plain HTML cannot write the address's `rooms=2-0-0,1-1-0`: the form sends a room count and one select per
 * occupant per room instead. The form's action is Rooms & Rates itself: the server paints that page for the
 * search at once (no redirect, one round trip), and the app, once it starts, writes the address over in its own
 * format (`shellSearchQuery`, decision 0145), so the app and a reload only ever read one address format
 * (src/api/contract/search-address.ts; server/routes/boot-page.ts).
 */
import { roomsParamOf, type Occupancy } from '../domain/occupancy'

export const SHELL_FIELDS = {
  roomCount: 'roomCount',
  adults: (room: number) => `adults${room}`,
  children: (room: number) => `children${room}`,
  infants: (room: number) => `infants${room}`,
} as const

/** No hotel books more rooms than this at once; a bigger count from a crafted address is cut to it. */
const MOST_ROOMS = 20

function count(params: URLSearchParams, name: string, fallback: number): number {
  const text = params.get(name)
  const value = text === null || text.trim() === '' ? NaN : Number(text)
  // The address's rooms take one or two digits per count: anything else is the fallback, not a guess.
  return Number.isInteger(value) && value >= 0 && value <= 99 ? value : fallback
}

/** The rooms the shell's fields describe, or null when the query is not the shell's (no room count). */
export function shellRoomsOf(params: URLSearchParams): Occupancy[] | null {
  const countText = params.get(SHELL_FIELDS.roomCount)
  if (countText === null) return null
  const rooms = Math.min(Math.max(count(params, SHELL_FIELDS.roomCount, 1), 1), MOST_ROOMS)
  return Array.from({ length: rooms }, (_, i) => ({
    adults: count(params, SHELL_FIELDS.adults(i + 1), 1),
    children: count(params, SHELL_FIELDS.children(i + 1), 0),
    infants: count(params, SHELL_FIELDS.infants(i + 1), 0),
  }))
}

/**
 * The query of Rooms & Rates' address in the app's own format (arrival, departure, rooms=2-0-0,1-1-0, and the
 * promo code, rate plan code, location and language when given) for a search the shell's form sent, or null when
 * `sent` is not such a search (no room count). Fields the address does not know are dropped, and empty ones, as
 * the app's own address leaves them out.
 */
export function shellSearchQuery(sent: URLSearchParams): string | null {
  const rooms = shellRoomsOf(sent)
  if (!rooms) return null
  const address = new URLSearchParams()
  for (const name of ['arrival', 'departure'] as const) address.set(name, sent.get(name) ?? '')
  address.set('rooms', roomsParamOf(rooms))
  for (const name of ['promoCode', 'ratePlanCode', 'locationId', 'lang'] as const) {
    const value = (sent.get(name) ?? '').trim()
    if (value) address.set(name, value)
  }
  return address.toString()
}
