/**
 * The boot shell's search form (src/boot-shell/shell-search-form.ts) works without any script: it submits a
 * plain GET. Its dates, promo code, rate plan and location carry the names of the Rooms & Rates address, but
 * plain HTML cannot write the address's `rooms=2-0-0,1-1-0`: the form sends a room count and one select per
 * occupant per room instead, and the server turns that into the address (a 303 redirect), so the app and a
 * reload only ever see one address format (src/api/contract/search-address.ts; server/routes/boot-page.ts).
 */
import type { Occupancy } from '../domain/occupancy'

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
