import { describe, expect, it } from 'vitest'
import { NON_REFUNDABLE, type CancellationRules } from '@/domain/cancellation-rules'
import { cancellationText, formatLongDate, paymentText } from '@/domain/policy-text'

const flexible: CancellationRules = {
  refundable: true,
  freeUntilHoursBeforeArrival: 48,
  lateCancellation: { kind: 'Nights', nights: 1 },
  noShow: { kind: 'Nights', nights: 1 },
}
const stay = { price: 30_555, nightly: [10_185, 10_185, 10_185] }

describe('policy text', () => {
  it('says the day as the guest reads it', () => {
    expect(formatLongDate('2027-03-08')).toBe('Monday 8 March 2027')
  })

  it('says the free deadline as an absolute time and the penalty with its amount', () => {
    expect(cancellationText({ ...flexible, freeUntilHoursBeforeArrival: 0 }, '2027-03-08', stay)).toBe(
      'Free cancellation until 14:00 on Monday 8 March 2027. After that, the first night (£101.85) is charged.',
    )
    expect(cancellationText(flexible, '2027-03-08', stay)).toBe(
      'Free cancellation until 14:00 on Saturday 6 March 2027. After that, the first night (£101.85) is charged.',
    )
  })

  it('says a non-refundable plan plainly', () => {
    expect(cancellationText(NON_REFUNDABLE, '2027-03-08', stay)).toBe(
      'Non-refundable: the full price (£305.55) is charged and not refunded if you cancel or do not arrive.',
    )
  })

  it('adds the no-show when it differs, and words without amounts or arrival', () => {
    const rules: CancellationRules = {
      refundable: true,
      freeUntilHoursBeforeArrival: 24,
      lateCancellation: { kind: 'Percentage', percentage: 50 },
      noShow: { kind: 'Full' },
    }
    expect(cancellationText(rules, '2027-03-08')).toBe(
      'Free cancellation until 14:00 on Sunday 7 March 2027. After that, 50% of the price is charged. If you do not arrive, the full price is charged.',
    )
    expect(cancellationText(rules, null)).toBe(
      'Free cancellation until 24 hours before arrival (check-in is at 14:00). After that, 50% of the price is charged. If you do not arrive, the full price is charged.',
    )
  })

  it('takes the caller’s money and date formatters', () => {
    const text = cancellationText(
      flexible,
      '2027-03-08',
      stay,
      (m) => `EUR ${m / 100}`,
      (d) => d,
    )
    expect(text).toBe(
      'Free cancellation until 14:00 on 2027-03-06. After that, the first night (EUR 101.85) is charged.',
    )
  })

  it('says the payment schedule', () => {
    expect(paymentText([{ due: '2027-03-01', amount: 30_555 }])).toBe(
      'Nothing to pay today. £305.55 is charged on Monday 1 March 2027.',
    )
    expect(
      paymentText([
        { due: 'AtBooking', amount: 6_111 },
        { due: '2027-03-01', amount: 24_444 },
      ]),
    ).toBe('£61.11 today, £244.44 on Monday 1 March 2027.')
    expect(paymentText([{ due: 'AtBooking', amount: 30_555 }])).toBe('£305.55 is charged today.')
    expect(paymentText([{ due: 'AtBooking', amount: 30_555 }], undefined, undefined, { booked: true })).toBe(
      '£305.55 is charged at booking.',
    )
    expect(paymentText([{ due: 'AtHotel', amount: 30_555 }])).toBe(
      'Nothing to pay today. £305.55 is paid at the hotel.',
    )
  })
})
