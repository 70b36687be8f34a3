/**
 * Where the hotel's own words sit in its stored rows, and how a row is read in a language (decision 0132).
 *
 * A property file's text is one string or one text per language (src/domain/hotel-text.ts). A row keeps the text
 * in the hotel's default language in its usual column, so every reader that wants one text reads it as before,
 * and the maps the file gave in its `translations` column, by where the text sits in the row: `name`,
 * `amenities.2`, `policy.Description`, `book_config.Offers.0.Title`. The import splits the file's value so
 * (splitTexts), the export joins them back as the file had them (joinTexts), and every answer to a guest reads
 * the row in the request's language (inLanguage).
 */
import { textIn, type TextsByLanguage } from '@/domain/hotel-text'

/** Where texts sit: dot paths, `*` for every element of a list. */
export type TextPaths = readonly string[]

/** The maps a row keeps, by the concrete path of each text. */
export type Translations = Record<string, TextsByLanguage>

export const ROOM_TYPE_TEXTS: TextPaths = [
  'name',
  'description',
  'amenities.*',
  'images.*.alt',
  'facts.beds',
  'facts.view',
  'facts.accessibility.*',
]
export const RATE_PLAN_TEXTS: TextPaths = [
  'name',
  'description',
  'details.*',
  'tags.*',
  'policy.Name',
  'policy.Description',
  'policy.CancellationPolicy',
]
export const EXTRA_TEXTS: TextPaths = ['name', 'description']
export const PROMOTION_TEXTS: TextPaths = ['name']
/** A restaurant's, as its file entry names them. */
export const RESTAURANT_TEXTS: TextPaths = ['name', 'noAvailabilityText']
/** The property's settings a guest reads in words: the occupancy counters' labels and hints. */
export const SETTINGS_TEXTS: TextPaths = [
  'AdultOccupancyLabel',
  'AdultOccupancyHint',
  'ChildOccupancyLabel',
  'ChildOccupancyHint',
  'InfantOccupancyLabel',
  'InfantOccupancyHint',
]
/** The book config's texts a guest reads: its messages, offers, incentives, terms and levy. */
export const BOOK_CONFIG_TEXTS: TextPaths = [
  'NoAvailabilityMessage',
  'Offers.*.Title',
  'Offers.*.Description',
  'BookingIncentives.*',
  'CustomTermsAndConditionsLabel',
  'CustomTermsAndConditionsText',
  'SameDayBookingRestrictionMessage',
  'VisitorLevy.Description',
  'RoomConfigurationOptions.*.Name',
]

/** A cancellation reason's or a room configuration's row (decision 0146): its name. */
export const NAME_TEXTS: TextPaths = ['name']

/**
 * A value with every text map replaced by one string: what a row keeps in its columns. A text map is the one
 * object of a file with a string index (a record); every other object names its keys.
 */
export type Plain<T> = T extends string
  ? T
  : T extends readonly (infer E)[]
    ? Plain<E>[]
    : T extends object
      ? string extends keyof T
        ? string
        : { [K in keyof T]: Plain<T[K]> }
      : T

type Node = Record<string, unknown>

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null

/** The concrete paths of `paths` in `value` ('amenities.*' → 'amenities.0', 'amenities.1'). */
function concretePaths(value: unknown, path: string): string[] {
  const [head = '', ...rest] = path.split('.')
  if (!isNode(value)) return []
  const keys = head === '*' ? (Array.isArray(value) ? value.map((_, i) => String(i)) : []) : [head]
  return keys
    .filter((key) => key in value)
    .flatMap((key) =>
      rest.length === 0 ? [key] : concretePaths(value[key], rest.join('.')).map((p) => `${key}.${p}`),
    )
}

function parentOf(root: unknown, path: string): { node: Node; key: string } | null {
  const parts = path.split('.')
  const key = parts.pop() ?? ''
  let node: unknown = root
  for (const part of parts) node = isNode(node) ? node[part] : undefined
  return isNode(node) && key in node ? { node, key } : null
}

/**
 * The file's value as a row keeps it: every text map at `paths` becomes its text in the hotel's default language,
 * and the maps are returned by path.
 */
export function splitTexts<T>(
  value: T,
  paths: TextPaths,
  hotelDefault: string,
): { plain: Plain<T>; translations: Translations } {
  const copy: unknown = structuredClone(value)
  const translations: Translations = {}
  for (const path of paths.flatMap((p) => concretePaths(copy, p))) {
    const at = parentOf(copy, path)
    const text = at?.node[at.key]
    if (!at || !isNode(text)) continue
    const map = text as TextsByLanguage
    translations[path] = map
    at.node[at.key] = textIn(map, hotelDefault, hotelDefault)
  }
  // The walk replaced exactly the maps that Plain<T> types as strings.
  return { plain: copy as Plain<T>, translations }
}

function withTexts<T>(
  value: T,
  translations: Translations | null | undefined,
  pick: (map: TextsByLanguage) => unknown,
): T {
  if (!translations || Object.keys(translations).length === 0) return value
  const copy = structuredClone(value)
  for (const [path, map] of Object.entries(translations)) {
    const at = parentOf(copy, path)
    if (at) at.node[at.key] = pick(map)
  }
  return copy
}

/** A stored value as the file wrote it: each text that had a map gets it back (the export). */
export function joinTexts<T>(value: T, translations: Translations | null | undefined): unknown {
  return withTexts(value, translations, (map) => map)
}

/** A stored value in a language: each text with a map takes the language's text by the chain of 0132. */
export function inLanguage<T>(
  value: T,
  translations: Translations | null | undefined,
  wanted: string | null | undefined,
  hotelDefault: string,
): T {
  return withTexts(value, translations, (map) => textIn(map, wanted, hotelDefault))
}

/** Who reads a row: the language the request asked for (any BCP 47 code, or none) and the hotel's default. */
export type Reader = { wanted: string | null | undefined; hotelDefault: string }

export function readerOf(settings: { DefaultLanguage: string }, wanted: string | null | undefined): Reader {
  return { wanted, hotelDefault: settings.DefaultLanguage }
}

/** A stored row (with its `translations` column) with its texts in the reader's language. */
export function rowIn<T extends { translations?: Translations | null }>(row: T, reader: Reader): T {
  return inLanguage(row, row.translations, reader.wanted, reader.hotelDefault)
}

/** One text of a row read through a join: its map at `path` in the reader's language, or the column's text. */
export function textOf(
  column: string,
  translations: Translations | null | undefined,
  path: string,
  reader: Reader,
): string {
  const map = translations?.[path]
  return map ? textIn(map, reader.wanted, reader.hotelDefault) : column
}
