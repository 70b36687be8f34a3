/**
 * Pay by link (spec §4, §5): the link's action P means Pay, any other action StoreCard. States: loading the
 * link info, info loaded, processing, and the two ends — success (paid, or card stored) or an invalid link;
 * a processing failure returns to the form with its message.
 */
import { canPayInvoice, canSavePayByLink } from './validation'
import type { CardInput } from './cards'

export const PayByLinkAction = { None: 'None', Pay: 'Pay', StoreCard: 'StoreCard' } as const
export type PayByLinkAction = (typeof PayByLinkAction)[keyof typeof PayByLinkAction]

/** Link action P means Pay; any other action means StoreCard. */
export function actionFromLink(actionType: string | null | undefined): PayByLinkAction {
  return actionType?.toUpperCase() === 'P' ? 'Pay' : 'StoreCard'
}

export type PayByLinkState =
  | { status: 'Loading' }
  | { status: 'InfoLoaded'; action: PayByLinkAction; amountToPay: number; error: string | null }
  | { status: 'Processing'; action: PayByLinkAction; amountToPay: number }
  | { status: 'Success'; action: PayByLinkAction }
  | { status: 'InvalidLink'; message: string | null }

export type PayByLinkEvent =
  | { type: 'InfoLoaded'; actionType: string; amountToPay: number }
  | { type: 'InfoFailed'; message: string | null }
  | { type: 'Submit'; email: string; payByPayStack: boolean; card: CardInput | null }
  | { type: 'Processed' }
  | { type: 'ProcessFailed'; message: string }

export const initialPayByLinkState: PayByLinkState = { status: 'Loading' }

/** Whether the form may be submitted from this state. */
export function canSubmitPayByLink(
  state: PayByLinkState,
  form: { email: string; payByPayStack: boolean; card: CardInput | null },
): boolean {
  if (state.status !== 'InfoLoaded') return false
  if (!canSavePayByLink(form)) return false
  return state.action === 'Pay' ? canPayInvoice(state) : true
}

export function payByLinkTransition(state: PayByLinkState, event: PayByLinkEvent): PayByLinkState {
  switch (event.type) {
    case 'InfoLoaded':
      if (state.status !== 'Loading') return state
      return {
        status: 'InfoLoaded',
        action: actionFromLink(event.actionType),
        amountToPay: event.amountToPay,
        error: null,
      }
    case 'InfoFailed':
      return state.status === 'Loading' ? { status: 'InvalidLink', message: event.message } : state
    case 'Submit':
      if (state.status !== 'InfoLoaded' || !canSubmitPayByLink(state, event)) return state
      return { status: 'Processing', action: state.action, amountToPay: state.amountToPay }
    case 'Processed':
      return state.status === 'Processing' ? { status: 'Success', action: state.action } : state
    case 'ProcessFailed':
      return state.status === 'Processing'
        ? { status: 'InfoLoaded', action: state.action, amountToPay: state.amountToPay, error: event.message }
        : state
  }
}
