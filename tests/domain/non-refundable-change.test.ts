import { describe, expect, it } from 'vitest'
import { defaultCancellationRules, NON_REFUNDABLE } from '@/domain/cancellation-rules'
import {
  nonRefundableRefusal,
  NON_REFUNDABLE_PLAN,
  NON_REFUNDABLE_SHORTER,
} from '@/domain/non-refundable-change'

const FLEXIBLE = defaultCancellationRules(48)
const booked = { dateFrom: '2027-02-08', dateTo: '2027-02-11', rules: NON_REFUNDABLE }

describe('what a non-refundable room may not become', () => {
  it('refuses fewer nights, on the date that moved in', () => {
    expect(nonRefundableRefusal(booked, { ...booked, dateTo: '2027-02-09' })).toEqual({
      field: 'DateTo',
      message: NON_REFUNDABLE_SHORTER,
    })
    expect(nonRefundableRefusal(booked, { ...booked, dateFrom: '2027-02-10' })).toEqual({
      field: 'DateFrom',
      message: NON_REFUNDABLE_SHORTER,
    })
  })

  it('refuses a refundable plan, even on longer dates', () => {
    expect(nonRefundableRefusal(booked, { ...booked, dateTo: '2027-02-12', rules: FLEXIBLE })).toEqual({
      field: 'RatePlanId',
      message: NON_REFUNDABLE_PLAN,
    })
  })

  it('allows more nights, other dates of the same length, and another non-refundable plan', () => {
    expect(nonRefundableRefusal(booked, { ...booked, dateTo: '2027-02-13' })).toBeNull()
    expect(
      nonRefundableRefusal(booked, { ...booked, dateFrom: '2027-03-01', dateTo: '2027-03-04' }),
    ).toBeNull()
    expect(nonRefundableRefusal(booked, { ...booked, rules: { ...NON_REFUNDABLE } })).toBeNull()
  })

  it('lets a refundable room change freely', () => {
    const flexible = { ...booked, rules: FLEXIBLE }
    expect(nonRefundableRefusal(flexible, { ...flexible, dateTo: '2027-02-09' })).toBeNull()
    expect(nonRefundableRefusal(flexible, { ...flexible, rules: NON_REFUNDABLE })).toBeNull()
  })
})
