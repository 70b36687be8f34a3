/**
 * The group search lives in the address (?arrival&departure&rooms&area&promoCode), so a reload, the back button
 * from a hotel's rooms, or a shared link all bring the same results back. Rooms are written adults-children-infants,
 * one per room: rooms=2-0-0,1-1-0. Anything malformed reads as "no search yet", never as a half search.
 */
import { compareIsoDate, isIsoDate } from '@/domain/dates'
import type { Occupancy } from '@/domain/occupancy'

export type GroupSearch = {
  arrival: string
  departure: string
  areaId: number | null
  rooms: Occupancy[]
  promoCode: string
}

const MAX_ROOMS = 10
const MAX_PER_ROOM = 20

export function roomsParam(rooms: readonly Occupancy[]): string {
  return rooms.map((r) => `${r.adults}-${r.children}-${r.infants}`).join(',')
}

export function parseRooms(value: string | null): Occupancy[] | null {
  if (!value) return null
  const rooms: Occupancy[] = []
  for (const part of value.split(',')) {
    const m = /^(\d{1,2})-(\d{1,2})-(\d{1,2})$/.exec(part)
    if (!m) return null
    const [adults, children, infants] = [Number(m[1]), Number(m[2]), Number(m[3])]
    if (adults > MAX_PER_ROOM || children > MAX_PER_ROOM || infants > MAX_PER_ROOM) return null
    if (adults + children < 1) return null
    rooms.push({ adults, children, infants })
  }
  return rooms.length >= 1 && rooms.length <= MAX_ROOMS ? rooms : null
}

export function readGroupSearch(params: URLSearchParams): GroupSearch | null {
  const arrival = params.get('arrival') ?? ''
  const departure = params.get('departure') ?? ''
  const rooms = parseRooms(params.get('rooms'))
  if (!isIsoDate(arrival) || !isIsoDate(departure) || !rooms) return null
  if (compareIsoDate(departure, arrival) <= 0) return null
  const area = params.get('area')
  const areaId = area && /^\d{1,9}$/.test(area) ? Number(area) : null
  return { arrival, departure, areaId, rooms, promoCode: (params.get('promoCode') ?? '').trim().slice(0, 50) }
}

export function groupSearchParams(s: GroupSearch): URLSearchParams {
  const params = new URLSearchParams({
    arrival: s.arrival,
    departure: s.departure,
    rooms: roomsParam(s.rooms),
  })
  if (s.areaId !== null) params.set('area', String(s.areaId))
  if (s.promoCode) params.set('promoCode', s.promoCode)
  return params
}

/** The same stay, for one hotel's own search page (it reads arrival, departure and promoCode). */
export function propertySearchPath(propertyCode: string, s: GroupSearch): string {
  const params = new URLSearchParams({
    arrival: s.arrival,
    departure: s.departure,
    rooms: roomsParam(s.rooms),
  })
  if (s.promoCode) params.set('promoCode', s.promoCode)
  return `/Book/${encodeURIComponent(propertyCode)}?${params.toString()}`
}
