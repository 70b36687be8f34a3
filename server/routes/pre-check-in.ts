import type { Language } from '@/domain/language'
import { Hono, type Context } from 'hono'
import {
  BalancePaymentRequest,
  BalancePaymentResponse,
  PreCheckInConfig,
  PreCheckInQuery,
  PreCheckInResponse,
  PreCheckInSaveRequest,
  PreCheckInSaveResponse,
} from '@/api/contract/pre-check-in'
import { compareIsoDate } from '@/domain/dates'
import type { WallClock } from '@/domain/same-day'
import { cardOnFileRoute } from './card-on-file-route'
import { accessByCode } from '../reservations/access'
import { collectsBalance, payBalance } from '../reservations/balance-payment'
import { publishedRegistration } from '../reservations/pre-check-in-registration'
import { guestLinks } from '../reservations/guest-links'
import { queueCheckInMail } from '../reservations/change-mail'
import { managedReservation } from '../reservations/managed-view'
import type { ReservationRecord } from '../reservations/record'
import { savePreCheckIn } from '../reservations/pre-check-in'
import {
  guestAreaEnabled,
  propertyNow,
  requireAreaProperty,
  requiredFieldsOf,
  requireProperty,
  type PropertyRow,
} from '../catalogue/property'
import type { AppDeps, AppEnv } from '../web/context'
import type { Queryable } from '../db/types'
import { parseBody, parseQuery, reply, requestAppLanguage, requestLanguage } from '../web/http'
import { HttpError } from '../http-errors'
import { answerInTransaction } from '../web/idempotency'
import { requesterOf, spendCardCheck } from '../auth/limits'

export const INVALID_LINK_TITLE = 'Invalid link'
export const INVALID_LINK_MESSAGE = 'This pre-check-in link is not valid. Please contact the hotel.'

/** What the pre-check-in page shows of a reservation: a badge instead when it is cancelled or over. */
async function preCheckInAnswer(
  db: Queryable,
  property: PropertyRow,
  record: ReservationRecord,
  now: WallClock,
  language: Language | null,
): Promise<PreCheckInResponse> {
  if (record.cancelled)
    return {
      Success: false,
      Title: 'Reservation cancelled',
      Message: 'This reservation is cancelled, so there is nothing to check in.',
      Reservation: null,
    }
  if (compareIsoDate(record.date_to, now.date) <= 0)
    return {
      Success: false,
      Title: 'Stay over',
      Message: 'This stay is over, so online check-in is closed. We hope to welcome you again.',
      Reservation: null,
    }
  const reservation = await managedReservation(db, property, record, now, language)
  return {
    Success: true,
    Title: record.pre_check_in_at ? 'Already checked in' : 'Welcome',
    Message: record.pre_check_in_at
      ? 'You have already checked in online. You can still update your details below.'
      : null,
    Reservation: reservation,
  }
}

/** POST /api/PreCheckIn/PayBalance: the payment's outcome, with the reservation and its new sums. */
async function payBalanceRoute(c: Context<AppEnv>, deps: AppDeps) {
  const { db, clock } = deps
  const req = await parseBody(c, BalancePaymentRequest)
  const property = await requireAreaProperty(db, req.PropertyId, 'PreCheckIn')
  const r = await accessByCode(db, property, req.ReferenceNumber, req.Code)
  await spendCardCheck(c, requesterOf(c, deps), `reservation:${property.id}|${r.id}`)
  const back = guestLinks(
    deps.payments.returnBase(property),
    property.code,
    req.ReferenceNumber,
    req.Code,
  ).preCheckIn
  const answer = await payBalance(db, deps.payments.provider(property), property, r, req, back)
  const after = await accessByCode(db, property, req.ReferenceNumber, req.Code)
  return reply(c, BalancePaymentResponse, {
    ...answer,
    Reservation: await managedReservation(
      db,
      property,
      after,
      propertyNow(clock, property),
      requestLanguage(c),
    ),
  })
}

/** POST /api/PreCheckIn/Save: the details saved, their e-mail and the answer committed with them (decision 0098). */
async function saveRoute(c: Context<AppEnv>, deps: AppDeps) {
  const { db, clock } = deps
  const req = await parseBody(c, PreCheckInSaveRequest)
  const property = await requireAreaProperty(db, req.PropertyId, 'PreCheckIn')
  const r = await accessByCode(db, property, req.ReferenceNumber, req.Code)
  const answer = await savePreCheckIn(
    db,
    property,
    r,
    req,
    propertyNow(clock, property),
    async (tx, version) => {
      const record = await accessByCode(tx, property, req.ReferenceNumber, req.Code)
      const after = await managedReservation(
        tx,
        property,
        record,
        propertyNow(clock, property),
        requestLanguage(c),
      )
      await queueCheckInMail(tx, property, { record, after }, { now: clock(), publicUrl: deps.publicUrl })
      return answerInTransaction(tx, c, PreCheckInSaveResponse, {
        Success: true,
        Message: 'Thank you, your check-in details are saved.',
        Version: version,
        Reservation: after,
      })
    },
  )
  return reply(c, PreCheckInSaveResponse, answer)
}

export function preCheckInRoutes(deps: AppDeps) {
  const { db, clock } = deps
  const app = new Hono<AppEnv>()
  const now = (property: PropertyRow) => propertyNow(clock, property)

  app.get('/api/PreCheckIn/Config/:id', async (c) => {
    const property = await requireProperty(db, c.req.param('id'))
    return reply(c, PreCheckInConfig, {
      Enabled: guestAreaEnabled(property, 'PreCheckIn'),
      RequireAddress: true,
      AskEstimatedArrivalTime: true,
      AskForCard: true,
      OfferExtras: true,
      IntroText: `Save time at the desk: check in online before you arrive at ${property.name}.`,
      RequiredFields: requiredFieldsOf(property),
      CollectBalance: collectsBalance(property.settings),
      Registration: publishedRegistration(property),
    })
  })

  // docs/product/after-booking.md#errors: an answer with Message, Success and Title shows a badge; a bad link is a 404 with the same shape.
  app.get('/api/PreCheckIn/Get', async (c) => {
    const q = parseQuery(c, PreCheckInQuery)
    const property = await requireAreaProperty(db, q.propertyId, 'PreCheckIn')
    try {
      const r = await accessByCode(db, property, q.referenceNumber, q.hash)
      return reply(
        c,
        PreCheckInResponse,
        await preCheckInAnswer(db, property, r, now(property), requestAppLanguage(c)),
      )
    } catch (e) {
      if (e instanceof HttpError && e.status === 404) {
        return reply(
          c,
          PreCheckInResponse,
          { Success: false, Title: INVALID_LINK_TITLE, Message: INVALID_LINK_MESSAGE, Reservation: null },
          404,
        )
      }
      throw e
    }
  })

  app.post('/api/PreCheckIn/Save', (c) => saveRoute(c, deps))

  app.post('/api/PreCheckIn/SaveCard', cardOnFileRoute(deps, 'PreCheckIn', 'preCheckIn'))

  // What is left to pay, taken now when the hotel wants it (decision 0115).
  app.post('/api/PreCheckIn/PayBalance', (c) => payBalanceRoute(c, deps))

  return app
}
