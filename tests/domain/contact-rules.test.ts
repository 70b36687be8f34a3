import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { isValidPhone } from '@/domain/phone'
import { bookerPersonalSchema, phoneSchema } from '@/domain/contact-fields'
import { isValidEmail } from '@/domain/validation'
import { emailSchema } from '@/domain/form-rules'
import { EMAIL_TABLE, PHONE_TABLE } from '../builders/contact-table'

const messages = (schema: v.GenericSchema, input: unknown) => {
  const r = v.safeParse(schema, input)
  return r.success ? [] : r.issues.map((i) => i.message)
}
const booker = {
  firstName: 'Ana',
  lastName: 'Silva',
  emailAddress: 'ana@example.com',
  telephoneNumber: '+44 20 7946 0958',
}

describe('the shared table of e-mail addresses (decision 0100)', () => {
  it('has 50 addresses, both kinds', () => {
    expect(EMAIL_TABLE).toHaveLength(50)
    expect(EMAIL_TABLE.filter(([, accepted]) => !accepted).length).toBeGreaterThan(20)
  })

  it.each(EMAIL_TABLE)('%j: accepted %s by the rule and the checkout form alike', (address, accepted) => {
    expect(isValidEmail(address)).toBe(accepted)
    expect(messages(emailSchema, address)).toEqual(accepted ? [] : ['A valid email address is required.'])
    expect(v.safeParse(bookerPersonalSchema, { ...booker, emailAddress: address }).success).toBe(accepted)
  })
})

describe('the shared table of phone numbers', () => {
  it('has 50 numbers, both kinds', () => {
    expect(PHONE_TABLE).toHaveLength(50)
    expect(PHONE_TABLE.filter(([, accepted]) => !accepted).length).toBeGreaterThan(15)
  })

  it.each(PHONE_TABLE)('%j: accepted %s by the rule and the checkout form alike', (number, accepted) => {
    expect(isValidPhone(number)).toBe(accepted)
    expect(messages(phoneSchema, number)).toEqual(accepted ? [] : ['A valid phone number is required.'])
    expect(v.safeParse(bookerPersonalSchema, { ...booker, telephoneNumber: number }).success).toBe(accepted)
  })
})
