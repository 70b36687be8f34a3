import { Hono } from 'hono'
import * as v from 'valibot'
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
} from '@/api/contract/availability'
import { compareIsoDate, nightsBetween } from '@/domain/dates'
import { answerOf, sendAnswer, writeScopedMemo, type CachedAnswer } from '../catalogue/answer-cache'
import { availabilityDays } from '../catalogue/availability-days'
import { propertyNow, requireProperty } from '../catalogue/property'
import { keptCatalogue, type Catalogue } from '../catalogue/catalogue'
import { groupAreaDays, groupMembers, groupOffers } from '../catalogue/group-search'
import { findGroupPromotion, requireGroup } from '../catalogue/property-groups'
import { findPromotion, toWirePromotion } from '../catalogue/rates'
import { search } from '../catalogue/search'
import type { AppDeps, AppEnv } from '../web/context'
import { checked, parseBody, parseQuery, reply, requestLanguage } from '../web/http'
import { readerOf, rowIn } from '../catalogue/hotel-texts'
import { badRequest } from '../http-errors'
import { hasCodes, limitedCodeCheck, requesterOf } from '../auth/limits'
import { opensAnyPlan } from '../catalogue/rate-codes'

/** A little over the 36-month window plus its margin. */
const MAX_CALENDAR_DAYS = 1200

/** What a search answer says of the codes it was given (read back from the kept JSON). */
const CodeVerdict = v.object({ IsPromoCodeValid: v.boolean(), IsHopGiftVoucherCodeValid: v.boolean() })

/** True when the search was given a promo or gift voucher code its answer calls not valid. */
function namesWrongCode(req: SearchRequest, answer: CachedAnswer): boolean {
  const verdict = v.parse(CodeVerdict, JSON.parse(answer.json))
  return (
    (Boolean(req.PromoCode?.trim()) && !verdict.IsPromoCodeValid) ||
    (Boolean(req.HopGiftVoucherCode?.trim()) && !verdict.IsHopGiftVoucherCodeValid)
  )
}

export function availabilityRoutes(deps: AppDeps) {
  const { db, clock, checkHotAnswers = true } = deps
  const app = new Hono<AppEnv>()

  // The calendar and the search are asked for again and again with the same input; their finished answers are
  // kept until the next write to what they are built from (answer-cache.ts, decision 0060).
  const answers = writeScopedMemo<CachedAnswer>(() => db.writes.value)
  const check = <TSchema extends v.GenericSchema>(schema: TSchema, body: v.InferInput<TSchema>) =>
    checkHotAnswers ? checked(schema, body) : body
  const catalogue = keptCatalogue(db)
  const propertyOf = catalogue.property

  app.get('/api/Availability', async (c) => {
    const q = parseQuery(c, AvailabilityQuery)
    if (compareIsoDate(q.toDate, q.fromDate) < 0)
      throw badRequest({ toDate: ['The end date is before the start date.'] })
    if (nightsBetween(q.fromDate, q.toDate) > MAX_CALENDAR_DAYS) {
      throw badRequest({ toDate: [`At most ${MAX_CALENDAR_DAYS} days can be asked for at once.`] })
    }
    const key = JSON.stringify(['calendar', q])
    const answer = await answers.get(key, async () => {
      const property = await propertyOf(q.propertyId)
      const party =
        q.adults === undefined
          ? null
          : { adults: q.adults, children: q.children ?? 0, infants: q.infants ?? 0 }
      const days = check(AvailabilityDays, await availabilityDays(db, property, q.fromDate, q.toDate, party))
      return answerOf(JSON.stringify(days))
    })
    return sendAnswer(c, answer)
  })

  app.post('/api/Availability/Search', async (c) => {
    const req = await parseBody(c, SearchRequest)
    // Today (the property's) is part of the input: it decides whether the stay may be searched at all.
    const property = await propertyOf(req.PropertyId)
    const today = propertyNow(clock, property).date
    const key = JSON.stringify(['search', today, req])
    const build = () =>
      answers.get(key, async () => {
        return answerOf(
          JSON.stringify(check(SearchResult, await search(db, property, req, today, catalogue))),
        )
      })
    // A search with a code is also a code check (limits.ts); one without is never limited.
    const codes = { promo: req.PromoCode, voucher: req.HopGiftVoucherCode }
    if (!hasCodes(codes)) return sendAnswer(c, await build())
    const answer = await limitedCodeCheck(c, requesterOf(c, deps), codes, async () => {
      const built = await build()
      return { answer: built, wrong: namesWrongCode(req, built) }
    })
    return sendAnswer(c, answer)
  })

  promoCodeRoute(app, deps, catalogue)
  groupRoutes(app, deps, catalogue)
  return app
}

/** A property's promo code check: a promotion's share off, or rates only the code opens. */
function promoCodeRoute(app: Hono<AppEnv>, deps: AppDeps, catalogue: Catalogue) {
  const { db } = deps
  app.post('/api/Availability/CheckPromoCode', async (c) => {
    const req = await parseBody(c, CheckPromoCodeRequest)
    const property = await requireProperty(db, req.propertyId)
    const found = await limitedCodeCheck(c, requesterOf(c, deps), { promo: req.promoCode }, async () => {
      const [row, plans] = await Promise.all([
        findPromotion(db, property.id, req.promoCode),
        catalogue.ratePlans(property.id),
      ])
      // A code may open rates only it gives (a Corporate rate, rate-codes.ts) instead of taking a share off.
      const opensRates = opensAnyPlan(plans, req.promoCode)
      return { answer: { row, opensRates }, wrong: row === null && !opensRates }
    })
    const promo = found.row && rowIn(found.row, readerOf(property.settings, requestLanguage(c)))
    return reply(c, CheckPromoCodeResponse, {
      IsValid: promo !== null || found.opensRates,
      Message: promo
        ? `${promo.name}: ${promo.discount_percentage} % off.`
        : found.opensRates
          ? 'This code gives you its own rates.'
          : 'This promo code is not valid.',
      Promotion: promo ? toWirePromotion(promo) : null,
    })
  })
}

/** Promo code check, search and free rooms over every property of a group (docs/product/search.md#screens group search). */
function groupRoutes(app: Hono<AppEnv>, deps: AppDeps, catalogue: Catalogue) {
  const { db, clock } = deps
  app.post('/api/Availability/CheckPromoCodeGroup', async (c) => {
    const req = await parseBody(c, CheckPromoCodeGroupRequest)
    const group = await requireGroup(db, req.propertyGroupId)
    const codes = { groupPromo: req.promoCode }
    const promo = await limitedCodeCheck(c, requesterOf(c, deps), codes, async () => {
      const found = await findGroupPromotion(db, group.id, req.promoCode)
      return { answer: found, wrong: found === null }
    })
    return reply(c, CheckPromoCodeResponse, {
      IsValid: promo !== null,
      Message: promo ? `${promo.name}: ${promo.discount_percentage} % off.` : 'This promo code is not valid.',
      Promotion: promo ? toWirePromotion(promo) : null,
    })
  })

  app.post('/api/Availability/SearchPropertyGroup', async (c) => {
    const req = await parseBody(c, GroupSearchRequest)
    const members = await groupMembers(db, req.PropertyGroupId, req.AreaId)
    const code = req.PromoCode?.trim()
    const offers = () => groupOffers(db, members, req, clock, catalogue)
    const { out, promoValid } = code
      ? await limitedCodeCheck(c, requesterOf(c, deps), { groupPromo: code }, async () => {
          const answer = await offers()
          return { answer, wrong: !answer.promoValid }
        })
      : await offers()
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
    const days = await groupAreaDays(
      db,
      members.map((member) => member.id),
      req.FromDate,
      req.ToDate,
    )
    return reply(c, GroupAreaAvailability, days)
  })
}
