/**
 * TOTP secrets encrypted at rest (decision 0119): AES-256-GCM under a key derived (HKDF-SHA256) from the server's
 * link-signing secret, the one secret every instance already shares. A copy of the database alone — a backup, a
 * dump handed to support — then holds no second factor anyone could use. Stored as `v1:` and base64url of
 * nonce, tag and ciphertext; a secret written before this (plain base32) is still read, and sealed at its next use.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'
import type { Secrets } from '../crypto'

const PREFIX = 'v1:'

const keyOf = (secrets: Secrets) =>
  Buffer.from(hkdfSync('sha256', secrets.linkSigningKey, 'desk', 'desk totp secret v1', 32))

export const isSealed = (stored: string) => stored.startsWith(PREFIX)

export function sealTotpSecret(secrets: Secrets, secret: string): string {
  const nonce = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', keyOf(secrets), nonce)
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()])
  return PREFIX + Buffer.concat([nonce, cipher.getAuthTag(), sealed]).toString('base64url')
}

/** The base32 secret; null when it cannot be opened (another server's secret, a changed row). */
export function openTotpSecret(secrets: Secrets, stored: string): string | null {
  if (!isSealed(stored)) return stored
  try {
    const raw = Buffer.from(stored.slice(PREFIX.length), 'base64url')
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secrets), raw.subarray(0, 12))
    decipher.setAuthTag(raw.subarray(12, 28))
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8')
  } catch {
    return null
  }
}
