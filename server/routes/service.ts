import { Hono } from 'hono'
import { ServiceListResponse, ServiceQuery } from '@/api/contract/service'
import { propertyNow, requireProperty } from '../booking/property'
import { stayErrors } from '../booking/search'
import { serviceList } from '../booking/services'
import type { AppDeps, AppEnv } from '../context'
import { badRequest, parseQuery, reply } from '../http'

export function serviceRoutes({ db, clock }: AppDeps) {
  const app = new Hono<AppEnv>()

  // roomTypeId and ratePlanId are accepted for the contract; every extra of the demo fits every room and rate.
  app.get('/api/Service/Get', async (c) => {
    const q = parseQuery(c, ServiceQuery)
    const p = await requireProperty(db, q.propertyId)
    const errors = stayErrors(q.dateOfArrival, q.dateOfDeparture, propertyNow(clock).date, {
      from: 'dateOfArrival',
      to: 'dateOfDeparture',
    })
    if (Object.keys(errors).length > 0) throw badRequest(errors)
    return reply(c, ServiceListResponse, await serviceList(db, p.id, q.dateOfArrival, q.dateOfDeparture))
  })

  return app
}
