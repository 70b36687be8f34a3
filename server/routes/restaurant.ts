/**
 * Restaurant tables (docs/product/restaurant-and-contact.md#screens restaurant booking): the routes; the rules are server/restaurant/visit-rules.ts and
 * server/restaurant/tables.ts.
 */
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
import { readerOf, rowIn } from '../catalogue/hotel-texts'
import { requireProperty } from '../catalogue/property'
import { bookingLanguage, mailWords } from '../mail/mail-words'
import { queueTableMail, tableInfo } from '../restaurant/table-mail'
import type { AppDeps, AppEnv } from '../web/context'
import { parseBody, parseQuery, reply, requestLanguage } from '../web/http'
import { answerInTransaction } from '../web/idempotency'
import { bookTable, findRestaurant, listRestaurants, openSlots } from '../restaurant/tables'
import { checkPartySize, checkVisitDate, localNow } from '../restaurant/visit-rules'

/** The restaurant's list, set-up and open slots, then a table booked. */
export function restaurantRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  browseRoutes(app, deps)
  bookingRoutes(app, deps)
  return app
}

function browseRoutes(app: Hono<AppEnv>, { db, clock }: AppDeps) {
  app.get('/api/RestaurantBooking/Restaurants', async (c) => {
    const q = parseQuery(c, RestaurantsQuery)
    const property = await requireProperty(db, q.propertyId)
    const reader = readerOf(property.settings, requestLanguage(c))
    // Named in the guest's language (decision 0136).
    const rows = (await listRestaurants(db, property.id)).map((r) => rowIn(r, reader))
    return reply(
      c,
      RestaurantList,
      rows.map((r) => ({ Id: r.id, Name: r.name })),
    )
  })

  app.get('/api/RestaurantBooking/RestaurantSetup', async (c) => {
    const q = parseQuery(c, RestaurantSetupQuery)
    const property = await requireProperty(db, q.propertyId)
    const r = rowIn(
      await findRestaurant(db, property.id, q.restaurantId),
      readerOf(property.settings, requestLanguage(c)),
    )
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
    const property = await requireProperty(db, q.propertyId)
    const r = await findRestaurant(db, property.id, q.restaurantId)
    const local = localNow(clock, property)
    checkVisitDate(q.date, local.today, 'date')
    return reply(c, RestaurantAvailability, await openSlots(db, r, q.date, q.partySize, local))
  })
}

function bookingRoutes(app: Hono<AppEnv>, { db, clock, publicUrl }: AppDeps) {
  app.post('/api/RestaurantBooking/Create', async (c) => {
    const req = await parseBody(c, RestaurantBookingRequest)
    const property = await requireProperty(db, req.PropertyId)
    const r = rowIn(
      await findRestaurant(db, property.id, req.RestaurantId),
      readerOf(property.settings, requestLanguage(c)),
    )
    const local = localNow(clock, property)
    checkVisitDate(req.VisitDate, local.today, 'VisitDate')
    checkPartySize(r, req.PartySize)
    // The guest reads the sentence in their language; the hotel's copy keeps it in English (table-mail.ts).
    const said = { reference: '', restaurantName: r.name, req }
    const info = tableInfo(
      said,
      mailWords(bookingLanguage(requestLanguage(c), property.settings.DefaultLanguage)),
    )
    const hotelInfo = tableInfo(said, mailWords('en-GB'))
    // The e-mail and the answer commit with the booking (decision 0098).
    const answer = await bookTable(db, property, r, req, local, async (tx, reference) => {
      const booked = { reference, restaurantName: r.name, info: hotelInfo, req }
      await queueTableMail(tx, property, booked, { now: clock(), publicUrl, language: requestLanguage(c) })
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
}
