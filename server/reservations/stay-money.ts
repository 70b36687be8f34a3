/**
 * A stay's money as every answer shows it (decision 0115): AmountPaid, AmountRefunded, Balance and Payments[],
 * summed from the payments ledger in the reader's own transaction, in major units.
 */
import type { StayPayment, StayPaymentKind } from '@/api/contract/stay-payments'
import { toMajorUnits } from '@/domain/money'
import type { Queryable } from '../db/types'
import {
  balanceOf,
  ledgerSums,
  paymentsOf,
  type LedgerPayment,
  type LedgerSums,
  type MovementState,
} from '../payments/ledger'

export type StayMoney = {
  AmountPaid: number
  AmountRefunded: number
  Balance: number
  Payments: StayPayment[]
}

const KIND: Readonly<Record<LedgerPayment['kind'], StayPaymentKind>> = {
  authorisation: 'Authorisation',
  charge: 'Charge',
  capture: 'Capture',
  refund: 'Refund',
  void: 'Void',
}
const STATE: Readonly<Record<MovementState, StayPayment['State']>> = {
  succeeded: 'Succeeded',
  failed: 'Failed',
  canceled: 'Cancelled',
}

export function stayPaymentOf(p: LedgerPayment): StayPayment {
  return {
    Kind: KIND[p.kind],
    Amount: toMajorUnits(p.amount),
    Currency: p.currency,
    State: STATE[p.state],
    At: p.at,
    Reference: p.reference,
  }
}

/** The sums and the movements of a reservation whose total (minor units) is `total`. */
export async function stayMoney(q: Queryable, reservationId: number, total: number): Promise<StayMoney> {
  return stayMoneyOf(await ledgerSums(q, reservationId), await paymentsOf(q, reservationId), total)
}

/** The same from sums and movements already read. */
export function stayMoneyOf(sums: LedgerSums, payments: LedgerPayment[], total: number): StayMoney {
  return {
    AmountPaid: toMajorUnits(sums.paid),
    AmountRefunded: toMajorUnits(sums.refunded),
    Balance: toMajorUnits(balanceOf(total, sums)),
    Payments: payments.map(stayPaymentOf),
  }
}
