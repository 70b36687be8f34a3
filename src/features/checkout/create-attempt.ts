import type { CreateReservationRequest } from '@/api/contract/reservation'
import { readStored, removeStored, writeStored } from '@/storage/web-storage'

/**
 * The idempotency key of a booking whose answer never came (decision 0012), kept in this tab's session store so
 * that a reload before "Confirm booking" is pressed again still books once. Beside the key: a fingerprint of the
 * request, a hash of it whole. The request holds no card data (the card is the payment provider's reference,
 * decision 0113), so a new card entered after a decline is a new reference, a new fingerprint and a new key. The
 * key is forgotten as soon as an answer arrives (the server then has either made the booking, with its answer,
 * or released the key).
 */
const STORE_KEY = 'booking-engine.create-attempt'

type Kept = { key: string; fingerprint: string }

/** cyrb53 twice with two seeds: a compact, well-spread hash (a comparison, not a secret). */
function hash(text: string): string {
  const one = (seed: number) => {
    let h1 = 0xdeadbeef ^ seed
    let h2 = 0x41c6ce57 ^ seed
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i)
      h1 = Math.imul(h1 ^ c, 2654435761)
      h2 = Math.imul(h2 ^ c, 1597334677)
    }
    h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
    h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909)
    return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36)
  }
  return `${one(1)}.${one(2)}`
}

/** What may be kept of a card entered in the provider's frame: never its number or code. */
export type CardSummary = { brand: string; last4: string; expMonth: number; expYear: number }

/**
 * The request's fingerprint, the card in it by what may be kept of it: the provider's reference is new each time
 * the same card is entered (after a reload, say), so the card stands as its brand, last four and expiry; a stored
 * card as its id.
 */
export function attemptFingerprint(
  request: CreateReservationRequest,
  card: CardSummary | null = null,
): string {
  const { CardDetails: details, ...rest } = request
  const standIn =
    details && 'PaymentMethodId' in details
      ? {
          ...details,
          PaymentMethodId: card
            ? `${card.brand}|${card.last4}|${card.expMonth}|${card.expYear}`
            : details.PaymentMethodId,
        }
      : details
  return hash(JSON.stringify([rest, standIn]))
}

/** The key of an unanswered attempt at the same request, if this tab kept one. */
export function keptAttemptKey(fingerprint: string): string | null {
  try {
    const raw = readStored('session', STORE_KEY)
    const kept = raw ? (JSON.parse(raw) as Partial<Kept>) : null
    return kept?.fingerprint === fingerprint && typeof kept.key === 'string' ? kept.key : null
  } catch {
    return null
  }
}

export function keepAttempt(key: string, fingerprint: string): void {
  // Full or disabled: the key still lives with the page.
  writeStored('session', STORE_KEY, JSON.stringify({ key, fingerprint } satisfies Kept))
}

export function forgetAttempt(): void {
  removeStored('session', STORE_KEY)
}
