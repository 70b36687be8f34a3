import type { PropertySettings } from '@/api/contract/property'
import { CARD_TYPES } from '../seed/static-data'
import type { HotelNotifications, Property } from './schema'

/** How the file's notifications are named among the stored settings, where the server reads them. */
const STORED_AS = {
  reservationsEmail: 'ReservationsEmail',
  webhookUrl: 'WebhookUrl',
  webhookSecret: 'WebhookSecret',
  preCheckInInvitationDays: 'PreCheckInInvitationDays',
} as const satisfies Record<keyof HotelNotifications, string>

/** The settings kept for a property: the published ones and, next to them, the hotel's notifications. */
export function storedSettings(p: Property, id: number): Record<string, unknown> {
  const given = p.notifications ?? {}
  const notifications = Object.entries(STORED_AS).flatMap(([fileKey, storedKey]) => {
    const value: unknown = Reflect.get(given, fileKey)
    return value === undefined ? [] : [[storedKey, value]]
  })
  return { ...publishedSettings(p, id), ...Object.fromEntries(notifications) }
}

/** Splits stored settings into the published ones and the file's notifications block (empty: none). */
export function notificationsOf(stored: Record<string, unknown>): {
  published: Record<string, unknown>
  notifications: Record<string, unknown>
} {
  const storedNames = new Map<string, string>(Object.entries(STORED_AS).map(([file, db]) => [db, file]))
  const published: Record<string, unknown> = {}
  const notifications: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(stored)) {
    const fileKey = storedNames.get(key)
    if (fileKey) notifications[fileKey] = value
    else published[key] = value
  }
  return { published, notifications }
}

/** The settings the API publishes for a property of a file: the file's, with what it says once at its top. */
export function publishedSettings(p: Property, id: number): PropertySettings {
  const { CreditCards, ...settings } = p.settings
  return {
    ...settings,
    PropertyId: id,
    PropertyCode: p.code,
    PropertyName: p.name,
    Currency: p.currency,
    CreditCards: CreditCards.flatMap((code) =>
      CARD_TYPES.filter((c) => c[2] === code).map(([Id, Name, Code]) => ({ Id, Name, Code })),
    ),
  }
}
