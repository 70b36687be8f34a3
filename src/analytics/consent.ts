// The guest's answer to the cookie banner, kept on the device. Apart from the analytics module so the banner,
// drawn in the first render, can read and record it without loading all of analytics first (issue 22): the
// tag manager, pixel and e-commerce events load after the first paint.

import { readStored, writeStored } from '@/storage/web-storage'

export const CONSENT_KEY = 'booking-engine.cookie-consent'

export type Consent = 'granted' | 'denied'

export function analyticsConsent(): Consent | null {
  const value = readStored('local', CONSENT_KEY)
  return value === 'granted' || value === 'denied' ? value : null
}

/** Records the guest's answer and returns the one given before (null when none was). */
export function storeConsent(consent: Consent): Consent | null {
  const before = analyticsConsent()
  writeStored('local', CONSENT_KEY, consent)
  return before
}
