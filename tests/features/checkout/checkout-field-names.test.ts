import '@/i18n/area-messages'
import { describe, expect, it } from 'vitest'
import {
  checkoutFieldOfAccountKey,
  checkoutFieldOfCreateKey,
  unplacedCreateMessage,
} from '@/features/checkout/checkout-field-names'

describe('checkout field names', () => {
  it("places Create's booker, card and booking keys by their checkout fields", () => {
    expect(checkoutFieldOfCreateKey('Booker.StateOrCounty')).toBe('booker.stateOrCounty')
    expect(checkoutFieldOfCreateKey('Booker.Email')).toBe('booker.emailAddress')
    expect(checkoutFieldOfCreateKey('Booker.CountryId')).toBe('booker.countryId')
    expect(checkoutFieldOfCreateKey('CardDetails.CreditCardId')).toBe('storedCardId')
    // The card entered in the provider's frame has no field here: its problem is said at the payment step.
    expect(checkoutFieldOfCreateKey('CardDetails.PaymentMethodId')).toBeUndefined()
    expect(checkoutFieldOfCreateKey('Notes')).toBe('specialRequests')
    expect(checkoutFieldOfCreateKey('AccountId')).toBe('companyId')
    expect(checkoutFieldOfCreateKey('Booker.OptInToReceiveUpdates')).toBeUndefined()
    expect(checkoutFieldOfCreateKey('Rooms.0.TotalCost')).toBeUndefined()
  })

  it("places Register's keys by the booker's fields the account is made from", () => {
    expect(checkoutFieldOfAccountKey('EmailAddress')).toBe('booker.emailAddress')
    expect(checkoutFieldOfAccountKey('MobileNumber')).toBe('booker.telephoneNumber')
    expect(checkoutFieldOfAccountKey('Firstname')).toBe('booker.firstName')
    expect(checkoutFieldOfAccountKey('Password')).toBe('password')
    expect(checkoutFieldOfAccountKey('Telephone')).toBeUndefined()
  })

  it("names a room's message by its room (counted from 1), the rest as the server wrote it", () => {
    expect(
      unplacedCreateMessage('Rooms.1.LeadGuest.FirstName', "The lead guest's first name is required."),
    ).toBe("Room 2: The lead guest's first name is required.")
    expect(unplacedCreateMessage('PaymentAmount', 'The amount has changed.')).toBe('The amount has changed.')
  })
})
