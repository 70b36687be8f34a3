/**
 * The saved session state of docs/product/after-booking.md#screens's SecurePayError route: which link a payment token came from, so a guest
 * sent back after a failed payment can try the same link again. Kept in sessionStorage — this tab only, gone
 * when it closes, and it survives the full-page round trip to a payment page. It holds what the link's URL
 * already holds and nothing about the card (docs/decisions/0041).
 */
import * as v from 'valibot'
import { readStored, removeStored, writeStored } from '@/storage/web-storage'

const SavedLink = v.object({
  propertyCode: v.string(),
  actionType: v.string(),
  invoiceNumber: v.string(),
  code: v.string(),
  paymentId: v.nullable(v.string()),
})
type SavedLink = v.InferOutput<typeof SavedLink>

const key = (token: string) => `secure-pay:${token}`

export function saveLink(token: string, link: SavedLink): void {
  // Storage full or blocked (private mode): the error page then falls back to the invalid-link screen.
  writeStored('session', key(token), JSON.stringify(link))
}

export function savedLink(token: string): SavedLink | null {
  try {
    const raw = readStored('session', key(token))
    if (!raw) return null
    const parsed = v.safeParse(SavedLink, JSON.parse(raw))
    return parsed.success ? parsed.output : null
  } catch {
    return null
  }
}

export function forgetLink(token: string): void {
  removeStored('session', key(token))
}

/** The address of the link itself, to try again. */
export function linkPath(link: SavedLink): string {
  const path = [link.propertyCode, link.actionType, link.invoiceNumber, link.code]
    .map(encodeURIComponent)
    .join('/')
  return `/SecurePay/${path}${link.paymentId ? `?id=${encodeURIComponent(link.paymentId)}` : ''}`
}
