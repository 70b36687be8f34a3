import { describe, expect, it } from 'vitest'
import { paymentMethods } from '@/features/checkout/use-checkout-form'

// Ways of paying the checkout offers: the payment types the server accepts (decision 0096).
const everything = {
  property: { PayByPayStack: true },
  config: { EnablePayByCompanyInvoice: true, EnableUserChoiceOfPaymentMethod: true },
  user: { CanChoosePaymentMethod: true },
  lines: [{ ratePlan: { CanPayByCompanyInvoice: true } }],
  voucherApplied: false,
}

describe('paymentMethods', () => {
  it('at a PayStack hotel with something due now offers PayStack and a card, not Pay by invoice', () => {
    const offered = paymentMethods({ ...everything, totals: { payNow: 9_000, total: 9_000 } })
    expect(offered).toEqual({ methods: ['card', 'companyInvoice', 'payStack'], invoiceChoice: false })
  })

  it('offers every way the hotel, the rate and the account allow at a card hotel', () => {
    const atCardHotel = { ...everything, property: { PayByPayStack: false } }
    const offered = paymentMethods({ ...atCardHotel, totals: { payNow: 9_000, total: 9_000 } })
    expect(offered).toEqual({ methods: ['card', 'invoice', 'companyInvoice'], invoiceChoice: true })
  })

  it('leaves PayStack out when nothing is due now: a card guarantees the stay, and invoice is a choice', () => {
    const offered = paymentMethods({ ...everything, totals: { payNow: 0, total: 9_000 } })
    expect(offered).toEqual({ methods: ['card', 'invoice', 'companyInvoice'], invoiceChoice: true })
  })

  it('offers company invoice only when every rate allows it, and invoice only to an account that may choose', () => {
    const offered = paymentMethods({
      ...everything,
      user: { CanChoosePaymentMethod: false },
      lines: [
        { ratePlan: { CanPayByCompanyInvoice: true } },
        { ratePlan: { CanPayByCompanyInvoice: false } },
      ],
      totals: { payNow: 9_000, total: 9_000 },
    })
    expect(offered).toEqual({ methods: ['card', 'payStack'], invoiceChoice: false })
  })

  it('lets a voucher pay alone only when it leaves nothing to pay', () => {
    const covered = { ...everything, voucherApplied: true, totals: { payNow: 0, total: 0 } }
    expect(paymentMethods(covered).methods).toEqual(['voucher'])
    const partly = { ...everything, voucherApplied: true, totals: { payNow: 0, total: 450 } }
    expect(paymentMethods(partly).methods).toEqual(['card', 'invoice', 'companyInvoice'])
  })
})
