/**
 * Restaurant tables. A demo model: slots every 30 minutes between the restaurant's opening and last seating,
 * each with `Tables` tables; a party takes one table. Slots from 20:00 need a leave time; The Quay Kitchen's
 * slots before 19:00 carry an early-bird promotion.
 */
import { randomBytes } from 'node:crypto'
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
import { propertyNow, requireProperty } from '../booking/property'
import type { AppDeps, AppEnv } from '../context'
import type { Queryable } from '../db/types'
import { badRequest, notFound, parseBody, parseQuery, reply } from '../http'
import { writeMail } from '../mail'

type Setup = {
  CurrencySymbol: string
  MinOnlinePartySize: number
  MaxOnlinePartySize: number
  NoAvailabilityText: string
  Opens: string
  Closes: string
  Tables: number
}

/** Tables are taken online up to a year ahead. */
const BOOKING_WINDOW_MONTHS = 12
const TOO_FAR = 'Tables can be booked online up to 12 months ahead.'

const EARLY_BIRD = { Id: 1, Name: 'Early bird', Description: 'Two courses for the price of one before 7 pm.' }

function slotTimes(setup: Setup): string[] {
  const toMin = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5))
  const out: string[] = []
  for (let m = toMin(setup.Opens); m <= toMin(setup.Closes); m += 30) {
    out.push(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`)
  }
  return out
}

async function findRestaurant(db: Queryable, propertyId: number, id: number) {
  const [r] = await db.query<{ id: number; name: string; setup: Setup }>(
    'SELECT id, name, setup FROM restaurant WHERE property_id = $1 AND id = $2',
    [propertyId, id],
  )
  if (!r) throw notFound('This restaurant was not found.')
  return r
}

async function slots(
  db: Queryable,
  restaurant: { id: number; setup: Setup },
  date: string,
  partySize: number,
  today: string,
  nowTime: string,
) {
  const { setup } = restaurant
  if (partySize < setup.MinOnlinePartySize || partySize > setup.MaxOnlinePartySize) return []
  const taken = await db.query<{ visit_time: string; n: number }>(
    'SELECT visit_time, count(*)::int AS n FROM restaurant_booking WHERE restaurant_id = $1 AND visit_date = $2 GROUP BY visit_time',
    [restaurant.id, date],
  )
  const used = new Map(taken.map((t) => [t.visit_time, t.n]))
  return slotTimes(setup)
    .filter((t) => (used.get(t) ?? 0) < setup.Tables)
    .filter((t) => date !== today || t > nowTime)
    .map((t) => ({
      Time: t,
      IsLeaveTimeRequired: t >= '20:00',
      Promotions: restaurant.id === 1 && t < '19:00' ? [EARLY_BIRD] : [],
      TablesLeft: setup.Tables - (used.get(t) ?? 0),
    }))
}

export function restaurantRoutes({ db, clock, mailDir }: AppDeps) {
  const app = new Hono<AppEnv>()
  const now = () => {
    const w = propertyNow(clock)
    return { today: w.date, time: `${String(w.hour).padStart(2, '0')}:${String(w.minute).padStart(2, '0')}` }
  }

  app.get('/api/RestaurantBooking/Restaurants', async (c) => {
    const q = parseQuery(c, RestaurantsQuery)
    const p = await requireProperty(db, q.propertyId)
    const rows = await db.query<{ id: number; name: string }>(
      'SELECT id, name FROM restaurant WHERE property_id = $1 ORDER BY id',
      [p.id],
    )
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
    const { today, time } = now()
    if (compareIsoDate(q.date, today) < 0) throw badRequest({ date: ['The date is in the past.'] })
    if (compareIsoDate(q.date, addMonths(today, BOOKING_WINDOW_MONTHS)) > 0)
      throw badRequest({ date: [TOO_FAR] })
    return reply(c, RestaurantAvailability, await slots(db, r, q.date, q.partySize, today, time))
  })

  app.post('/api/RestaurantBooking/Create', async (c) => {
    const req = await parseBody(c, RestaurantBookingRequest)
    const p = await requireProperty(db, req.PropertyId)
    const r = await findRestaurant(db, p.id, req.RestaurantId)
    const { today, time } = now()
    if (compareIsoDate(req.VisitDate, today) < 0)
      throw badRequest({ VisitDate: ['The date is in the past.'] })
    if (compareIsoDate(req.VisitDate, addMonths(today, BOOKING_WINDOW_MONTHS)) > 0)
      throw badRequest({ VisitDate: [TOO_FAR] })
    if (req.PartySize < r.setup.MinOnlinePartySize || req.PartySize > r.setup.MaxOnlinePartySize) {
      throw badRequest({
        PartySize: [
          `Online bookings are for ${r.setup.MinOnlinePartySize} to ${r.setup.MaxOnlinePartySize} guests.`,
        ],
      })
    }
    const reference = `RB${randomBytes(4).toString('hex').toUpperCase()}`
    // The capacity check and the insert share one transaction so two guests cannot take the last table.
    const booked = await db.transaction(async (tx) => {
      // Serialises bookings of this restaurant (PostgreSQL); PGlite runs one transaction at a time anyway.
      await tx.query('SELECT id FROM restaurant WHERE id = $1 FOR UPDATE', [r.id])
      const open = await slots(tx, r, req.VisitDate, req.PartySize, today, time)
      if (!open.some((s) => s.Time === req.VisitTime)) return false
      const [{ n } = { n: 0 }] = await tx.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM restaurant_booking WHERE restaurant_id = $1 AND visit_date = $2 AND visit_time = $3',
        [r.id, req.VisitDate, req.VisitTime],
      )
      if (n >= r.setup.Tables) return false
      await tx.query(
        `INSERT INTO restaurant_booking (property_id, restaurant_id, visit_date, visit_time, party_size, identifier, email,
           phone, special_requests, promotion_id, is_leave_time_required, reference)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
        [
          p.id,
          r.id,
          req.VisitDate,
          req.VisitTime,
          req.PartySize,
          req.Identifier,
          req.Email,
          req.ContactNumber,
          req.SpecialRequests ?? null,
          req.PromotionId ?? null,
          req.IsLeaveTimeRequired,
          reference,
        ],
      )
      return true
    })
    if (!booked) {
      return reply(
        c,
        RestaurantBookingResponse,
        { Success: false, BookingReference: null, InfoMessage: r.setup.NoAvailabilityText },
        409,
      )
    }
    const info = `Your table at ${r.name} is booked for ${req.PartySize} on ${req.VisitDate} at ${req.VisitTime}.`
    await writeMail(
      mailDir,
      `table-${reference}`,
      {
        to: req.Email,
        from: p.settings.Email,
        subject: `${r.name}: table booked (${reference})`,
        text: [
          `Dear ${req.Identifier},`,
          '',
          info,
          `Booking reference: ${reference}.`,
          req.SpecialRequests ? `Your requests: ${req.SpecialRequests}` : '',
          '',
          `${p.name} · ${p.settings.Telephone} · ${p.settings.Email}`,
        ].join('\n'),
      },
      clock(),
    )
    return reply(c, RestaurantBookingResponse, {
      Success: true,
      BookingReference: reference,
      InfoMessage: info,
    })
  })

  return app
}
