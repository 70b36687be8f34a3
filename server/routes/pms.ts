/**
 * The PMS API (decision 0108): a hotel's PMS or channel manager reads its mapping, sends availability, prices
 * and minimum stays, and takes the bookings out. Every call has passed server/pms/access.ts (an active key of the property in the address,
 * within its limits) before it gets here.
 */
import { Hono, type Context } from 'hono'
import { requireProperty } from '../catalogue/property'
import type { AppDeps, AppEnv, PmsCaller } from '../web/context'
import { hotelEventsSince } from '../hotel-events/hotel-events'
import { parseBody, parseQuery, reply } from '../web/http'
import { forbidden } from '../http-errors'
import { answerInTransaction } from '../web/idempotency'
import { writeUpdates } from '../pms/availability-writes'
import {
  AvailabilityUpdateRequest,
  AvailabilityUpdateResponse,
  NoShowRequest,
  NoShowResponse,
  PmsPropertyMapping,
} from '../pms/contract'
import { BookingsFeed, BookingsFeedQuery, FEED_PAGE_DEFAULT } from '../pms/feed-contract'
import { markNoShow } from '../reservations/no-show'
import { loadRatePlans, loadRoomTypes, sellingWindow } from '../pms/selling'
import { checkUpdates } from '../pms/update-check'

/** The caller pmsAccess let in; a route reached without it (a mounting mistake) refuses rather than serves. */
function callerOf(c: Context<AppEnv>): PmsCaller {
  const caller = c.get('pmsCaller')
  if (!caller) throw forbidden('This API key is not for this property.')
  return caller
}

export function pmsRoutes(deps: AppDeps) {
  const { db, clock } = deps
  const app = new Hono<AppEnv>()

  /** The property and the nights it sells: today at the hotel up to the end of its booking window. */
  async function sellingProperty(c: Context<AppEnv>) {
    const property = await requireProperty(db, callerOf(c).propertyId)
    return { property, window: sellingWindow(clock, property) }
  }

  app.get('/api/pms/properties/:code', async (c) => {
    const { property, window } = await sellingProperty(c)
    const [roomTypes, ratePlans] = [
      await loadRoomTypes(db, property.id),
      await loadRatePlans(db, property.id),
    ]
    return reply(c, PmsPropertyMapping, {
      PropertyCode: property.code,
      Name: property.name,
      Currency: property.currency,
      TimeZone: property.settings.TimeZone,
      FirstNight: window.first,
      LastNight: window.last,
      RoomTypes: roomTypes.map((r) => ({ Code: r.code, Name: r.name, Rooms: r.room_count })),
      RatePlans: ratePlans.map((r) => ({ Code: r.code, Name: r.name })),
    })
  })

  app.post('/api/pms/properties/:code/availability', async (c) => {
    const request = await parseBody(c, AvailabilityUpdateRequest)
    const { property, window } = await sellingProperty(c)
    const catalogue = {
      roomTypes: await loadRoomTypes(db, property.id),
      ratePlans: await loadRatePlans(db, property.id),
    }
    const updates = checkUpdates(request, catalogue, window)
    const answer = await db.transaction(async (tx) => {
      const written = await writeUpdates(tx, property.id, updates)
      return answerInTransaction(tx, c, AvailabilityUpdateResponse, { Success: true, NightsUpdated: written })
    })
    return c.json(answer)
  })

  // Bookings out: what happened at the hotel since the PMS last asked (decision 0106's events), oldest first.
  app.get('/api/pms/properties/:code/bookings', async (c) => {
    const query = parseQuery(c, BookingsFeedQuery)
    const since = query.since ?? 0
    const limit = query.limit ?? FEED_PAGE_DEFAULT
    // One more than the page, to know whether more wait.
    const events = await hotelEventsSince(db, callerOf(c).propertyId, since, limit + 1)
    const page = events.slice(0, limit)
    return reply(c, BookingsFeed, {
      Events: page.map((event) => ({
        Cursor: event.id,
        EventId: event.eventId,
        Type: event.type,
        Reference: event.reference,
        OccurredAt: event.occurredAt,
        Payload: event.payload,
      })),
      NextCursor: page.at(-1)?.id ?? since,
      HasMore: events.length > limit,
    })
  })

  // A guest who never came: the PMS knows, the penalty is charged on the saved card (decision 0115).
  app.post('/api/pms/properties/:code/no-shows', async (c) => {
    const request = await parseBody(c, NoShowRequest)
    const property = await requireProperty(db, callerOf(c).propertyId)
    const answer = await markNoShow({ db, payments: deps.payments, clock }, property, request.Reference)
    return reply(c, NoShowResponse, answer)
  })

  return app
}
