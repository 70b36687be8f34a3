/**
 * Pay by link (spec §4, §5): the link's action P means Pay, any other action StoreCard; what the form needs
 * before it is sent.
 */
import { isCardValid, type CardInput } from './cards'
import { isValidEmail } from './validation'

export const PayByLinkAction = { None: 'None', Pay: 'Pay', StoreCard: 'StoreCard' } as const
export type PayByLinkAction = (typeof PayByLinkAction)[keyof typeof PayByLinkAction]

/** Link action P means Pay; any other action means StoreCard. */
export function actionFromLink(actionType: string | null | undefined): PayByLinkAction {
  return actionType?.toUpperCase() === 'P' ? 'Pay' : 'StoreCard'
}

/** §5: saving needs a valid e-mail and, unless PayByPayStack, a valid card. */
export function canSavePayByLink(p: {
  email: string
  payByPayStack: boolean
  card: CardInput | null
}): boolean {
  return isValidEmail(p.email) && (p.payByPayStack || (!!p.card && isCardValid(p.card)))
}

/** §5: paying an invoice needs action Pay and an amount above zero. */
export function canPayInvoice(p: { action: 'None' | 'Pay' | 'StoreCard'; amountToPay: number }): boolean {
  return p.action === 'Pay' && p.amountToPay > 0
}

/** The invoice a link opens: what it asks for, and how much is owed. */
type PayByLinkInvoice = { action: PayByLinkAction; amountToPay: number }

/**
 * Whether the form may be sent (spec §5): a valid e-mail and a valid card (or PayStack), and for a payment an
 * amount to pay.
 */
export function canSubmitPayByLink(
  invoice: PayByLinkInvoice,
  form: { email: string; payByPayStack: boolean; card: CardInput | null },
): boolean {
  if (!canSavePayByLink(form)) return false
  return invoice.action === 'Pay' ? canPayInvoice(invoice) : true
}
