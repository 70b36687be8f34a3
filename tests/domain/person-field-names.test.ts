import { describe, expect, it } from 'vitest'
import {
  bookerFormFieldOf,
  guestFormFieldOf,
  PERSON_FIELDS,
  personFieldOfRegisterKey,
  personFieldOfSentKey,
  SENT_AS,
} from '@/domain/person-field-names'

describe('person field names', () => {
  it('reads every sent key back as the field it carries', () => {
    for (const field of PERSON_FIELDS) expect(personFieldOfSentKey(SENT_AS[field])).toBe(field)
    expect(personFieldOfSentKey('OptInToReceiveUpdates')).toBeUndefined()
  })

  it("names the booker form's field of a ModelState key", () => {
    expect(bookerFormFieldOf('StateOrCounty')).toBe('stateOrCounty')
    expect(bookerFormFieldOf('Email')).toBe('emailAddress')
    expect(bookerFormFieldOf('Phone')).toBe('telephoneNumber')
    expect(bookerFormFieldOf('CountryId')).toBe('countryId')
    expect(bookerFormFieldOf('ZipCode')).toBe('postCode')
    expect(bookerFormFieldOf('Nickname')).toBeUndefined()
  })

  it("names the guest form's field, and nothing for what a guest does not have", () => {
    expect(guestFormFieldOf('Email')).toBe('email')
    expect(guestFormFieldOf('Phone')).toBe('phone')
    expect(guestFormFieldOf('FirstName')).toBe('firstName')
    expect(guestFormFieldOf('City')).toBeUndefined()
  })

  it("reads Register's keys as the same person fields", () => {
    expect(personFieldOfRegisterKey('Firstname')).toBe('firstName')
    expect(personFieldOfRegisterKey('EmailAddress')).toBe('email')
    expect(personFieldOfRegisterKey('MobileNumber')).toBe('phone')
    expect(personFieldOfRegisterKey('Password')).toBeUndefined()
  })
})
