import { describe, expect, it } from 'vitest'
import {
  actionFromLink,
  initialPayByLinkState,
  payByLinkTransition,
  type PayByLinkState,
} from '@/domain/pay-by-link-flow'

const card = {
  creditCardName: 'A B',
  creditCardNumber: '4111111111111111',
  cvvNumber: '123',
  expiryMonth: 1,
  expiryYear: 2030,
  cardType: 1,
  cardHolderEmail: 'a@b.com',
}
const submit = { type: 'Submit' as const, email: 'a@b.com', payByPayStack: false, card }

describe('pay by link (spec §4, §5)', () => {
  it('link action P means Pay; any other action StoreCard', () => {
    expect(actionFromLink('P')).toBe('Pay')
    expect(actionFromLink('p')).toBe('Pay')
    expect(actionFromLink('S')).toBe('StoreCard')
    expect(actionFromLink(undefined)).toBe('StoreCard')
  })

  it('goes info loaded → processing → success for a payable invoice', () => {
    let s: PayByLinkState = payByLinkTransition(initialPayByLinkState, {
      type: 'InfoLoaded',
      actionType: 'P',
      amountToPay: 5_000,
    })
    expect(s.status).toBe('InfoLoaded')
    s = payByLinkTransition(s, submit)
    expect(s.status).toBe('Processing')
    s = payByLinkTransition(s, { type: 'Processed' })
    expect(s).toEqual({ status: 'Success', action: 'Pay' })
  })

  it('ends in an invalid link when the info cannot be loaded', () => {
    expect(payByLinkTransition(initialPayByLinkState, { type: 'InfoFailed', message: 'Expired' })).toEqual({
      status: 'InvalidLink',
      message: 'Expired',
    })
  })

  it('will not pay an invoice with nothing to pay, nor save without a valid card unless PayStack', () => {
    const nothing = payByLinkTransition(initialPayByLinkState, {
      type: 'InfoLoaded',
      actionType: 'P',
      amountToPay: 0,
    })
    expect(payByLinkTransition(nothing, submit)).toBe(nothing)
    const store = payByLinkTransition(initialPayByLinkState, {
      type: 'InfoLoaded',
      actionType: 'S',
      amountToPay: 0,
    })
    expect(payByLinkTransition(store, { ...submit, card: null }).status).toBe('InfoLoaded')
    expect(payByLinkTransition(store, { ...submit, card: null, payByPayStack: true }).status).toBe(
      'Processing',
    )
  })

  it('a processing failure returns to the form with its message', () => {
    const loaded = payByLinkTransition(initialPayByLinkState, {
      type: 'InfoLoaded',
      actionType: 'S',
      amountToPay: 0,
    })
    const processing = payByLinkTransition(loaded, submit)
    expect(payByLinkTransition(processing, { type: 'ProcessFailed', message: 'Declined' })).toEqual({
      status: 'InfoLoaded',
      action: 'StoreCard',
      amountToPay: 0,
      error: 'Declined',
    })
  })
})
