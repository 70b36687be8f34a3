import { Hono } from 'hono'
import type * as v from 'valibot'
import {
  AvailabilityDays,
  AvailabilityQuery,
  CheckPromoCodeGroupRequest,
  CheckPromoCodeRequest,
  CheckPromoCodeResponse,
  GroupAreaAvailability,
  GroupAreaAvailabilityRequest,
  GroupSearchRequest,
  GroupSearchResult,
  SearchRequest,
  SearchResult,
  type GroupPropertyOffer,
} from '@/api/contract/availability'
import { compareIsoDate, nightsBetween } from '@/domain/dates'
import { answerOf, sendAnswer, writeScopedMemo, type CachedAnswer } from '../booking/answer-cache'
import { availabilityDays } from '../booking/availability-days'
import { propertyNow, requireProperty, type PropertyRow } from '../booking/property'
import { keptCatalogue } from '../booking/catalogue'
import { findPromotion, toWirePromotion } from '../booking/rates'
import { search } from '../booking/search'
import type { AppDeps, AppEnv } from '../context'
import { badRequest, checked, HttpError, notFound, parseBody, parseQuery, reply } from '../http'
import type { Queryable } from '../db/types'

async function groupMembers(db: Queryable, ref: string | number, areaId: number | null | undefined) {
  const s = String(ref).trim()
  const [g] = await db.query<{ id: number }>(
    /^\d+$/.test(s)
      ? 'SELECT id FROM property_group WHERE id = $1'
      : 'SELECT id FROM property_group WHERE code = upper($1)',
    [/^\d+$/.test(s) ? Number(s) : s],
  )
  if (!g) throw notFound('This property group was not found.')
  const members = await db.query<PropertyRow & { area_name: string | null }>(
    `SELECT p.*, a.name AS area_name FROM property p LEFT JOIN area a ON a.id = p.area_id
     WHERE p.group_id = $1 AND ($2::int IS NULL OR p.area_id = $2) ORDER BY p.id`,
    [g.id, areaId ?? null],
  )
  return members
}

/** A little over the 36-month window plus its margin. */
const MAX_CALENDAR_DAYS = 1200

export function availabilityRoutes({ db, clock, checkHotAnswers = true }: AppDeps) {
  const app = new Hono<AppEnv>()

  // The calendar and the search are asked for again and again with the same input; their finished answers are
  // kept until the next write to what they are built from (answer-cache.ts, decision 0060).
  const answers = writeScopedMemo<CachedAnswer>(() => db.writes.value)
  const check = <TSchema extends v.GenericSchema>(schema: TSchema, body: v.InferInput<TSchema>) =>
    checkHotAnswers ? checked(schema, body) : body
  const catalogue = keptCatalogue(db)
  const property = catalogue.property

  app.get('/api/Availability', async (c) => {
    const q = parseQuery(c, AvailabilityQuery)
    if (compareIsoDate(q.toDate, q.fromDate) < 0)
      throw badRequest({ toDate: ['The end date is before the start date.'] })
    if (nightsBetween(q.fromDate, q.toDate) > MAX_CALENDAR_DAYS) {
      throw badRequest({ toDate: [`At most ${MAX_CALENDAR_DAYS} days can be asked for at once.`] })
    }
    const key = JSON.stringify(['calendar', q])
    const answer = await answers.get(key, async () => {
      const p = await property(q.propertyId)
      const days = check(AvailabilityDays, await availabilityDays(db, p.id, q.fromDate, q.toDate))
      return answerOf(JSON.stringify(days))
    })
    return sendAnswer(c, answer)
  })

  app.post('/api/Availability/Search', async (c) => {
    const req = await parseBody(c, SearchRequest)
    // Today is part of the input: it decides whether the stay may be searched at all.
    const today = propertyNow(clock).date
    const key = JSON.stringify(['search', today, req])
    const answer = await answers.get(key, async () => {
      const p = await property(req.PropertyId)
      return answerOf(JSON.stringify(check(SearchResult, await search(db, p, req, today, catalogue))))
    })
    return sendAnswer(c, answer)
  })

  app.post('/api/Availability/CheckPromoCode', async (c) => {
    const req = await parseBody(c, CheckPromoCodeRequest)
    const p = await requireProperty(db, req.propertyId)
    const promo = await findPromotion(db, p.id, req.promoCode)
    return reply(c, CheckPromoCodeResponse, {
      IsValid: promo !== null,
      Message: promo ? `${promo.name}: ${promo.discount_percentage} % off.` : 'This promo code is not valid.',
      Promotion: promo ? toWirePromotion(promo) : null,
    })
  })

  app.post('/api/Availability/CheckPromoCodeGroup', async (c) => {
    const req = await parseBody(c, CheckPromoCodeGroupRequest)
    const ref = String(req.propertyGroupId).trim()
    const [g] = await db.query<{ id: number }>(
      /^\d+$/.test(ref)
        ? 'SELECT id FROM property_group WHERE id = $1'
        : 'SELECT id FROM property_group WHERE code = upper($1)',
      [/^\d+$/.test(ref) ? Number(ref) : ref],
    )
    if (!g) throw notFound('This property group was not found.')
    const [promo] = await db.query<{ id: number; code: string; name: string; discount_percentage: number }>(
      `SELECT pc.id, pc.code, pc.name, pc.discount_percentage FROM promo_code pc JOIN property p ON p.id = pc.property_id
       WHERE p.group_id = $1 AND upper(pc.code) = upper($2) AND pc.active ORDER BY pc.id LIMIT 1`,
      [g.id, req.promoCode],
    )
    return reply(c, CheckPromoCodeResponse, {
      IsValid: promo !== undefined,
      Message: promo ? `${promo.name}: ${promo.discount_percentage} % off.` : 'This promo code is not valid.',
      Promotion: promo ? toWirePromotion(promo) : null,
    })
  })

  app.post('/api/Availability/SearchPropertyGroup', async (c) => {
    const req = await parseBody(c, GroupSearchRequest)
    const members = await groupMembers(db, req.PropertyGroupId, req.AreaId)
    const today = propertyNow(clock).date
    const out: GroupPropertyOffer[] = []
    let promoValid = false
    for (const p of members) {
      const base = {
        PropertyId: p.id,
        PropertyCode: p.code,
        PropertyName: p.name,
        AreaId: p.area_id,
        AreaName: p.area_name,
        Currency: p.currency,
        PropertyImageUrl: p.settings.PropertyImageUrl,
        HotelRating: p.settings.HotelRating,
      }
      try {
        const r = await search(
          db,
          p,
          { ...req, PropertyId: p.id, RatePlanCode: null, LocationId: null, HopGiftVoucherCode: null },
          today,
          catalogue,
        )
        promoValid ||= r.IsPromoCodeValid
        const priced = r.RoomTypes.filter((o) => o.LowestRate >= 0)
        const best = priced.reduce<(typeof priced)[number] | null>(
          (a, o) => (a === null || o.LowestRate < a.LowestRate ? o : a),
          null,
        )
        out.push({
          ...base,
          IsAvailable: r.RoomTypes.length > 0,
          NumberOfRoomTypes: r.RoomTypes.length,
          LowestRate: best?.LowestRate ?? -1,
          OriginalLowestRate: best?.OriginalLowestRate ?? -1,
          Message: r.RoomTypes.length > 0 ? null : p.book_config.NoAvailabilityMessage,
        })
      } catch (e) {
        // A stay one member cannot take (e.g. more rooms than it books at once) leaves that member unavailable.
        if (!(e instanceof HttpError) || e.status !== 400) throw e
        const ms = (e.body.ModelState ?? {}) as Record<string, string[]>
        if (ms.DateFrom || ms.DateTo) throw e
        out.push({
          ...base,
          IsAvailable: false,
          NumberOfRoomTypes: 0,
          LowestRate: -1,
          OriginalLowestRate: -1,
          Message: Object.values(ms).flat()[0] ?? null,
        })
      }
    }
    const code = req.PromoCode?.trim()
    return reply(c, GroupSearchResult, {
      Properties: out,
      PromoCodeMessage: code ? (promoValid ? null : 'This promo code is not valid.') : null,
      IsPromoCodeValid: promoValid,
    })
  })

  app.post('/api/Availability/SearchPropertyGroupAreaAvailability', async (c) => {
    const req = await parseBody(c, GroupAreaAvailabilityRequest)
    if (compareIsoDate(req.ToDate, req.FromDate) < 0)
      throw badRequest({ ToDate: ['The end date is before the start date.'] })
    if (nightsBetween(req.FromDate, req.ToDate) > MAX_CALENDAR_DAYS) {
      throw badRequest({ ToDate: [`At most ${MAX_CALENDAR_DAYS} days can be asked for at once.`] })
    }
    const members = await groupMembers(db, req.PropertyGroupId, req.AreaId)
    const rows = await db.query<{ day: string; property_id: number; rooms: number }>(
      `SELECT day::text AS day, property_id, SUM(available)::int AS rooms FROM inventory
       WHERE property_id = ANY($1::int[]) AND day >= $2 AND day <= $3 GROUP BY day, property_id ORDER BY day, property_id`,
      [members.map((m) => m.id), req.FromDate, req.ToDate],
    )
    const days = new Map<
      string,
      { DateOfStay: string; AvailableRooms: number; AvailablePropertyIds: number[] }
    >()
    for (const r of rows) {
      let d = days.get(r.day)
      if (!d) days.set(r.day, (d = { DateOfStay: r.day, AvailableRooms: 0, AvailablePropertyIds: [] }))
      d.AvailableRooms += r.rooms
      if (r.rooms > 0) d.AvailablePropertyIds.push(r.property_id)
    }
    return reply(c, GroupAreaAvailability, [...days.values()])
  })

  return app
}
