import type { Context } from 'hono'
import { CardUpdateRequest, CardUpdateResponse } from '@/api/contract/manage-booking'
import { accessByCode } from '../reservations/access'
import { cardAnswer, replaceCard } from '../reservations/card-on-file'
import { guestLinks } from '../reservations/guest-links'
import { propertyNow, requireAreaProperty, requireProperty, type GuestArea } from '../catalogue/property'
import type { AppDeps, AppEnv } from '../web/context'
import { parseBody, reply } from '../web/http'
import { requesterOf, spendCardCheck } from '../auth/limits'

/**
 * The guest replaces the card kept for the stay (manage's UpdateCard, pre-check-in's SaveCard): the booking's
 * code opens it, the card-check limit counts it, and the provider's page comes back to the page it left (`back`).
 * `area` is the guest area that must be switched on, when the route belongs to one.
 */
export function cardOnFileRoute(deps: AppDeps, area: GuestArea | null, back: 'manage' | 'preCheckIn') {
  const { db, clock, payments } = deps
  return async (c: Context<AppEnv>) => {
    const req = await parseBody(c, CardUpdateRequest)
    const property = area
      ? await requireAreaProperty(db, req.PropertyId, area)
      : await requireProperty(db, req.PropertyId)
    const r = await accessByCode(db, property, req.ReferenceNumber, req.Code)
    await spendCardCheck(c, requesterOf(c, deps), `reservation:${property.id}|${r.id}`)
    const links = guestLinks(payments.returnBase(property), property.code, req.ReferenceNumber, req.Code)
    const now = propertyNow(clock, property)
    const result = await replaceCard(db, payments.provider(property), property, r, req, now, links[back])
    return reply(c, CardUpdateResponse, cardAnswer(result))
  }
}
