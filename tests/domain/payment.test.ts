import { describe, expect, it } from 'vitest'
import {
  PaymentType,
  canChoosePaymentMethod,
  canPayByCompanyInvoice,
  paymentTypeForChoice,
  showCustomTerms,
} from '@/domain/payment'

describe('payment types (docs/product/booking.md#what-is-kept)', () => {
  it('keeps the wire numbers', () => {
    expect(PaymentType).toEqual({
      StoreCard: 0,
      PayByIndividualInvoice: 1,
      PayByVoucher: 2,
      PayByCompanyInvoice: 3,
      PayByPayStack: 4,
      PayByCard: 5,
    })
  })

  it('sends a pay-online choice with a positive amount as card payment', () => {
    expect(paymentTypeForChoice('PayOnline', 100)).toBe(PaymentType.PayByCard)
    expect(paymentTypeForChoice('PayOnline', 0)).toBe(PaymentType.StoreCard)
    expect(paymentTypeForChoice('PayByInvoice', 100)).toBe(PaymentType.PayByIndividualInvoice)
  })
})

describe('who may choose a payment method (docs/product/booking.md#rules)', () => {
  const allowed = {
    enableUserChoiceOfPaymentMethod: true,
    user: { canChoosePaymentMethod: true },
    paymentType: PaymentType.PayByCard,
  }

  it('needs the option enabled, a logged-in user whose account allows it', () => {
    expect(canChoosePaymentMethod(allowed)).toBe(true)
    expect(canChoosePaymentMethod({ ...allowed, enableUserChoiceOfPaymentMethod: false })).toBe(false)
    expect(canChoosePaymentMethod({ ...allowed, user: null })).toBe(false)
    expect(canChoosePaymentMethod({ ...allowed, user: { canChoosePaymentMethod: false } })).toBe(false)
  })

  it('is never offered for PayByPayStack or company invoice', () => {
    expect(canChoosePaymentMethod({ ...allowed, paymentType: PaymentType.PayByPayStack })).toBe(false)
    expect(canChoosePaymentMethod({ ...allowed, paymentType: PaymentType.PayByCompanyInvoice })).toBe(false)
  })
})

describe('company invoice and custom terms', () => {
  it('allows company invoice only when enabled and every rate plan allows it', () => {
    expect(canPayByCompanyInvoice(true, [{ canPayByCompanyInvoice: true }])).toBe(true)
    expect(
      canPayByCompanyInvoice(true, [{ canPayByCompanyInvoice: true }, { canPayByCompanyInvoice: false }]),
    ).toBe(false)
    expect(canPayByCompanyInvoice(false, [{ canPayByCompanyInvoice: true }])).toBe(false)
    expect(canPayByCompanyInvoice(true, [])).toBe(false)
  })

  it('shows custom terms when configured; if only for company invoice, only then', () => {
    const always = {
      hasCustomTermsAndConditions: true,
      onlyUseCustomTermsAndConditionsForPayByCompanyInvoice: false,
    }
    const onlyCompany = { ...always, onlyUseCustomTermsAndConditionsForPayByCompanyInvoice: true }
    expect(showCustomTerms(always, PaymentType.PayByCard)).toBe(true)
    expect(showCustomTerms(onlyCompany, PaymentType.PayByCard)).toBe(false)
    expect(showCustomTerms(onlyCompany, PaymentType.PayByCompanyInvoice)).toBe(true)
    expect(showCustomTerms({ ...always, hasCustomTermsAndConditions: false }, PaymentType.PayByCard)).toBe(
      false,
    )
  })
})
