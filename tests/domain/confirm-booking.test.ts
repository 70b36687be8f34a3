import { describe, expect, it } from 'vitest'
import { canConfirmBooking, confirmBookingProblems, type ConfirmBookingInput } from '@/domain/confirm-booking'
import { PaymentType } from '@/domain/payment'

describe('confirm booking (spec §5)', () => {
  const card = {
    creditCardName: 'A B',
    creditCardNumber: '4111111111111111',
    cvvNumber: '123',
    expiryMonth: 1,
    expiryYear: 2030,
    cardType: 1,
    cardHolderEmail: 'a@b.com',
  }
  const ok: ConfirmBookingInput = {
    booker: {
      firstName: 'A',
      lastName: 'B',
      emailAddress: 'a@b.com',
      telephoneNumber: '+44',
      street: '1 High St',
      postCode: 'AB1',
      country: { id: 1 },
    },
    paymentType: PaymentType.PayByCard,
    card,
    poNumber: null,
    company: null,
    agreeToTermsAndConditions: true,
    customTermsShown: false,
    hasAcceptedCustomTermsAndConditions: false,
    bookingInProgress: false,
    paymentAmount: 10_000,
    showRoomConfigurationQuestion: false,
    rooms: [{ leadGuest: { firstName: 'A', lastName: 'B' }, roomConfigurationId: null }],
  }

  it('passes when everything is in place', () => {
    expect(confirmBookingProblems(ok)).toEqual([])
    expect(canConfirmBooking(ok)).toBe(true)
  })

  it('names each missing condition', () => {
    expect(confirmBookingProblems({ ...ok, booker: null })).toEqual(['BookerPersonal', 'BookerAddress'])
    expect(confirmBookingProblems({ ...ok, card: { ...card, cvvNumber: '' } })).toEqual(['Payment'])
    expect(confirmBookingProblems({ ...ok, paymentAmount: 0 })).toEqual(['Payment'])
    expect(confirmBookingProblems({ ...ok, agreeToTermsAndConditions: false })).toEqual(['Terms'])
    expect(confirmBookingProblems({ ...ok, customTermsShown: true })).toEqual(['CustomTerms'])
    expect(confirmBookingProblems({ ...ok, bookingInProgress: true })).toEqual(['InProgress'])
    expect(
      confirmBookingProblems({ ...ok, rooms: [{ leadGuest: null, roomConfigurationId: null }] }),
    ).toEqual(['LeadGuest'])
    expect(confirmBookingProblems({ ...ok, showRoomConfigurationQuestion: true })).toEqual([
      'RoomConfiguration',
    ])
  })

  it('company invoice needs PO number and company; invoice and PayStack need nothing further', () => {
    const company = { ...ok, card: null, paymentType: PaymentType.PayByCompanyInvoice }
    expect(confirmBookingProblems(company)).toEqual(['Payment'])
    expect(confirmBookingProblems({ ...company, poNumber: 'PO1', company: { name: 'Acme' } })).toEqual([])
    expect(
      confirmBookingProblems({ ...ok, card: null, paymentType: PaymentType.PayByIndividualInvoice }),
    ).toEqual([])
    expect(confirmBookingProblems({ ...ok, card: null, paymentType: PaymentType.PayByPayStack })).toEqual([])
  })
})
