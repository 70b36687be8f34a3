/**
 * The registration cards of a booking on the desk (decision 0144): read-only, and each read written to the audit
 * log with who read it, as identity documents call for. What was read is not copied into the entry.
 */
import { Hono } from 'hono'
import { DeskRegistration } from '@/api/contract/desk-registration'
import { notFound } from '../http-errors'
import { registrationsOf } from '../reservations/pre-check-in-registration'
import type { AppDeps, AppEnv } from '../web/context'
import { reply } from '../web/http'
import { deskAccess } from './access'
import { writeAudit } from './audit'
import { findDeskReservation } from './bookings'

const NO_SUCH_BOOKING = 'There is no booking with this reference at this property.'

export function deskRegistrationRoutes(deps: AppDeps) {
  const { db, clock } = deps
  const app = new Hono<AppEnv>()
  const access = deskAccess(deps)

  app.get('/api/Desk/:code/Bookings/:reference/Registration', async (c) => {
    const at = await access.atProperty(c)
    const row = await findDeskReservation(db, at.property.id, c.req.param('reference'))
    if (!row) throw notFound(NO_SUCH_BOOKING)
    const cards = await db.transaction(async (tx) => {
      const rows = await registrationsOf(tx, row.id)
      await writeAudit(tx, {
        at: clock(),
        staff: at.session.staff,
        action: 'registration-viewed',
        propertyId: at.property.id,
        reservationId: row.id,
        before: null,
        after: { Cards: rows.length },
      })
      return rows
    })
    return reply(c, DeskRegistration, {
      Cards: cards.map((card) => ({
        ReservationItemId: card.reservation_item_id,
        GuestIndex: card.guest_index,
        GuestName: card.guest_name ?? '',
        Details: card.details,
        Signature: card.signature,
        SavedAt: card.saved_at,
        DeleteAfter: card.delete_after,
      })),
    })
  })

  return app
}
