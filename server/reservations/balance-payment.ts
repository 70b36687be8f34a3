/**
 * Pre-check-in takes what is still to pay of the stay, when the hotel wants it (the stored setting
 * PreCheckInCollectsBalance; decision 0115). The guest enters a card in the provider's frame, as for saving one;
 * the balance is charged through the same port on-session (the bank may challenge, and the guest comes back to
 * pre-check-in with the payment's id), and the ledger gets the movement like any other payment: the answer is
 * the reservation with its new sums.
 *
 * Trap: the amount the app showed is checked against the balance now. Another payment, a change or a refund in
 * between would make it a different sum, and the guest must see that before paying it.
 */
import { declineText } from '../payments/decline-text'
import type { BalancePaymentRequest, BalancePaymentResponse } from '@/api/contract/pre-check-in'
import { toMinorUnits } from '@/domain/money'
import type { PropertySettings } from '@/api/contract/property'
import type { Db } from '../db/types'
import type { PropertyRow } from '../catalogue/property'
import { badRequest, conflict, forbidden } from '../http-errors'
import { browserFacts, checkProviderCard } from '../payments/card'
import { balanceOf } from '../payments/ledger'
import type { Payment, PaymentProvider } from '../payments/provider'
import {
  applyToHeldBooking,
  findLedgerEntry,
  insertLedgerEntry,
  noteProviderRef,
  withCard,
  type LedgerEntry,
} from './held-booking'
import type { ReservationRecord } from './record'
import { stayCostAndSums } from './reckoning'

export const BALANCE_CHANGED = 'What is left to pay has changed. Please check the new amount.'
export const UNKNOWN_PAYMENT = 'This payment is not known for this booking.'

/** Whether the hotel takes the balance at pre-check-in (a stored setting, off unless set). */
export function collectsBalance(settings: PropertySettings): boolean {
  return 'PreCheckInCollectsBalance' in settings && settings.PreCheckInCollectsBalance === true
}

type Started = { entry: LedgerEntry; payment: Payment }

async function startPayment(
  db: Db,
  provider: PaymentProvider,
  property: PropertyRow,
  record: ReservationRecord,
  req: BalancePaymentRequest,
  returnUrl: string,
): Promise<Started> {
  const card = req.CardDetails
  if (!card) throw badRequest({ CardDetails: ['Please enter a card.'] })
  const checked = await checkProviderCard(provider, card.PaymentMethodId, property)
  if (!checked.ok) throw badRequest({ 'CardDetails.PaymentMethodId': [checked.message] })
  const amount = toMinorUnits(req.Amount)
  const entry = await db.transaction((tx) =>
    insertLedgerEntry(tx, {
      reservation_id: record.id,
      kind: 'charge',
      amount,
      currency: property.currency,
      provider: provider.name,
      purpose: 'pre-check-in',
      idempotencyKey: (id) => `res-${record.id}-balance-${id}`,
    }),
  )
  const payment = await provider.createPayment({
    paymentMethod: card.PaymentMethodId,
    customer: null,
    email: record.booker.Email,
    description: `Balance of booking ${record.reference_number} at ${property.name}`,
    returnUrl,
    metadata: {
      reservation: String(record.id),
      ledger_entry: String(entry.id),
      property: property.code,
      reference: record.reference_number,
      purpose: 'pre-check-in',
    },
    idempotencyKey: entry.idempotency_key,
    browser: browserFacts(req.BrowserData),
    amount,
    currency: property.currency,
    capture: 'now',
    saveForLater: false,
  })
  return { entry, payment }
}

/** The payment the guest is back from the bank with, if it is this booking's balance. */
async function returnedPayment(
  db: Db,
  provider: PaymentProvider,
  record: ReservationRecord,
  paymentId: string,
): Promise<Started> {
  const entry = await findLedgerEntry(db, provider.name, { id: paymentId, metadata: {} })
  if (!entry || entry.reservation_id !== record.id || entry.purpose !== 'pre-check-in')
    throw badRequest({ PaymentId: [UNKNOWN_PAYMENT] })
  return { entry, payment: await provider.getPayment(paymentId) }
}

/** POST /api/PreCheckIn/PayBalance: the answer, and whether the reservation should be read again. */
export async function payBalance(
  db: Db,
  provider: PaymentProvider,
  property: PropertyRow,
  record: ReservationRecord,
  req: BalancePaymentRequest,
  returnUrl: string,
): Promise<Omit<BalancePaymentResponse, 'Reservation'>> {
  if (!collectsBalance(property.settings))
    throw forbidden('This hotel takes what is left to pay at the desk.')
  if (record.cancelled) throw conflict('This reservation is cancelled.')
  if (!req.PaymentId) {
    const { cost, sums } = await stayCostAndSums(db, record.id)
    const balance = balanceOf(cost, sums)
    if (balance <= 0) throw badRequest({ Amount: ['There is nothing left to pay.'] })
    if (toMinorUnits(req.Amount) !== balance) throw badRequest({ Amount: [BALANCE_CHANGED] })
  }
  const started = req.PaymentId
    ? await returnedPayment(db, provider, record, req.PaymentId)
    : await startPayment(db, provider, property, record, req, returnUrl)
  const result = await withCard(provider, { kind: 'payment', payment: started.payment })
  await noteProviderRef(db, started.entry, result)
  await db.transaction((tx) => applyToHeldBooking(tx, started.entry, result, async () => {}))
  const { payment } = started
  if (payment.status === 'requires_action' && payment.action)
    return {
      Success: false,
      Message: 'Your bank wants to confirm this payment.',
      RedirectUrl: payment.action.url,
    }
  if (payment.status === 'succeeded') return { Success: true, Message: 'Thank you, your stay is paid.' }
  return {
    Success: false,
    Message: payment.failure
      ? declineText(payment.failure)
      : 'The payment did not go through. Nothing was charged.',
  }
}
