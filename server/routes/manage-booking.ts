import { Hono, type Context } from 'hono'
import {
  CancelRequest,
  ManageActionResponse,
  ManageBookingConfig,
  ManageSearchQuery,
  ManageSearchResponse,
  ManageUpdateRequest,
  type ManagedReservation,
  SearchDateOptionsRequest,
  SearchDateOptionsResponse,
  UpgradeOptionList,
  UpgradeOptionsQuery,
} from '@/api/contract/manage-booking'
import { CancelQuoteRequest, SettlementQuote } from '@/api/contract/settlement'
import { cardOnFileRoute } from './card-on-file-route'
import { accessByCode, accessByGuestName, NOT_FOUND } from '../reservations/access'
import { cancelReservation } from '../reservations/cancel'
import { queueChangeMail } from '../reservations/change-mail'
import { MANAGE_CONFIG } from '../catalogue/change-window'
import { managedReservation } from '../reservations/managed-view'
import { dateOptions, upgradeOptions } from '../reservations/options'
import { moveMoney } from '../reservations/money-after-change'
import { findByReference } from '../reservations/record'
import { quoteCancellation } from '../reservations/settlement'
import { updateReservation } from '../reservations/update'
import { propertyNow, requiredFieldsOf, requireProperty, type PropertyRow } from '../catalogue/property'
import type { AppDeps, AppEnv } from '../web/context'
import type { Queryable } from '../db/types'
import { parseBody, parseQuery, reply, requestLanguage } from '../web/http'
import { badRequest, notFound } from '../http-errors'
import { answerInTransaction } from '../web/idempotency'
import { requesterOf } from '../auth/limits'

export function manageBookingRoutes(deps: AppDeps) {
  const { db, clock } = deps
  const app = new Hono<AppEnv>()
  const now = (property: PropertyRow) => propertyNow(clock, property)

  app.get('/api/ManageBooking/Config/:id', async (c) => {
    const property = await requireProperty(db, c.req.param('id'))
    return reply(c, ManageBookingConfig, { ...MANAGE_CONFIG, RequiredFields: requiredFieldsOf(property) })
  })

  // "No such number" and "wrong name" are one answer; failed names are limited (reservations/access.ts).
  app.post('/api/ManageBooking/Search', async (c) => {
    const q = parseQuery(c, ManageSearchQuery)
    const property = await requireProperty(db, q.propertyId)
    if (!q.hash && !q.guestName) throw badRequest({ guestName: ['The guest name is required.'] })
    const r = q.hash
      ? await accessByCode(db, property, q.reservationNumber, q.hash).catch(() => null)
      : await accessByGuestName(c, requesterOf(c, deps), property, q.reservationNumber, q.guestName ?? '')
    if (!r) return reply(c, ManageSearchResponse, { Success: false, Message: NOT_FOUND, Reservation: null })
    return reply(c, ManageSearchResponse, {
      Success: true,
      Message: r.cancelled ? 'This reservation is cancelled.' : null,
      Reservation: await managedReservation(db, property, r, now(property), requestLanguage(c)),
    })
  })

  app.get('/api/ManageBooking/UpgradeOptions', async (c) => {
    const q = parseQuery(c, UpgradeOptionsQuery)
    const property = await requireProperty(db, q.propertyId)
    const r = await accessByCode(db, property, q.referenceNumber, q.code)
    if (r.id !== q.reservationId) throw notFound(NOT_FOUND)
    return reply(c, UpgradeOptionList, await upgradeOptions(db, property, r, now(property)))
  })

  app.post('/api/ManageBooking/SearchDateOptions', async (c) => {
    const req = await parseBody(c, SearchDateOptionsRequest)
    const property = await requireProperty(db, req.PropertyId)
    const r = await accessByCode(db, property, req.ReferenceNumber, req.Code)
    const rows = await dateOptions(db, property, r, req, now(property))
    const ok = rows.every((x) => x.IsAvailable)
    return reply(c, SearchDateOptionsResponse, {
      Success: ok,
      Message: ok ? null : 'Not every room is available on these dates. Try other dates.',
      ReservationItemRateRows: rows,
    })
  })

  changeRoutes(app, deps)
  quoteRoutes(app, deps)
  return app
}

/** Thrown to roll a change back once it is reckoned: a quote writes nothing. */
class Quoted extends Error {
  constructor(readonly money: SettlementQuote) {
    super('quoted')
  }
}

/**
 * CancelQuote and ChangeQuote: what cancelling or saving would do to the money, before the guest confirms
 * (decision 0116). A change is quoted by making it in a transaction that is rolled back, so the quote is what
 * Update would do, checks and 400s included.
 */
function quoteRoutes(app: Hono<AppEnv>, deps: AppDeps) {
  const { db, clock } = deps
  app.post('/api/ManageBooking/CancelQuote', async (c) => {
    const req = await parseBody(c, CancelQuoteRequest)
    const property = await requireProperty(db, req.PropertyId)
    const r = await accessByCode(db, property, req.ReferenceNumber, req.Code)
    if (r.id !== req.ReservationId) throw notFound(NOT_FOUND)
    return reply(
      c,
      SettlementQuote,
      await quoteCancellation(db, property, r.id, propertyNow(clock, property)),
    )
  })

  app.post('/api/ManageBooking/ChangeQuote', async (c) => {
    const req = await parseBody(c, ManageUpdateRequest)
    const property = await requireProperty(db, req.PropertyId)
    const r = await accessByCode(db, property, req.ReferenceNumber, req.Code)
    try {
      await updateReservation(
        db,
        deps.payments,
        property,
        r,
        req,
        propertyNow(clock, property),
        (_tx, _version, money) => {
          throw new Quoted(money)
        },
      )
    } catch (error) {
      if (error instanceof Quoted) return reply(c, SettlementQuote, error.money)
      throw error
    }
    throw new Error('A quoted change was not rolled back.')
  })
}

/** A guest's change as the transaction that saves it finds the reservation again: where, and as it was before. */
type ChangeAccess = { property: PropertyRow; reference: string; code: string; before: ManagedReservation }

/**
 * The end of a change's transaction: the reservation as it now is, its e-mail queued and the answer stored with
 * the change (decision 0098), so nothing after the commit can fail it.
 */
async function settleChange(
  c: Context<AppEnv>,
  deps: AppDeps,
  tx: Queryable,
  access: ChangeAccess,
  money: SettlementQuote,
) {
  const { property, before } = access
  const record = await accessByCode(tx, property, access.reference, access.code)
  const now = propertyNow(deps.clock, property)
  const after = await managedReservation(tx, property, record, now, requestLanguage(c))
  await queueChangeMail(
    tx,
    property,
    { before, after, record, money },
    { now: deps.clock(), publicUrl: deps.publicUrl },
  )
  return answerInTransaction(tx, c, ManageActionResponse, {
    Success: true,
    Message: record.cancelled ? 'Your reservation is cancelled.' : 'Your changes are saved.',
    Reservation: after,
  })
}

/** Cancel, Update and UpdateCard: the changes a guest saves, each answered with the reservation after it. */
function changeRoutes(app: Hono<AppEnv>, deps: AppDeps) {
  const { db, clock } = deps
  const now = (property: PropertyRow) => propertyNow(clock, property)
  const settle = (c: Context<AppEnv>, tx: Queryable, access: ChangeAccess, money: SettlementQuote) =>
    settleChange(c, deps, tx, access, money)

  app.post('/api/ManageBooking/Cancel', async (c) => {
    const req = await parseBody(c, CancelRequest)
    const property = await requireProperty(db, req.PropertyId)
    const r = await accessByCode(db, property, req.ReferenceNumber, req.Code)
    if (r.id !== req.ReservationId) throw notFound(NOT_FOUND)
    // As the guest saw it before: the message says what the change did (a stale view fails the change's Version).
    const before = await managedReservation(db, property, r, now(property), requestLanguage(c))
    const access = { property, reference: req.ReferenceNumber, code: req.Code, before }
    const answer = await cancelReservation(
      db,
      deps.payments,
      property,
      r,
      req.CancellationReasonId,
      now(property),
      (tx, money) => settle(c, tx, access, money),
    )
    // The refunds and charges it made due, asked of the provider now; one not answered is asked again by a
    // job, and the change stands either way (decision 0116).
    await moveMoney(deps, property, { id: r.id, reference: r.reference_number })
    return reply(c, ManageActionResponse, answer)
  })

  app.post('/api/ManageBooking/Update', async (c) => {
    const req = await parseBody(c, ManageUpdateRequest)
    const property = await requireProperty(db, req.PropertyId)
    const r = await accessByCode(db, property, req.ReferenceNumber, req.Code)
    const before = await managedReservation(db, property, r, now(property), requestLanguage(c))
    const access = { property, reference: req.ReferenceNumber, code: req.Code, before }
    const answer = await updateReservation(
      db,
      deps.payments,
      property,
      r,
      req,
      now(property),
      (tx, _version, money) => settle(c, tx, access, money),
    )
    await moveMoney(deps, property, { id: r.id, reference: r.reference_number })
    // Read again once the provider has answered: the ledger's sums (AmountPaid, AmountRefunded, Balance) say
    // what saving charged or refunded, for the "Changes saved" screen (decision 0142).
    if (!answer.Success || !answer.Reservation) return reply(c, ManageActionResponse, answer)
    const record = (await findByReference(db, property.id, r.reference_number)) ?? r
    const after = await managedReservation(db, property, record, now(property), requestLanguage(c))
    return reply(c, ManageActionResponse, { ...answer, Reservation: after })
  })

  app.post('/api/ManageBooking/UpdateCard', cardOnFileRoute(deps, null, 'manage'))
}
