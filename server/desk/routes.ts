/** The desk's API (decision 0117): logging in and the bookings routes, JSON only like the account calls. */
import { Hono } from 'hono'
import type { AppDeps, AppEnv } from '../web/context'
import { rawBody } from '../web/http'
import { deskAuthRoutes } from './auth-routes'
import { deskBookingActionRoutes } from './booking-action-routes'
import { deskBookingRoutes } from './booking-routes'
import { deskGridRoutes } from './grid-routes'
import { deskInvitationRoutes } from './invitation-routes'
import { deskRegistrationRoutes } from './registration-route'
import { deskSettingsRoutes } from './settings-routes'
import { deskStaffRoutes } from './staff-routes'

export function deskRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  // A cross-site form can post text/plain; it cannot post JSON without a preflight this API never grants.
  app.use('/api/Desk/*', async (c, next) => {
    const json = /^application\/json\b/i.test(c.req.header('content-type') ?? '')
    if (c.req.method === 'POST' && !json && (await rawBody(c)).length > 0)
      return c.json({ Message: 'Please send the request as application/json.' }, 415)
    await next()
  })
  app.route('/', deskAuthRoutes(deps))
  app.route('/', deskInvitationRoutes(deps))
  app.route('/', deskBookingRoutes(deps))
  app.route('/', deskRegistrationRoutes(deps))
  app.route('/', deskGridRoutes(deps))
  app.route('/', deskSettingsRoutes(deps))
  app.route('/', deskBookingActionRoutes(deps))
  app.route('/', deskStaffRoutes(deps))
  return app
}
