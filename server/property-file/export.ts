/**
 * Writes a property (or a whole group) back out as a property file, in the format the import reads: export →
 * import gives the same rows (tests/server/property-file). A property in a group is exported with its group;
 * properties of the group left out of a file are left alone by its import.
 *
 * Company booking codes come out as their hash: the database never kept the code (decision 0097).
 */
import * as v from 'valibot'
import { stringify } from 'yaml'
import type { PropertySettings } from '@/api/contract/property'
import { joinTexts, type Translations } from '../catalogue/hotel-texts'
import type { Queryable } from '../db/types'
import type { NightlyRules } from './nightly'
import { notificationsOf } from './published-settings'
import { Group, Property, type PropertyFileContent } from './schema'

type Row = Record<string, unknown>

/** A row's text maps (decision 0132), kept by the import in its `translations` column. */
function translationsOf(row: Row, prefix = ''): Translations {
  const stored = (row.translations ?? {}) as Translations
  return Object.fromEntries(
    Object.entries(stored)
      .filter(([path]) => path.startsWith(prefix))
      .map(([path, map]) => [path.slice(prefix.length), map]),
  )
}

async function rows(db: Queryable, sql: string, id: number): Promise<Row[]> {
  return db.query<Row>(sql, [id])
}

async function roomsAndPlans(db: Queryable, id: number) {
  const roomTypes = (
    await rows(
      db,
      `SELECT r.*, u.code AS upgrade_code FROM room_type r LEFT JOIN room_type u ON u.id = r.upgrade_to
       WHERE r.property_id = $1 ORDER BY r.sort`,
      id,
    )
  ).map((r) =>
    joinTexts(
      {
        id: r.id,
        code: r.code,
        name: r.name,
        description: r.description,
        photo: r.image_url,
        images: r.images,
        facts: r.facts,
        amenities: r.amenities,
        rooms: r.room_count,
        price: r.base_price,
        occupancy: {
          min: r.min_occupancy,
          max: r.max_occupancy,
          maxAdults: r.adult_max,
          maxChildren: r.child_max,
          baseAdults: r.base_adults,
        },
        upgradeTo: r.upgrade_code,
      },
      translationsOf(r),
    ),
  )
  const ratePlans = (await rows(db, 'SELECT * FROM rate_plan WHERE property_id = $1 ORDER BY sort', id)).map(
    (r) =>
      joinTexts(
        {
          id: r.id,
          code: r.code,
          name: r.name,
          description: r.description,
          details: r.details,
          tags: r.tags,
          policy: r.policy,
          companyInvoice: r.can_pay_by_company_invoice,
          codes: r.codes,
          priceFactor: r.price_factor,
          perAdult: r.pp_adult,
          perChild: r.pp_child,
          occupancy: r.use_occupancy
            ? { min: r.min_occupancy, max: r.max_occupancy, maxAdults: r.adult_max, maxChildren: r.child_max }
            : null,
        },
        translationsOf(r),
      ),
  )
  return { roomTypes, ratePlans }
}

async function offers(db: Queryable, id: number) {
  const extras = (await rows(db, 'SELECT * FROM service WHERE property_id = $1 ORDER BY sort', id)).map((s) =>
    joinTexts(
      {
        id: s.id,
        code: s.code,
        name: s.name,
        description: s.description,
        photo: s.image_url,
        price: s.price,
        chargeType: s.charge_type,
        perPerson: s.charge_per_person,
        allowEdit: s.allow_edit,
        inventory: s.inventory,
        maxQuantity: s.max_quantity,
      },
      translationsOf(s),
    ),
  )
  const promoCodes = (await rows(db, 'SELECT * FROM promo_code WHERE property_id = $1 ORDER BY id', id)).map(
    (c) =>
      joinTexts(
        { id: c.id, code: c.code, name: c.name, percent: c.discount_percentage, active: c.active },
        translationsOf(c),
      ),
  )
  const giftVouchers = await rows(
    db,
    'SELECT code, balance FROM gift_voucher WHERE property_id = $1 ORDER BY code',
    id,
  )
  const companies = (await rows(db, 'SELECT * FROM company WHERE property_id = $1 ORDER BY id', id)).map(
    (c) => ({
      id: c.id,
      name: c.name,
      account: c.account_number,
      ...(c.booking_code_hash === null ? {} : { bookingCodeHash: c.booking_code_hash }),
    }),
  )
  const restaurants = (await rows(db, 'SELECT * FROM restaurant WHERE property_id = $1 ORDER BY id', id)).map(
    (r) => {
      const setup = v.parse(RestaurantSetupStored, r.setup)
      const texts = translationsOf(r)
      return {
        id: r.id,
        name: texts.name ?? r.name,
        currencySymbol: setup.CurrencySymbol,
        partySize: { min: setup.MinOnlinePartySize, max: setup.MaxOnlinePartySize },
        noAvailabilityText: texts['setup.NoAvailabilityText'] ?? setup.NoAvailabilityText,
        opens: setup.Opens,
        closes: setup.Closes,
        tables: setup.Tables,
      }
    },
  )
  // A reason's name as the file wrote it: its map, or its one string (decision 0146).
  const cancellationReasons = (
    await rows(
      db,
      'SELECT id, name, translations FROM cancellation_reason WHERE property_id = $1 ORDER BY id',
      id,
    )
  ).map((r) => ({ id: r.id, name: translationsOf(r).name ?? r.name }))
  return { extras, promoCodes, giftVouchers, companies, restaurants, cancellationReasons }
}

const RestaurantSetupStored = v.object({
  CurrencySymbol: v.string(),
  MinOnlinePartySize: v.number(),
  MaxOnlinePartySize: v.number(),
  NoAvailabilityText: v.string(),
  Opens: v.string(),
  Closes: v.string(),
  Tables: v.number(),
})

type PropertyRow = {
  id: number
  code: string
  name: string
  currency: string
  reference_prefix: string
  area: string | null
  settings: PropertySettings
  book_config: unknown
  nightly_rules: NightlyRules | null
  translations: Translations
}

/** Published settings the file says once, at its top (or, for the cards, by code). */
const SAID_AT_THE_TOP = new Set(['PropertyId', 'PropertyCode', 'PropertyName', 'Currency', 'CreditCards'])

/** A stored property as the file describes it; parsed with the file's schema, so an export is a valid file. */
async function exportProperty(db: Queryable, property: PropertyRow): Promise<Property> {
  const { published, notifications, payments, registration } = notificationsOf(property.settings)
  const settings = Object.fromEntries(Object.entries(published).filter(([key]) => !SAID_AT_THE_TOP.has(key)))
  const rules = property.nightly_rules ?? { rates: { roundTo: 1, rules: [] }, availability: [] }
  return v.parse(Property, {
    id: property.id,
    code: property.code,
    name: property.translations.name ?? property.name,
    currency: property.currency,
    referencePrefix: property.reference_prefix,
    area: property.area,
    settings: joinTexts(
      { ...settings, CreditCards: property.settings.CreditCards.map((c) => c.Code) },
      translationsOf(property, 'settings.'),
    ),
    ...(Object.keys(notifications).length > 0 ? { notifications } : {}),
    ...(Object.keys(payments).length > 0 ? { payments } : {}),
    ...(registration === undefined ? {} : { registration }),
    bookConfig: joinTexts(property.book_config, translationsOf(property, 'book_config.')),
    ...(await roomsAndPlans(db, property.id)),
    rates: rules.rates,
    availability: rules.availability,
    ...(await offers(db, property.id)),
  })
}

const PROPERTY_SELECT = `SELECT p.id, p.code, p.name, p.currency, p.reference_prefix, a.name AS area, p.settings,
  p.book_config, p.nightly_rules, p.translations FROM property p LEFT JOIN area a ON a.id = p.area_id`

/** The file content for a property code or a group code; null when neither exists. */
export async function exportContent(db: Queryable, code: string): Promise<PropertyFileContent | null> {
  const [named] = await db.query<PropertyRow & { group_id: number | null }>(
    `${PROPERTY_SELECT.replace('p.nightly_rules', 'p.nightly_rules, p.group_id')} WHERE upper(p.code) = upper($1)`,
    [code],
  )
  const [group] = await db.query<{ id: number; code: string; name: string; settings: unknown }>(
    named
      ? 'SELECT * FROM property_group WHERE id = $1'
      : 'SELECT * FROM property_group WHERE upper(code) = upper($1)',
    [named ? named.group_id : code],
  )
  if (!named && !group) return null
  const members = named
    ? [named]
    : await db.query<PropertyRow>(`${PROPERTY_SELECT} WHERE p.group_id = $1 ORDER BY p.id`, [group?.id])
  const properties: Property[] = []
  for (const property of members) properties.push(await exportProperty(db, property))
  if (!group) return { group: null, properties }
  const areas = await db.query<{ id: number; name: string }>(
    'SELECT id, name FROM area WHERE group_id = $1 ORDER BY id',
    [group.id],
  )
  return {
    group: v.parse(Group, {
      id: group.id,
      code: group.code,
      name: group.name,
      settings: group.settings,
      areas,
    }),
    properties,
  }
}

/** The file's text: YAML that names its JSON Schema, so an editor checks what the hotel changes next. */
export function propertyFileText(content: PropertyFileContent, schemaUrl: string): string {
  const body = content.group
    ? { group: content.group, properties: content.properties }
    : content.properties[0]
  return `# yaml-language-server: $schema=${schemaUrl}\n${stringify(body, { lineWidth: 0 })}`
}
