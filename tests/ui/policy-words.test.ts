import { describe, expect, it } from 'vitest'
import { toNightlyRate } from '@/api/contract/availability-to-domain'
import { formatMoney } from '@/domain/money'
import { priceStay } from '@/domain/pricing'
import { rateCancellationWords } from '@/ui/policy-words'
import { oneOfferResult } from '../builders/search-result'

const result = oneOfferResult({
  roomType: { id: 101, code: 'CLASSIC', name: 'Classic Double' },
  ratePlan: { id: 11, code: 'FLEX', name: 'Flexible' },
  payment: { AutomaticPaymentType: 'DaysBeforeArrival', PercentageToCharge: 100, DaysBeforeArrival: 7 },
  nights: ['2027-03-08', '2027-03-09'],
  dateTo: '2027-03-10',
})
const rate = result.RoomTypes[0]?.Rates[0]
const pounds = (m: number) => formatMoney(m, 'GBP', 'en-GB')

describe('a rate’s cancellation words on the device', () => {
  it('says the server’s words for the arrival with this room’s own amounts', () => {
    if (!rate) throw new Error('no rate')
    const stay = priceStay(rate.DailyRates.map(toNightlyRate), { adults: 2, children: 0, infants: 0 })
    expect(rateCancellationWords(rate, stay, pounds)).toBe(
      'Free cancellation until 14:00 on Saturday 6 March 2027. After that, the first night (£95.00) is charged.',
    )
  })

  it('counts the extras in what a non-refundable room keeps', () => {
    if (!rate) throw new Error('no rate')
    const nonRefundable = {
      ...rate,
      Policy: {
        ...rate.Policy,
        CancellationRules: {
          Refundable: false,
          FreeUntilHoursBeforeArrival: null,
          LateCancellation: { Kind: 'Full' as const },
          NoShow: { Kind: 'Full' as const },
        },
      },
    }
    const stay = priceStay(rate.DailyRates.map(toNightlyRate), { adults: 2, children: 0, infants: 0 })
    expect(rateCancellationWords(nonRefundable, stay, pounds, stay.total + 5_500)).toBe(
      'Non-refundable: the full price (£245.00) is charged and not refunded if you cancel or do not arrive.',
    )
  })
})
