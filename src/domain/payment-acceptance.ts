/**
 * Which payment types may pay a booking, and what each takes now (docs/product/booking.md#rules, decision 0096). The server refuses any
 * other type; the checkout offers only these, so what the guest can choose is what the server accepts.
 *
 * A payment type is a promise about money: a card or PayStack takes what the rate plans' policies make due now
 * (a card also guarantees the rest); a stored card only guarantees, so it fits only when nothing is due now; a
 * gift voucher pays only what its balance covers, and because it leaves no card behind it must cover the whole
 * stay (otherwise the rest goes on a card, with the voucher still applied); the two invoices take nothing now
 * and are for bookers the hotel has vouched for (an account allowed to choose, a company's rate and proof).
 */
import type { Money } from './money'
import { PaymentChoice, PaymentType, paymentTypeForChoice } from './payment'

export type PaymentFacts = {
  /** due now by the rate plans' payment policies, after any voucher */
  payNow: Money
  /** the booking's total after any voucher */
  total: Money
  /** a voucher was applied to the booking */
  voucherApplied: boolean
  /** the hotel takes PayStack */
  payStack: boolean
  /** docs/product/booking.md#rules's payment choice: enabled, logged in, the account may choose */
  individualInvoice: boolean
  /** the hotel enables company invoice and every chosen rate plan allows it */
  companyInvoice: boolean
}

export const PaymentRefusal = {
  /** a stored card while something is due now */
  DueNowNeedsPayment: 'DueNowNeedsPayment',
  /** PayStack with nothing to take now: no money and no card would secure the stay */
  NothingToTakeOnPayStack: 'NothingToTakeOnPayStack',
  PayStackNotOffered: 'PayStackNotOffered',
  NoVoucher: 'NoVoucher',
  /** the voucher leaves part of the stay to pay */
  VoucherDoesNotCover: 'VoucherDoesNotCover',
  IndividualInvoiceNotAllowed: 'IndividualInvoiceNotAllowed',
  CompanyInvoiceNotAllowed: 'CompanyInvoiceNotAllowed',
} as const
export type PaymentRefusal = (typeof PaymentRefusal)[keyof typeof PaymentRefusal]

/** Why a payment type cannot pay this booking, or null when it can. */
export function paymentRefusal(paymentType: PaymentType, facts: PaymentFacts): PaymentRefusal | null {
  switch (paymentType) {
    case PaymentType.PayByCard:
      return null
    case PaymentType.StoreCard:
      return facts.payNow > 0 ? PaymentRefusal.DueNowNeedsPayment : null
    case PaymentType.PayByPayStack:
      if (!facts.payStack) return PaymentRefusal.PayStackNotOffered
      return facts.payNow > 0 ? null : PaymentRefusal.NothingToTakeOnPayStack
    case PaymentType.PayByVoucher:
      if (!facts.voucherApplied) return PaymentRefusal.NoVoucher
      return facts.total > 0 ? PaymentRefusal.VoucherDoesNotCover : null
    case PaymentType.PayByIndividualInvoice:
      // docs/product/booking.md#rules's choice is not offered where the guest pays on PayStack's page (decision 0102).
      return facts.individualInvoice && onlinePaymentType(facts) !== PaymentType.PayByPayStack
        ? null
        : PaymentRefusal.IndividualInvoiceNotAllowed
    case PaymentType.PayByCompanyInvoice:
      return facts.companyInvoice ? null : PaymentRefusal.CompanyInvoiceNotAllowed
  }
}

/** What a payment type takes now: what is due for a card or PayStack, nothing for the others. */
export function amountTakenNow(paymentType: PaymentType, payNow: Money): Money {
  return paymentType === PaymentType.PayByCard || paymentType === PaymentType.PayByPayStack ? payNow : 0
}

/**
 * How this hotel takes money online for this booking: PayStack's page where the hotel has PayStack and something
 * is due now, otherwise a card (only stored as a guarantee when nothing is due). docs/product/booking.md#rules's payment choice is
 * given this type, so a PayStack hotel offers no Pay by invoice next to PayStack (decision 0102).
 */
export function onlinePaymentType(facts: Pick<PaymentFacts, 'payStack' | 'payNow'>): PaymentType {
  if (facts.payStack && facts.payNow > 0) return PaymentType.PayByPayStack
  return paymentTypeForChoice(PaymentChoice.PayOnline, facts.payNow)
}
