/**
 * What stops "Confirm booking" (spec §5): the booker's details and address, the payment the chosen type needs,
 * the terms, the lead guests and the room configuration question.
 */
import { isCardValid, type CardInput } from './cards'
import { invoiceDetailsCaptured, PaymentType } from './payment'
import {
  isAddressValid,
  isBookerPersonalValid,
  isLeadGuestValid,
  type AddressDetails,
  type BookerPersonal,
  type LeadGuest,
} from './validation'

export type ConfirmBookingInput = {
  booker: (BookerPersonal & AddressDetails) | null
  paymentType: PaymentType
  card: CardInput | null
  poNumber: string | null | undefined
  company: unknown
  agreeToTermsAndConditions: boolean
  customTermsShown: boolean
  hasAcceptedCustomTermsAndConditions: boolean
  bookingInProgress: boolean
  /** the total payment amount (spec: payment is possible only above zero) — only checked for card payment */
  paymentAmount: number
  showRoomConfigurationQuestion: boolean
  rooms: readonly { leadGuest: LeadGuest | null; roomConfigurationId: number | null | undefined }[]
}

export const ConfirmProblem = {
  BookerPersonal: 'BookerPersonal',
  BookerAddress: 'BookerAddress',
  Payment: 'Payment',
  Terms: 'Terms',
  CustomTerms: 'CustomTerms',
  InProgress: 'InProgress',
  LeadGuest: 'LeadGuest',
  RoomConfiguration: 'RoomConfiguration',
} as const
export type ConfirmProblem = (typeof ConfirmProblem)[keyof typeof ConfirmProblem]

/** §5: is the payment part satisfied for this payment type? */
export function isPaymentSatisfied(
  i: Pick<ConfirmBookingInput, 'paymentType' | 'card' | 'poNumber' | 'company'>,
): boolean {
  switch (i.paymentType) {
    case PaymentType.PayByCard:
    case PaymentType.StoreCard:
      return !!i.card && isCardValid(i.card)
    case PaymentType.PayByCompanyInvoice:
      return invoiceDetailsCaptured(i.poNumber, i.company)
    case PaymentType.PayByIndividualInvoice:
    case PaymentType.PayByPayStack:
    case PaymentType.PayByVoucher:
      return true
  }
}

/** Everything that stops "Confirm booking" (§5); an empty list means the booking may be confirmed. */
export function confirmBookingProblems(i: ConfirmBookingInput): ConfirmProblem[] {
  const problems: ConfirmProblem[] = []
  if (!isBookerPersonalValid(i.booker)) problems.push('BookerPersonal')
  if (!isAddressValid(i.booker)) problems.push('BookerAddress')
  const paysByCard = i.paymentType === PaymentType.PayByCard
  if (!isPaymentSatisfied(i) || (paysByCard && !(i.paymentAmount > 0))) problems.push('Payment')
  if (!i.agreeToTermsAndConditions) problems.push('Terms')
  if (i.customTermsShown && !i.hasAcceptedCustomTermsAndConditions) problems.push('CustomTerms')
  if (i.bookingInProgress) problems.push('InProgress')
  if (i.rooms.some((r) => !isLeadGuestValid(r.leadGuest))) problems.push('LeadGuest')
  if (
    i.showRoomConfigurationQuestion &&
    i.rooms.some((r) => typeof r.roomConfigurationId !== 'number' || r.roomConfigurationId <= 0)
  ) {
    problems.push('RoomConfiguration')
  }
  return problems
}

export function canConfirmBooking(i: ConfirmBookingInput): boolean {
  return confirmBookingProblems(i).length === 0
}
