import { Hono } from 'hono'
import {
  ReservationItemServices,
  ReservationItemServicesQuery,
  ServiceListResponse,
  ServiceQuery,
} from '@/api/contract/service'
import { toMajorUnits } from '@/domain/money'
import { accessByCode } from '../reservations/access'
import { propertyNow, requireProperty } from '../booking/property'
import { stayErrors } from '../booking/search'
import { serviceList } from '../booking/services'
import { notFound } from '../http'
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

  app.get('/api/Service/GetReservationItemServices', async (c) => {
    const q = parseQuery(c, ReservationItemServicesQuery)
    const p = await requireProperty(db, q.propertyId)
    const r = await accessByCode(db, p, q.referenceNumber, q.code)
    const [item] = await db.query<{ id: number; date_from: string; date_to: string }>(
      'SELECT id, date_from::text AS date_from, date_to::text AS date_to FROM reservation_item WHERE id = $1 AND reservation_id = $2',
      [q.reservationItemId, r.id],
    )
    if (!item) throw notFound('This room is not part of this reservation.')
    const catalogue = await serviceList(db, p.id, item.date_from, item.date_to)
    const lines = await db.query<{ service_id: number; quantity: number; total: number }>(
      'SELECT service_id, quantity, total FROM reservation_service WHERE reservation_item_id = $1 ORDER BY id',
      [item.id],
    )
    return reply(
      c,
      ReservationItemServices,
      lines.flatMap((l) => {
        const service = catalogue.Services.find((s) => s.ServiceId === l.service_id)
        return service
          ? [
              {
                ReservationItemId: item.id,
                ServiceId: l.service_id,
                Service: service,
                Quantity: l.quantity,
                TotalCost: toMajorUnits(l.total),
              },
            ]
          : []
      }),
    )
  })

  return app
}
