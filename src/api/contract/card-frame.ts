/**
 * The messages between the app and the payment provider's card frame (decision 0113), by `postMessage`. The card
 * number and security code stay inside the frame: what comes out is the provider's reference to the card
 * (`pm_…`) and what may be shown of it.
 *
 * Both ends check who speaks: the app takes messages only from its frame's window and origin; the frame only from
 * its parent's origin. Every message carries `channel: 'card-frame'` so that other messages on the page (browser
 * extensions, analytics) are ignored.
 *
 * The frame's address is CardForm.FrameUrl with `mode` (payment | setup), `amount` (minor units), `currency` and
 * `locale` added by the app.
 */
import * as v from 'valibot'

const channel = v.literal('card-frame')

/** App → frame: make a payment method of what the guest entered, with these billing details. */
export const CardFrameSubmit = v.object({
  channel,
  type: v.literal('submit'),
  /** echoed in the answer, so a late answer to an earlier submit is not taken for this one */
  requestId: v.string(),
  billing: v.object({ name: v.nullable(v.string()), email: v.nullable(v.string()) }),
})
export type CardFrameSubmit = v.InferOutput<typeof CardFrameSubmit>

/** What the app may show of the card and send to our API. */
export const FramePaymentMethod = v.object({
  id: v.string(),
  brand: v.string(),
  last4: v.string(),
  expMonth: v.number(),
  expYear: v.number(),
})
export type FramePaymentMethod = v.InferOutput<typeof FramePaymentMethod>

/** Frame → app. */
export const CardFrameMessage = v.variant('type', [
  /** the frame's fields are on screen and it listens */
  v.object({ channel, type: v.literal('ready') }),
  /** the frame's content height in CSS pixels, so the app sizes it without a scroll bar */
  v.object({ channel, type: v.literal('resize'), height: v.number() }),
  /** as the guest types: whether the card is complete, its brand when known, the field error shown, if any */
  v.object({
    channel,
    type: v.literal('change'),
    complete: v.boolean(),
    brand: v.nullable(v.string()),
    error: v.nullable(v.string()),
  }),
  /** the answer to a submit: the card's reference */
  v.object({ channel, type: v.literal('result'), requestId: v.string(), paymentMethod: FramePaymentMethod }),
  /** the answer to a submit: what is wrong (shown in the frame too); nothing was made */
  v.object({ channel, type: v.literal('error'), requestId: v.string(), message: v.string() }),
])
export type CardFrameMessage = v.InferOutput<typeof CardFrameMessage>
