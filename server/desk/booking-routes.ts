/**
 * The desk's bookings API under /api/Desk/{code}: the day's lists, search, a booking's page, notes, resending the
 * confirmation, the property's log and its staff. Every route asks deskAccess first (access.ts); every change is
 * written with its audit entry in one transaction.
 */
import { Hono } from 'hono'
import {
  DeskBooking,
  DeskDay,
  DeskDayQuery,
  DeskDone,
  DeskLog,
  DeskLogQuery,
  DeskNoteRequest,
  DeskSearchQuery,
  DeskSearchResult,
} from '@/api/contract/desk'
import { propertyNow } from '../catalogue/property'
import type { AppDeps, AppEnv } from '../web/context'
import { check, parseBody, parseQuery, reply } from '../web/http'
import { notFound } from '../http-errors'
import { queueConfirmation } from '../reservations/confirmation-mail'
import { deskAccess, type StaffAt } from './access'
import { auditOfProperty, auditOfReservation, writeAudit } from './audit'
import { addNote, bookingPage, dayLists, findDeskReservation, notesOf, searchBookings } from './bookings'

const LOG_PAGE = 50
export const NO_SUCH_BOOKING = 'There is no booking with this reference at this property.'

export function deskBookingRoutes(deps: AppDeps) {
  const { db, clock } = deps
  const app = new Hono<AppEnv>()
  const access = deskAccess(deps)
  const reservationOf = async (at: StaffAt, reference: string) => {
    const row = await findDeskReservation(db, at.property.id, reference)
    if (!row) throw notFound(NO_SUCH_BOOKING)
    return row
  }

  app.get('/api/Desk/:code/Day', async (c) => {
    const at = await access.atProperty(c)
    const query = parseQuery(c, DeskDayQuery)
    const day = query.date ?? propertyNow(clock, at.property).date
    return reply(c, DeskDay, await dayLists(db, at.property.id, day))
  })

  app.get('/api/Desk/:code/Search', async (c) => {
    const at = await access.atProperty(c)
    const given = c.req.query()
    const query = check(DeskSearchQuery, { q: given.q, from: given.from, to: given.to })
    return reply(c, DeskSearchResult, await searchBookings(db, at.property.id, query))
  })

  app.get('/api/Desk/:code/Bookings/:reference', async (c) => {
    const at = await access.atProperty(c)
    const row = await reservationOf(at, c.req.param('reference'))
    const page = await bookingPage(db, at.property.currency, row)
    return reply(c, DeskBooking, {
      ...page,
      Notes: await notesOf(db, row.id),
      Audit: await auditOfReservation(db, row.id),
    })
  })

  app.post('/api/Desk/:code/Bookings/:reference/Notes', async (c) => {
    const at = await access.atProperty(c)
    const req = await parseBody(c, DeskNoteRequest)
    const row = await reservationOf(at, c.req.param('reference'))
    const now = clock()
    await db.transaction(async (tx) => {
      const id = await addNote(tx, row.id, at.session.staff.id, req.Text, now)
      await writeAudit(tx, {
        at: now,
        staff: at.session.staff,
        action: 'note-added',
        propertyId: at.property.id,
        reservationId: row.id,
        before: null,
        after: { NoteId: id, Text: req.Text },
      })
    })
    return reply(c, DeskDone, { Message: 'The note is saved.' })
  })

  app.post('/api/Desk/:code/Bookings/:reference/ResendConfirmation', async (c) => {
    const at = await access.atProperty(c)
    const row = await reservationOf(at, c.req.param('reference'))
    const now = clock()
    await db.transaction(async (tx) => {
      await queueConfirmation(tx, at.property, row.confirmation_token, { now, publicUrl: deps.publicUrl })
      await writeAudit(tx, {
        at: now,
        staff: at.session.staff,
        action: 'confirmation-resent',
        propertyId: at.property.id,
        reservationId: row.id,
        after: { To: row.booker.Email },
      })
    })
    return reply(c, DeskDone, { Message: `The confirmation is on its way to ${row.booker.Email}.` })
  })

  logRoutes(app, deps)
  return app
}

/** The property's log (every role). */
function logRoutes(app: Hono<AppEnv>, deps: AppDeps) {
  const { db } = deps
  const access = deskAccess(deps)
  app.get('/api/Desk/:code/Log', async (c) => {
    const at = await access.atProperty(c)
    const { before } = parseQuery(c, DeskLogQuery)
    const page = await auditOfProperty(db, at.property.id, before, LOG_PAGE)
    return reply(c, DeskLog, { Entries: page.entries, More: page.more })
  })
}
