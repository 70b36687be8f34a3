import { Hono } from 'hono'
import { CurrencyExchangeRates } from '@/api/contract/currency'
import { DEMO_TIME_ZONE, propertyNow } from '../catalogue/property'
import type { AppDeps, AppEnv } from '../web/context'
import { reply } from '../web/http'

/** Demo display rates (one GBP in each currency of docs/product/booking.md#limits). Not live data: the property charges in its own. */
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

export function currencyRoutes({ clock }: AppDeps) {
  const app = new Hono<AppEnv>()

  app.get('/api/CurrencyExchangeRate', async (c) => {
    const base = (c.req.query('baseCurrency') ?? 'GBP').toUpperCase()
    const perGbp = GBP_RATES[base] ?? 1
    const rates = Object.fromEntries(
      Object.entries(GBP_RATES).map(([currency, rate]) => [
        currency,
        Math.round((rate / perGbp) * 1e6) / 1e6,
      ]),
    )
    c.header('Cache-Control', 'public, max-age=3600')
    return reply(c, CurrencyExchangeRates, {
      BaseCurrency: GBP_RATES[base] ? base : 'GBP',
      Date: propertyNow(clock, DEMO_TIME_ZONE).date,
      Rates: rates,
    })
  })

  return app
}
