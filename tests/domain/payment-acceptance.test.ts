import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { PaymentType } from '@/domain/payment'
import {
  amountTakenNow,
  onlinePaymentType,
  paymentRefusal,
  type PaymentFacts,
} from '@/domain/payment-acceptance'

const nothingAllowed: PaymentFacts = {
  payNow: 0,
  total: 0,
  voucherApplied: false,
  payStack: false,
  individualInvoice: false,
  companyInvoice: false,
}
const due = (payNow: number, total = payNow) => ({ ...nothingAllowed, payNow, total })

const facts = fc.record({
  payNow: fc.integer({ min: 0, max: 1_000_000 }),
  total: fc.integer({ min: 0, max: 1_000_000 }),
  voucherApplied: fc.boolean(),
  payStack: fc.boolean(),
  individualInvoice: fc.boolean(),
  companyInvoice: fc.boolean(),
})
const paymentType = fc.constantFrom(...Object.values(PaymentType))

describe('which payment types may pay a booking (decision 0096)', () => {
  it('takes a card whatever is due', () => {
    fc.assert(fc.property(facts, (f) => paymentRefusal(PaymentType.PayByCard, f) === null))
  })

  it('stores a card only when nothing is due now', () => {
    expect(paymentRefusal(PaymentType.StoreCard, due(0, 20_000))).toBeNull()
    expect(paymentRefusal(PaymentType.StoreCard, due(1))).toBe('DueNowNeedsPayment')
  })

  it('sends to PayStack only where the hotel has it and something is due now', () => {
    const payStack = { ...due(5_000), payStack: true }
    expect(paymentRefusal(PaymentType.PayByPayStack, payStack)).toBeNull()
    expect(paymentRefusal(PaymentType.PayByPayStack, due(5_000))).toBe('PayStackNotOffered')
    expect(paymentRefusal(PaymentType.PayByPayStack, { ...payStack, payNow: 0 })).toBe(
      'NothingToTakeOnPayStack',
    )
  })

  it('lets a voucher pay only a stay it leaves nothing of', () => {
    expect(paymentRefusal(PaymentType.PayByVoucher, { ...due(0, 0), voucherApplied: true })).toBeNull()
    expect(paymentRefusal(PaymentType.PayByVoucher, due(0, 0))).toBe('NoVoucher')
    // Nothing due today, but the rest of the stay would be owed with no card to take it from.
    expect(paymentRefusal(PaymentType.PayByVoucher, { ...due(0, 3_580), voucherApplied: true })).toBe(
      'VoucherDoesNotCover',
    )
  })

  it('invoices only where the hotel allows it', () => {
    expect(paymentRefusal(PaymentType.PayByIndividualInvoice, due(9_000))).toBe('IndividualInvoiceNotAllowed')
    expect(
      paymentRefusal(PaymentType.PayByIndividualInvoice, { ...due(9_000), individualInvoice: true }),
    ).toBe(null)
    expect(paymentRefusal(PaymentType.PayByCompanyInvoice, due(9_000))).toBe('CompanyInvoiceNotAllowed')
    expect(paymentRefusal(PaymentType.PayByCompanyInvoice, { ...due(9_000), companyInvoice: true })).toBe(
      null,
    )
  })

  it('offers no individual invoice where the guest pays on the PayStack page (docs/product/booking.md#rules payment choice)', () => {
    const chooser = { ...due(9_000), individualInvoice: true, payStack: true }
    expect(paymentRefusal(PaymentType.PayByIndividualInvoice, chooser)).toBe('IndividualInvoiceNotAllowed')
    // Nothing due now: PayStack is not used, the card guarantees, so the choice is offered again.
    expect(paymentRefusal(PaymentType.PayByIndividualInvoice, { ...chooser, payNow: 0 })).toBe(null)
  })

  it('never accepts a way that takes less now than is due, unless an invoice or the whole stay covers it', () => {
    fc.assert(
      fc.property(paymentType, facts, (type, f) => {
        const invoiced =
          type === PaymentType.PayByIndividualInvoice || type === PaymentType.PayByCompanyInvoice
        const coveredByVoucher = type === PaymentType.PayByVoucher && f.total === 0
        if (paymentRefusal(type, f) !== null || invoiced || coveredByVoucher) return true
        return amountTakenNow(type, f.payNow) === f.payNow
      }),
    )
  })

  it('takes what is due by card or PayStack, nothing by the others', () => {
    expect(amountTakenNow(PaymentType.PayByCard, 7_160)).toBe(7_160)
    expect(amountTakenNow(PaymentType.PayByPayStack, 7_160)).toBe(7_160)
    for (const type of [
      PaymentType.StoreCard,
      PaymentType.PayByVoucher,
      PaymentType.PayByIndividualInvoice,
      PaymentType.PayByCompanyInvoice,
    ])
      expect(amountTakenNow(type, 7_160)).toBe(0)
  })
})

describe('onlinePaymentType', () => {
  it('is PayStack at a PayStack hotel with something due now, else a card (stored when nothing is due)', () => {
    expect(onlinePaymentType({ payStack: true, payNow: 100 })).toBe(PaymentType.PayByPayStack)
    expect(onlinePaymentType({ payStack: true, payNow: 0 })).toBe(PaymentType.StoreCard)
    expect(onlinePaymentType({ payStack: false, payNow: 100 })).toBe(PaymentType.PayByCard)
    expect(onlinePaymentType({ payStack: false, payNow: 0 })).toBe(PaymentType.StoreCard)
  })
})
