/**
 * The payment rules of Create (spec §3, §5): what each payment type needs (a card, a company, an account that may
 * choose, a voucher), the card sent or stored, and the amount to pay now.
 */
import type { CreateReservationRequest } from '@/api/contract/reservation'
import { PaymentType } from '@/domain/payment'
import { toMinorUnits } from '@/domain/money'
import type { BookingTotals } from '@/domain/totals'
import type { Queryable } from '../db/types'
import { checkCard, storedCardExpired } from '../payments/card'
import type { StoredCard } from '../payments/gateway'
import { canChoosePaymentMethod } from '../auth/accounts'
import { companyExists } from '../catalogue/companies'
import type { PropertyRow } from '../catalogue/property'
import type { RatePlanRow } from '../catalogue/rates'
import { findSavedCard } from './saved-cards'
import { addAll, formatMoney, type AddProblem } from './room-quote'

export type PaymentCheckInput = {
  db: Queryable
  property: PropertyRow
  req: CreateReservationRequest
  userId: number | null
  today: string
  rooms: readonly { plan: RatePlanRow }[]
  totals: BookingTotals
}

/** Whether a payment type takes money now (by card here, or on PayStack's page). */
export const chargesNow = (paymentType: PaymentType) =>
  paymentType === PaymentType.PayByCard || paymentType === PaymentType.PayByPayStack

/** A card kept on the guest's account, used instead of a new one; null with a problem when it cannot be. */
async function checkStoredCard(
  input: PaymentCheckInput,
  creditCardId: number | null | undefined,
  add: AddProblem,
): Promise<StoredCard | null> {
  const { db, userId } = input
  const saved = userId && creditCardId ? await findSavedCard(db, userId, creditCardId) : null
  if (!userId) add('CardDetails.CreditCardId', 'Please log in to use a stored card.')
  else if (!saved) add('CardDetails.CreditCardId', 'This stored card was not found.')
  else {
    if (storedCardExpired(saved, input.today))
      add('CardDetails.CreditCardId', 'This stored card has expired.')
    return saved
  }
  return null
}

async function checkCompanyInvoice(input: PaymentCheckInput, add: AddProblem) {
  const { db, property, req } = input
  if (!property.book_config.EnablePayByCompanyInvoice)
    add('PaymentType', 'Company invoice is not available at this property.')
  if (input.rooms.some((room) => !room.plan.can_pay_by_company_invoice))
    add('PaymentType', 'Every room must be on a rate that allows company invoice.')
  if (!req.PONumber?.trim()) add('PONumber', 'A purchase order number is required.')
  if (!req.AccountId || !(await companyExists(db, property.id, req.AccountId)))
    add('AccountId', 'Please choose a company.')
}

async function checkIndividualInvoice(input: PaymentCheckInput, add: AddProblem) {
  if (!input.property.book_config.EnableUserChoiceOfPaymentMethod) {
    add('PaymentType', 'Pay by invoice is not available at this property.')
    return
  }
  // Spec §5: only a logged-in guest whose account may choose the payment method can pay by invoice.
  if (!input.userId || !(await canChoosePaymentMethod(input.db, input.userId)))
    add('PaymentType', 'Pay by invoice is for account holders the hotel has allowed to choose it.')
}

/** Checks the payment of a booking; returns the stored card it uses, if any. */
export async function checkPayment(input: PaymentCheckInput, add: AddProblem): Promise<StoredCard | null> {
  const { req, totals } = input
  const paymentType = req.PaymentType
  if ((paymentType === PaymentType.PayByCard || paymentType === PaymentType.StoreCard) && !req.CardDetails)
    add('CardDetails', 'Card details are required for this payment type.')
  let storedCard: StoredCard | null = null
  if (req.CardDetails && !('CardNumber' in req.CardDetails))
    storedCard = await checkStoredCard(input, req.CardDetails.CreditCardId, add)
  else if (req.CardDetails) addAll(checkCard(req.CardDetails, input.property, input.today), add)
  if (paymentType === PaymentType.PayByCompanyInvoice) await checkCompanyInvoice(input, add)
  if (paymentType === PaymentType.PayByPayStack && !input.property.settings.PayByPayStack)
    add('PaymentType', 'PayByPayStack is not available at this property.')
  if (paymentType === PaymentType.PayByIndividualInvoice) await checkIndividualInvoice(input, add)
  if (paymentType === PaymentType.PayByVoucher && !req.HopGiftVoucherCode?.trim())
    add('HopGiftVoucherCode', 'A gift voucher code is required for this payment type.')
  const amount = toMinorUnits(req.PaymentAmount)
  const amountWrong = chargesNow(paymentType)
    ? amount !== totals.payNow
    : amount !== 0 && amount !== totals.payNow
  if (input.rooms.length === req.Rooms.length && amountWrong)
    add(
      'PaymentAmount',
      `The amount to pay now is ${formatMoney(totals.payNow)} of a total of ${formatMoney(totals.total)}.`,
    )
  return storedCard
}
