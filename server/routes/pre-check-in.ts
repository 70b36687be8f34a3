import { Hono } from 'hono'
import {
  PreCheckInConfig,
  PreCheckInQuery,
  PreCheckInResponse,
  PreCheckInSaveRequest,
  PreCheckInSaveResponse,
} from '@/api/contract/pre-check-in'
import { accessByCode, managedReservation, saveGuestDetails } from '../booking/manage'
import { propertyNow, requireProperty } from '../booking/property'
import type { AppDeps, AppEnv } from '../context'
import { HttpError, parseBody, parseQuery, reply } from '../http'

export function preCheckInRoutes({ db, clock }: AppDeps) {
  const app = new Hono<AppEnv>()

  app.get('/api/PreCheckIn/Config/:id', async (c) => {
    const p = await requireProperty(db, c.req.param('id'))
    return reply(c, PreCheckInConfig, {
      Enabled: true,
      RequireAddress: true,
      AskEstimatedArrivalTime: true,
      OpensDaysBeforeArrival: 30,
      IntroText: `Save time at the desk: check in online before you arrive at ${p.name}.`,
    })
  })

  app.get('/api/PreCheckIn/Get', async (c) => {
    const q = parseQuery(c, PreCheckInQuery)
    const p = await requireProperty(db, q.propertyId)
    try {
      const r = await accessByCode(db, p, q.referenceNumber, q.hash)
      if (r.cancelled) {
        return reply(c, PreCheckInResponse, {
          Success: false,
          Title: 'Reservation cancelled',
          Message: 'This reservation is cancelled, so there is nothing to check in.',
          Reservation: null,
        })
      }
      return reply(c, PreCheckInResponse, {
        Success: true,
        Title: 'Welcome',
        Message: null,
        Reservation: await managedReservation(db, p, r, propertyNow(clock).date),
      })
    } catch (e) {
      if (e instanceof HttpError && e.status === 404) {
        return reply(
          c,
          PreCheckInResponse,
          {
            Success: false,
            Title: 'Invalid link',
            Message: 'This pre-check-in link is not valid. Please contact the hotel.',
            Reservation: null,
          },
          404,
        )
      }
      throw e
    }
  })

  app.post('/api/PreCheckIn/Save', async (c) => {
    const req = await parseBody(c, PreCheckInSaveRequest)
    const p = await requireProperty(db, req.PropertyId)
    const r = await accessByCode(db, p, req.ReferenceNumber, req.Code)
    const special = req.EstimatedArrivalTime
      ? `${req.SpecialRequests ? `${req.SpecialRequests}\n` : ''}Estimated arrival ${req.EstimatedArrivalTime}`
      : req.SpecialRequests
    const version = await saveGuestDetails(db, r, { ...req, SpecialRequests: special })
    return reply(c, PreCheckInSaveResponse, {
      Success: true,
      Message: 'Thank you, your check-in details are saved.',
      Version: version,
    })
  })

  return app
}
