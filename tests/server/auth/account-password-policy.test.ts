import { describe, expect, it } from 'vitest'
import {
  COMMON_MESSAGE,
  PERSONAL_MESSAGE,
  passwordCore,
  passwordProblem,
} from '../../../server/auth/password-policy'

describe('the new-password policy', () => {
  it('finds the word under the usual decorations', () => {
    expect(passwordCore('P@ssw0rd123!')).toBe('password')
    expect(passwordCore('!!Summer2024')).toBe('summer')
    expect(passwordCore('Tr0ub4dor&3')).toBe('troubador')
  })

  it.each([
    'Password123!',
    'password!!!!',
    'P@ssw0rd2024',
    'Passw0rd!2025',
    'iloveyou1234!',
    'Welcome2024!',
    'qwertyuiop!',
    'Qwerty123456!',
    '1q2w3e4r5t!',
    'asdfghjkl;12',
    'abcdefghij!',
    '1234567890!',
    '0987654321-',
    'aaaaaaaaaa!',
    'abababababab!',
    'letmein12345!',
    'Liverpool1892!',
    'monkeymonkey!1',
    'December2026!',
  ])('refuses %s as common', (password) => {
    expect(passwordProblem(password)).toBe(COMMON_MESSAGE)
  })

  it.each([
    ['AdaLovelace2026!', ['ada.lovelace@example.com', 'Ada', 'Lovelace']],
    ['lovelace!!2026', ['a@example.com', 'Ada', 'Lovelace']],
    ['HarbourHouse1!', ['a@example.com', 'Ada', 'Lovelace', 'Harbour House Hotel']],
    ['grace.hopper99!', ['grace.hopper@example.com']],
  ])('refuses %s as built on the guest or the hotel', (password, context) => {
    expect(passwordProblem(password, context)).not.toBeNull()
  })

  it('names personal passwords as such', () => {
    expect(passwordProblem('Hopperfield1!', ['g@example.com', 'Grace', 'Hopperfield'])).toBe(PERSONAL_MESSAGE)
  })

  it.each([
    'tide tables & lanterns',
    'correct horse battery staple!',
    'Kestrel-Mango-Quay-47',
    'my cat sleeps on radiators.',
    'Tr0ub4dor&3xyz',
    'lovelace rocks the difference engine!',
    'zq8#Lm2!pW9v',
  ])('accepts %s', (password) => {
    expect(
      passwordProblem(password, ['ada@example.com', 'Ada', 'Lovelace', 'Harbour House Hotel']),
    ).toBeNull()
  })
})
