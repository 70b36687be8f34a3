import { describe, expect, it } from 'vitest'
import {
  actionFromLink,
  canPayInvoice,
  canSavePayByLink,
  canSubmitPayByLink,
} from '@/domain/pay-by-link-flow'

// A card entered in the provider's frame: its reference (decision 0113).
const card = { paymentMethodId: 'pm_card_visa' }
const form = { email: 'a@b.com', payByPayStack: false, card }

describe('pay by link (docs/product/after-booking.md#steps, docs/product/after-booking.md#rules)', () => {
  it('link action P means Pay; any other action StoreCard', () => {
    expect(actionFromLink('P')).toBe('Pay')
    expect(actionFromLink('p')).toBe('Pay')
    expect(actionFromLink('S')).toBe('StoreCard')
    expect(actionFromLink(undefined)).toBe('StoreCard')
  })

  it('sends a payable invoice with a valid e-mail and card', () => {
    expect(canSubmitPayByLink({ action: 'Pay', amountToPay: 5_000 }, form)).toBe(true)
  })

  it('will not pay an invoice with nothing to pay, nor save without a valid card unless PayStack', () => {
    expect(canSubmitPayByLink({ action: 'Pay', amountToPay: 0 }, form)).toBe(false)
    const store = { action: 'StoreCard' as const, amountToPay: 0 }
    expect(canSubmitPayByLink(store, { ...form, card: null })).toBe(false)
    expect(canSubmitPayByLink(store, { ...form, card: null, payByPayStack: true })).toBe(true)
    expect(canSubmitPayByLink(store, { ...form, email: 'not an address' })).toBe(false)
  })

  it('pay by link needs a valid e-mail and, unless PayByPayStack, a valid card', () => {
    expect(canSavePayByLink({ email: 'a@b.com', payByPayStack: true, card: null })).toBe(true)
    expect(canSavePayByLink({ email: 'nope', payByPayStack: true, card: null })).toBe(false)
    expect(canSavePayByLink({ email: 'a@b.com', payByPayStack: false, card: null })).toBe(false)
    expect(canSavePayByLink({ email: 'a@b.com', payByPayStack: false, card: { paymentMethodId: ' ' } })).toBe(
      false,
    )
    expect(canSavePayByLink({ email: 'a@b.com', payByPayStack: false, card })).toBe(true)
    expect(canPayInvoice({ action: 'Pay', amountToPay: 1 })).toBe(true)
    expect(canPayInvoice({ action: 'Pay', amountToPay: 0 })).toBe(false)
    expect(canPayInvoice({ action: 'StoreCard', amountToPay: 10 })).toBe(false)
  })
})
