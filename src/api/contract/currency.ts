import * as v from 'valibot'

/**
 * GET /api/CurrencyExchangeRate (shape not shown in the spec). Rates convert ONE unit of BaseCurrency into each
 * currency; they are for display only — the property always charges in its own currency.
 */
export const CurrencyExchangeRates = v.object({
  BaseCurrency: v.string(),
  Date: v.string(),
  Rates: v.record(v.string(), v.number()),
})
export type CurrencyExchangeRates = v.InferOutput<typeof CurrencyExchangeRates>
