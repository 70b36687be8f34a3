import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { SearchRequest } from '@/api/contract/availability'
import { CardDetails, IsoDate, Money } from '@/api/contract/common'
import { Email, Phone } from '@/api/contract/contact-fields'
import { CreateReservationRequest } from '@/api/contract/reservation'

const ok = (schema: v.GenericSchema, input: unknown) => v.safeParse(schema, input).success

describe('wire contract', () => {
  it('takes calendar days as YYYY-MM-DD strings that exist', () => {
    expect(ok(IsoDate, '2027-02-28')).toBe(true)
    expect(ok(IsoDate, '2028-02-29')).toBe(true)
    expect(ok(IsoDate, '2027-02-29')).toBe(false)
    expect(ok(IsoDate, '2027-2-1')).toBe(false)
    expect(ok(IsoDate, '2027-02-01T00:00:00Z')).toBe(false)
  })

  it('takes money in major units with at most two decimals', () => {
    expect(ok(Money, 120.5)).toBe(true)
    expect(ok(Money, 0.1 + 0.2)).toBe(true)
    expect(ok(Money, 1.005)).toBe(false)
    expect(ok(Money, Number.NaN)).toBe(false)
  })

  it('words e-mail and phone errors as docs/product/the-app.md#rules', () => {
    expect(ok(Email, 'a.b@example.co.uk')).toBe(true)
    expect(v.safeParse(Email, 'a@b').issues?.[0]?.message).toBe('A valid email address is required.')
    expect(ok(Phone, '+44 1326 000001')).toBe(true)
    expect(ok(Phone, '0044 1326 000001')).toBe(true)
    expect(v.safeParse(Phone, '01326 000001').issues?.[0]?.message).toBe('A valid phone number is required.')
  })

  it('defaults what the spec defaults', () => {
    const card = v.parse(CardDetails, {
      PaymentMethodId: 'pm_card_visa',
      NameOnCard: 'A',
      EmailAddress: 'a@example.com',
    })
    expect(card.SaveCreditCardToIndividual).toBe(false)
    const search = v.parse(SearchRequest, {
      PropertyId: 'HARBOUR',
      DateFrom: '2027-02-01',
      DateTo: '2027-02-03',
      Rooms: [{ NumberOfAdults: 2, NumberOfChildren: 0, NumberOfInfants: 0 }],
    })
    expect(search.LanguageCode).toBe('en')
  })

  it('names the failing field by its dot path', () => {
    const r = v.safeParse(CreateReservationRequest, { PropertyId: 1001, Rooms: [{}] })
    expect(r.success).toBe(false)
    const paths = new Set((r.issues ?? []).map((i) => v.getDotPath(i)))
    expect(paths.has('Booker')).toBe(true)
    expect(paths.has('Rooms.0.RoomTypeId')).toBe(true)
  })

  it('keeps field paths for an entered card although a stored card is also accepted', () => {
    const base = {
      PropertyId: 1001,
      DateFrom: '2027-02-01',
      DateTo: '2027-02-03',
      PaymentAmount: 0,
      PaymentType: 5,
    }
    const typed = v.safeParse(CreateReservationRequest, {
      ...base,
      CardDetails: {
        PaymentMethodId: 'not a reference!',
        NameOnCard: 'A',
        EmailAddress: 'not an e-mail',
      },
    })
    const paths = new Set((typed.issues ?? []).map((i) => v.getDotPath(i)))
    expect(paths.has('CardDetails.PaymentMethodId')).toBe(true)
    expect(paths.has('CardDetails.EmailAddress')).toBe(true)
    const stored = v.safeParse(CreateReservationRequest, { ...base, CardDetails: { CreditCardId: 7 } })
    expect(new Set((stored.issues ?? []).map((i) => v.getDotPath(i))).has('CardDetails')).toBe(false)
  })
})
