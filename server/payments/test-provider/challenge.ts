/**
 * The 3-D Secure challenge of an intent: a page of ours (challenge-page.ts) at an address with a random secret
 * kept with the intent, handed to the server as Stripe's `next_action.redirect_to_url`. The secret makes the
 * address unguessable: knowing an intent's id is not enough to pass its challenge.
 */
import { timingSafeEqual } from 'node:crypto'
import { randomToken } from './ids'
import type { ProviderSettings } from './options'

/** Where the pages are mounted (decision 0113: outside /api/). */
export const PAGES_PREFIX = '/test-provider'

export type RedirectAction = {
  type: 'redirect_to_url'
  redirect_to_url: { url: string; return_url: string | null }
}

export function newChallenge(
  settings: ProviderSettings,
  intentId: string,
  returnUrl: string | null,
): { secret: string; nextAction: RedirectAction } {
  const secret = randomToken(32)
  const url = `${settings.publicBase}${PAGES_PREFIX}/challenge/${intentId}/${secret}`
  return { secret, nextAction: { type: 'redirect_to_url', redirect_to_url: { url, return_url: returnUrl } } }
}

export function sameSecret(expected: string | undefined, given: string): boolean {
  if (!expected) return false
  const a = Buffer.from(expected)
  const b = Buffer.from(given)
  return a.length === b.length && timingSafeEqual(a, b)
}

/** The intent's return address with Stripe's query parameters added, keeping any it had. */
export function returnAddress(returnUrl: string, query: Record<string, string>): string {
  const [base = '', hash] = returnUrl.split('#', 2)
  const search = new URLSearchParams(query).toString()
  return `${base}${base.includes('?') ? '&' : '?'}${search}${hash !== undefined ? `#${hash}` : ''}`
}
