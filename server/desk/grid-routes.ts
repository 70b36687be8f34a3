/**
 * The owner's rates and availability grid under /api/Desk/{code}/Grid (decision 0120): read a stretch of days,
 * change some nights. The change is checked and written by the PMS API's code (grid.ts), with its audit entry in
 * the same transaction; the guest's search hears it through the write counts like any PMS update.
 */
import { Hono } from 'hono'
import {
  DeskGrid,
  DeskGridChange,
  DeskGridChanged,
  DeskGridQuery,
  GRID_MAX_NIGHTS,
} from '@/api/contract/desk-hotel'
import { nightsBetween } from '@/domain/dates'
import type { AppDeps, AppEnv } from '../web/context'
import { parseBody, parseQuery, reply } from '../web/http'
import { badRequest } from '../http-errors'
import { writeUpdates } from '../pms/availability-writes'
import { loadRatePlans, loadRoomTypes, sellingWindow } from '../pms/selling'
import { checkUpdates } from '../pms/update-check'
import { deskAccess } from './access'
import { writeAudit } from './audit'
import { asPmsUpdate, daysFrom, gridBefore, inGridWords, readGrid } from './grid'

const GRID_DAYS = 14

export function deskGridRoutes(deps: AppDeps) {
  const { db, clock } = deps
  const app = new Hono<AppEnv>()
  const access = deskAccess(deps)

  app.get('/api/Desk/:code/Grid', async (c) => {
    const at = await access.atProperty(c, ['owner'])
    const query = parseQuery(c, DeskGridQuery)
    const window = sellingWindow(clock, at.property)
    const days = daysFrom(query.from ?? window.first, query.days ?? GRID_DAYS)
    return reply(c, DeskGrid, await readGrid(db, at.property, window, days))
  })

  app.post('/api/Desk/:code/Grid', async (c) => {
    const at = await access.atProperty(c, ['owner'])
    const change = await parseBody(c, DeskGridChange)
    if (change.From <= change.To && nightsBetween(change.From, change.To) + 1 > GRID_MAX_NIGHTS)
      throw badRequest({ To: [`Change at most ${GRID_MAX_NIGHTS} nights at once.`] })
    const catalogue = {
      roomTypes: await loadRoomTypes(db, at.property.id),
      ratePlans: await loadRatePlans(db, at.property.id),
    }
    const window = sellingWindow(clock, at.property)
    const now = clock()
    const written = await db
      .transaction(async (tx) => {
        const updates = checkUpdates(asPmsUpdate(change), catalogue, window)
        const before = await gridBefore(tx, at.property.id, change)
        const counts = await writeUpdates(tx, at.property.id, updates)
        await writeAudit(tx, {
          at: now,
          staff: at.session.staff,
          action: 'grid-changed',
          propertyId: at.property.id,
          before,
          after: change,
        })
        return counts
      })
      .catch((error: unknown) => {
        throw inGridWords(error)
      })
    const nights = Math.max(written.Inventory, written.Rates, written.Restrictions)
    return reply(c, DeskGridChanged, {
      Message: `${nights} ${nights === 1 ? 'night' : 'nights'} of ${change.RoomTypeCode} changed.`,
      Nights: written,
    })
  })
  return app
}
