/** Restaurant tables (docs/product/restaurant-and-contact.md#screens restaurant booking): the routes; the rules are server/restaurant/tables.ts. */
import { Hono } from 'hono'
import {
  RestaurantAvailability,
  RestaurantAvailabilityQuery,
  RestaurantBookingRequest,
  RestaurantBookingResponse,
  RestaurantList,
  RestaurantSetup,
  RestaurantSetupQuery,
  RestaurantsQuery,
} from '@/api/contract/restaurant'
import { addMonths, compareIsoDate } from '@/domain/dates'
import { propertyNow, requireProperty, type PropertyRow } from '../catalogue/property'
import { queueTableMail } from '../restaurant/table-mail'
import type { AppDeps, AppEnv } from '../web/context'
import { parseBody, parseQuery, reply } from '../web/http'
import { badRequest } from '../http-errors'
import { answerInTransaction } from '../web/idempotency'
import { bookTable, findRestaurant, listRestaurants, openSlots, type LocalNow } from '../restaurant/tables'

/** Tables are taken online up to a year ahead. */
const BOOKING_WINDOW_MONTHS = 12
const TOO_FAR = 'Tables can be booked online up to 12 months ahead.'

/** A visit date in the past or beyond the booking window, as a 400 under `field`. */
function checkVisitDate(date: string, today: string, field: string) {
  if (compareIsoDate(date, today) < 0) throw badRequest({ [field]: ['The date is in the past.'] })
  if (compareIsoDate(date, addMonths(today, BOOKING_WINDOW_MONTHS)) > 0)
    throw badRequest({ [field]: [TOO_FAR] })
}

export function restaurantRoutes({ db, clock, publicUrl }: AppDeps) {
  const app = new Hono<AppEnv>()
  const now = (p: PropertyRow): LocalNow => {
    const wall = propertyNow(clock, p)
    return {
      today: wall.date,
      time: `${String(wall.hour).padStart(2, '0')}:${String(wall.minute).padStart(2, '0')}`,
    }
  }

  app.get('/api/RestaurantBooking/Restaurants', async (c) => {
    const q = parseQuery(c, RestaurantsQuery)
    const p = await requireProperty(db, q.propertyId)
    const rows = await listRestaurants(db, p.id)
    return reply(
      c,
      RestaurantList,
      rows.map((r) => ({ Id: r.id, Name: r.name })),
    )
  })

  app.get('/api/RestaurantBooking/RestaurantSetup', async (c) => {
    const q = parseQuery(c, RestaurantSetupQuery)
    const p = await requireProperty(db, q.propertyId)
    const r = await findRestaurant(db, p.id, q.restaurantId)
    const { CurrencySymbol, MinOnlinePartySize, MaxOnlinePartySize, NoAvailabilityText } = r.setup
    return reply(c, RestaurantSetup, {
      CurrencySymbol,
      MinOnlinePartySize,
      MaxOnlinePartySize,
      NoAvailabilityText,
    })
  })

  app.get('/api/RestaurantBooking/Availability', async (c) => {
    const q = parseQuery(c, RestaurantAvailabilityQuery)
    const p = await requireProperty(db, q.propertyId)
    const r = await findRestaurant(db, p.id, q.restaurantId)
    const local = now(p)
    checkVisitDate(q.date, local.today, 'date')
    return reply(c, RestaurantAvailability, await openSlots(db, r, q.date, q.partySize, local))
  })

  app.post('/api/RestaurantBooking/Create', async (c) => {
    const req = await parseBody(c, RestaurantBookingRequest)
    const p = await requireProperty(db, req.PropertyId)
    const r = await findRestaurant(db, p.id, req.RestaurantId)
    const local = now(p)
    checkVisitDate(req.VisitDate, local.today, 'VisitDate')
    if (req.PartySize < r.setup.MinOnlinePartySize || req.PartySize > r.setup.MaxOnlinePartySize) {
      throw badRequest({
        PartySize: [
          `Online bookings are for ${r.setup.MinOnlinePartySize} to ${r.setup.MaxOnlinePartySize} guests.`,
        ],
      })
    }
    const info = `Your table at ${r.name} is booked for ${req.PartySize} on ${req.VisitDate} at ${req.VisitTime}.`
    // The e-mail and the answer commit with the booking (decision 0098).
    const answer = await bookTable(db, p, r, req, local, async (tx, reference) => {
      const booked = { reference, restaurantName: r.name, info, req }
      await queueTableMail(tx, p, booked, { now: clock(), publicUrl })
      return answerInTransaction(tx, c, RestaurantBookingResponse, {
        Success: true,
        BookingReference: reference,
        InfoMessage: info,
      })
    })
    if (!answer) {
      return reply(
        c,
        RestaurantBookingResponse,
        { Success: false, BookingReference: null, InfoMessage: r.setup.NoAvailabilityText },
        409,
      )
    }
    return reply(c, RestaurantBookingResponse, answer)
  })

  return app
}
