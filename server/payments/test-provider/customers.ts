/** Customers: who a saved card belongs to, so it can be charged off-session later. */
import type Stripe from 'stripe'
import type { Ctx } from './context'
import { allowOnly, stringHash, text, type Params } from './form-body'
import { newId } from './ids'
import { unixSeconds } from './options'
import { insertObject, loadObject } from './store'

export async function createCustomer(ctx: Ctx, params: Params): Promise<Stripe.Customer> {
  allowOnly(params, ['email', 'description', 'name', 'metadata'])
  const customer = {
    id: newId('cus'),
    object: 'customer',
    address: null,
    balance: 0,
    created: unixSeconds(ctx.now),
    currency: null,
    default_source: null,
    delinquent: false,
    description: text(params, 'description'),
    email: text(params, 'email'),
    invoice_prefix: null,
    invoice_settings: {
      custom_fields: null,
      default_payment_method: null,
      footer: null,
      rendering_options: null,
    },
    livemode: false,
    metadata: stringHash(params, 'metadata'),
    name: text(params, 'name'),
    phone: null,
    preferred_locales: [],
    shipping: null,
    tax_exempt: 'none',
    test_clock: null,
  } satisfies Stripe.Customer
  await insertObject(ctx.tx, 'customer', customer, {}, ctx.now)
  return customer
}

export async function retrieveCustomer(ctx: Ctx, id: string): Promise<Stripe.Customer> {
  return (await loadObject(ctx.tx, 'customer', id)).object
}
