import type { CheckoutValues } from './checkout-schema'

/** Register's ModelState keys mapped to the checkout fields the account is made from. */
const ACCOUNT_FIELD_OF: Record<string, keyof CheckoutValues> = {
  EmailAddress: 'emailAddress',
  Password: 'password',
  Firstname: 'firstName',
  Lastname: 'lastName',
  MobileNumber: 'telephoneNumber',
}

/** ModelState keys of the create call mapped to the form's fields, so a server message shows by its field. */
const FIELD_OF: Record<string, keyof CheckoutValues> = {
  'Booker.FirstName': 'firstName',
  'Booker.LastName': 'lastName',
  'Booker.Email': 'emailAddress',
  'Booker.Phone': 'telephoneNumber',
  'Booker.Street': 'street',
  'Booker.City': 'city',
  'Booker.StateOrCounty': 'stateOrCounty',
  'Booker.ZipCode': 'postCode',
  'Booker.CountryId': 'countryId',
  'CardDetails.CardNumber': 'creditCardNumber',
  'CardDetails.NameOnCard': 'creditCardName',
  'CardDetails.CreditCardTypeId': 'creditCardNumber',
  'CardDetails.ExpiryMonth': 'expiryMonth',
  'CardDetails.ExpiryYear': 'expiryYear',
  'CardDetails.SecurityCode': 'cvvNumber',
  'CardDetails.CreditCardId': 'storedCardId',
  Notes: 'specialRequests',
  Comment: 'comment',
  PONumber: 'poNumber',
  AccountId: 'companyId',
}

/** The checkout field a Register ModelState key is about, if the form has it. */
export function checkoutFieldOfAccountKey(key: string): keyof CheckoutValues | undefined {
  return ACCOUNT_FIELD_OF[key]
}

/** The checkout field a Create ModelState key is about, if the form has it. */
export function checkoutFieldOfCreateKey(key: string): keyof CheckoutValues | undefined {
  return FIELD_OF[key]
}
