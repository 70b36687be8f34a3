/**
 * Occupancy limits of docs/product/search.md#rules.
 *
 * Decision (docs/product/search.md#rules says "total guests … children (non-adults)", docs/product/search.md#limits says "a guest summary counts adults plus
 * children plus infants"): infants ARE guests. They count in the total (min/max occupancy) and, being
 * non-adults, in the children limit. Only service charges (docs/product/search.md#limits: adults plus children) leave infants out.
 * A cot-only infant policy would be a property setting the spec does not have.
 */
export type Occupancy = { adults: number; children: number; infants: number }

export type OccupancyLimits = {
  minimumOccupancy: number
  maximumOccupancy: number
  adultMaximumOccupancy: number
  childMaximumOccupancy: number
}

type RatePlanOccupancy = OccupancyLimits & { useOccupancyForRatePlan: boolean }

/** The infants counter of a searched room goes up to this (the property settings name no maximum). */
export const MAX_INFANTS_PER_ROOM = 4

/** What a property's settings say about a new searched room (docs/product/search.md#what-is-kept). */
type OccupancyDefaults = {
  DefaultOccupancyAdult: number
  DefaultOccupancyChildren: number
  DefaultOccupancyInfant: number
  EnableChildrenSearch: boolean
  EnableInfantSearch: boolean
  AdultMaximumOccupancy: number
  ChildMaximumOccupancy: number
}

const clamp = (n: number, min: number, max: number) =>
  Number.isFinite(n) ? Math.min(Math.max(Math.trunc(n), min), Math.max(min, max)) : min

/**
 * The occupancy every new searched room starts with, the first and each one added: the property's defaults,
 * within what its search offers. Children and infants count only where the property searches them
 * separately; each count stays within its counter's bounds; a room has an adult unless it has a child.
 */
export function defaultRoomOccupancy(p: OccupancyDefaults): Occupancy {
  const children = p.EnableChildrenSearch ? clamp(p.DefaultOccupancyChildren, 0, p.ChildMaximumOccupancy) : 0
  const infants = p.EnableInfantSearch ? clamp(p.DefaultOccupancyInfant, 0, MAX_INFANTS_PER_ROOM) : 0
  const adults = clamp(p.DefaultOccupancyAdult, children > 0 ? 0 : 1, p.AdultMaximumOccupancy)
  return { adults, children, infants }
}

/** Adults + children + infants (the guest summary of docs/product/search.md#limits). */
/**
 * The rooms of a search as an address writes them: 2-0-0,1-1-0 (adults-children-infants per room). The app's
 * addresses (src/api/contract/search-address.ts) and the boot shell's form (src/boot-shell) both write it.
 */
export function roomsParamOf(rooms: readonly Occupancy[]): string {
  return rooms.map((r) => `${r.adults}-${r.children}-${r.infants}`).join(',')
}

export function totalGuests(occ: Occupancy): number {
  return occ.adults + occ.children + occ.infants
}

/** Children + infants: everyone who is not an adult. */
export function nonAdults(occ: Occupancy): number {
  return occ.children + occ.infants
}

/** Adults + children: the head count that per-person service charges use (docs/product/search.md#limits). */
export function chargeableGuests(occ: Occupancy): number {
  return occ.adults + occ.children
}

/**
 * The limits that apply to a room booked on a rate plan. With UseOccupancyForRatePlan the tighter of the
 * two applies (smallest maximum, largest minimum); otherwise the room type's own limits.
 */
export function effectiveLimits(roomType: OccupancyLimits, ratePlan: RatePlanOccupancy): OccupancyLimits {
  if (!ratePlan.useOccupancyForRatePlan) {
    return {
      minimumOccupancy: roomType.minimumOccupancy,
      maximumOccupancy: roomType.maximumOccupancy,
      adultMaximumOccupancy: roomType.adultMaximumOccupancy,
      childMaximumOccupancy: roomType.childMaximumOccupancy,
    }
  }
  return {
    minimumOccupancy: Math.max(roomType.minimumOccupancy, ratePlan.minimumOccupancy),
    maximumOccupancy: Math.min(roomType.maximumOccupancy, ratePlan.maximumOccupancy),
    adultMaximumOccupancy: Math.min(roomType.adultMaximumOccupancy, ratePlan.adultMaximumOccupancy),
    childMaximumOccupancy: Math.min(roomType.childMaximumOccupancy, ratePlan.childMaximumOccupancy),
  }
}

/** Total within min/max, adults within the adult maximum, non-adults within the child maximum. */
export function fitsOccupancy(limits: OccupancyLimits, occ: Occupancy): boolean {
  const total = totalGuests(occ)
  return (
    total >= limits.minimumOccupancy &&
    total <= limits.maximumOccupancy &&
    occ.adults <= limits.adultMaximumOccupancy &&
    nonAdults(occ) <= limits.childMaximumOccupancy
  )
}

export function isSameOccupancy(a: Occupancy, b: Occupancy): boolean {
  return a.adults === b.adults && a.children === b.children && a.infants === b.infants
}
