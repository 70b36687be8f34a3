/**
 * Who may call /api/pms/properties/CODE/…: a PMS holding an active key of that property (decision 0108), within
 * its limits. Mounted before the Idempotency-Key middleware on purpose: a stored answer is replayed only to a
 * caller that may see it, and a caller without a key claims no key.
 *
 * A missing or unknown key and a revoked one are 401s (the caller has no valid credential); a valid key of
 * another property is a 403. Every call counts against its client address first and, once its key is known,
 * against the key (server/auth/limits.ts), so a flood is refused before it reaches the database's tables.
 */
import type { Context, MiddlewareHandler } from 'hono'
import type { AppDeps, AppEnv } from '../web/context'
import { HttpError, forbidden, notFound } from '../http-errors'
import { Limits, requesterOf, spendAttempt } from '../auth/limits'
import { findApiKey, noteKeyUsed } from './api-keys'

const PROPERTY_PATH = /^\/api\/pms\/properties\/([^/]+)(?:\/|$)/i
const TOO_MANY =
  'Too many calls of the PMS API. Please slow down and try again after the Retry-After seconds.'

/** A 401 that tells the caller how to authenticate (RFC 6750). */
function unauthenticated(c: Context, message: string): HttpError {
  c.header('WWW-Authenticate', 'Bearer realm="pms"')
  return new HttpError(401, { Message: message })
}

/** The property code the address names, upper-cased; null when it names none. */
function propertyCodeOf(url: string): string | null {
  const match = PROPERTY_PATH.exec(new URL(url).pathname)
  if (!match?.[1]) return null
  try {
    return decodeURIComponent(match[1]).trim().toUpperCase()
  } catch {
    return null
  }
}

export function pmsAccess(deps: Pick<AppDeps, 'db' | 'clock' | 'trustProxy'>): MiddlewareHandler<AppEnv> {
  const { db } = deps
  return async (c, next) => {
    c.set('pmsCaller', undefined)
    const who = requesterOf(c, deps)
    await spendAttempt(c, db, [[Limits.pmsCallsPerAddress, who.address]], who.now, TOO_MANY)
    const [scheme, presented, ...extra] = (c.req.header('Authorization') ?? '').trim().split(/\s+/)
    if (scheme?.toLowerCase() !== 'bearer' || !presented || extra.length > 0)
      throw unauthenticated(c, 'An API key is needed: send it as "Authorization: Bearer <key>".')
    const key = await findApiKey(db, presented)
    if (!key) throw unauthenticated(c, 'This API key is not valid.')
    if (key.revoked) throw unauthenticated(c, 'This API key was revoked. Ask the hotel for a new one.')
    const code = propertyCodeOf(c.req.url)
    if (code === null) throw notFound('There is no such API call.')
    const [property] = await db.query<{ id: number; code: string }>(
      'SELECT id, code FROM property WHERE id = $1',
      [key.propertyId],
    )
    // The same answer whether the property named exists or not: a key tells nothing of other hotels.
    if (!property || property.code !== code) throw forbidden('This API key is not for this property.')
    await spendAttempt(c, db, [[Limits.pmsCallsPerKey, String(key.id)]], who.now, TOO_MANY)
    c.set('pmsCaller', { keyId: key.id, propertyId: property.id, propertyCode: property.code })
    await next()
    if (c.res.status < 400) await noteKeyUsed(db, key.id)
  }
}
