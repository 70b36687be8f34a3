/**
 * The jobs every server instance runs on timers (decision 0106), each safe when several instances run it at once:
 * mail and webhook delivery claim rows under FOR UPDATE SKIP LOCKED; invitations insert their claim row with the
 * message; a held booking whose time is over is released with a conditional update that only one instance wins.
 */
import type { Db } from '../db/types'
import type { OutboxWorker } from '../mail/outbox-worker'
import type { Payments } from '../payments/payments'
import { releaseEndedHolds } from '../reservations/payment-settling'
import { sendPendingCharges } from '../reservations/charges-due'
import { sendPendingRefunds } from '../reservations/refunds'
import type { WebhookWorker } from '../webhooks/webhook-worker'
import type { Secrets } from '../crypto'
import { deleteExpiredRegistrations } from '../reservations/pre-check-in-registration'
import { sendPreCheckInInvitations } from './pre-check-in-invitations'
import { chargeDueStays } from './scheduled-charges'
import type { ScheduledJob } from './scheduler'

export type ServerJobsDeps = {
  db: Db
  clock: () => Date
  outbox: OutboxWorker
  webhooks: WebhookWorker
  publicUrl: string | undefined
  /** Who takes the cards: bookings whose hold ended are released through it (decision 0113). */
  payments?: Payments
  /** Sends the built-in test provider's events to our own webhook route, as Stripe would. */
  deliverProviderEvents?: () => Promise<unknown>
  /** Signs the pay link a refused charge sends (decision 0115). */
  secrets: Secrets
}

export function serverJobs(deps: ServerJobsDeps): ScheduledJob[] {
  const { db, clock, payments, deliverProviderEvents } = deps
  const mail = () => ({ now: clock(), publicUrl: deps.publicUrl })
  return [
    // Retries whose time has come and messages another instance queued (a change kicks its own at once).
    { name: 'mail outbox', everyMs: 15_000, run: () => deps.outbox.drain() },
    { name: 'webhooks', everyMs: 15_000, run: () => deps.webhooks.drain() },
    // Bookings that waited for the bank or PayStack's page past their hold: asked once more, then released
    // (decision 0113; also checked on create and status).
    ...(payments
      ? [
          {
            name: 'ended payment holds',
            everyMs: 60_000,
            run: () => releaseEndedHolds(db, payments, clock(), mail),
          },
          // Refunds and charges a cancellation or change wrote while the provider did not answer, asked again with
          // the same idempotency key, so the provider makes each once however many instances ask (decision 0116).
          {
            name: 'pending refunds and charges',
            everyMs: 60_000,
            run: async () => {
              await sendPendingRefunds(db, payments, null)
              await sendPendingCharges(db, payments, null, {
                secrets: deps.secrets,
                clock,
                publicUrl: deps.publicUrl,
              })
              deps.outbox.kick()
            },
          },
        ]
      : []),
    // What the rooms' payment schedules have made due, taken from the saved card (decision 0115).
    ...(payments
      ? [
          {
            name: 'scheduled charges',
            everyMs: 60_000,
            run: async () => {
              await chargeDueStays({ db, payments, clock, publicUrl: deps.publicUrl, secrets: deps.secrets })
              deps.outbox.kick()
            },
          },
        ]
      : []),
    ...(deliverProviderEvents
      ? [{ name: 'test provider events', everyMs: 5_000, run: deliverProviderEvents }]
      : []),
    // Cheap when nothing is due (one query per hotel); a stay booked inside the window is invited within minutes.
    {
      name: 'pre-check-in invitations',
      everyMs: 5 * 60_000,
      run: async () => {
        const queued = await sendPreCheckInInvitations(db, { clock, publicUrl: deps.publicUrl })
        if (queued > 0) deps.outbox.kick()
      },
    },
    // Registration cards past the hotel's retention days after departure (decision 0144).
    {
      name: 'registration retention',
      everyMs: 60 * 60_000,
      run: () => deleteExpiredRegistrations(db, clock()),
    },
  ]
}
