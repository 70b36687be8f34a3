/** Pay by link (docs/product/after-booking.md#screens SecurePay, docs/product/after-booking.md#steps, docs/product/after-booking.md#calls): the routes; the rules are server/reservations/pay-link-process.ts. */
import { Hono } from 'hono'
import {
  PayByLinkConfig,
  PayByLinkConfirmation,
  PayByLinkInfo,
  PayByLinkLookupQuery,
  PayByLinkProcessResponse,
  PayByLinkQuery,
  PayByLinkStatus,
  PayByLinkTransaction,
} from '@/api/contract/pay-by-link'
import { toMajorUnits } from '@/domain/money'
import {
  guestAreaEnabled,
  propertyNow,
  requireAreaProperty,
  requireProperty,
  type PropertyRow,
} from '../catalogue/property'
import type { AppDeps, AppEnv } from '../web/context'
import { parseBody, parseQuery, reply, requestAppLanguage, requestLanguage } from '../web/http'
import { badRequest } from '../http-errors'
import { readerOf, textOf } from '../catalogue/hotel-texts'
import { answerInTransaction, reanswerInTransaction } from '../web/idempotency'
import { mailOnConfirm, refreshPayLinkPayment } from '../reservations/payment-settling'
import { requesterOf, spendCardCheck } from '../auth/limits'
import { findPaymentByToken } from '../payments/invoice-payments'
import {
  INVALID_LINK,
  NO_BALANCE,
  processPayLink,
  quotePayLink,
  type PayLinkDone,
} from '../reservations/pay-link-process'

/** Who takes a pay-link payment at this property: its card provider, or PayStack's page without a card. */
const providersOf = ({ secrets, payments }: AppDeps, property: PropertyRow) => ({
  secrets,
  provider: payments.provider(property),
  payStack: payments.payStack(property),
  returnBase: payments.returnBase(property),
})

export function payByLinkRoutes(deps: AppDeps) {
  const { db, clock, secrets } = deps
  const app = new Hono<AppEnv>()

  app.get('/api/PayByLink/Config/:id', async (c) => {
    const property = await requireProperty(db, c.req.param('id'))
    return reply(c, PayByLinkConfig, {
      Enabled: guestAreaEnabled(property, 'PayByLink'),
      PayByPayStack: property.settings.PayByPayStack,
      InvalidLinkMessage: INVALID_LINK,
      NoOutstandingBalanceMessage: NO_BALANCE,
    })
  })

  app.get('/api/PayByLink/Get', async (c) => {
    const q = parseQuery(c, PayByLinkQuery)
    const property = await requireAreaProperty(db, q.propertyId, 'PayByLink')
    const reader = readerOf(property.settings, requestLanguage(c))
    return reply(c, PayByLinkInfo, await quotePayLink(db, secrets, property, q, { now: clock(), reader }))
  })

  app.post('/api/PayByLink/Process', async (c) => {
    const req = await parseBody(c, PayByLinkTransaction)
    const property = await requireAreaProperty(db, req.PropertyId, 'PayByLink')
    const now = clock()
    const answerOf = ({ action, token, redirect }: PayLinkDone) => ({
      Success: true,
      Message: redirect
        ? null
        : action === 'Pay'
          ? 'Thank you, your payment is complete.'
          : 'Thank you, your card is stored securely.',
      ConfirmationToken: token,
      RedirectUrl: redirect,
    })
    const declinedAnswer = (message: string) => ({
      Success: false,
      Message: message,
      ConfirmationToken: null,
    })
    // Card checks count per payment link once the link has proved genuine, and per client address.
    const countCardCheck = () =>
      spendCardCheck(c, requesterOf(c, deps), `link:${property.id}|${req.InvoiceNumber}`)
    const today = propertyNow(clock, property).date
    // The receipt and the answer commit with the payment's outcome (decision 0098); one waiting for the bank or
    // PayStack's page is mailed when its outcome comes back (payment-settling.ts).
    const mail = { now, publicUrl: deps.publicUrl }
    const outcome = await processPayLink(
      db,
      providersOf(deps, property),
      property,
      req,
      { now, today, language: requestAppLanguage(c) },
      {
        beforeCharge: countCardCheck,
        within: async (tx, done) => {
          await answerInTransaction(tx, c, PayByLinkProcessResponse, answerOf(done))
        },
        confirmed: mailOnConfirm(property, () => mail),
        settled: async (tx, done) => {
          if (done.declined)
            await reanswerInTransaction(
              tx,
              c,
              PayByLinkProcessResponse,
              declinedAnswer(done.message),
              done.status,
            )
          else await reanswerInTransaction(tx, c, PayByLinkProcessResponse, answerOf(done), 200)
        },
      },
    )
    if (outcome.declined)
      return reply(c, PayByLinkProcessResponse, declinedAnswer(outcome.message), outcome.status)
    return reply(c, PayByLinkProcessResponse, answerOf(outcome))
  })

  paymentLookupRoutes(app, deps)
  return app
}

/** Status and Confirmation of a payment made through a link, by its confirmation token. */
function paymentLookupRoutes(app: Hono<AppEnv>, { db, clock, payments, publicUrl }: AppDeps) {
  const payment = async (property: PropertyRow, token: string) => {
    const found = await findPaymentByToken(db, property.id, token)
    if (!found) throw badRequest({ referenceNumber: ['This payment was not found.'] })
    return found
  }

  app.get('/api/PayByLink/Status', async (c) => {
    const q = parseQuery(c, PayByLinkLookupQuery)
    const property = await requireProperty(db, q.propertyId)
    // Back from the bank's challenge or PayStack's page before its event: ask the provider (decision 0113).
    await refreshPayLinkPayment(db, property, payments, q.referenceNumber, () => ({
      now: clock(),
      publicUrl,
    })).catch((error: unknown) => {
      console.error(
        `Payment provider not reachable: ${String(error instanceof Error ? error.message : error).slice(0, 300)}`,
      )
    })
    const found = await payment(property, q.referenceNumber)
    return reply(c, PayByLinkStatus, {
      Status: found.status,
      ReferenceNumber: found.transaction_reference,
      Message: found.message,
    })
  })

  // docs/product/after-booking.md#errors: a 400 on confirmation sends the app to PayByLinkError.
  app.get('/api/PayByLink/Confirmation', async (c) => {
    const q = parseQuery(c, PayByLinkLookupQuery)
    const property = await requireProperty(db, q.propertyId)
    const found = await payment(property, q.referenceNumber)
    if (found.status !== 'Confirmed') throw badRequest({ referenceNumber: ['This payment is not complete.'] })
    return reply(c, PayByLinkConfirmation, {
      // In the guest's language where the hotel wrote its name in more than one (decision 0146).
      PropertyName: textOf(
        property.name,
        property.translations,
        'name',
        readerOf(property.settings, requestLanguage(c)),
      ),
      Action: found.action,
      InvoiceNumber: found.invoice_number,
      TransactionReference: found.transaction_reference,
      Currency: property.currency,
      AmountPaid: toMajorUnits(found.amount),
      Outstanding: toMajorUnits(found.inv_amount - found.inv_paid),
      CardBrand: found.card?.Brand ?? null,
      CardLastFour: found.card?.LastFour ?? null,
      ProcessedAt: found.created_at,
    })
  })
}
