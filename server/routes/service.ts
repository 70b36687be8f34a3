import { Hono } from 'hono'
import {
  ReservationItemServices,
  ReservationItemServicesQuery,
  ServiceListResponse,
  ServiceQuery,
} from '@/api/contract/service'
import { toMajorUnits } from '@/domain/money'
import { accessByCode } from '../reservations/access'
import { findItemOf, loadItemServiceLines } from '../reservations/record'
import { propertyNow, requireProperty } from '../catalogue/property'
import { stayErrors } from '../catalogue/search'
import { serviceList } from '../catalogue/services'
import type { AppDeps, AppEnv } from '../web/context'
import { parseQuery, reply, requestLanguage } from '../web/http'
import { readerOf } from '../catalogue/hotel-texts'
import { notFound, refuseIfAny } from '../http-errors'

export function serviceRoutes({ db, clock }: AppDeps) {
  const app = new Hono<AppEnv>()

  // roomTypeId and ratePlanId are accepted for the contract; every extra of the demo fits every room and rate.
  app.get('/api/Service/Get', async (c) => {
    const q = parseQuery(c, ServiceQuery)
    const property = await requireProperty(db, q.propertyId)
    refuseIfAny(
      stayErrors(q.dateOfArrival, q.dateOfDeparture, propertyNow(clock, property).date, {
        from: 'dateOfArrival',
        to: 'dateOfDeparture',
      }),
    )
    const reader = readerOf(property.settings, requestLanguage(c))
    const list = await serviceList(db, property.id, q.dateOfArrival, q.dateOfDeparture, reader)
    return reply(c, ServiceListResponse, list)
  })

  app.get('/api/Service/GetReservationItemServices', async (c) => {
    const q = parseQuery(c, ReservationItemServicesQuery)
    const property = await requireProperty(db, q.propertyId)
    const r = await accessByCode(db, property, q.referenceNumber, q.code)
    const item = await findItemOf(db, r.id, q.reservationItemId)
    if (!item) throw notFound('This room is not part of this reservation.')
    const reader = readerOf(property.settings, requestLanguage(c))
    const catalogue = await serviceList(db, property.id, item.date_from, item.date_to, reader)
    const lines = await loadItemServiceLines(db, item.id)
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
