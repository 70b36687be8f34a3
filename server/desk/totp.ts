/**
 * The optional second factor: RFC 6238 codes (6 digits, 30 s, SHA-1, what every authenticator app reads) through
 * otpauth. A code is accepted one step either side of now (clock drift), and never twice: the step it was
 * accepted for is kept, and an earlier or equal step is refused (a code seen over a shoulder cannot be replayed).
 */
import { Secret, TOTP } from 'otpauth'

const ISSUER = 'Hotel desk'

const totpOf = (secret: string, label = 'staff') =>
  new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(secret),
  })

export function newTotpSecret(label: string): { secret: string; uri: string } {
  const secret = new Secret({ size: 20 }).base32
  return { secret, uri: totpOf(secret, label).toString() }
}

/** The time step `code` is valid for at `now` (within one step of drift), or null when it is not valid. */
export function acceptedStep(
  secret: string,
  code: string,
  now: Date,
  lastStep: number | null,
): number | null {
  const timestamp = now.getTime()
  const delta = totpOf(secret).validate({ token: code, timestamp, window: 1 })
  if (delta === null) return null
  const step = Math.floor(timestamp / 30_000) + delta
  return lastStep !== null && step <= lastStep ? null : step
}
