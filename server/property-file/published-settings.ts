import type { PropertySettings } from '@/api/contract/property'
import { CARD_TYPES } from '../reference-lists'
import { SETTINGS_TEXTS, splitTexts, type Plain, type Translations } from '../catalogue/hotel-texts'
import { REGISTRATION_STORED_AS } from '../catalogue/registration-setting'
import type { HotelNotifications, HotelPayments, Property } from './schema'

/** A property of a file with its name and settings' words in the hotel's default language, as its row keeps them. */
export type PlainProperty = Omit<Property, 'name' | 'settings'> & {
  name: string
  settings: Plain<Property['settings']>
}

/**
 * The property's own words split as its row keeps them (decision 0136): the name and the settings' words in the
 * hotel's default language, their maps by where they sit in the row (`name`, `settings.PropertyName`,
 * `settings.AdultOccupancyLabel`), read in a guest's language through rowIn.
 */
export function splitPropertyTexts(property: Property): { plain: PlainProperty; translations: Translations } {
  const language = property.settings.DefaultLanguage
  const name = splitTexts({ name: property.name }, ['name'], language)
  const settings = splitTexts(property.settings, SETTINGS_TEXTS, language)
  const names = name.translations.name
  const translations: Translations = {
    ...name.translations,
    ...(names ? { 'settings.PropertyName': names } : {}),
    ...Object.fromEntries(
      Object.entries(settings.translations).map(([path, map]) => [`settings.${path}`, map]),
    ),
  }
  return { plain: { ...property, name: name.plain.name, settings: settings.plain }, translations }
}

/** How the file's notifications are named among the stored settings, where the server reads them. */
const STORED_AS = {
  reservationsEmail: 'ReservationsEmail',
  webhookUrl: 'WebhookUrl',
  webhookSecret: 'WebhookSecret',
  preCheckInInvitationDays: 'PreCheckInInvitationDays',
} as const satisfies Record<keyof HotelNotifications, string>

/** How the file's payment keys are named among the stored settings (server/payments/payments.ts reads them). */
const PAYMENTS_STORED_AS = {
  stripeSecretKey: 'StripeSecretKey',
  stripePublishableKey: 'StripePublishableKey',
  stripeWebhookSecret: 'StripeWebhookSecret',
  preCheckInCollectsBalance: 'PreCheckInCollectsBalance',
} as const satisfies Record<keyof HotelPayments, string>

const stored = (given: object, names: Record<string, string>) =>
  Object.entries(names).flatMap(([fileKey, storedKey]) => {
    const value: unknown = Reflect.get(given, fileKey)
    return value === undefined ? [] : [[storedKey, value]]
  })

/** The settings kept for a property: the published ones and, next to them, the hotel's notifications. */
export function storedSettings(property: PlainProperty, id: number): Record<string, unknown> {
  return {
    ...publishedSettings(property, id),
    ...Object.fromEntries(stored(property.notifications ?? {}, STORED_AS)),
    ...Object.fromEntries(stored(property.payments ?? {}, PAYMENTS_STORED_AS)),
    ...(property.registration ? { [REGISTRATION_STORED_AS]: property.registration } : {}),
  }
}

/** Splits stored settings into the published ones and the file's notifications block (empty: none). */
export function notificationsOf(settings: Record<string, unknown>): {
  published: Record<string, unknown>
  notifications: Record<string, unknown>
  payments: Record<string, unknown>
  registration: unknown
} {
  const notificationNames = new Map<string, string>(Object.entries(STORED_AS).map(([file, db]) => [db, file]))
  const paymentNames = new Map<string, string>(
    Object.entries(PAYMENTS_STORED_AS).map(([file, db]) => [db, file]),
  )
  const published: Record<string, unknown> = {}
  const notifications: Record<string, unknown> = {}
  const payments: Record<string, unknown> = {}
  let registration: unknown = undefined
  for (const [key, value] of Object.entries(settings)) {
    const notification = notificationNames.get(key)
    const payment = paymentNames.get(key)
    if (key === REGISTRATION_STORED_AS) registration = value
    else if (notification) notifications[notification] = value
    else if (payment) payments[payment] = value
    else published[key] = value
  }
  return { published, notifications, payments, registration }
}

/** What a property's settings hold: the published ones, less where cards are entered (the server's to say). */
export type StoredPropertySettings = Omit<PropertySettings, 'CardForm'>

/** The settings the API publishes for a property of a file: the file's, with what it says once at its top. */
export function publishedSettings(property: PlainProperty, id: number): StoredPropertySettings {
  const { CreditCards, ...settings } = property.settings
  return {
    ...settings,
    PropertyId: id,
    PropertyCode: property.code,
    PropertyName: property.name,
    Currency: property.currency,
    CreditCards: CreditCards.flatMap((code) =>
      CARD_TYPES.filter((c) => c[2] === code).map(([Id, Name, Code]) => ({ Id, Name, Code })),
    ),
  }
}
