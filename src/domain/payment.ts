/**
 * Payment types and who may choose what (docs/product/booking.md#what-is-kept, docs/product/booking.md#rules).
 */
import type { Money } from './money'

export const PaymentType = {
  StoreCard: 0,
  PayByIndividualInvoice: 1,
  PayByVoucher: 2,
  PayByCompanyInvoice: 3,
  PayByPayStack: 4,
  PayByCard: 5,
} as const
export type PaymentType = (typeof PaymentType)[keyof typeof PaymentType]

/** The two options of the individual payment-method choice. */
export const PaymentChoice = { PayOnline: 'PayOnline', PayByInvoice: 'PayByInvoice' } as const
export type PaymentChoice = (typeof PaymentChoice)[keyof typeof PaymentChoice]

/**
 * The payment type to send. A pay-online choice with a positive amount is sent as card payment; with nothing
 * to pay now the card is only stored (StoreCard). Pay by invoice is PayByIndividualInvoice.
 */
export function paymentTypeForChoice(choice: PaymentChoice, amountToPay: Money): PaymentType {
  if (choice === 'PayByInvoice') return PaymentType.PayByIndividualInvoice
  return amountToPay > 0 ? PaymentType.PayByCard : PaymentType.StoreCard
}

/**
 * docs/product/booking.md#rules: the user may pick an individual payment method only if the option is enabled, they are logged in,
 * their account allows choosing, and the payment is neither PayByPayStack nor company invoice.
 */
export function canChoosePaymentMethod(input: {
  enableUserChoiceOfPaymentMethod: boolean
  user: { canChoosePaymentMethod: boolean } | null | undefined
  paymentType: PaymentType
}): boolean {
  return (
    input.enableUserChoiceOfPaymentMethod &&
    !!input.user &&
    input.user.canChoosePaymentMethod &&
    input.paymentType !== PaymentType.PayByPayStack &&
    input.paymentType !== PaymentType.PayByCompanyInvoice
  )
}

/**
 * Company invoice is allowed per rate plan: the property enables it and every room's rate plan has
 * CanPayByCompanyInvoice (one invoice covers the whole booking).
 */
export function canPayByCompanyInvoice(
  enablePayByCompanyInvoice: boolean,
  ratePlans: readonly { canPayByCompanyInvoice: boolean }[],
): boolean {
  return enablePayByCompanyInvoice && ratePlans.length > 0 && ratePlans.every((r) => r.canPayByCompanyInvoice)
}

/** docs/product/booking.md#rules: custom terms show when configured, and if configured only for company invoice, only then. */
export function showCustomTerms(
  config: {
    hasCustomTermsAndConditions: boolean
    onlyUseCustomTermsAndConditionsForPayByCompanyInvoice: boolean
  },
  paymentType: PaymentType | null | undefined,
): boolean {
  if (!config.hasCustomTermsAndConditions) return false
  if (config.onlyUseCustomTermsAndConditionsForPayByCompanyInvoice) {
    return paymentType === PaymentType.PayByCompanyInvoice
  }
  return true
}

/** Whether this payment type takes a card in the form (card payment, stored card). */
export function needsCard(paymentType: PaymentType): boolean {
  return paymentType === PaymentType.PayByCard || paymentType === PaymentType.StoreCard
}
