import { apiUrl } from '@/api/client'
import { API_CREDENTIALS } from '@/api/api-origin'
import type { Transport } from './outbox'

/** The Background Sync tag the app registers and the service worker answers. */
export const OUTBOX_SYNC_TAG = 'outbox'

/** Sends an outbox change with fetch (in a page or in the service worker). */
export const fetchTransport: Transport = async ({ path, body, idempotencyKey, signal }) => {
  const response = await fetch(apiUrl(path), {
    method: 'POST',
    headers: {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      'Idempotency-Key': idempotencyKey,
    },
    body: JSON.stringify(body),
    credentials: API_CREDENTIALS,
    signal,
  })
  const text = await response.text()
  let parsed: unknown = text
  try {
    parsed = text === '' ? null : JSON.parse(text)
  } catch {
    // A plain-text answer is kept as it is; the screen shows it.
  }
  return { status: response.status, body: parsed, retryAfter: response.headers.has('Retry-After') }
}
