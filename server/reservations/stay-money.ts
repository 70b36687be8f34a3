/**
 * A stay's money as every answer shows it (decision 0115): AmountPaid, AmountRefunded, Balance and Payments[],
 * summed from the payments ledger in the reader's own transaction, in major units; Allowance, what the hotel gave
 * back beyond the rules (decision 0116), which Balance is already net of.
 */
import type { StayPayment, StayPaymentKind } from '@/api/contract/stay-payments'
import { toMajorUnits } from '@/domain/money'
import type { Queryable } from '../db/types'
import {
  balanceOf,
  paymentsOf,
  type LedgerPayment,
  type LedgerSums,
  type MovementState,
} from '../payments/ledger'
import { stayCostAndSums } from './reckoning'

export type StayMoney = {
  AmountPaid: number
  AmountRefunded: number
  Allowance: number
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

/** The sums and the movements of a reservation; Balance counts down from what the stay costs now. */
export async function stayMoney(q: Queryable, reservationId: number): Promise<StayMoney> {
  const { cost, sums, allowance } = await stayCostAndSums(q, reservationId)
  return stayMoneyOf(sums, await paymentsOf(q, reservationId), cost, allowance)
}

/**
 * The same from sums and movements already read, for a stay that costs `total` (minor units, net of the
 * `allowance`).
 */
export function stayMoneyOf(
  sums: LedgerSums,
  payments: LedgerPayment[],
  total: number,
  allowance: number,
): StayMoney {
  return {
    AmountPaid: toMajorUnits(sums.paid),
    AmountRefunded: toMajorUnits(sums.refunded),
    Allowance: toMajorUnits(allowance),
    Balance: toMajorUnits(balanceOf(total, sums)),
    Payments: payments.map(stayPaymentOf),
  }
}
