/**
 * Pay by link (docs/product/after-booking.md#steps, docs/product/after-booking.md#rules): the link's action P means Pay, any other action StoreCard; what the form needs
 * before it is sent.
 */
import { isValidEmail } from './validation'

export const PayByLinkAction = { None: 'None', Pay: 'Pay', StoreCard: 'StoreCard' } as const
export type PayByLinkAction = (typeof PayByLinkAction)[keyof typeof PayByLinkAction]

/** Link action P means Pay; any other action means StoreCard. */
export function actionFromLink(actionType: string | null | undefined): PayByLinkAction {
  return actionType?.toUpperCase() === 'P' ? 'Pay' : 'StoreCard'
}

/**
 * A card entered in the payment provider's fields (decision 0113): its reference is all the app holds of it; the
 * provider has checked the number, expiry and code.
 */
export type EnteredCard = { paymentMethodId: string }

/** docs/product/after-booking.md#rules: saving needs a valid e-mail and, unless PayByPayStack, a card. */
export function canSavePayByLink(p: {
  email: string
  payByPayStack: boolean
  card: EnteredCard | null
}): boolean {
  return isValidEmail(p.email) && (p.payByPayStack || (!!p.card && p.card.paymentMethodId.trim() !== ''))
}

/** docs/product/after-booking.md#rules: paying an invoice needs action Pay and an amount above zero. */
export function canPayInvoice(p: { action: 'None' | 'Pay' | 'StoreCard'; amountToPay: number }): boolean {
  return p.action === 'Pay' && p.amountToPay > 0
}

/** The invoice a link opens: what it asks for, and how much is owed. */
type PayByLinkInvoice = { action: PayByLinkAction; amountToPay: number }

/**
 * Whether the form may be sent (docs/product/after-booking.md#rules): a valid e-mail and a card (or PayStack), and for a payment an
 * amount to pay.
 */
export function canSubmitPayByLink(
  invoice: PayByLinkInvoice,
  form: { email: string; payByPayStack: boolean; card: EnteredCard | null },
): boolean {
  if (!canSavePayByLink(form)) return false
  return invoice.action === 'Pay' ? canPayInvoice(invoice) : true
}
