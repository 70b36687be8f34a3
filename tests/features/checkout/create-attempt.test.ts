import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { CreateReservationRequest } from '@/api/contract/reservation'
import {
  attemptFingerprint,
  forgetAttempt,
  keepAttempt,
  keptAttemptKey,
} from '@/features/checkout/create-attempt'

/** This tab's session store, as the browser has it. */
class MemoryStorage implements Storage {
  private items = new Map<string, string>()
  get length() {
    return this.items.size
  }
  clear() {
    this.items.clear()
  }
  getItem(key: string) {
    return this.items.get(key) ?? null
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null
  }
  removeItem(key: string) {
    this.items.delete(key)
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value))
  }
  dump() {
    return [...this.items.values()].join('\n')
  }
}

// What the fingerprint reads: the whole request, in which the card is the provider's reference or a stored card.
function request(card: { PaymentMethodId: string } | { CreditCardId: number }, notes = 'Late arrival') {
  return {
    PropertyId: 1001,
    DateFrom: '2027-02-09',
    DateTo: '2027-02-11',
    Notes: notes,
    CardDetails:
      'PaymentMethodId' in card
        ? {
            ...card,
            SaveCreditCardToIndividual: false,
            NameOnCard: 'Ada Lovelace',
            EmailAddress: 'ada@example.com',
          }
        : card,
  } as unknown as CreateReservationRequest
}

const VISA = { PaymentMethodId: 'pm_1Visa' }

describe('the key of an unanswered booking attempt', () => {
  let storage: MemoryStorage
  beforeEach(() => {
    storage = new MemoryStorage()
    Object.defineProperty(globalThis, 'sessionStorage', { value: storage, configurable: true })
  })
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'sessionStorage')
  })

  it('is found again for the same request with the same card reference', () => {
    const fingerprint = attemptFingerprint(request(VISA))
    keepAttempt('key-1', fingerprint)
    expect(keptAttemptKey(attemptFingerprint(request({ ...VISA })))).toBe('key-1')
  })

  it('is not used for another card reference (a new card after a decline), a stored card or other details', () => {
    keepAttempt('key-1', attemptFingerprint(request(VISA)))
    expect(keptAttemptKey(attemptFingerprint(request({ PaymentMethodId: 'pm_2Other' })))).toBeNull()
    expect(keptAttemptKey(attemptFingerprint(request({ CreditCardId: 9 })))).toBeNull()
    expect(keptAttemptKey(attemptFingerprint(request(VISA, 'Early arrival')))).toBeNull()
  })

  it('is found again for the same card entered again after a reload: a new reference, the same card', () => {
    const visa = { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2031 }
    keepAttempt('key-1', attemptFingerprint(request(VISA), visa))
    expect(keptAttemptKey(attemptFingerprint(request({ PaymentMethodId: 'pm_3Again' }), visa))).toBe('key-1')
    const mastercard = { brand: 'mastercard', last4: '4444', expMonth: 12, expYear: 2031 }
    expect(
      keptAttemptKey(attemptFingerprint(request({ PaymentMethodId: 'pm_4Other' }), mastercard)),
    ).toBeNull()
  })

  it('keeps a hash, not the request', () => {
    keepAttempt('key-1', attemptFingerprint(request(VISA)))
    const kept = storage.dump()
    expect(kept).toContain('key-1')
    expect(kept).not.toMatch(/pm_1Visa|Ada|Late arrival/)
  })

  it('is forgotten once the booking is made', () => {
    const fingerprint = attemptFingerprint(request(VISA))
    keepAttempt('key-1', fingerprint)
    forgetAttempt()
    expect(keptAttemptKey(fingerprint)).toBeNull()
    expect(storage.length).toBe(0)
  })

  it('does without a session store (disabled by the browser)', () => {
    Reflect.deleteProperty(globalThis, 'sessionStorage')
    const fingerprint = attemptFingerprint(request(VISA))
    expect(() => keepAttempt('key-1', fingerprint)).not.toThrow()
    expect(keptAttemptKey(fingerprint)).toBeNull()
  })
})
