import { Hono } from 'hono'
import {
  CancellationReasonList,
  CountryList,
  CreditCardTypeList,
  FlushResponse,
} from '@/api/contract/static-data'
import { readerOf, textOf } from '../catalogue/hotel-texts'
import { requireProperty } from '../catalogue/property'
import { loadCancellationReasons, loadCountries } from '../catalogue/reference-data'
import type { AppDeps, AppEnv } from '../web/context'
import { reply, requestLanguage } from '../web/http'

export function staticDataRoutes({ db }: AppDeps) {
  const app = new Hono<AppEnv>()

  app.get('/api/StaticData/:id/countries', async (c) => {
    await requireProperty(db, c.req.param('id'))
    const rows = await loadCountries(db)
    return reply(
      c,
      CountryList,
      rows.map((r) => ({ Id: r.id, Name: r.name, IsoCode: r.iso_code, DialCode: r.dial_code })),
    )
  })

  app.get('/api/StaticData/:id/creditcardtypes', async (c) => {
    const property = await requireProperty(db, c.req.param('id'))
    return reply(c, CreditCardTypeList, property.settings.CreditCards)
  })

  app.get('/api/StaticData/:id/CancellationReasons', async (c) => {
    const property = await requireProperty(db, c.req.param('id'))
    // In the guest's language where the hotel wrote the reason in more than one (decision 0146).
    const reader = readerOf(property.settings, requestLanguage(c))
    const rows = await loadCancellationReasons(db, property.id)
    return reply(
      c,
      CancellationReasonList,
      rows.map((r) => ({ Id: r.id, Name: textOf(r.name, r.translations, 'name', reader) })),
    )
  })

  // Nothing is cached server-side yet, so a flush has nothing to drop; kept for the client's contract.
  app.post('/api/StaticData/:id/flush', async (c) => {
    await requireProperty(db, c.req.param('id'))
    return reply(c, FlushResponse, { Success: true })
  })

  return app
}
