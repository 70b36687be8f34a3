/**
 * Charges: the money movement behind a payment intent (its `latest_charge`). They are what `charge.refunded`
 * events carry and what refunds count against. As on Stripe, a charge's `amount_refunded` also counts what a
 * partial capture or a cancelled authorisation released; what refunds took so far is kept apart (`refunded`).
 */
import type Stripe from 'stripe'
import type { Ctx } from './context'
import { newId } from './ids'
import { unixSeconds } from './options'
import { insertObject, loadObject, saveObject, type Stored } from './store'

export async function createCharge(
  ctx: Ctx,
  intent: Stripe.PaymentIntent,
  pm: Stripe.PaymentMethod,
  captured: boolean,
): Promise<Stripe.Charge> {
  const charge = {
    id: newId('ch'),
    object: 'charge',
    amount: intent.amount,
    amount_captured: captured ? intent.amount : 0,
    amount_refunded: 0,
    application: null,
    application_fee: null,
    application_fee_amount: null,
    balance_transaction: null,
    billing_details: pm.billing_details,
    calculated_statement_descriptor: null,
    captured,
    created: unixSeconds(ctx.now),
    currency: intent.currency,
    customer: intent.customer,
    description: intent.description,
    disputed: false,
    failure_balance_transaction: null,
    failure_code: null,
    failure_message: null,
    fraud_details: {},
    livemode: false,
    metadata: intent.metadata,
    on_behalf_of: null,
    outcome: null,
    paid: true,
    payment_intent: intent.id,
    payment_method: pm.id,
    payment_method_details: pm.card
      ? {
          type: 'card',
          card: {
            amount_authorized: intent.amount,
            authorization_code: null,
            brand: pm.card.brand,
            checks: pm.card.checks,
            country: pm.card.country,
            electronic_commerce_indicator: null,
            exp_month: pm.card.exp_month,
            exp_year: pm.card.exp_year,
            funding: pm.card.funding,
            installments: null,
            last4: pm.card.last4,
            mandate: null,
            network: pm.card.brand,
            network_transaction_id: null,
            regulated_status: 'unregulated',
            three_d_secure: null,
            transaction_link_id: null,
            wallet: null,
          },
        }
      : null,
    receipt_email: null,
    receipt_number: null,
    receipt_url: null,
    refunded: false,
    review: null,
    shipping: null,
    source: null,
    source_transfer: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: 'succeeded',
    transfer_data: null,
    transfer_group: null,
  } satisfies Stripe.Charge
  await insertObject(ctx.tx, 'charge', charge, { refunded: 0 }, ctx.now)
  return charge
}

export const chargeIdOf = (intent: Stripe.PaymentIntent): string | null =>
  typeof intent.latest_charge === 'string' ? intent.latest_charge : (intent.latest_charge?.id ?? null)

/** Captures `amount` of an authorised charge; the rest of the authorisation is released. */
export async function captureCharge(ctx: Ctx, chargeId: string, amount: number): Promise<void> {
  const charge = await loadObject(ctx.tx, 'charge', chargeId)
  charge.object.captured = true
  charge.object.amount_captured = amount
  charge.object.amount_refunded = charge.object.amount - amount
  await saveObject(ctx.tx, charge)
}

/** An authorisation cancelled before capture: all of it is released. */
export async function releaseCharge(ctx: Ctx, chargeId: string): Promise<void> {
  const charge = await loadObject(ctx.tx, 'charge', chargeId)
  charge.object.amount_refunded = charge.object.amount
  charge.object.refunded = true
  await saveObject(ctx.tx, charge)
}

/** What refunds may still take back of a charge. */
export const refundableOf = (charge: Stored<'charge'>) =>
  charge.object.amount_captured - (charge.internal.refunded ?? 0)
