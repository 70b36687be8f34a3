/**
 * The server's hashing, tokens, signing and code comparison, on the ground floor: any folder may use them.
 *
 * The one signer and the one code comparison of the server. Every link code (manage booking and pre-check-in,
 * pay by link, a PayStack checkout) is an HMAC of a labelled text with the server's LINK_SIGNING_KEY, cut to 22
 * base64url characters; the label keeps a code of one kind from being valid as another.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

/** Hex SHA-256 of a text: how the database keeps session tokens, reset codes and API keys. */
export const sha256 = (s: string) => createHash('sha256').update(s).digest('hex')

/** 256 random bits, URL-safe. */
export const newToken = () => randomBytes(32).toString('base64url')

export type Secrets = { linkSigningKey: string }

/** HMAC-SHA256 of `text` with the link key, 22 base64url characters (132 bits). */
export function signLink(secrets: Secrets, text: string): string {
  return createHmac('sha256', secrets.linkSigningKey).update(text).digest('base64url').slice(0, 22)
}

/**
 * Constant-time equality of two codes, whatever their lengths: both are hashed to fixed-length digests first,
 * so neither the content nor the length of a guessed code leaks through timing.
 */
export function sameCode(expected: string, given: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest()
  return timingSafeEqual(digest(expected), digest(given))
}
