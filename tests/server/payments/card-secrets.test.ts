import { describe, expect, it } from 'vitest'
import { cardSecretsIn } from '../../support/server/card-secrets'

const card = { number: '4242 4242 4242 4242', securityCode: '737' }

describe('cardSecretsIn', () => {
  it('finds the number, spaced or not, and the code as a value of its own', () => {
    expect(cardSecretsIn('{"n":"4242424242424242"}', card)).toContain('4242424242424242')
    expect(cardSecretsIn('card 4242 4242 4242 4242', card)).toContain('4242 4242 4242 4242')
    expect(cardSecretsIn('{"Code":"737"}', card)).toEqual(['737'])
    expect(cardSecretsIn('{"code":737}', card)).toEqual(['737'])
    expect(cardSecretsIn('Code: 737\n', card)).toEqual(['737'])
    expect(cardSecretsIn('{"SecurityCode":"000"}', card)).toEqual(['SecurityCode'])
    expect(cardSecretsIn('{"cvv":1}', card)).toEqual(['cvv'])
  })

  it('does not find the code inside tokens, references and timestamps', () => {
    const row =
      '{"token":"tok_ac78b737","ref":"PL3E40F5737C","link":"3jD9-737x","at":"2026-11-24T20:57:02.737+00:00","t":"10:07:37"}'
    expect(cardSecretsIn(row, card)).toEqual([])
  })

  it('refuses a provider reference in place of a card number, which every text would seem to contain', () => {
    expect(() => cardSecretsIn('{"n":1}', { number: 'pm_card_visa' })).toThrow(/not a card number/)
  })
})
