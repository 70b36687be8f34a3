/**
 * Writes a property file into the database in one transaction: all of it or nothing. A property (or group) is
 * found by its code and updated; rows keep their ids, so bookings keep pointing at the same room types and
 * plans. Importing the same file twice writes the same rows (tests/server/property-file compare dumps).
 */
import type { Db, Queryable } from '../db/types'
import {
  BOOK_CONFIG_TEXTS,
  RATE_PLAN_TEXTS,
  ROOM_TYPE_TEXTS,
  splitTexts,
  type Plain,
  type TextPaths,
  type Translations,
} from '../catalogue/hotel-texts'
import { splitPropertyTexts, storedSettings } from './published-settings'
import { nightlyPropertyOf, rewriteNights } from './nightly-store'
import { syncOffers } from './import-offers'
import { FIRST_DRAWN_ID, ImportRefused, syncRows, type RowItem, type RowSpec } from './row-sync'
import type { Group, PathPart, Property, PropertyFileContent } from './schema'

export type ImportedProperty = { id: number; code: string; created: boolean }

/** The hotel's today for a time zone (the caller's clock). */
export type TodayIn = (timeZone: string) => string

async function writeGroup(tx: Queryable, group: Group): Promise<{ id: number; areas: Map<string, number> }> {
  const [byCode] = await tx.query<{ id: number }>('SELECT id FROM property_group WHERE code = $1', [
    group.code,
  ])
  if (byCode && group.id !== undefined && byCode.id !== group.id)
    throw new ImportRefused([
      { path: ['group', 'id'], message: `${group.code} is group ${byCode.id} already.` },
    ])
  const [max] = await tx.query<{ id: number }>(
    'SELECT GREATEST(max(id), $1)::int AS id FROM property_group',
    [FIRST_DRAWN_ID - 1],
  )
  const groupId = byCode?.id ?? group.id ?? (max?.id ?? 0) + 1
  await tx.query(
    `INSERT INTO property_group (id, code, name, settings) VALUES ($1, $2, $3, $4)
     ON CONFLICT (id) DO UPDATE SET code = EXCLUDED.code, name = EXCLUDED.name, settings = EXCLUDED.settings`,
    [groupId, group.code, group.name, JSON.stringify(group.settings)],
  )
  const areaIds = await syncRows(
    tx,
    {
      table: 'area',
      owner: 'group_id',
      ownerId: groupId,
      key: 'name',
      columns: ['name'],
      heldBy: [['property', 'area_id']],
      at: ['group', 'areas'],
    },
    group.areas.map((a) => ({ id: a.id, key: a.name, values: [a.name] })),
  )
  return { id: groupId, areas: new Map(group.areas.map((a, i) => [a.name, areaIds[i] ?? 0])) }
}

async function propertyId(
  tx: Queryable,
  property: Property,
  at: PathPart[],
): Promise<{ id: number; created: boolean }> {
  const [byCode] = await tx.query<{ id: number }>('SELECT id FROM property WHERE code = $1', [property.code])
  if (byCode && property.id !== undefined && byCode.id !== property.id)
    throw new ImportRefused([
      { path: [...at, 'id'], message: `${property.code} is property ${byCode.id} already.` },
    ])
  if (byCode) return { id: byCode.id, created: false }
  if (property.id !== undefined) {
    const [taken] = await tx.query<{ code: string }>('SELECT code FROM property WHERE id = $1', [property.id])
    if (taken)
      throw new ImportRefused([{ path: [...at, 'id'], message: `Id ${property.id} is ${taken.code}'s.` }])
    return { id: property.id, created: true }
  }
  const [max] = await tx.query<{ id: number }>('SELECT GREATEST(max(id), $1)::int AS id FROM property', [
    FIRST_DRAWN_ID - 1,
  ])
  return { id: (max?.id ?? 0) + 1, created: true }
}

/**
 * Rows whose texts the file may give in several languages (room types, rate plans), as syncRows takes them: each
 * row's own `values` with its texts in the hotel's default language, then its place in the file (`sort`) and its
 * texts' maps (`translations`), the spec's last two columns.
 */
function translatedRows<T extends { id?: number | undefined; code: string }>(
  rows: readonly T[],
  texts: TextPaths,
  property: Property,
  values: (row: Plain<T>) => readonly unknown[],
): RowItem[] {
  return rows.map((file, sort) => {
    const { plain, translations } = splitTexts(file, texts, property.settings.DefaultLanguage)
    return { id: file.id, key: file.code, values: [...values(plain), sort, JSON.stringify(translations)] }
  })
}

const ROOM_TYPE_COLUMNS = [
  'code',
  'name',
  'description',
  'image_url',
  'images',
  'facts',
  'amenities',
  'min_occupancy',
  'max_occupancy',
  'adult_max',
  'child_max',
  'room_count',
  'base_adults',
  'base_price',
  'sort',
  'translations',
] as const

async function writeRoomTypes(tx: Queryable, property: Property, id: number, at: PathPart[]): Promise<void> {
  // Upgrades point at rows of the same list: unlinked first, linked again once every row exists.
  await tx.query('UPDATE room_type SET upgrade_to = NULL WHERE property_id = $1', [id])
  const spec = {
    table: 'room_type',
    owner: 'property_id',
    ownerId: id,
    key: 'code',
    columns: ROOM_TYPE_COLUMNS,
    heldBy: [['reservation_item', 'room_type_id']],
    dependents: [
      ['rate', 'room_type_id'],
      ['inventory', 'room_type_id'],
    ],
    at: [...at, 'roomTypes'],
  } as const satisfies RowSpec
  const ids = await syncRows(
    tx,
    spec,
    translatedRows(property.roomTypes, ROOM_TYPE_TEXTS, property, (r) => [
      r.code,
      r.name,
      r.description,
      r.photo,
      JSON.stringify(r.images),
      r.facts === null ? null : JSON.stringify(r.facts),
      JSON.stringify(r.amenities),
      r.occupancy.min,
      r.occupancy.max,
      r.occupancy.maxAdults,
      r.occupancy.maxChildren,
      r.rooms,
      r.occupancy.baseAdults,
      r.price,
    ]),
  )
  const idOf = new Map(property.roomTypes.map((r, i) => [r.code, ids[i]]))
  for (const r of property.roomTypes)
    if (r.upgradeTo !== null)
      await tx.query('UPDATE room_type SET upgrade_to = $1 WHERE id = $2', [
        idOf.get(r.upgradeTo),
        idOf.get(r.code),
      ])
}

async function writeRatePlans(tx: Queryable, property: Property, id: number, at: PathPart[]): Promise<void> {
  await syncRows(
    tx,
    {
      table: 'rate_plan',
      owner: 'property_id',
      ownerId: id,
      key: 'code',
      columns: [
        'code',
        'name',
        'description',
        'details',
        'tags',
        'policy',
        'can_pay_by_company_invoice',
        'use_occupancy',
        'min_occupancy',
        'max_occupancy',
        'adult_max',
        'child_max',
        'price_factor',
        'pp_adult',
        'pp_child',
        'codes',
        'sort',
        'translations',
      ],
      heldBy: [['reservation_item', 'rate_plan_id']],
      dependents: [['rate', 'rate_plan_id']],
      at: [...at, 'ratePlans'],
    },
    translatedRows(property.ratePlans, RATE_PLAN_TEXTS, property, (r) => [
      r.code,
      r.name,
      r.description,
      JSON.stringify(r.details),
      JSON.stringify(r.tags),
      JSON.stringify(r.policy),
      r.companyInvoice,
      r.occupancy !== null,
      // Without limits of its own the plan takes the table's defaults, which the room type's limits narrow.
      r.occupancy?.min ?? 1,
      r.occupancy?.max ?? 6,
      r.occupancy?.maxAdults ?? 6,
      r.occupancy?.maxChildren ?? 5,
      r.priceFactor,
      r.perAdult,
      r.perChild,
      JSON.stringify(r.codes.map((code) => code.toUpperCase())),
    ]),
  )
}

/** The book config as stored, and its texts' maps by their place in the property row (`book_config.…`). */
function splitBookConfig(property: Property): { bookConfig: unknown; translations: Translations } {
  const { plain, translations } = splitTexts(
    property.bookConfig,
    BOOK_CONFIG_TEXTS,
    property.settings.DefaultLanguage,
  )
  const byRowPath = Object.entries(translations).map(([path, map]) => [`book_config.${path}`, map])
  return { bookConfig: plain, translations: Object.fromEntries(byRowPath) }
}

type PropertyContext = { groupId: number | null; areas: Map<string, number> }

async function writeProperty(
  tx: Queryable,
  property: Property,
  at: PathPart[],
  context: PropertyContext,
  todayIn: TodayIn,
): Promise<ImportedProperty> {
  const { id, created } = await propertyId(tx, property, at)
  const { bookConfig, translations } = splitBookConfig(property)
  const own = splitPropertyTexts(property)
  await tx.query(
    `INSERT INTO property (id, code, group_id, area_id, name, currency, settings, book_config, reference_prefix,
       nightly_rules, translations)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
     ON CONFLICT (id) DO UPDATE SET code = EXCLUDED.code, group_id = EXCLUDED.group_id, area_id = EXCLUDED.area_id,
       name = EXCLUDED.name, currency = EXCLUDED.currency, settings = EXCLUDED.settings,
       book_config = EXCLUDED.book_config, reference_prefix = EXCLUDED.reference_prefix,
       nightly_rules = EXCLUDED.nightly_rules, translations = EXCLUDED.translations`,
    [
      id,
      property.code,
      context.groupId,
      property.area === null ? null : (context.areas.get(property.area) ?? null),
      own.plain.name,
      property.currency,
      JSON.stringify(storedSettings(own.plain, id)),
      JSON.stringify(bookConfig),
      property.referencePrefix,
      JSON.stringify({ rates: property.rates, availability: property.availability }),
      JSON.stringify({ ...translations, ...own.translations }),
    ],
  )
  await writeRoomTypes(tx, property, id, at)
  await writeRatePlans(tx, property, id, at)
  await syncOffers(tx, property, id, at)
  const nightly = await nightlyPropertyOf(tx, id)
  if (nightly) await rewriteNights(tx, nightly, todayIn(property.settings.TimeZone))
  return { id, code: property.code, created }
}

/** Writes every property of the file (and its group) inside the caller's transaction. */
export async function writePropertyFile(
  tx: Queryable,
  content: PropertyFileContent,
  todayIn: TodayIn,
): Promise<ImportedProperty[]> {
  const group = content.group ? await writeGroup(tx, content.group) : null
  const context: PropertyContext = { groupId: group?.id ?? null, areas: group?.areas ?? new Map() }
  const out: ImportedProperty[] = []
  for (const [i, property] of content.properties.entries())
    out.push(await writeProperty(tx, property, content.group ? ['properties', i] : [], context, todayIn))
  return out
}

/** Imports a file in one transaction: all of it, or nothing when any part is refused. */
export async function importPropertyFile(
  db: Db,
  content: PropertyFileContent,
  todayIn: TodayIn,
): Promise<ImportedProperty[]> {
  const imported = await db.transaction((tx) => writePropertyFile(tx, content, todayIn))
  // Fresh statistics for the nights just written (see seed.ts's top-up).
  await db.query('ANALYZE rate')
  await db.query('ANALYZE inventory')
  return imported
}
