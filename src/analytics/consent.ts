// The guest's answer to the cookie banner, kept on the device. Apart from the analytics module so the banner,
// drawn in the first render, can read and record it without loading all of analytics first (issue 22): the
// tag manager, pixel and e-commerce events load after the first paint.

export const CONSENT_KEY = 'booking-engine.cookie-consent'

export type Consent = 'granted' | 'denied'

/** A value kept in localStorage, or null where there is none or storage is unavailable (private mode). */
export function readKept(key: string): string | null {
  try {
    return localStorage.getItem(key)
  } catch {
    return null
  }
}

/** Keeps `value` under `key` (null removes it); without storage, nothing is kept. */
export function writeKept(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key)
    else localStorage.setItem(key, value)
  } catch {
    // storage may be unavailable (private mode): nothing is kept then
  }
}

export function analyticsConsent(): Consent | null {
  const value = readKept(CONSENT_KEY)
  return value === 'granted' || value === 'denied' ? value : null
}

/** Records the guest's answer and returns the one given before (null when none was). */
export function storeConsent(consent: Consent): Consent | null {
  const before = analyticsConsent()
  writeKept(CONSENT_KEY, consent)
  return before
}
