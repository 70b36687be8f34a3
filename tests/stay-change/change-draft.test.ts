import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import {
  bookerRequestOf,
  bookerValuesFrom,
  changeRequestHead,
  trimmedOrNull,
} from '@/stay-change/change-draft'
import { reservation } from '../builders/managed-reservation'

// What manage booking and pre-check-in share: the booker as the form shows it, and as an Update or Save sends it.
describe('the booker, from the booking to the form and back', () => {
  it('fills the form from the booking, with empty text where the booking has nothing', () => {
    expect(bookerValuesFrom(reservation())).toEqual({
      firstName: 'Grace',
      lastName: 'Hopper',
      emailAddress: 'grace@example.com',
      telephoneNumber: '+44 20 7946 0000',
      street: '1 Navy Way',
      city: '',
      stateOrCounty: '',
      postCode: 'TR11 1AA',
      countryId: '826',
    })
    expect(bookerValuesFrom(reservation({ Booker: null }))).toBeNull()
  })

  it('sends what was typed, trimmed; blank optional fields as null; the booked country when none is chosen', () => {
    const values = bookerValuesFrom(reservation())
    if (!values) throw new Error('the builder has a booker')
    const sent = bookerRequestOf(
      { ...values, firstName: '  Ada ', city: '  ', stateOrCounty: ' Cornwall ', countryId: '' },
      826,
    )
    expect(sent).toEqual({
      FirstName: 'Ada',
      LastName: 'Hopper',
      Email: 'grace@example.com',
      Phone: '+44 20 7946 0000',
      Street: '1 Navy Way',
      City: null,
      StateOrCounty: 'Cornwall',
      ZipCode: 'TR11 1AA',
      CountryId: 826,
    })
    expect(bookerRequestOf({ ...values, countryId: '250' }, 826).CountryId).toBe(250)
  })

  it('a round trip changes nothing the guest did not change', () => {
    const booked = reservation()
    const values = bookerValuesFrom(booked)
    if (!values || !booked.Booker) throw new Error('the builder has a booker')
    const { IndividualId: _id, ...asBooked } = booked.Booker
    expect(bookerRequestOf(values, booked.Booker.CountryId)).toEqual(asBooked)
  })

  it('names the booking by its reference, code and the Version the change was made on', () => {
    const booked = reservation({ Version: 7 })
    expect(changeRequestHead(booked)).toEqual({
      PropertyId: 1001,
      LanguageCode: 'en-GB',
      ReferenceNumber: booked.ReferenceNumber,
      Code: booked.Code,
      Version: 7,
    })
    expect(trimmedOrNull('  ')).toBeNull()
    expect(trimmedOrNull(' x ')).toBe('x')
  })
})
