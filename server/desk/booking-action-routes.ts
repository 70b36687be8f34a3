/**
 * What the desk does to a booking (decision 0119), under /api/Desk/{code}/Bookings/{reference}: what each action
 * would do to the money now, cancel (by the rules or waived), no-show, refund, pay link, and a change of dates or
 * rooms quoted then made (decision 0126). Front desk and owner alike; every route asks deskAccess first, and every
 * action writes its audit entry.
 */
import { Hono } from 'hono'
import {
  DeskActionResult,
  DeskCancelRequest,
  DeskChangeOptions,
  DeskChangeQuote,
  DeskChangeQuoteRequest,
  DeskChangeRequest,
  DeskMoney,
  DeskPayLink,
  DeskRefundRequest,
} from '@/api/contract/desk-actions'
import { formatMoney, toMinorUnits } from '@/domain/money'
import { propertyNow } from '../catalogue/property'
import type { AppDeps, AppEnv } from '../web/context'
import { parseBody, reply } from '../web/http'
import { conflict, notFound } from '../http-errors'
import { findByReference, type ReservationRecord } from '../reservations/record'
import { deskAccess, type StaffAt } from './access'
import { ALREADY_CANCELLED, cancelAtDesk, noShowAtDesk } from './booking-cancel'
import { changeAtDesk, quoteChangeAtDesk } from './booking-change'
import { changeOptions } from './change-options'
import { deskMoney, refundAtDesk } from './booking-money'
import { sendPayLink } from './booking-pay-link'
import { NO_SUCH_BOOKING } from './booking-routes'

const BOOKING = '/api/Desk/:code/Bookings/:reference'

export function deskBookingActionRoutes(deps: AppDeps) {
  const { db, clock } = deps
  const app = new Hono<AppEnv>()
  const access = deskAccess(deps)
  const recordOf = async (at: StaffAt, reference: string) => {
    const record = await findByReference(db, at.property.id, reference)
    if (!record) throw notFound(NO_SUCH_BOOKING)
    return record
  }

  app.get(`${BOOKING}/Money`, async (c) => {
    const at = await access.atProperty(c)
    const record = await recordOf(at, c.req.param('reference'))
    return reply(c, DeskMoney, await deskMoney(db, at.property, record, propertyNow(clock, at.property)))
  })

  app.post(`${BOOKING}/Cancel`, async (c) => {
    const at = await access.atProperty(c)
    const req = await parseBody(c, DeskCancelRequest)
    const record = await recordOf(at, c.req.param('reference'))
    const money = await cancelAtDesk(deps, at, record, req, propertyNow(clock, at.property))
    const kept = formatMoney(toMinorUnits(money.Kept), money.Currency, 'en-GB')
    const back = formatMoney(toMinorUnits(money.Refund), money.Currency, 'en-GB')
    return reply(c, DeskActionResult, {
      Message: `The booking is cancelled: ${kept} kept${req.WaivePenalty ? ' (penalty waived)' : ''}, ${back} back to the guest.`,
      Money: money,
    })
  })

  app.post(`${BOOKING}/NoShow`, async (c) => {
    const at = await access.atProperty(c)
    const record = await recordOf(at, c.req.param('reference'))
    return reply(c, DeskActionResult, { Message: await noShowAtDesk(deps, at, record), Money: null })
  })

  app.post(`${BOOKING}/Refund`, async (c) => {
    const at = await access.atProperty(c)
    const req = await parseBody(c, DeskRefundRequest)
    const record = await recordOf(at, c.req.param('reference'))
    const message = await refundAtDesk(deps, at, record, req, propertyNow(clock, at.property))
    return reply(c, DeskActionResult, { Message: message, Money: null })
  })

  app.post(`${BOOKING}/PayLink`, async (c) => {
    const at = await access.atProperty(c)
    const record = await recordOf(at, c.req.param('reference'))
    return reply(c, DeskPayLink, await sendPayLink(deps, at, record))
  })
  changeRoutes(app, deps, recordOf)
  return app
}

/** A change of dates or rooms: what it can start from, what it would do, and the change itself (decision 0126). */
function changeRoutes(
  app: Hono<AppEnv>,
  deps: AppDeps,
  recordOf: (at: StaffAt, reference: string) => Promise<ReservationRecord>,
) {
  const { db, clock } = deps
  const access = deskAccess(deps)
  app.get(`${BOOKING}/ChangeOptions`, async (c) => {
    const at = await access.atProperty(c)
    const record = await recordOf(at, c.req.param('reference'))
    if (record.cancelled) throw conflict(ALREADY_CANCELLED)
    const now = propertyNow(clock, at.property)
    return reply(c, DeskChangeOptions, await changeOptions(db, at, record, now))
  })

  app.post(`${BOOKING}/ChangeQuote`, async (c) => {
    const at = await access.atProperty(c)
    const req = await parseBody(c, DeskChangeQuoteRequest)
    const record = await recordOf(at, c.req.param('reference'))
    if (record.cancelled) throw conflict(ALREADY_CANCELLED)
    const now = propertyNow(clock, at.property)
    return reply(c, DeskChangeQuote, await quoteChangeAtDesk(deps, at, record, req, now))
  })

  app.post(`${BOOKING}/Change`, async (c) => {
    const at = await access.atProperty(c)
    const req = await parseBody(c, DeskChangeRequest)
    const record = await recordOf(at, c.req.param('reference'))
    if (record.cancelled) throw conflict(ALREADY_CANCELLED)
    const now = propertyNow(clock, at.property)
    return reply(c, DeskActionResult, await changeAtDesk(deps, at, record, req, now))
  })
}
