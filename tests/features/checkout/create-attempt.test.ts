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

// What the fingerprint reads: the whole request, the card by its last four and expiry.
function request(card: { number: string; securityCode: string; month?: number }, notes = 'Late arrival') {
  return {
    PropertyId: 1001,
    DateFrom: '2027-02-09',
    DateTo: '2027-02-11',
    Notes: notes,
    CardDetails: {
      CreditCardId: null,
      SaveCreditCardToIndividual: false,
      CardNumber: card.number,
      NameOnCard: 'Ada Lovelace',
      EmailAddress: 'ada@example.com',
      CreditCardTypeId: 1,
      ExpiryMonth: card.month ?? 9,
      ExpiryYear: 2029,
      SecurityCode: card.securityCode,
    },
  } as unknown as CreateReservationRequest
}

const VISA = { number: '4242 4242 4242 4242', securityCode: '737' }

describe('the key of an unanswered booking attempt', () => {
  let storage: MemoryStorage
  beforeEach(() => {
    storage = new MemoryStorage()
    Object.defineProperty(globalThis, 'sessionStorage', { value: storage, configurable: true })
  })
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'sessionStorage')
  })

  it('is found again for the same request with the same card, whatever the security code', () => {
    const fingerprint = attemptFingerprint(request(VISA))
    keepAttempt('key-1', fingerprint)
    expect(keptAttemptKey(attemptFingerprint(request(VISA)))).toBe('key-1')
    expect(keptAttemptKey(attemptFingerprint(request({ ...VISA, securityCode: '123' })))).toBe('key-1')
  })

  it('is not used for another card, another expiry or other details', () => {
    keepAttempt('key-1', attemptFingerprint(request(VISA)))
    expect(keptAttemptKey(attemptFingerprint(request({ ...VISA, number: '5555 5555 5555 4444' })))).toBeNull()
    expect(keptAttemptKey(attemptFingerprint(request({ ...VISA, month: 10 })))).toBeNull()
    expect(keptAttemptKey(attemptFingerprint(request(VISA, 'Early arrival')))).toBeNull()
  })

  it('keeps neither the card number nor its security code', () => {
    keepAttempt('key-1', attemptFingerprint(request(VISA)))
    const kept = storage.dump()
    expect(kept).toContain('key-1')
    expect(kept).not.toMatch(/4242|737|Ada|Late arrival/)
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
