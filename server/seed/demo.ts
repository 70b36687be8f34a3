/**
 * The demo data: group COASTAL with HARBOUR (GBP, 1001) and CLIFFTOP (EUR, 1002). Prices are minor units.
 * Images are referenced under /demo/… (the app's public/demo folder): logo-harbour.svg, logo-clifftop.svg,
 * logo-coastal.svg (the group) and room-<room type code in lower case>.svg.
 */
import type { BookConfig } from '@/api/contract/book-config'
import type { PropertyGroup, PropertySettings } from '@/api/contract/property'
import { CARD_TYPES } from './static-data'

export const GROUP_ID = 501
export const HARBOUR_ID = 1001
export const CLIFFTOP_ID = 1002

const acceptedCards = CARD_TYPES.map(([Id, Name, Code]) => ({ Id, Name, Code }))

export const GROUP = {
  id: GROUP_ID,
  code: 'COASTAL',
  name: 'Coastal Collection',
  areas: [
    { id: 1, name: 'Cornwall' },
    { id: 2, name: 'Devon' },
  ],
  settings: {
    LogoFileUrl: '/demo/logo-coastal.svg',
    WebsiteUrl: 'https://coastal-collection.example',
    HidePromoCodeOnLandingPage: false,
    UseAreaSearch: true,
    PropertyGroupImageUrl: '/demo/property-harbour.svg',
    Theme: {
      Primary: '#1B3A5C',
      Secondary: '#14807A',
      Accent: '#E0A526',
      Tertiary: '#5C7A99',
      Dark: '#14202E',
      DarkPage: '#0D1620',
      Positive: '#2E7D32',
      Negative: '#C62828',
      Info: '#1565C0',
      Warning: '#B26A00',
      LightPage: '#F5F7FA',
      BrandPrimary: '#1B3A5C',
    },
  } satisfies Omit<
    PropertyGroup,
    'PropertyGroupId' | 'PropertyGroupCode' | 'PropertyGroupName' | 'Areas' | 'Properties'
  >,
}

type PropertySeed = {
  id: number
  code: string
  name: string
  currency: string
  areaId: number
  referencePrefix: string
  settings: PropertySettings
  bookConfig: BookConfig
}

export const HARBOUR: PropertySeed = {
  id: HARBOUR_ID,
  code: 'HARBOUR',
  name: 'Harbour House Hotel',
  currency: 'GBP',
  areaId: 1,
  referencePrefix: 'HH',
  settings: {
    PropertyId: HARBOUR_ID,
    PropertyCode: 'HARBOUR',
    PropertyName: 'Harbour House Hotel',
    PropertyAddress: '1 Quay Street, Falmouth, Cornwall TR11 3HH, United Kingdom',
    LogoFileUrl: '/demo/logo-harbour.svg',
    PropertyImageUrl: '/demo/property-harbour.svg',
    HotelRating: 4,
    GoogleTagManagerContainerId: null,
    FacebookPixelId: null,
    Currency: 'GBP',
    AvailableCurrencies: ['GBP', 'EUR', 'USD'],
    PayByPayStack: false,
    PrivacyPolicyUrl: 'https://harbour-house.example/privacy',
    TermsAndConditionsUrl: 'https://harbour-house.example/terms',
    CreditCards: acceptedCards,
    WebsiteUrl: 'https://harbour-house.example',
    Email: 'stay@harbour-house.example',
    Telephone: '+44 1326 000 001',
    Address: {
      Line1: '1 Quay Street',
      Line2: null,
      City: 'Falmouth',
      County: 'Cornwall',
      PostCode: 'TR11 3HH',
      Country: 'United Kingdom',
    },
    DefaultPhoneCountryCode: 'GB',
    TimeZone: 'Europe/London',
    ShowRoomTypeOccupancy: true,
    EnableChildrenSearch: true,
    EnableInfantSearch: true,
    DefaultOccupancyAdult: 2,
    DefaultOccupancyChildren: 0,
    DefaultOccupancyInfant: 0,
    MaxNumberOfRoomsOnBooking: 4,
    AdultMaximumOccupancy: 4,
    ChildMaximumOccupancy: 3,
    AdultOccupancyLabel: 'Adults',
    AdultOccupancyHint: 'Ages 13 or above',
    ChildOccupancyLabel: 'Children',
    ChildOccupancyHint: 'Ages 2 to 12',
    InfantOccupancyLabel: 'Infants',
    InfantOccupancyHint: 'Under 2',
    StandardVatRate: 20,
    IsStandardTaxExclusive: false,
    EnableVisitorLevy: true,
    UseUserAccountOnBookingEngine: true,
    Theme: {
      Primary: '#1B3A5C',
      Secondary: '#14807A',
      Accent: '#E0A526',
      Tertiary: '#5C7A99',
      Dark: '#14202E',
      DarkPage: '#0D1620',
      Positive: '#2E7D32',
      Negative: '#C62828',
      Info: '#1565C0',
      Warning: '#B26A00',
      LightPage: '#F5F7FA',
      BrandPrimary: '#1B3A5C',
    },
  },
  bookConfig: {
    HidePromoCodeOnLandingPage: false,
    Locations: [{ LocationId: 1, Name: 'Harbour House Hotel', Address: '1 Quay Street, Falmouth TR11 3HH' }],
    NoAvailabilityMessage:
      'We have no rooms left for these dates. Try other dates, or call us on +44 1326 000 001 and we will help.',
    MaxNumberOfRoomsOnBooking: 4,
    ShowRoomConfigurationQuestion: true,
    RoomConfigurationOptions: [
      { Id: 1, Name: 'Double bed' },
      { Id: 2, Name: 'Twin beds' },
    ],
    Offers: [
      {
        Title: 'Summer by the sea',
        Description: 'Save 10 % on any stay with code SUMMER10.',
        ImageUrl: '/demo/property-harbour.svg',
        PromoCode: 'SUMMER10',
      },
    ],
    BookingIncentives: [
      'Best price when you book direct',
      'Free Wi-Fi throughout',
      'Sea views from most rooms',
    ],
    GiftServiceProviderConfig: { Active: true, Name: 'Harbour Gift Vouchers' },
    EnableUserChoiceOfPaymentMethod: true,
    EnablePayByCompanyInvoice: true,
    HasCustomTermsAndConditions: true,
    CustomTermsAndConditionsLabel: 'I accept the corporate invoicing terms',
    CustomTermsAndConditionsText:
      'The company named on this booking will be invoiced for the full stay within 30 days of departure. ' +
      'A valid purchase order number is required.',
    OnlyUseCustomTermsAndConditionsForPayByCompanyInvoice: true,
    RestaurantBookingServiceActive: true,
    RestaurantBookingDefaultRestaurant: 1,
    RestaurantBookingServiceType: 'Internal',
    ShowMinimumLengthOfStayNotification: true,
    ShowRoomTypeOccupancy: true,
    ShowDisabledDatesOnCalendar: true,
    SameDayBookingRestrictionEnabled: true,
    SameDayBookingRestrictionHour: 18,
    SameDayBookingRestrictionMinute: 0,
    SameDayBookingRestrictionMessage:
      'Same-day bookings close at 6 pm. Please call us on +44 1326 000 001 to book a room for tonight.',
    VisitorLevy: {
      Percentage: 5,
      MaximumNights: 5,
      Description: 'Cornwall visitor levy: 5 % of the first 5 nights',
    },
    // Spec §5's fixed rules only: names, e-mail, phone, street, post code and country of the booker.
    RequiredFields: { Booker: [], Guest: [] },
  },
}

export const CLIFFTOP: PropertySeed = {
  id: CLIFFTOP_ID,
  code: 'CLIFFTOP',
  name: 'Cliff Top Inn',
  currency: 'EUR',
  areaId: 2,
  referencePrefix: 'CT',
  settings: {
    ...HARBOUR.settings,
    PropertyId: CLIFFTOP_ID,
    PropertyCode: 'CLIFFTOP',
    PropertyName: 'Cliff Top Inn',
    PropertyAddress: 'Cliff Road, Salcombe, Devon TQ8 8CT, United Kingdom',
    LogoFileUrl: '/demo/logo-clifftop.svg',
    PropertyImageUrl: '/demo/property-clifftop.svg',
    HotelRating: 3,
    Currency: 'EUR',
    AvailableCurrencies: ['EUR', 'GBP'],
    PayByPayStack: true,
    PrivacyPolicyUrl: 'https://clifftop-inn.example/privacy',
    TermsAndConditionsUrl: 'https://clifftop-inn.example/terms',
    CreditCards: acceptedCards.filter((c) => c.Code === 'VISA' || c.Code === 'MC' || c.Code === 'AMEX'),
    WebsiteUrl: 'https://clifftop-inn.example',
    Email: 'hello@clifftop-inn.example',
    Telephone: '+44 1548 000 002',
    Address: {
      Line1: 'Cliff Road',
      Line2: null,
      City: 'Salcombe',
      County: 'Devon',
      PostCode: 'TQ8 8CT',
      Country: 'United Kingdom',
    },
    EnableInfantSearch: false,
    DefaultOccupancyAdult: 2,
    MaxNumberOfRoomsOnBooking: 3,
    AdultMaximumOccupancy: 3,
    ChildMaximumOccupancy: 2,
    StandardVatRate: 13.5,
    IsStandardTaxExclusive: true,
    EnableVisitorLevy: false,
    UseUserAccountOnBookingEngine: false,
    Theme: {
      Primary: '#2F5D3A',
      Secondary: '#C8B08A',
      Accent: '#D9822B',
      Tertiary: '#7A9A6B',
      Dark: '#1E2B20',
      DarkPage: '#141C15',
      Positive: '#2E7D32',
      Negative: '#C62828',
      Info: '#1565C0',
      Warning: '#B26A00',
      LightPage: '#F7F3EC',
      BrandPrimary: '#2F5D3A',
    },
  },
  bookConfig: {
    ...HARBOUR.bookConfig,
    Locations: [{ LocationId: 2, Name: 'Cliff Top Inn', Address: 'Cliff Road, Salcombe TQ8 8CT' }],
    NoAvailabilityMessage: 'The inn is full on these dates. Please try other dates or call +44 1548 000 002.',
    MaxNumberOfRoomsOnBooking: 3,
    ShowRoomConfigurationQuestion: false,
    RoomConfigurationOptions: [],
    Offers: [],
    BookingIncentives: ['Breakfast with a view', 'Dogs welcome'],
    GiftServiceProviderConfig: { Active: false, Name: '' },
    EnableUserChoiceOfPaymentMethod: false,
    EnablePayByCompanyInvoice: false,
    HasCustomTermsAndConditions: false,
    CustomTermsAndConditionsLabel: null,
    CustomTermsAndConditionsText: null,
    OnlyUseCustomTermsAndConditionsForPayByCompanyInvoice: false,
    RestaurantBookingServiceActive: false,
    RestaurantBookingDefaultRestaurant: null,
    RestaurantBookingServiceType: null,
    SameDayBookingRestrictionEnabled: false,
    SameDayBookingRestrictionMessage: 'Same-day bookings are not taken online.',
    VisitorLevy: null,
    // The inn registers its guests with a full address: town and county are required of the booker too.
    RequiredFields: { Booker: ['City', 'StateOrCounty'], Guest: [] },
  },
}

type RoomTypeSeed = {
  id: number
  propertyId: number
  code: string
  name: string
  description: string
  amenities: string[]
  min: number
  max: number
  adultMax: number
  childMax: number
  rooms: number
  baseAdults: number
  /** weekday low-season price for the base adults, minor units */
  price: number
  upgradeTo: number | null
}

const rt = (r: Omit<RoomTypeSeed, 'amenities'> & { amenities?: string[] }): RoomTypeSeed => ({
  amenities: ['Free Wi-Fi', 'Tea and coffee tray'],
  ...r,
})

export const ROOM_TYPES: readonly RoomTypeSeed[] = [
  rt({
    id: 101,
    propertyId: HARBOUR_ID,
    code: 'CLASSIC',
    name: 'Classic Double',
    description: 'A cosy double room overlooking the old town.',
    min: 1,
    max: 2,
    adultMax: 2,
    childMax: 1,
    rooms: 10,
    baseAdults: 2,
    price: 11000,
    upgradeTo: 102,
  }),
  rt({
    id: 102,
    propertyId: HARBOUR_ID,
    code: 'SUPERIOR',
    name: 'Superior Double',
    description: 'More space, a king-size bed and a harbour glimpse.',
    min: 1,
    max: 3,
    adultMax: 2,
    childMax: 1,
    rooms: 8,
    baseAdults: 2,
    price: 13500,
    upgradeTo: 103,
  }),
  rt({
    id: 103,
    propertyId: HARBOUR_ID,
    code: 'DELUXE',
    name: 'Deluxe Sea View',
    description: 'Floor-to-ceiling windows onto the harbour.',
    min: 1,
    max: 3,
    adultMax: 3,
    childMax: 1,
    rooms: 6,
    baseAdults: 2,
    price: 16500,
    upgradeTo: 104,
    amenities: ['Sea view', 'Free Wi-Fi', 'Nespresso machine'],
  }),
  rt({
    id: 104,
    propertyId: HARBOUR_ID,
    code: 'SUITE',
    name: 'Harbour Suite',
    description: 'A suite with a lounge and a private balcony.',
    min: 1,
    max: 4,
    adultMax: 4,
    childMax: 2,
    rooms: 2,
    baseAdults: 2,
    price: 24500,
    upgradeTo: null,
    amenities: ['Sea view', 'Balcony', 'Bathtub', 'Free Wi-Fi'],
  }),
  rt({
    id: 105,
    propertyId: HARBOUR_ID,
    code: 'TWIN',
    name: 'Twin Room',
    description: 'Two single beds, ideal for friends.',
    min: 1,
    max: 2,
    adultMax: 2,
    childMax: 1,
    rooms: 6,
    baseAdults: 2,
    price: 10500,
    upgradeTo: null,
  }),
  rt({
    id: 106,
    propertyId: HARBOUR_ID,
    code: 'FAMILY',
    name: 'Family Room',
    description: 'A double bed and bunks for up to three children.',
    min: 2,
    max: 5,
    adultMax: 2,
    childMax: 3,
    rooms: 3,
    baseAdults: 2,
    price: 15500,
    upgradeTo: null,
  }),
  rt({
    id: 107,
    propertyId: HARBOUR_ID,
    code: 'SINGLE',
    name: 'Single Room',
    description: 'A compact room for one.',
    min: 1,
    max: 1,
    adultMax: 1,
    childMax: 0,
    rooms: 4,
    baseAdults: 1,
    price: 7500,
    upgradeTo: null,
  }),
  rt({
    id: 201,
    propertyId: CLIFFTOP_ID,
    code: 'COTTAGE',
    name: 'Cottage Double',
    description: 'A whitewashed double room in the garden.',
    min: 1,
    max: 2,
    adultMax: 2,
    childMax: 1,
    rooms: 6,
    baseAdults: 2,
    price: 9500,
    upgradeTo: 202,
  }),
  rt({
    id: 202,
    propertyId: CLIFFTOP_ID,
    code: 'CLIFFVIEW',
    name: 'Cliff View Room',
    description: 'Wide views over the estuary.',
    min: 1,
    max: 3,
    adultMax: 3,
    childMax: 1,
    rooms: 4,
    baseAdults: 2,
    price: 12500,
    upgradeTo: null,
  }),
  rt({
    id: 203,
    propertyId: CLIFFTOP_ID,
    code: 'LOFT',
    name: 'Family Loft',
    description: 'A loft with a double and two singles.',
    min: 2,
    max: 4,
    adultMax: 2,
    childMax: 2,
    rooms: 2,
    baseAdults: 2,
    price: 14500,
    upgradeTo: null,
  }),
]

export type PolicySeed = {
  Name: string
  Description: string
  CancellationPolicy: string
  PaymentPolicyConfiguration: {
    AutomaticPaymentType: 'None' | 'TimeOfBooking' | 'DaysBeforeArrival'
    PercentageToCharge: number
    DaysBeforeArrival: number | null
  }
}

const flexible: PolicySeed = {
  Name: 'Flexible',
  Description: 'Nothing to pay today. The stay is charged 7 days before arrival.',
  CancellationPolicy: 'Free cancellation until 48 hours before arrival.',
  PaymentPolicyConfiguration: {
    AutomaticPaymentType: 'DaysBeforeArrival',
    PercentageToCharge: 100,
    DaysBeforeArrival: 7,
  },
}
const prepaid: PolicySeed = {
  Name: 'Non-refundable',
  Description: 'The whole stay is charged when you book.',
  CancellationPolicy: 'Non-refundable: no refund if you cancel or do not arrive.',
  PaymentPolicyConfiguration: {
    AutomaticPaymentType: 'TimeOfBooking',
    PercentageToCharge: 100,
    DaysBeforeArrival: null,
  },
}
const corporate: PolicySeed = {
  Name: 'Corporate',
  Description: 'Invoiced to your company after departure.',
  CancellationPolicy: 'Free cancellation until 24 hours before arrival.',
  PaymentPolicyConfiguration: {
    AutomaticPaymentType: 'None',
    PercentageToCharge: 0,
    DaysBeforeArrival: null,
  },
}

type RatePlanSeed = {
  id: number
  propertyId: number
  code: string
  name: string
  description: string
  details: string[]
  tags: string[]
  policy: PolicySeed
  companyInvoice: boolean
  factor: number
  ppAdult: number
  ppChild: number
}

export const RATE_PLANS: readonly RatePlanSeed[] = [
  {
    id: 11,
    propertyId: HARBOUR_ID,
    code: 'FLEX',
    name: 'Flexible',
    description: 'Room only, free cancellation.',
    details: ['Room only', 'Free cancellation until 48 hours before arrival'],
    tags: ['Free cancellation'],
    policy: flexible,
    companyInvoice: false,
    factor: 100,
    ppAdult: 0,
    ppChild: 0,
  },
  {
    id: 12,
    propertyId: HARBOUR_ID,
    code: 'NONREF',
    name: 'Non-refundable',
    description: 'Our best price, paid in full today.',
    details: ['Room only', 'Paid in full at booking', 'No refund'],
    tags: ['Best price'],
    policy: prepaid,
    companyInvoice: false,
    factor: 88,
    ppAdult: 0,
    ppChild: 0,
  },
  {
    id: 13,
    propertyId: HARBOUR_ID,
    code: 'BB',
    name: 'Bed & Breakfast',
    description: 'Full Cornish breakfast included.',
    details: ['Breakfast included', 'Free cancellation until 48 hours before arrival'],
    tags: ['Breakfast included'],
    policy: flexible,
    companyInvoice: false,
    factor: 100,
    ppAdult: 1500,
    ppChild: 800,
  },
  {
    id: 14,
    propertyId: HARBOUR_ID,
    code: 'CORP',
    name: 'Corporate',
    description: 'For our business partners, invoiced to the company.',
    details: ['Room only', 'Company invoice available'],
    tags: ['Business'],
    policy: corporate,
    companyInvoice: true,
    factor: 92,
    ppAdult: 0,
    ppChild: 0,
  },
  {
    id: 21,
    propertyId: CLIFFTOP_ID,
    code: 'FLEX',
    name: 'Flexible',
    description: 'Room only, free cancellation.',
    details: ['Room only'],
    tags: ['Free cancellation'],
    policy: flexible,
    companyInvoice: false,
    factor: 100,
    ppAdult: 0,
    ppChild: 0,
  },
  {
    id: 22,
    propertyId: CLIFFTOP_ID,
    code: 'BB',
    name: 'Bed & Breakfast',
    description: 'Breakfast with a view.',
    details: ['Breakfast included'],
    tags: ['Breakfast included'],
    policy: prepaid,
    companyInvoice: false,
    factor: 100,
    ppAdult: 1200,
    ppChild: 600,
  },
]

type ServiceSeed = {
  id: number
  propertyId: number
  code: string
  name: string
  description: string
  price: number
  chargeType: 'PerStay' | 'PerDay' | 'PerQuantity'
  perPerson: boolean
  allowEdit: boolean
  inventory: number | null
  maxQuantity: number
}

export const SERVICES: readonly ServiceSeed[] = [
  {
    id: 31,
    propertyId: HARBOUR_ID,
    code: 'BREAKFAST',
    name: 'Breakfast',
    description: 'Full Cornish or continental breakfast, per person per night.',
    price: 1650,
    chargeType: 'PerDay',
    perPerson: true,
    allowEdit: true,
    inventory: null,
    maxQuantity: 1,
  },
  {
    id: 32,
    propertyId: HARBOUR_ID,
    code: 'PARKING',
    name: 'Parking',
    description: 'A space in our private car park, per night.',
    price: 1500,
    chargeType: 'PerDay',
    perPerson: false,
    allowEdit: true,
    inventory: 5,
    maxQuantity: 1,
  },
  {
    id: 33,
    propertyId: HARBOUR_ID,
    code: 'CHAMPAGNE',
    name: 'Champagne on arrival',
    description: 'A chilled bottle waiting in your room.',
    price: 5500,
    chargeType: 'PerQuantity',
    perPerson: false,
    allowEdit: false,
    inventory: null,
    maxQuantity: 6,
  },
  {
    id: 34,
    propertyId: HARBOUR_ID,
    code: 'LATECHECKOUT',
    name: 'Late checkout',
    description: 'Keep your room until 2 pm.',
    price: 2500,
    chargeType: 'PerStay',
    perPerson: false,
    allowEdit: true,
    inventory: 2,
    maxQuantity: 1,
  },
  {
    id: 41,
    propertyId: CLIFFTOP_ID,
    code: 'DOG',
    name: 'Dog stay',
    description: 'Bed, bowl and treats for your dog, per night.',
    price: 1200,
    chargeType: 'PerDay',
    perPerson: false,
    allowEdit: true,
    inventory: 3,
    maxQuantity: 1,
  },
  {
    id: 42,
    propertyId: CLIFFTOP_ID,
    code: 'PICNIC',
    name: 'Picnic hamper',
    description: 'A hamper for two for the coast path.',
    price: 3500,
    chargeType: 'PerQuantity',
    perPerson: false,
    allowEdit: true,
    inventory: null,
    maxQuantity: 4,
  },
]

export const PROMO_CODES = [
  { id: 1, propertyId: HARBOUR_ID, code: 'SUMMER10', name: 'Summer 10 % off', pct: 10 },
  { id: 2, propertyId: CLIFFTOP_ID, code: 'SUMMER10', name: 'Summer 10 % off', pct: 10 },
] as const

export const GIFT_VOUCHERS = [
  { code: 'GIFT50', propertyId: HARBOUR_ID, balance: 5000 },
  { code: 'GIFT75', propertyId: HARBOUR_ID, balance: 7500 },
  { code: 'THANKYOU25', propertyId: HARBOUR_ID, balance: 2500 },
] as const

/** bookingCode: what the hotel gave each company's bookers to bill it (decision 0097; README's demo section). */
export const COMPANIES = [
  {
    id: 1,
    propertyId: HARBOUR_ID,
    name: 'Acme Maritime Ltd',
    account: 'ACME001',
    bookingCode: 'ACME-7K2Q-9XPD',
  },
  {
    id: 2,
    propertyId: HARBOUR_ID,
    name: 'Kernow Consulting',
    account: 'KERN002',
    bookingCode: 'KERN-4M8T-2HVW',
  },
  {
    id: 3,
    propertyId: HARBOUR_ID,
    name: 'Penryn Logistics plc',
    account: 'PENR003',
    bookingCode: 'PENR-6R3N-5CJB',
  },
] as const

export const RESTAURANTS = [
  {
    id: 1,
    propertyId: HARBOUR_ID,
    name: 'The Quay Kitchen',
    setup: {
      CurrencySymbol: '£',
      MinOnlinePartySize: 1,
      MaxOnlinePartySize: 8,
      NoAvailabilityText: 'No tables left that day. Please call us.',
      Opens: '18:00',
      Closes: '21:30',
      Tables: 12,
    },
  },
  {
    id: 2,
    propertyId: HARBOUR_ID,
    name: 'Lighthouse Bar',
    setup: {
      CurrencySymbol: '£',
      MinOnlinePartySize: 2,
      MaxOnlinePartySize: 6,
      NoAvailabilityText: 'The bar is fully booked.',
      Opens: '12:00',
      Closes: '16:00',
      Tables: 6,
    },
  },
] as const

export const CANCELLATION_REASONS = [
  'Change of plans',
  'Found a better price',
  'Travel restrictions',
  'Illness',
  'Booked by mistake',
  'Other',
] as const

/** Invoices for the pay-by-link demo (links are printed at start-up, signed with the server's key). */
export const INVOICES = [
  {
    number: 'INV-1001',
    propertyId: HARBOUR_ID,
    amount: 25000,
    description: 'Function room hire, 12 March',
    email: 'events@example.com',
  },
  {
    number: 'INV-1002',
    propertyId: HARBOUR_ID,
    amount: 8950,
    description: 'Restaurant account',
    email: 'guest@example.com',
  },
  {
    number: 'INV-2001',
    propertyId: CLIFFTOP_ID,
    amount: 12000,
    description: 'Deposit for a group stay',
    email: 'group@example.com',
  },
  {
    number: 'INV-2002',
    propertyId: CLIFFTOP_ID,
    amount: 6400,
    description: 'Dinner and drinks',
    email: 'diner@example.com',
  },
] as const

/**
 * A demo guest account the hotel lets pay by invoice (spec §6 CanChoosePaymentMethod): log in with it at checkout
 * to see the Pay online / Pay by invoice choice.
 */
export const DEMO_INVOICE_ACCOUNT = {
  email: 'invoice.guest@example.com',
  password: 'Harbour-Invoice-2027!',
  firstName: 'Ada',
  lastName: 'Byron',
  telephone: '+44 20 7946 0011',
  canChoosePaymentMethod: true,
} as const
