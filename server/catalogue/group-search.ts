/**
 * Search over every property of a group (docs/product/search.md#screens group search): each member's best offer for the stay, in its own
 * today, and the free rooms per day over the members of an area.
 */
import type { GroupPropertyOffer, GroupSearchRequest } from '@/api/contract/availability'
import type { Queryable } from '../db/types'
import { HttpError } from '../http-errors'
import type { Catalogue } from './catalogue'
import { mapUrlOf, propertyNow } from './property'
import {
  loadGroupMembers,
  loadGroupRoomsPerDay,
  requireGroup,
  type GroupMemberRecord,
} from './property-groups'
import { allInPricing, search } from './search'
import { readerOf, rowIn, textOf } from './hotel-texts'

export async function groupMembers(db: Queryable, ref: string | number, areaId: number | null | undefined) {
  const group = await requireGroup(db, ref)
  return loadGroupMembers(db, group.id, areaId)
}

/** One member's best offer for a group search; a stay the member cannot take leaves it unavailable. */
async function memberOffer(
  db: Queryable,
  property: GroupMemberRecord,
  req: GroupSearchRequest,
  today: string,
  catalogue: Catalogue,
): Promise<{ promoValid: boolean; offer: GroupPropertyOffer }> {
  const base = {
    PropertyId: property.id,
    PropertyCode: property.code,
    // Named in the guest's language where the hotel wrote its name in more than one (decision 0146).
    PropertyName: textOf(
      property.name,
      property.translations,
      'name',
      readerOf(property.settings, req.LanguageCode),
    ),
    AreaId: property.area_id,
    AreaName: property.area_name,
    Currency: property.currency,
    PropertyImageUrl: property.settings.PropertyImageUrl,
    MapUrl: mapUrlOf(property),
    HotelRating: property.settings.HotelRating,
  }
  try {
    const r = await search(
      db,
      property,
      { ...req, PropertyId: property.id, RatePlanCode: null, LocationId: null, HopGiftVoucherCode: null },
      today,
      catalogue,
      allInPricing(property),
    )
    // Only room types that take the searched party have a price (search.ts): the card counts and prices those.
    const priced = r.RoomTypes.filter((o) => o.LowestRate >= 0)
    const best = priced.reduce<(typeof priced)[number] | null>(
      (a, o) => (a === null || o.LowestRate < a.LowestRate ? o : a),
      null,
    )
    const offer = {
      ...base,
      IsAvailable: priced.length > 0,
      NumberOfRoomTypes: priced.length,
      LowestRate: best?.LowestRate ?? -1,
      OriginalLowestRate: best?.OriginalLowestRate ?? -1,
      Message:
        priced.length > 0
          ? null
          : rowIn(property, readerOf(property.settings, req.LanguageCode)).book_config.NoAvailabilityMessage,
    }
    return { promoValid: r.IsPromoCodeValid, offer }
  } catch (e) {
    // A stay one member cannot take (e.g. more rooms than it books at once) leaves that member unavailable.
    if (!(e instanceof HttpError) || e.status !== 400) throw e
    const ms = (e.body.ModelState ?? {}) as Record<string, string[]>
    if (ms.DateFrom || ms.DateTo) throw e
    const offer = {
      ...base,
      IsAvailable: false,
      NumberOfRoomTypes: 0,
      LowestRate: -1,
      OriginalLowestRate: -1,
      Message: Object.values(ms).flat()[0] ?? null,
    }
    return { promoValid: false, offer }
  }
}

/** Every member's best offer, and whether the promo code was valid at any of them. */
export async function groupOffers(
  db: Queryable,
  members: readonly GroupMemberRecord[],
  req: GroupSearchRequest,
  clock: () => Date,
  catalogue: Catalogue,
): Promise<{ out: GroupPropertyOffer[]; promoValid: boolean }> {
  const out: GroupPropertyOffer[] = []
  let promoValid = false
  for (const member of members) {
    // Each member's own today: a group may span time zones.
    const offer = await memberOffer(db, member, req, propertyNow(clock, member).date, catalogue)
    promoValid ||= offer.promoValid
    out.push(offer.offer)
  }
  return { out, promoValid }
}

export type GroupAreaDay = { DateOfStay: string; AvailableRooms: number; AvailablePropertyIds: number[] }

/** The rooms free each day over the given members, and which of them have any. */
export async function groupAreaDays(
  db: Queryable,
  memberIds: number[],
  from: string,
  to: string,
): Promise<GroupAreaDay[]> {
  const rows = await loadGroupRoomsPerDay(db, memberIds, from, to)
  const days = new Map<string, GroupAreaDay>()
  for (const r of rows) {
    let d = days.get(r.day)
    if (!d) days.set(r.day, (d = { DateOfStay: r.day, AvailableRooms: 0, AvailablePropertyIds: [] }))
    d.AvailableRooms += r.rooms
    if (r.rooms > 0) d.AvailablePropertyIds.push(r.property_id)
  }
  return [...days.values()]
}
