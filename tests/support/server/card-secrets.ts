/**
 * What a leaked card would leave in stored or sent text: the number (with or without spaces, or
 * its first 12 digits), the security code as a number of its own, or a field named for either.
 *
 * The security code is looked for as a whole number, not a substring: three digits turn up by
 * chance inside the random tokens, references and millisecond timestamps the server writes
 * ("PL3E40F5737C", "20:57:02.737"), and a check that fails on those fails one run in a few
 * hundred without finding anything.
 */
export function cardSecretsIn(text: string, card: { number: string; securityCode?: string }) {
  const digits = card.number.replace(/\D/g, '')
  // A provider's reference (pm_card_visa) is not a card number: every text would "contain" its empty digits.
  if (digits.length < 12) throw new Error(`cardSecretsIn: ${card.number} is not a card number`)
  const found: string[] = []
  for (const part of new Set([card.number, digits, digits.slice(0, 12)])) {
    if (text.includes(part)) found.push(part)
  }
  const code = card.securityCode
  if (code && new RegExp(`(?<![\\w.-])${code}(?![\\w-])`).test(text)) found.push(code)
  const field = /security.?code|card.?number|\bcvc\b|\bcvv\b/i.exec(text)
  if (field) found.push(field[0])
  return found
}
