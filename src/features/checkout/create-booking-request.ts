import type { RegisterInput } from '@/api/account'
import type { BrowserData } from '@/api/contract/common'
import type { PropertySettings } from '@/api/contract/property'
import type { CreateReservationRequest, RoomBookingPayload } from '@/api/contract/reservation'
import type { SearchForm } from '@/api/contract/search-address'
import { toMajorUnits, type Money } from '@/domain/money'
import { needsCard, PaymentChoice, PaymentType, paymentTypeForChoice } from '@/domain/payment'
import { amountTakenNow } from '@/domain/payment-acceptance'
import type { BasketLine } from '@/state/basket-pricing'
import type { CheckoutValues, PaymentMethod } from './checkout-schema'
import { languageCode } from '@/i18n/i18n'

// The checkout form as the wire wants it: pure, so what Confirm sends is tested without a page. The browser's
// facts and the amount due now come in as values; nothing here reads the window or the clock.

const PAYMENT_TYPE_OF_METHOD: Record<Exclude<PaymentMethod, 'card' | 'invoice'>, PaymentType> = {
  companyInvoice: PaymentType.PayByCompanyInvoice,
  payStack: PaymentType.PayByPayStack,
  voucher: PaymentType.PayByVoucher,
}

/** The payment type sent for a way of paying; a card with nothing due now is only stored (docs/product/booking.md#what-is-kept). */
export function paymentTypeOf(method: PaymentMethod, payNow: Money): PaymentType {
  if (method === 'card') return paymentTypeForChoice(PaymentChoice.PayOnline, payNow)
  if (method === 'invoice') return paymentTypeForChoice(PaymentChoice.PayByInvoice, payNow)
  return PAYMENT_TYPE_OF_METHOD[method]
}

/** The rooms as Create and CheckVoucherCode take them (docs/product/booking.md#what-is-kept "Room booking item … sent as"). */
export function roomsPayload(lines: readonly BasketLine[], search: SearchForm): RoomBookingPayload[] {
  return lines.map((line) => ({
    DateFrom: search.dateFrom,
    DateTo: search.dateTo,
    RoomTypeId: line.roomType.RoomTypeId,
    RoomConfigurationDropdownOptionId: line.choice.roomConfigurationId,
    RatePlanId: line.ratePlan.RatePlanId,
    Promotion: line.ratePlan.Promotion ? search.promoCode || null : null,
    NumberOfAdults: line.occupancy.adults,
    NumberOfChildren: line.occupancy.children,
    NumberOfInfants: line.occupancy.infants,
    LeadGuest: { FirstName: line.choice.leadGuest.firstName, LastName: line.choice.leadGuest.lastName },
    Services: line.choice.services.map((service) => ({
      ServiceId: service.serviceId,
      Quantity: service.quantity,
    })),
    // The room's quote (domain/room-quote): the TotalCost the server re-prices to and expects.
    TotalCost: toMajorUnits(line.quote.total),
  }))
}

export type CreateBookingInput = {
  values: CheckoutValues
  /** the way of paying in force (the form's choice when this booking offers it) */
  method: PaymentMethod
  /** minor units due now */
  payNow: Money
  /** the hotel asks for the county (decision 0090) */
  asksStateOrCounty: boolean
  property: Pick<PropertySettings, 'PropertyId'>
  /**
   * The payment provider's reference to the card the guest entered in its frame (decision 0113), or null for a
   * stored card or a way of paying without one
   */
  paymentMethodId: string | null
  search: SearchForm
  rooms: RoomBookingPayload[]
  voucherCode: string | null
  browser: BrowserData
}

function bookerOf(values: CheckoutValues, asksStateOrCounty: boolean): CreateReservationRequest['Booker'] {
  const { booker } = values
  return {
    FirstName: booker.firstName.trim(),
    LastName: booker.lastName.trim(),
    Email: booker.emailAddress.trim(),
    Phone: booker.telephoneNumber.trim(),
    Street: booker.street.trim(),
    City: booker.city.trim() || null,
    CountryId: Number(booker.countryId),
    // Asked only where the hotel requires it; otherwise null, as docs/product/booking.md#what-is-kept sends it.
    StateOrCounty: asksStateOrCounty ? booker.stateOrCounty.trim() || null : null,
    OptInToReceiveUpdates: values.optIn,
    ZipCode: booker.postCode.trim(),
  }
}

/** The card as the wire takes it: a stored one by its id, or the provider's reference, never the card itself. */
function cardDetailsOf(
  values: CheckoutValues,
  paymentMethodId: string | null,
): CreateReservationRequest['CardDetails'] {
  if (values.storedCardId) return { CreditCardId: Number(values.storedCardId) }
  if (paymentMethodId === null) return null
  const { booker } = values
  const name = `${booker.firstName.trim()} ${booker.lastName.trim()}`.trim()
  return {
    PaymentMethodId: paymentMethodId,
    SaveCreditCardToIndividual: values.saveCard,
    NameOnCard: name || null,
    EmailAddress: booker.emailAddress.trim() || null,
  }
}

/** The body of POST /api/Reservation/Create for what the guest typed and chose (docs/product/booking.md#what-is-kept "Booking create"). */
export function createBookingRequest(input: CreateBookingInput): CreateReservationRequest {
  const { values, method, search } = input
  const paymentType = paymentTypeOf(method, input.payNow)
  const byCompany = method === 'companyInvoice'
  return {
    LanguageCode: languageCode(),
    IsAppBooking: false,
    PropertyId: input.property.PropertyId,
    DateFrom: search.dateFrom,
    DateTo: search.dateTo,
    Notes: values.specialRequests.trim() || null,
    Comment: values.comment.trim() || null,
    Booker: bookerOf(values, input.asksStateOrCounty),
    CardDetails: needsCard(paymentType) ? cardDetailsOf(values, input.paymentMethodId) : null,
    PaymentAmount: toMajorUnits(amountTakenNow(paymentType, input.payNow)),
    PaymentType: paymentType,
    AccountId: byCompany ? Number(values.companyId) : null,
    PONumber: byCompany ? values.poNumber.trim() : null,
    CompanyBookingCode: byCompany ? values.companyCode.trim() : null,
    PromoCode: search.promoCode || null,
    HopGiftVoucherCode: input.voucherCode,
    Rooms: input.rooms,
    BrowserData: input.browser,
  }
}

/** The account "create an account" makes before booking, or null when the guest did not ask for one. */
export function newAccountRequest(
  values: CheckoutValues,
  propertyId: RegisterInput['PropertyId'],
  offered: boolean,
): RegisterInput | null {
  if (!offered || !values.createAccount) return null
  return {
    PropertyId: propertyId,
    EmailAddress: values.booker.emailAddress.trim(),
    Password: values.password,
    Firstname: values.booker.firstName.trim(),
    Lastname: values.booker.lastName.trim(),
    MobileNumber: values.booker.telephoneNumber.trim(),
  }
}
