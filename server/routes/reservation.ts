import type { Context } from 'hono'
import { Hono } from 'hono'
import {
  CheckVoucherCodeRequest,
  CheckVoucherCodeResponse,
  CreateReservationRequest,
  CreateReservationResponse,
  ReservationConfirmation,
  ReservationLookupQuery,
  ReservationStatus,
} from '@/api/contract/reservation'
import { toMajorUnits, toMinorUnits } from '@/domain/money'
import { currentUser } from '../auth/session'
import { heldReservationId, reservationConfirmation, reservationStatus } from '../reservations/confirmation'
import { refreshHeldBooking, releaseEndedHolds } from '../reservations/payment-settling'
import { queueConfirmation } from '../reservations/confirmation-mail'
import { createReservation } from '../reservations/create'
import { propertyNow, requireProperty } from '../catalogue/property'
import { findVoucher } from '../catalogue/search'
import type { AppDeps, AppEnv } from '../web/context'
import { parseBody, parseQuery, reply, requestLanguage } from '../web/http'
import { HttpError } from '../http-errors'
import { answerInTransaction, reanswerInTransaction } from '../web/idempotency'
import { hasCodes, limitedCodeCheck, requesterOf } from '../auth/limits'

/** The fields of Create that carry a code one could guess: promo, gift voucher, company booking code (0097). */
const CODE_FIELDS = ['PromoCode', 'HopGiftVoucherCode', 'CompanyBookingCode'] as const

/**
 * A booking with a code answers whether the code is valid (a 400 on the field), so it counts with the other code
 * checks; one without a code is never limited.
 */
async function createCounted<T>(
  c: Context,
  deps: AppDeps,
  req: CreateReservationRequest,
  create: () => Promise<T>,
): Promise<T> {
  const codes = {
    promo: req.PromoCode,
    voucher: req.HopGiftVoucherCode,
    // A company's code is judged for the company chosen.
    company: req.CompanyBookingCode?.trim() ? `${req.AccountId ?? ''}:${req.CompanyBookingCode}` : null,
  }
  if (!hasCodes(codes)) return create()
  const namesWrongCode = (e: unknown) => {
    const refused = e instanceof HttpError ? e.body.ModelState : undefined
    const fields = refused && typeof refused === 'object' ? Object.keys(refused) : []
    return CODE_FIELDS.some((field) => fields.includes(field))
  }
  return limitedCodeCheck(
    c,
    requesterOf(c, deps),
    codes,
    async () => ({ answer: await create(), wrong: false }),
    namesWrongCode,
  )
}

/**
 * POST /api/Reservation/Create: the booking and, when a card pays it, the provider's outcome (decision 0113). The
 * Idempotency-Key's answer is written with the hold and replaced by the outcome, each in its own transaction.
 */
async function createBooking(c: Context<AppEnv>, deps: AppDeps) {
  const { db, clock } = deps
  const req = await parseBody(c, CreateReservationRequest)
  const property = await requireProperty(db, req.PropertyId)
  const mail = { now: clock(), publicUrl: deps.publicUrl }
  // Rooms held for a payment (PayStack's page, the bank) past the hold's end go back on sale first.
  await releaseEndedHolds(db, deps.payments, clock(), () => mail)
  const user = await currentUser(c, db, clock())
  const result = await createCounted(c, deps, req, () =>
    createReservation(
      db,
      {
        secrets: deps.secrets,
        now: propertyNow(clock, property),
        userId: user?.id ?? null,
        clock,
        provider: deps.payments.provider(property),
        payStack: deps.payments.payStack(property),
        returnBase: deps.payments.returnBase(property),
      },
      property,
      req,
      {
        // A booking still to be paid is mailed once it is confirmed (here, or by the bank's outcome later).
        confirmed: (tx, token) => queueConfirmation(tx, property, token, mail),
        held: async (tx, response) => {
          await answerInTransaction(tx, c, CreateReservationResponse, response)
        },
        settled: async (tx, response, status) => {
          await reanswerInTransaction(tx, c, CreateReservationResponse, response, status)
        },
      },
    ),
  )
  if (!result.ok) return reply(c, CreateReservationResponse, result.response, result.status)
  return reply(c, CreateReservationResponse, result.response)
}

export function reservationRoutes(deps: AppDeps) {
  const { db, clock } = deps
  const app = new Hono<AppEnv>()

  app.post('/api/Reservation/Create', (c) => createBooking(c, deps))

  app.get('/api/Reservation/Status', async (c) => {
    const q = parseQuery(c, ReservationLookupQuery)
    const property = await requireProperty(db, q.propertyId)
    const mail = () => ({ now: clock(), publicUrl: deps.publicUrl })
    await releaseEndedHolds(db, deps.payments, clock(), mail)
    // The guest may be back from the bank or PayStack's page before its event: ask the provider (decision 0113).
    const held = await heldReservationId(db, property, q.referenceNumber)
    if (held !== null)
      await refreshHeldBooking(db, property, deps.payments, held, mail).catch((error: unknown) => {
        console.error(
          `Payment provider not reachable for reservation ${held}: ${String(error instanceof Error ? error.message : error).slice(0, 300)}`,
        )
      })
    return reply(c, ReservationStatus, await reservationStatus(db, property, q.referenceNumber))
  })

  app.get('/api/Reservation/Confirmation', async (c) => {
    const q = parseQuery(c, ReservationLookupQuery)
    const property = await requireProperty(db, q.propertyId)
    const conf = await reservationConfirmation(db, property, q.referenceNumber, requestLanguage(c))
    return reply(c, ReservationConfirmation, conf)
  })

  app.post('/api/Reservation/CheckVoucherCode', async (c) => {
    const req = await parseBody(c, CheckVoucherCodeRequest)
    const property = await requireProperty(db, req.PropertyId)
    const v = await limitedCodeCheck(c, requesterOf(c, deps), { voucher: req.VoucherCode }, async () => {
      const found = await findVoucher(db, property, req.VoucherCode)
      return { answer: found, wrong: !found || found.balance <= 0 }
    })
    if (!v || v.balance <= 0) {
      return reply(c, CheckVoucherCodeResponse, {
        IsValid: false,
        TotalDiscount: 0,
        Message: 'This gift voucher code is not valid.',
        ShowExperienceWarningMessage: false,
      })
    }
    const basket = (req.Rooms ?? []).reduce((sum, r) => sum + toMinorUnits(r.TotalCost), 0)
    const discount = req.Rooms.length > 0 ? Math.min(v.balance, basket) : v.balance
    const currency = new Intl.NumberFormat('en-GB', {
      style: 'currency',
      currency: property.settings.Currency,
    })
    const money = (minor: number) => currency.format(toMajorUnits(minor))
    return reply(c, CheckVoucherCodeResponse, {
      IsValid: true,
      TotalDiscount: toMajorUnits(discount),
      Message: `Gift voucher ${v.code} applied: ${money(discount)} off (balance ${money(v.balance)}).`,
      ShowExperienceWarningMessage: false,
    })
  })

  return app
}
