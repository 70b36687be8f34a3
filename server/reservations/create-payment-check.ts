/**
 * The payment rules of Create (docs/product/booking.md#what-is-kept, docs/product/booking.md#rules, decision 0096): the payment type must be one that pays what the rate
 * plans' policies make due now (src/domain/payment-acceptance, the rule the checkout offers by), its amount must be
 * exactly what it takes now, and what each type needs must be there (a card, a company and its booking code, an
 * account that may choose, a voucher). Every refusal is a problem on the request, found before anything is written.
 */
import type { CreateReservationRequest } from '@/api/contract/reservation'
import { toMinorUnits } from '@/domain/money'
import { canPayByCompanyInvoice, needsCard, PaymentType } from '@/domain/payment'
import { amountTakenNow, paymentRefusal, type PaymentRefusal } from '@/domain/payment-acceptance'
import type { BookingTotals } from '@/domain/totals'
import type { Queryable } from '../db/types'
import type { AddProblem } from '../http-errors'
import { checkProviderCard, storedCardExpired } from '../payments/card'
import type { CardSummary, PaymentProvider } from '../payments/provider'
import type { StoredCard } from '../payments/stored-card'
import { canChoosePaymentMethod } from '../auth/accounts'
import { checkCompanyBookingCode } from '../catalogue/companies'
import type { PropertyRow } from '../catalogue/property'
import type { RatePlanRow } from '../catalogue/rates'
import { findSavedCard } from './saved-cards'
import { formatMoney } from './room-quote'

export type PaymentCheckInput = {
  db: Queryable
  provider: PaymentProvider
  property: PropertyRow
  req: CreateReservationRequest
  userId: number | null
  today: string
  rooms: readonly { plan: RatePlanRow }[]
  totals: BookingTotals
}

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

/** What the booker must show to bill a company: the company, a PO number and the company's booking code. */
async function checkCompanyProof(input: PaymentCheckInput, add: AddProblem) {
  const { db, property, req } = input
  if (!req.PONumber?.trim()) add('PONumber', 'A purchase order number is required.')
  if (!req.AccountId) {
    add('AccountId', 'Please choose a company.')
    return
  }
  const proof = await checkCompanyBookingCode(db, property.id, req.AccountId, req.CompanyBookingCode)
  if (proof === 'NoSuchCompany') add('AccountId', 'Please choose a company.')
  else if (proof === 'Missing')
    add('CompanyBookingCode', 'Please enter the booking code your company received from the hotel.')
  else if (proof === 'Wrong') add('CompanyBookingCode', 'This is not the booking code of the company chosen.')
}

/** The guest-facing reason for a refused payment type. */
function refusalMessage(refusal: PaymentRefusal, input: PaymentCheckInput): string {
  const { property, totals } = input
  switch (refusal) {
    case 'DueNowNeedsPayment':
      return `${formatMoney(totals.payNow)} is due now: please pay it by card${property.settings.PayByPayStack ? ' or PayStack' : ''}.`
    case 'NothingToTakeOnPayStack':
      return 'Nothing is due now, so PayStack cannot hold this booking: please give a card to guarantee it.'
    case 'PayStackNotOffered':
      return 'PayByPayStack is not available at this property.'
    case 'NoVoucher':
      return 'A valid gift voucher code is required for this payment type.'
    case 'VoucherDoesNotCover':
      return `The gift voucher covers ${formatMoney(totals.discount)}; the remaining ${formatMoney(totals.total)} must be paid by card.`
    case 'IndividualInvoiceNotAllowed':
      return property.book_config.EnableUserChoiceOfPaymentMethod
        ? 'Pay by invoice is for account holders the hotel has allowed to choose it.'
        : 'Pay by invoice is not available at this property.'
    case 'CompanyInvoiceNotAllowed':
      return property.book_config.EnablePayByCompanyInvoice
        ? 'Every room must be on a rate that allows company invoice.'
        : 'Company invoice is not available at this property.'
  }
}

/** Whether the payment type may pay this booking (decision 0096); a problem on PaymentType when not. */
async function checkPaymentType(input: PaymentCheckInput, add: AddProblem): Promise<boolean> {
  const { db, property, req, totals, userId } = input
  const paymentType = req.PaymentType
  // docs/product/booking.md#rules: only a logged-in guest whose account may choose the payment method can pay by individual invoice.
  const individualInvoice =
    paymentType === PaymentType.PayByIndividualInvoice &&
    property.book_config.EnableUserChoiceOfPaymentMethod &&
    userId !== null &&
    (await canChoosePaymentMethod(db, userId))
  const refusal = paymentRefusal(paymentType, {
    payNow: totals.payNow,
    total: totals.total,
    voucherApplied: totals.discount > 0,
    payStack: property.settings.PayByPayStack,
    individualInvoice,
    companyInvoice: canPayByCompanyInvoice(
      property.book_config.EnablePayByCompanyInvoice,
      input.rooms.map((room) => ({ canPayByCompanyInvoice: room.plan.can_pay_by_company_invoice })),
    ),
  })
  if (refusal) add('PaymentType', refusalMessage(refusal, input))
  return refusal === null
}

/** The card a booking pays with: one kept on the account, or one just entered in the provider's fields. */
export type BookingCard = { stored: StoredCard | null; entered: CardSummary | null }

/**
 * The card just entered, asked of the provider once everything else is right: a refused request never reaches
 * the provider (nor writes anything there).
 */
export async function checkEnteredCard(
  input: Pick<PaymentCheckInput, 'provider' | 'property' | 'req'>,
  card: BookingCard,
  add: AddProblem,
): Promise<BookingCard> {
  const sent = input.req.CardDetails
  if (!sent || !('PaymentMethodId' in sent) || !needsCard(input.req.PaymentType)) return card
  const checked = await checkProviderCard(input.provider, sent.PaymentMethodId, input.property)
  if (checked.ok) return { ...card, entered: checked.card }
  add('CardDetails.PaymentMethodId', checked.message)
  return card
}

/** Checks the payment of a booking; returns the card it uses, if any. */
export async function checkPayment(input: PaymentCheckInput, add: AddProblem): Promise<BookingCard> {
  const { req, totals } = input
  const paymentType = req.PaymentType
  if (needsCard(paymentType) && !req.CardDetails)
    add('CardDetails', 'Card details are required for this payment type.')
  const card: BookingCard = { stored: null, entered: null }
  if (req.CardDetails && 'CreditCardId' in req.CardDetails)
    card.stored = await checkStoredCard(input, req.CardDetails.CreditCardId, add)
  // Until every room is priced, what is due now is not known: the rooms' own problems speak first.
  if (input.rooms.length !== req.Rooms.length) return card
  const accepted = await checkPaymentType(input, add)
  if (paymentType === PaymentType.PayByCompanyInvoice) await checkCompanyProof(input, add)
  if (accepted && toMinorUnits(req.PaymentAmount) !== amountTakenNow(paymentType, totals.payNow))
    add(
      'PaymentAmount',
      `The amount to pay now is ${formatMoney(amountTakenNow(paymentType, totals.payNow))} of a total of ${formatMoney(totals.total)}.`,
    )
  return card
}
