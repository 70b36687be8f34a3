import { Hono } from 'hono'
import {
  CancellationReasonList,
  CountryList,
  CreditCardTypeList,
  FlushResponse,
} from '@/api/contract/static-data'
import { requireProperty } from '../booking/property'
import type { AppDeps, AppEnv } from '../context'
import { reply } from '../http'

export function staticDataRoutes({ db }: AppDeps) {
  const app = new Hono<AppEnv>()

  app.get('/api/StaticData/:id/countries', async (c) => {
    await requireProperty(db, c.req.param('id'))
    const rows = await db.query<{ id: number; name: string; iso_code: string; dial_code: string }>(
      // United Kingdom first (the demo's home), then by name.
      `SELECT id, name, iso_code, dial_code FROM country ORDER BY (iso_code = 'GB') DESC, name`,
    )
    return reply(
      c,
      CountryList,
      rows.map((r) => ({ Id: r.id, Name: r.name, IsoCode: r.iso_code, DialCode: r.dial_code })),
    )
  })

  app.get('/api/StaticData/:id/creditcardtypes', async (c) => {
    const p = await requireProperty(db, c.req.param('id'))
    return reply(c, CreditCardTypeList, p.settings.CreditCards)
  })

  app.get('/api/StaticData/:id/CancellationReasons', async (c) => {
    const p = await requireProperty(db, c.req.param('id'))
    const rows = await db.query<{ id: number; name: string }>(
      'SELECT id, name FROM cancellation_reason WHERE property_id = $1 ORDER BY id',
      [p.id],
    )
    return reply(
      c,
      CancellationReasonList,
      rows.map((r) => ({ Id: r.id, Name: r.name })),
    )
  })

  // Nothing is cached server-side yet, so a flush has nothing to drop; kept for the client's contract.
  app.post('/api/StaticData/:id/flush', async (c) => {
    await requireProperty(db, c.req.param('id'))
    return reply(c, FlushResponse, { Success: true })
  })

  return app
}
