import { Hono } from 'hono'
import { ClientLogRequest, redactLogText, redactLogUrl } from '@/api/contract/client-log'
import { CompanyList, CompanySearchQuery } from '@/api/contract/company'
import { CurrencyExchangeRates } from '@/api/contract/currency'
import { RoomTypeConfigurationList, RoomTypeConfigurationQuery } from '@/api/contract/room-type-configuration'
import { propertyNow, requireProperty } from '../booking/property'
import type { AppDeps, AppEnv } from '../context'
import { parseBody, parseQuery, reply } from '../http'

/** Demo display rates (one GBP in each currency of spec §9). Not live data: the property charges in its own. */
const GBP_RATES: Record<string, number> = {
  GBP: 1,
  USD: 1.27,
  AED: 4.66,
  ZAR: 23.1,
  DKK: 8.72,
  EUR: 1.17,
  AUD: 1.93,
  CAD: 1.74,
  MXN: 21.9,
  NGN: 1950,
  KES: 164,
}

export function miscRoutes({ db, clock, log }: AppDeps) {
  const app = new Hono<AppEnv>()

  app.get('/api/Company/SearchCompanies', async (c) => {
    const q = parseQuery(c, CompanySearchQuery)
    const p = await requireProperty(db, q.propertyId)
    const rows = await db.query<{ id: number; name: string; account_number: string }>(
      `SELECT id, name, account_number FROM company
       WHERE property_id = $1 AND (name ILIKE '%' || $2 || '%' OR account_number ILIKE $2 || '%') ORDER BY name LIMIT 20`,
      [p.id, q.searchTerm.replace(/[%_\\]/g, '')],
    )
    return reply(
      c,
      CompanyList,
      rows.map((r) => ({ AccountId: r.id, Name: r.name, AccountNumber: r.account_number })),
    )
  })

  app.get('/api/CurrencyExchangeRate', async (c) => {
    const base = (c.req.query('baseCurrency') ?? 'GBP').toUpperCase()
    const perGbp = GBP_RATES[base] ?? 1
    const rates = Object.fromEntries(
      Object.entries(GBP_RATES).map(([k, val]) => [k, Math.round((val / perGbp) * 1e6) / 1e6]),
    )
    c.header('Cache-Control', 'public, max-age=3600')
    return reply(c, CurrencyExchangeRates, {
      BaseCurrency: GBP_RATES[base] ? base : 'GBP',
      Date: propertyNow(clock).date,
      Rates: rates,
    })
  })

  app.get('/api/RoomTypeConfiguration/Get', async (c) => {
    const q = parseQuery(c, RoomTypeConfigurationQuery)
    const p = await requireProperty(db, q.propertyId)
    const rows = await db.query<{ id: number; name: string }>(
      'SELECT id, name FROM room_configuration WHERE property_id = $1 ORDER BY id',
      [p.id],
    )
    return reply(
      c,
      RoomTypeConfigurationList,
      rows.map((r) => ({ Id: r.id, Name: r.name })),
    )
  })

  // Client logs are written as one line each, to the server's log only (never the database). The client has
  // redacted them already; they are redacted again here, since anyone can post to this address.
  app.post('/api/ClientLog', async (c) => {
    const req = await parseBody(c, ClientLogRequest)
    if (log) {
      for (const e of req.Entries) {
        const field = (s: string | null | undefined, max: number) => redactLogText(s ?? '', max)
        const url = e.Url ? redactLogUrl(e.Url) : ''
        log(
          `client ${e.Level} ${field(e.PropertyCode, 40)} ${field(e.Method, 10)} ${url} ${e.Status ?? ''} ${field(e.Message, 300)}`,
        )
      }
    }
    return c.body(null, 204)
  })

  return app
}
