import { describe, expect, it } from 'vitest'
import { registrationFieldsFor, registrationProblems, type RegistrationRule } from '@/domain/registration'

const ALL = ['nationality', 'documentType', 'documentNumber', 'dateOfBirth', 'address', 'signature'] as const
const FOREIGN: RegistrationRule = { fields: ALL, countries: 'foreign', homeCountry: 'GB' }
const ctx = {
  isLead: true,
  today: '2027-01-04',
  isCountry: (code: string) => ['GB', 'ES', 'FR'].includes(code),
}

describe('registration', () => {
  it('asks nationality of everyone, and the rest of guests from abroad; the address of the lead only', () => {
    expect(registrationFieldsFor(FOREIGN, 'GB', true)).toEqual(['nationality'])
    expect(registrationFieldsFor(FOREIGN, '', true)).toEqual(['nationality'])
    expect(registrationFieldsFor(FOREIGN, 'ES', true)).toEqual(ALL)
    expect(registrationFieldsFor(FOREIGN, 'ES', false)).not.toContain('address')
    expect(registrationFieldsFor({ ...FOREIGN, countries: ['FR'] }, 'ES', true)).toEqual(['nationality'])
    expect(registrationFieldsFor({ ...FOREIGN, countries: 'all', fields: ['signature'] }, '', false)).toEqual(
      ['signature'],
    )
    expect(registrationFieldsFor(null, 'ES', true)).toEqual([])
  })

  it('refuses a future or implausible birth date, a bad document number and a signature that is not one', () => {
    const good = {
      nationality: 'ES',
      documentType: 'idCard',
      documentNumber: 'X-1234 5',
      dateOfBirth: '2027-01-04',
      address: 'Calle Mayor 1',
      signature: 'typed:Ada',
    }
    expect(registrationProblems(FOREIGN, good, ctx)).toEqual({})
    expect(
      registrationProblems(
        FOREIGN,
        {
          ...good,
          dateOfBirth: '2027-01-05',
          documentNumber: '1;2',
          signature: 'typed: ',
          nationality: 'XX',
        },
        ctx,
      ),
    ).toEqual({
      nationality: 'unknownCountry',
      documentNumber: 'documentNumber',
      dateOfBirth: 'birthFuture',
      signature: 'signature',
    })
    expect(registrationProblems(FOREIGN, { ...good, dateOfBirth: '1906-01-01' }, ctx)).toEqual({
      dateOfBirth: 'birthImplausible',
    })
    expect(registrationProblems(FOREIGN, { nationality: 'ES' }, { ...ctx, isLead: false })).toEqual({
      documentType: 'required',
      documentNumber: 'required',
      dateOfBirth: 'required',
      signature: 'required',
    })
  })
})
