import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  canCancel,
  isBookerPersonalValid,
  isLeadGuestValid,
  isRestaurantBookingValid,
  isSearchAllowed,
  requiredFieldsFrom,
  requiredLookupValid,
  requiredStringValid,
} from '@/domain/validation'
import {
  Messages,
  addressSchema,
  configuredCountrySchema,
  configuredTextSchema,
  leadGuestSchema,
  manageSearchSchema,
  missingSentFields,
} from '@/domain/form-rules'
import { bookerPersonalSchema, configuredContactSchema } from '@/domain/contact-fields'

const messages = (schema: v.GenericSchema, input: unknown) => {
  const r = v.safeParse(schema, input)
  return r.success ? [] : r.issues.map((i) => i.message)
}

// The e-mail and phone rules are tested against the shared table in contact-rules.test.ts.

describe('required if configured', () => {
  it('a string is valid if non-blank or not required', () => {
    expect(requiredStringValid('  ', false)).toBe(true)
    expect(requiredStringValid('  ', true)).toBe(false)
    expect(requiredStringValid('x', true)).toBe(true)
  })
  it('a lookup or number is valid if above 0', () => {
    expect(requiredLookupValid(0, true)).toBe(false)
    expect(requiredLookupValid(3, true)).toBe(true)
    expect(requiredLookupValid(null, false)).toBe(true)
  })
})

describe('required if configured: the configuration, the forms and the payload', () => {
  it('reads a configuration’s list of names as the map the rules take', () => {
    expect(requiredFieldsFrom([])).toEqual({})
    expect(requiredFieldsFrom(['City', 'StateOrCounty', 'PostCode', 'Country'])).toEqual({
      city: true,
      stateOrCounty: true,
      postCode: true,
      country: true,
    })
  })

  it('a configured text field: anything when not required, non-blank when required', () => {
    expect(messages(configuredTextSchema('city', {}), '  ')).toEqual([])
    expect(messages(configuredTextSchema('city', { stateOrCounty: true }), '')).toEqual([])
    expect(messages(configuredTextSchema('city', { city: true }), '  ')).toEqual([
      'Town or city is required.',
    ])
    expect(messages(configuredTextSchema('stateOrCounty', { stateOrCounty: true }), '')).toEqual([
      'State or county is required.',
    ])
    expect(v.parse(configuredTextSchema('city', { city: true }), ' Truro ')).toBe('Truro')
  })

  it('a configured country: a lookup above 0 when required', () => {
    expect(messages(configuredCountrySchema({}), '')).toEqual([])
    expect(messages(configuredCountrySchema({ country: true }), '')).toEqual(['Country is required.'])
    expect(messages(configuredCountrySchema({ country: true }), '0')).toEqual(['Country is required.'])
    expect(messages(configuredCountrySchema({ country: true }), '826')).toEqual([])
  })

  it('a guest’s e-mail or phone: well formed when given, required only when configured', () => {
    const email = configuredContactSchema('email', {})
    expect(messages(email, '')).toEqual([])
    expect(messages(email, 'ada@')).toEqual(['A valid email address is required.'])
    const phone = configuredContactSchema('phone', { phone: true })
    expect(messages(phone, ' ')).toEqual(['A valid phone number is required.'])
    expect(messages(phone, '020 7946 0958')).toEqual(['A valid phone number is required.'])
    expect(messages(phone, '+44 20 7946 0958')).toEqual([])
  })

  it('names each missing field of a booker or guest as sent by its payload key (docs/product/booking.md#what-is-kept)', () => {
    const booker = {
      FirstName: 'Grace',
      LastName: 'Hopper',
      Email: 'grace@example.com',
      Phone: '+441234567891',
      Street: '1 Navy Way',
      City: null,
      StateOrCounty: ' ',
      ZipCode: '',
      CountryId: 0,
    }
    expect(missingSentFields(booker, {})).toEqual([])
    expect(
      missingSentFields(booker, { city: true, stateOrCounty: true, postCode: true, country: true }),
    ).toEqual([
      { field: 'country', key: 'CountryId', message: 'Country is required.' },
      { field: 'city', key: 'City', message: 'Town or city is required.' },
      { field: 'stateOrCounty', key: 'StateOrCounty', message: 'State or county is required.' },
      { field: 'postCode', key: 'ZipCode', message: 'Post code is required.' },
    ])
    // A guest has no address: only what it has can be missing.
    expect(
      missingSentFields({ FirstName: 'Ada', LastName: 'King', Email: null }, { email: true, phone: true }),
    ).toEqual([
      { field: 'email', key: 'Email', message: 'A valid email address is required.' },
      { field: 'phone', key: 'Phone', message: 'A valid phone number is required.' },
    ])
    expect(
      missingSentFields(
        { FirstName: 'Ada', LastName: 'King', Email: 'ada@example.com', Phone: '+441234' },
        { email: true, phone: true },
      ),
    ).toEqual([])
  })
})

describe('booker, address and lead guest', () => {
  const booker = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    emailAddress: 'ada@example.com',
    telephoneNumber: '+44 20 7946 0958',
  }

  it('booker personal details need first name, last name, e-mail and telephone', () => {
    expect(isBookerPersonalValid(booker)).toBe(true)
    for (const k of Object.keys(booker)) expect(isBookerPersonalValid({ ...booker, [k]: ' ' })).toBe(false)
    expect(messages(bookerPersonalSchema, booker)).toEqual([])
    expect(
      messages(bookerPersonalSchema, { ...booker, emailAddress: 'nope', telephoneNumber: '0123' }),
    ).toEqual(['A valid email address is required.', 'A valid phone number is required.'])
  })

  it('address details need street, post code and country', () => {
    const address = { street: '1 High St', postCode: 'AB1 2CD', country: { id: 826 } }
    expect(messages(addressSchema, address)).toEqual([])
    expect(messages(addressSchema, { ...address, country: { id: 0 } })).toEqual([Messages.country])
  })

  it('a lead guest needs first and last name', () => {
    expect(isLeadGuestValid({ firstName: 'A', lastName: 'B' })).toBe(true)
    expect(isLeadGuestValid({ firstName: 'A', lastName: '' })).toBe(false)
    expect(isLeadGuestValid(null)).toBe(false)
    expect(messages(leadGuestSchema, { firstName: '', lastName: '' })).toEqual([
      Messages.firstName,
      Messages.lastName,
    ])
  })
})

describe('searches', () => {
  const search = { propertyId: 1, dateFrom: '2026-04-01', dateTo: '2026-04-03', rooms: [{}] }
  it('needs property, dates, at least one room and no more than the maximum', () => {
    expect(isSearchAllowed(search, 3)).toBe(true)
    expect(isSearchAllowed({ ...search, propertyId: null }, 3)).toBe(false)
    expect(isSearchAllowed({ ...search, dateTo: '' }, 3)).toBe(false)
    expect(isSearchAllowed({ ...search, rooms: [] }, 3)).toBe(false)
    expect(isSearchAllowed({ ...search, rooms: [{}, {}, {}, {}] }, 3)).toBe(false)
  })
  it('manage search by guest needs a reservation number and a guest name', () => {
    expect(messages(manageSearchSchema, { reservationNumber: '', guestName: 'x' })).toEqual([
      Messages.reservationNumber,
    ])
  })
})

describe('restaurant booking', () => {
  const booking = {
    contactNumber: '+44 1326 555 123',
    email: 'guest@example.com',
    identifier: 'R-1',
    restaurantId: 2,
    partySize: 4,
    visitDate: '2026-03-12',
    visitTime: '19:30',
  }
  it('needs contact number, e-mail, identifier, restaurant, party size, date and time', () => {
    expect(isRestaurantBookingValid(booking)).toBe(true)
    for (const [k, bad] of Object.entries({
      contactNumber: '',
      email: '',
      identifier: '',
      restaurantId: null,
      partySize: 0,
      visitDate: '',
      visitTime: '',
    })) {
      expect(isRestaurantBookingValid({ ...booking, [k]: bad })).toBe(false)
    }
  })
})

describe('manage cancel', () => {
  it('cancel needs a reason when required, and a cancellable booking', () => {
    expect(canCancel({ canBeCancelled: true, reasonRequired: true, cancellationReasonId: 2 })).toBe(true)
    expect(canCancel({ canBeCancelled: true, reasonRequired: true, cancellationReasonId: null })).toBe(false)
    expect(canCancel({ canBeCancelled: true, reasonRequired: false, cancellationReasonId: null })).toBe(true)
    expect(canCancel({ canBeCancelled: false, reasonRequired: false, cancellationReasonId: 2 })).toBe(false)
  })
})
