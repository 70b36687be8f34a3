import { describe, expect, it } from 'vitest'
import type { RatePlanOption, RoomType } from '@/api/contract/availability'
import type { BrowserData } from '@/api/contract/common'
import type { SearchForm } from '@/api/contract/search-address'
import { PaymentType } from '@/domain/payment'
import { quoteRoom } from '@/domain/room-quote'
import type { BasketLine } from '@/state/basket-pricing'
import type { ChosenService } from '@/state/booking-session'
import { EMPTY_CHECKOUT, type CheckoutValues } from '@/features/checkout/checkout-schema'
import {
  createBookingRequest,
  newAccountRequest,
  paymentTypeOf,
  roomsPayload,
  type CreateBookingInput,
} from '@/features/checkout/create-booking-request'

const search: SearchForm = {
  propertyCode: 'HARBOUR',
  dateFrom: '2026-04-01',
  dateTo: '2026-04-03',
  rooms: [{ adults: 2, children: 0, infants: 0 }],
  promoCode: 'SPRING',
  ratePlanCode: null,
  locationId: null,
}

const roomType: RoomType = {
  RoomTypeId: 7,
  RoomTypeCode: 'DBL',
  Name: 'Double',
  Description: '',
  ImageUrl: null,
  Amenities: [],
  MaximumOccupancy: 2,
  MinimumOccupancy: 1,
  AdultMaximumOccupancy: 2,
  ChildMaximumOccupancy: 0,
  Upgrades: [],
}

const ratePlan: RatePlanOption = {
  RatePlanId: 3,
  RatePlanCode: 'BAR',
  RatePlanName: 'Best available',
  RatePlanDescription: '',
  Details: [],
  Policy: {
    Name: '',
    Description: '',
    CancellationPolicy: '',
    PaymentPolicyConfiguration: {
      AutomaticPaymentType: 'None',
      PercentageToCharge: 0,
      DaysBeforeArrival: null,
    },
    CancellationRules: {
      Refundable: true,
      FreeUntilHoursBeforeArrival: 48,
      LateCancellation: { Kind: 'Nights', Nights: 1 },
      NoShow: { Kind: 'Nights', Nights: 1 },
    },
    PaymentSchedule: null,
  },
  Tags: [],
  CanPayByCompanyInvoice: true,
  UseOccupancyForRatePlan: false,
  MinimumOccupancy: 1,
  MaximumOccupancy: 2,
  AdultMaximumOccupancy: 2,
  ChildMaximumOccupancy: 0,
  MinLengthOfStay: 1,
  Promotion: null,
  DailyRates: [],
}

const breakfast: ChosenService = {
  serviceId: 11,
  name: 'Breakfast',
  quantity: 1,
  unitPrice: 1_000,
  chargeType: 'PerDay',
  chargePerPerson: true,
}

/** One room for two nights at £100 a night, with what the test is about overridden; quoted as the basket does. */
function aLine(overrides: Partial<Omit<BasketLine, 'quote'>> = {}): BasketLine {
  const line: Omit<BasketLine, 'quote'> = {
    roomIndex: 0,
    occupancy: { adults: 2, children: 0, infants: 0 },
    roomType,
    ratePlan,
    stay: {
      nights: [
        { date: '2026-04-01', price: 10_000, originalPrice: 10_000 },
        { date: '2026-04-02', price: 10_000, originalPrice: 10_000 },
      ],
      total: 20_000,
      originalTotal: 20_000,
      baseNumberOfAdults: 2,
    },
    choice: {
      roomTypeId: 7,
      ratePlanId: 3,
      leadGuest: { firstName: 'Ada', lastName: 'King' },
      roomConfigurationId: null,
      services: [],
      upgradeSeen: true,
      extrasSeen: true,
    },
    ...overrides,
  }
  const extras = line.choice.services.map((service) => ({
    price: service.unitPrice,
    charge: service.chargeType,
    chargePerPerson: service.chargePerPerson,
    quantity: service.quantity,
  }))
  const stay = { nights: line.stay.nights.length, occupancy: line.occupancy }
  return { ...line, quote: quoteRoom(line.stay.total, stay, extras) }
}

const browser: BrowserData = {
  ColorDepth: 24,
  JavaScriptEnabled: true,
  Language: 'en-GB',
  ScreenHeight: 800,
  ScreenWidth: 1200,
  UserAgent: 'test',
  TimeZoneOffset: 0,
}

const typed: CheckoutValues = {
  ...EMPTY_CHECKOUT,
  booker: {
    firstName: ' Ada ',
    lastName: 'King',
    emailAddress: 'ada@example.com ',
    telephoneNumber: '+44 1326 000 000',
    street: '1 Quay Street',
    city: '',
    stateOrCounty: 'Cornwall',
    postCode: 'TR11 3AA',
    countryId: '826',
  },
}

function anInput(overrides: Partial<CreateBookingInput> = {}): CreateBookingInput {
  return {
    values: typed,
    method: 'card',
    payNow: 5_000,
    asksStateOrCounty: false,
    property: { PropertyId: 1 },
    paymentMethodId: 'pm_card_visa',
    search,
    rooms: roomsPayload([aLine()], search),
    voucherCode: null,
    browser,
    ...overrides,
  }
}

describe('roomsPayload', () => {
  it('sends each room with its guests, lead guest, extras and total in major units', () => {
    const [room] = roomsPayload([aLine({ choice: { ...aLine().choice, services: [breakfast] } })], search)
    expect(room).toEqual({
      DateFrom: '2026-04-01',
      DateTo: '2026-04-03',
      RoomTypeId: 7,
      RoomConfigurationDropdownOptionId: null,
      RatePlanId: 3,
      Promotion: null,
      NumberOfAdults: 2,
      NumberOfChildren: 0,
      NumberOfInfants: 0,
      LeadGuest: { FirstName: 'Ada', LastName: 'King' },
      Services: [{ ServiceId: 11, Quantity: 1 }],
      TotalCost: 240,
    })
  })

  it('sends the promo code only with a rate the promotion applies to', () => {
    const promoted = aLine({
      ratePlan: {
        ...ratePlan,
        Promotion: { PromotionId: 1, Code: 'SPRING', Name: 'Spring', DiscountPercentage: 10 },
      },
    })
    expect(roomsPayload([promoted, aLine()], search).map((room) => room.Promotion)).toEqual(['SPRING', null])
  })
})

describe('paymentTypeOf', () => {
  it('pays by card when something is due now and only stores the card otherwise', () => {
    expect(paymentTypeOf('card', 5_000)).toBe(PaymentType.PayByCard)
    expect(paymentTypeOf('card', 0)).toBe(PaymentType.StoreCard)
  })

  it('names every other way of paying by its own type', () => {
    expect(paymentTypeOf('invoice', 5_000)).toBe(PaymentType.PayByIndividualInvoice)
    expect(paymentTypeOf('companyInvoice', 5_000)).toBe(PaymentType.PayByCompanyInvoice)
    expect(paymentTypeOf('payStack', 5_000)).toBe(PaymentType.PayByPayStack)
    expect(paymentTypeOf('voucher', 0)).toBe(PaymentType.PayByVoucher)
  })
})

describe('createBookingRequest', () => {
  it("sends the booker trimmed, the provider's reference to the card, and the amount due now", () => {
    const request = createBookingRequest(anInput())
    expect(request.Booker).toEqual({
      FirstName: 'Ada',
      LastName: 'King',
      Email: 'ada@example.com',
      Phone: '+44 1326 000 000',
      Street: '1 Quay Street',
      City: null,
      CountryId: 826,
      StateOrCounty: null,
      OptInToReceiveUpdates: false,
      ZipCode: 'TR11 3AA',
    })
    expect(request.CardDetails).toEqual({
      PaymentMethodId: 'pm_card_visa',
      SaveCreditCardToIndividual: false,
      NameOnCard: 'Ada King',
      EmailAddress: 'ada@example.com',
    })
    // No card data at all: the number, expiry and security code stay in the provider's frame (decision 0113).
    expect(JSON.stringify(request)).not.toMatch(/CardNumber|SecurityCode|Expiry|4111|4242/)
    expect(request.PaymentType).toBe(PaymentType.PayByCard)
    expect(request.PaymentAmount).toBe(50)
    expect(request.PromoCode).toBe('SPRING')
    expect(request.BrowserData).toEqual(browser)
  })

  it('sends the county only where the hotel asks for it', () => {
    expect(createBookingRequest(anInput({ asksStateOrCounty: true })).Booker.StateOrCounty).toBe('Cornwall')
  })

  it('sends a stored card by its id only', () => {
    const request = createBookingRequest(
      anInput({ values: { ...typed, storedCardId: '9' }, paymentMethodId: null }),
    )
    expect(request.CardDetails).toEqual({ CreditCardId: 9 })
  })

  it('stores the card without charging when nothing is due now', () => {
    const request = createBookingRequest(anInput({ payNow: 0 }))
    expect(request.PaymentType).toBe(PaymentType.StoreCard)
    expect(request.PaymentAmount).toBe(0)
    expect(request.CardDetails).not.toBeNull()
  })

  it('sends a company invoice with its company and purchase order, and no card', () => {
    const request = createBookingRequest(
      anInput({
        method: 'companyInvoice',
        values: { ...typed, companyId: '21', poNumber: ' PO-7 ', companyCode: ' ACME-7K2Q-9XPD ' },
      }),
    )
    expect(request).toMatchObject({
      PaymentType: PaymentType.PayByCompanyInvoice,
      PaymentAmount: 0,
      CardDetails: null,
      AccountId: 21,
      PONumber: 'PO-7',
      CompanyBookingCode: 'ACME-7K2Q-9XPD',
    })
    // Paid another way, the code typed earlier is not sent.
    expect(
      createBookingRequest(anInput({ values: { ...typed, companyCode: 'X' } })).CompanyBookingCode,
    ).toBeNull()
  })

  it('charges the amount due now through PayStack without a card', () => {
    const request = createBookingRequest(anInput({ method: 'payStack' }))
    expect(request).toMatchObject({
      PaymentType: PaymentType.PayByPayStack,
      PaymentAmount: 50,
      CardDetails: null,
    })
  })

  it('sends the gift voucher code and the notes when given', () => {
    const request = createBookingRequest(
      anInput({
        method: 'voucher',
        voucherCode: 'GIFT-1',
        values: { ...typed, specialRequests: ' Late arrival ', comment: '  ' },
      }),
    )
    expect(request).toMatchObject({ HopGiftVoucherCode: 'GIFT-1', Notes: 'Late arrival', Comment: null })
  })
})

describe('newAccountRequest', () => {
  it('asks for an account only when offered and chosen', () => {
    const chosen = { ...typed, createAccount: true, password: 'Secret-123' }
    expect(newAccountRequest(typed, 1, true)).toBeNull()
    expect(newAccountRequest(chosen, 1, false)).toBeNull()
    expect(newAccountRequest(chosen, 1, true)).toEqual({
      PropertyId: 1,
      EmailAddress: 'ada@example.com',
      Password: 'Secret-123',
      Firstname: 'Ada',
      Lastname: 'King',
      MobileNumber: '+44 1326 000 000',
    })
  })
})
