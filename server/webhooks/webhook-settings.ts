/**
 * Where a hotel wants its events POSTed (decision 0106): the stored settings `WebhookUrl` and `WebhookSecret`,
 * kept out of the public settings contract like `ReservationsEmail` (the app has no use for them, and the secret
 * must never reach a browser).
 */
import type { PropertySettings } from '@/api/contract/property'

function storedText(settings: PropertySettings, key: 'WebhookUrl' | 'WebhookSecret'): string | null {
  if (!(key in settings)) return null
  const value: unknown = Reflect.get(settings, key)
  return typeof value === 'string' && value.trim() ? value.trim() : null
}

/** The hotel's webhook URL, or null when it set none. */
export const webhookUrlOf = (settings: PropertySettings): string | null => storedText(settings, 'WebhookUrl')

/** The secret its webhooks are signed with, or null when it set none (nothing is then sent). */
export const webhookSecretOf = (settings: PropertySettings): string | null =>
  storedText(settings, 'WebhookSecret')
