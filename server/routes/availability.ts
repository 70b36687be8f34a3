import { Hono } from 'hono'
import {
  AvailabilityDays,
  AvailabilityQuery,
  CheckPromoCodeGroupRequest,
  CheckPromoCodeRequest,
  CheckPromoCodeResponse,
  SearchRequest,
  SearchResult,
} from '@/api/contract/availability'
import { compareIsoDate, nightsBetween } from '@/domain/dates'
import { availabilityDays } from '../booking/availability-days'
import { propertyNow, requireProperty } from '../booking/property'
import { findPromotion, toWirePromotion } from '../booking/rates'
import { search } from '../booking/search'
import type { AppDeps, AppEnv } from '../context'
import { badRequest, notFound, parseBody, parseQuery, reply } from '../http'

/** A little over the 36-month window plus its margin. */
const MAX_CALENDAR_DAYS = 1200

export function availabilityRoutes({ db, clock }: AppDeps) {
  const app = new Hono<AppEnv>()

  app.get('/api/Availability', async (c) => {
    const q = parseQuery(c, AvailabilityQuery)
    if (compareIsoDate(q.toDate, q.fromDate) < 0)
      throw badRequest({ toDate: ['The end date is before the start date.'] })
    if (nightsBetween(q.fromDate, q.toDate) > MAX_CALENDAR_DAYS) {
      throw badRequest({ toDate: [`At most ${MAX_CALENDAR_DAYS} days can be asked for at once.`] })
    }
    const p = await requireProperty(db, q.propertyId)
    return reply(c, AvailabilityDays, await availabilityDays(db, p.id, q.fromDate, q.toDate))
  })

  app.post('/api/Availability/Search', async (c) => {
    const req = await parseBody(c, SearchRequest)
    const p = await requireProperty(db, req.PropertyId)
    return reply(c, SearchResult, await search(db, p, req, propertyNow(clock).date))
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

  return app
}
