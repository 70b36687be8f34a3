import { BOOKER_FORM_FIELD, bookerFormFieldOf, personFieldOfRegisterKey } from '@/domain/person-field-names'
import { t } from '@/i18n/i18n'
import type { CheckoutField } from './checkout-schema'

/** The create call's ModelState keys beyond the booker's (whose names come from the domain's person fields). */
const FIELD_OF: Record<string, CheckoutField> = {
  'CardDetails.CreditCardId': 'storedCardId',
  Notes: 'specialRequests',
  Comment: 'comment',
  PONumber: 'poNumber',
  AccountId: 'companyId',
  CompanyBookingCode: 'companyCode',
}

const BOOKER_KEY = /^Booker\.(\w+)$/

/** The checkout field a Register ModelState key is about (the account is made from the booker's fields). */
export function checkoutFieldOfAccountKey(key: string): CheckoutField | undefined {
  if (key === 'Password') return 'password'
  const field = personFieldOfRegisterKey(key)
  return field === undefined ? undefined : `booker.${BOOKER_FORM_FIELD[field]}`
}

/** The checkout field a Create ModelState key is about, so a server message shows by its field. */
export function checkoutFieldOfCreateKey(key: string): CheckoutField | undefined {
  const booker = BOOKER_KEY.exec(key)
  if (!booker?.[1]) return FIELD_OF[key]
  const field = bookerFormFieldOf(booker[1])
  return field === undefined ? undefined : `booker.${field}`
}

const ROOM_KEY = /^Rooms\.(\d+)\./

/**
 * A Create message no checkout field shows, as the alert says it: a room's message names its room (the form
 * has no field for a room's lead guest or price), the rest as the server wrote it.
 */
export function unplacedCreateMessage(key: string, message: string): string {
  const room = ROOM_KEY.exec(key)
  return room?.[1] ? t('checkout.roomMessage', { number: Number(room[1]) + 1, message }) : message
}
