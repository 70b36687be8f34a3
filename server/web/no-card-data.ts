/**
 * Card numbers and security codes never reach our API (decision 0113): they are typed into the payment provider's
 * fields, which give the app a reference. A request that still carries a `CardNumber` or `SecurityCode` field,
 * at any depth, is refused with a 400 that says why, before anything reads, stores or hashes it (this runs before
 * the Idempotency-Key middleware). Nothing of the request is logged: the request log never logs bodies.
 */
import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from './context'
import { rawBody } from './http'
import { badRequest, modelStateBuilder } from '../http-errors'

const REFUSED: Readonly<Record<string, string>> = {
  cardnumber:
    'Card numbers are not accepted here. Enter the card in the payment form, which sends only the payment provider’s reference (PaymentMethodId).',
  securitycode:
    'Security codes are not accepted here. Enter the card in the payment form, which sends only the payment provider’s reference (PaymentMethodId).',
}

/** The paths (`CardDetails.CardNumber`) of every refused field in a parsed body. */
export function cardDataPaths(value: unknown, path = '', found: string[] = [], depth = 0): string[] {
  if (depth > 20 || value === null || typeof value !== 'object') return found
  for (const [key, inner] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key
    if (REFUSED[key.toLowerCase()] !== undefined) found.push(at)
    cardDataPaths(inner, Array.isArray(value) ? `${path}[${key}]` : at, found, depth + 1)
  }
  return found
}

export function refuseCardData(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.method === 'OPTIONS') return next()
    const text = await rawBody(c)
    // A cheap look first: most bodies name neither field.
    if (!/cardnumber|securitycode/i.test(text)) return next()
    let body: unknown
    try {
      body = JSON.parse(text)
    } catch {
      return next() // not JSON: the route's own parsing answers
    }
    const paths = cardDataPaths(body)
    if (paths.length === 0) return next()
    const refused = modelStateBuilder()
    for (const path of paths) {
      const key = path.split('.').pop()?.toLowerCase() ?? ''
      refused.add(path, REFUSED[key] ?? 'This field is not accepted.')
    }
    throw badRequest(refused.build())
  }
}
