import type { BookConfig } from '@/api/contract/book-config'
import type { PropertySettings } from '@/api/contract/property'
import { NO_REQUIRED_FIELDS, type RequiredFields } from '@/api/contract/required-fields'
import { wallClock, type WallClock } from '@/domain/same-day'
import type { VatSettings, VisitorLevyConfig } from '@/domain/tax'
import type { Queryable } from '../db/types'
import { textIn, textWrittenIn } from '@/domain/hotel-text'
import { mapLink } from '@/domain/map-link'
import type { Translations } from './hotel-texts'
import { forbidden, notFound } from '../http-errors'

/**
 * The demo properties' zone, for what happens before any property is read (seeding the demo's dates, the
 * currency rates' date). Each property's own "today" and cut-off use its TimeZone setting (decision 0101).
 */
export const DEMO_TIME_ZONE = 'Europe/London'

export type PropertyRow = {
  id: number
  code: string
  name: string
  currency: string
  group_id: number | null
  area_id: number | null
  /** As published, and where the hotel is when its file says (kept for its map link, not published). */
  settings: PropertySettings & { Latitude?: number; Longitude?: number }
  /**
   * As stored: a database seeded before decision 0090 has no RequiredFields (read it with requiredFieldsOf);
   * the guest areas' switches are stored here too, absent meaning on (guestAreaEnabled, decision 0102).
   */
  book_config: Omit<BookConfig, 'RequiredFields'> & {
    RequiredFields?: RequiredFields
    PreCheckInEnabled?: boolean
    PayByLinkEnabled?: boolean
  }
  reference_prefix: string
  /** The book config's texts in other languages (decision 0132): read through rowIn. */
  translations?: Translations
}

type OccupancyWords = keyof Pick<
  PropertySettings,
  | 'AdultOccupancyLabel'
  | 'AdultOccupancyHint'
  | 'ChildOccupancyLabel'
  | 'ChildOccupancyHint'
  | 'InfantOccupancyLabel'
  | 'InfantOccupancyHint'
>

/**
 * The settings as a guest reads them in `wanted` (decision 0136): the hotel's name in that language by the chain
 * of decision 0132, and the occupancy words only where the hotel wrote them in it — else an empty label and no
 * hint, and the app says its own words in the guest's language. No language asked: the hotel's own.
 */
export function settingsIn(property: PropertyRow, wanted: string | null | undefined): PropertySettings {
  const hotelDefault = property.settings.DefaultLanguage
  const asked = wanted ?? hotelDefault
  const translations = property.translations ?? {}
  const written = (key: OccupancyWords) => {
    const text = translations[`settings.${key}`] ?? property.settings[key]
    return text === null ? null : textWrittenIn(text, asked, hotelDefault)
  }
  const names = translations['settings.PropertyName']
  return {
    ...property.settings,
    PropertyName: names ? textIn(names, asked, hotelDefault) : property.settings.PropertyName,
    AdultOccupancyLabel: written('AdultOccupancyLabel') ?? '',
    AdultOccupancyHint: written('AdultOccupancyHint'),
    ChildOccupancyLabel: written('ChildOccupancyLabel') ?? '',
    ChildOccupancyHint: written('ChildOccupancyHint'),
    InfantOccupancyLabel: written('InfantOccupancyLabel') ?? '',
    InfantOccupancyHint: written('InfantOccupancyHint'),
    MapUrl: mapUrlOf(property),
  }
}

/** The hotel's map link (decision 0141): a pin at its coordinates when the file gives them, else its address. */
export function mapUrlOf({ settings }: Pick<PropertyRow, 'settings'>): string {
  return mapLink({ address: settings.Address, latitude: settings.Latitude, longitude: settings.Longitude })
}

/** The details the property requires beyond docs/product/search.md#rules's fixed rules (decision 0090); none when never set. */
export function requiredFieldsOf(property: PropertyRow): RequiredFields {
  return property.book_config.RequiredFields ?? NO_REQUIRED_FIELDS
}

/** A property by numeric id ("1001", 1001) or by code ("HARBOUR", case-insensitive). */
export async function findProperty(db: Queryable, ref: string | number): Promise<PropertyRow | null> {
  const s = String(ref).trim()
  const rows = /^\d{1,9}$/.test(s)
    ? await db.query<PropertyRow>('SELECT * FROM property WHERE id = $1', [Number(s)])
    : await db.query<PropertyRow>('SELECT * FROM property WHERE code = $1', [s.toUpperCase()])
  return rows[0] ?? null
}

export async function requireProperty(db: Queryable, ref: string | number): Promise<PropertyRow> {
  const property = await findProperty(db, ref)
  if (!property) throw notFound('This property was not found.')
  return property
}

/** The wall-clock date and time at the property (its TimeZone setting), or in a zone given by name. */
export function propertyNow(clock: () => Date, at: Pick<PropertyRow, 'settings'> | string): WallClock {
  return wallClock(clock(), typeof at === 'string' ? at : at.settings.TimeZone)
}

/** The guest areas a hotel may switch off (their configs' `Enabled`). */
export type GuestArea = 'PreCheckIn' | 'PayByLink'

const AREA_OFF_MESSAGE: Record<GuestArea, string> = {
  PreCheckIn: 'Online check-in is not available for this hotel.',
  PayByLink: 'Paying by link is not available for this hotel.',
}

/** Whether the hotel offers this area; a hotel that never set the switch offers it. */
export function guestAreaEnabled(property: PropertyRow, area: GuestArea): boolean {
  return property.book_config[`${area}Enabled`] !== false
}

/** The property of a call of a guest area, refused (403) when the hotel has switched the area off. */
export async function requireAreaProperty(db: Queryable, ref: string | number, area: GuestArea) {
  const property = await requireProperty(db, ref)
  if (!guestAreaEnabled(property, area)) throw forbidden(AREA_OFF_MESSAGE[area])
  return property
}

/** The property's VAT and visitor levy, as the domain's totals (and "from" prices) take them. */
export function taxRulesOf(property: PropertyRow): { vat: VatSettings; visitorLevy: VisitorLevyConfig } {
  const levy = property.book_config.VisitorLevy
  return {
    vat: { rate: property.settings.StandardVatRate, exclusive: property.settings.IsStandardTaxExclusive },
    visitorLevy: {
      enabled: property.settings.EnableVisitorLevy && levy !== null,
      percentage: levy?.Percentage ?? 0,
      maxNights: levy?.MaximumNights ?? 0,
    },
  }
}
