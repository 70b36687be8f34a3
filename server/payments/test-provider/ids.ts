/** Stripe-looking identifiers: a type prefix and random base62, long enough that nobody guesses one. */
import { randomBytes } from 'node:crypto'

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

export function randomToken(length = 24): string {
  // 62 does not divide 256: drop the bytes that would favour the first letters.
  let out = ''
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 248 && out.length < length) out += ALPHABET[byte % 62]
    }
  }
  return out
}

export const newId = (prefix: string) => `${prefix}_${randomToken()}`

/** An intent's client secret, as Stripe makes them: the id, `_secret_`, random. */
export const clientSecretOf = (id: string) => `${id}_secret_${randomToken()}`
