import { searchAvailability } from '@/api/availability'
import type { BookConfig } from '@/api/contract/book-config'
import type { PropertySettings } from '@/api/contract/property'
import { basketLines, basketPricing } from '@/state/basket-pricing'
import {
  getBookingSession,
  keepEarlierBasket,
  onBookingSessionChange,
  restoreBookingSession,
  type BookingSession,
} from '@/state/booking-session'
import { searchRequestOf } from '@/api/contract/search-address'
import { StoredBookingSession } from '@/state/session-schema'
import { readBasket, removeBasket, saveBasket } from '@/storage/basket'

/**
 * The durable basket (loaded just after the first paint): the session is mirrored to the device on every
 * change; a reload, a crash or reopening the app later puts it back; and when online, the basket is checked
 * against a fresh search, because a price may have moved and a room may have sold out in the meantime.
 */

/**
 * Puts back this property's basket kept on the device, unless a live one is already there: then a kept basket
 * for another stay (an address asked for other dates before this ran) is kept aside to go back to.
 */
export async function resumeBasket(propertyCode: string, today: string): Promise<BookingSession | null> {
  const stored = await readBasket(propertyCode, today, StoredBookingSession)
  const live = getBookingSession()
  if (live.stage !== 'None' && live.search?.propertyCode === propertyCode) {
    if (stored && stored.session.search?.propertyCode === propertyCode)
      keepEarlierBasket(stored.session, live.search)
    return live
  }
  if (!stored || stored.session.search?.propertyCode !== propertyCode) return null
  restoreBookingSession(stored.session)
  return stored.session
}

/** Mirrors every change of the session for this property to the device; returns the stop function. */
export function mirrorBasket(propertyCode: string): () => void {
  return onBookingSessionChange((session) => {
    const write =
      session.stage === 'None' || !session.search
        ? removeBasket(propertyCode)
        : session.search.propertyCode === propertyCode
          ? saveBasket(propertyCode, session.search.dateFrom, session)
          : Promise.resolve()
    write.catch((error: unknown) => console.warn('Could not keep the basket on this device:', error))
  })
}

export type BasketCheck =
  | { kind: 'unchanged' }
  | { kind: 'priceChanged'; before: number; after: number }
  | { kind: 'soldOut'; rooms: number[] }

/**
 * Searches again for the basket's stay and compares: rooms no longer offered (or with fewer left than the
 * basket holds) go back to be chosen again, and the new prices replace the old ones. Says what changed.
 */
export async function recheckBasket(
  property: PropertySettings,
  config: BookConfig,
  today: string,
): Promise<BasketCheck> {
  if (getBookingSession().choices.every((c) => c === null)) return { kind: 'unchanged' }
  return searchAgain(property, config, today)
}

/**
 * The session's search asked again, its answer in place of the kept one, checked as above: after a re-check,
 * and after a language switch, so the rooms and rates are named in the guest's new language (decision 0136).
 */
export async function searchAgain(
  property: PropertySettings,
  config: BookConfig,
  today: string,
): Promise<BasketCheck> {
  const session = getBookingSession()
  if (!session.search || !session.result) return { kind: 'unchanged' }
  const result = await searchAvailability(searchRequestOf(session.search, property.PropertyId))
  const before = basketPricing(session, property, config, today)?.total ?? 0

  const fresh: BookingSession = { ...session, result }
  const offered = new Set(basketLines(fresh).map((line) => line.roomIndex))
  const left = { ...result.NumberOfRoomsPerRoomTypeId }
  const soldOut: number[] = []
  const choices = session.choices.map((choice, i) => {
    if (!choice) return null
    const key = String(choice.roomTypeId)
    if (!offered.has(i) || (left[key] ?? 0) <= 0) {
      soldOut.push(i)
      return null
    }
    left[key] = (left[key] ?? 0) - 1
    return choice
  })
  // The session may have moved on while the search ran (the guest kept going): only replace what we read.
  if (getBookingSession() !== session) return { kind: 'unchanged' }
  const checked: BookingSession =
    soldOut.length > 0
      ? { ...fresh, choices, summarySeen: false, stage: 'RoomsAndRates' }
      : { ...fresh, choices }
  restoreBookingSession(checked)
  if (soldOut.length > 0) return { kind: 'soldOut', rooms: soldOut }
  const after = basketPricing(checked, property, config, today)?.total ?? 0
  return after === before ? { kind: 'unchanged' } : { kind: 'priceChanged', before, after }
}
