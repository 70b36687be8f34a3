/**
 * The built-in provider's browser pages, mounted by the app under /test-provider/ (never under /api/, decision
 * 0113): the card frame, the frame's call that turns a typed card into a payment method (publishable key), and
 * the 3-D Secure challenge page.
 */
import { Hono } from 'hono'
import { cardFramePage } from './card-frame-page'
import { answerChallenge, viewChallenge } from './challenge-outcome'
import { challengeDone, challengeNotFound, challengePage } from './challenge-page'
import { providerSettings, type TestProviderOptions } from './options'
import { createPaymentMethod } from './payment-methods'
import { runRequest } from './request'

export function testProviderPages(options: TestProviderOptions): Hono {
  const settings = providerSettings(options)
  const app = new Hono()

  app.get('/card-frame', (c) => cardFramePage(c))
  app.post('/v1/payment_methods', (c) => runRequest(c, settings, 'publishable', createPaymentMethod))

  app.get('/challenge/:id/:secret', async (c) => {
    const view = await viewChallenge(settings, c.req.param('id'), c.req.param('secret'))
    return view ? challengePage(c, view) : challengeNotFound(c)
  })
  app.post('/challenge/:id/:secret', async (c) => {
    const form = await c.req.parseBody()
    const outcome = form.outcome
    if (outcome !== 'complete' && outcome !== 'fail') return challengeNotFound(c)
    const complete = outcome === 'complete'
    const answered = await answerChallenge(settings, c.req.param('id'), c.req.param('secret'), complete)
    if (!answered) return challengeNotFound(c)
    return answered.returnTo ? c.redirect(answered.returnTo, 303) : challengeDone(c, complete)
  })
  return app
}
