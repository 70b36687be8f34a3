import { BOOKER_FORM_FIELD, bookerFormFieldOf, personFieldOfRegisterKey } from '@/domain/person-field-names'
import type { CheckoutValues } from './checkout-schema'

/** The create call's ModelState keys beyond the booker's (whose names come from the domain's person fields). */
const FIELD_OF: Record<string, keyof CheckoutValues> = {
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
  CompanyBookingCode: 'companyCode',
}

const BOOKER_KEY = /^Booker\.(\w+)$/

/** The checkout field a Register ModelState key is about (the account is made from the booker's fields). */
export function checkoutFieldOfAccountKey(key: string): keyof CheckoutValues | undefined {
  if (key === 'Password') return 'password'
  const field = personFieldOfRegisterKey(key)
  return field === undefined ? undefined : BOOKER_FORM_FIELD[field]
}

/** The checkout field a Create ModelState key is about, so a server message shows by its field. */
export function checkoutFieldOfCreateKey(key: string): keyof CheckoutValues | undefined {
  const booker = BOOKER_KEY.exec(key)
  if (booker?.[1]) return bookerFormFieldOf(booker[1])
  return FIELD_OF[key]
}
