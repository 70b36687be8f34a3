/**
 * Restaurant table booking (docs/product/restaurant-and-contact.md#steps, docs/product/restaurant-and-contact.md#rules): party sizes run from MinOnlinePartySize to MaxOnlinePartySize; the
 * previous size is kept if it is within range, else the minimum. Availability is fetched only with a
 * restaurant, a date and a party size above zero. (The booking form's rule is in validation.ts.)
 */
export type RestaurantSetup = { minOnlinePartySize: number; maxOnlinePartySize: number }

/** The party sizes offered, min … max (empty if the range is empty). */
export function partySizes(setup: RestaurantSetup): number[] {
  const sizes: number[] = []
  for (let n = Math.max(1, setup.minOnlinePartySize); n <= setup.maxOnlinePartySize; n++) sizes.push(n)
  return sizes
}

/** Keeps the previous size if the new setup offers it, else the minimum (0 when nothing is offered). */
export function choosePartySize(previous: number | null | undefined, setup: RestaurantSetup): number {
  const sizes = partySizes(setup)
  if (typeof previous === 'number' && sizes.includes(previous)) return previous
  return sizes[0] ?? 0
}

export function canFetchRestaurantAvailability(q: {
  restaurantId: number | null | undefined
  date: string | null | undefined
  partySize: number
}): boolean {
  return typeof q.restaurantId === 'number' && q.restaurantId > 0 && !!q.date && q.partySize > 0
}
