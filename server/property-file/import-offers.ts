/**
 * The import's rows beside rooms and rates: extras, promo codes, gift vouchers, companies, restaurants,
 * cancellation reasons and room configurations.
 *
 * Trap: an extra's stock is counted down by bookings. When the file changes an extra's units a day, every kept
 * day moves by the difference (never below 0), so what is sold stays sold.
 */
import { companyBookingCodeHash } from '../catalogue/companies'
import {
  EXTRA_TEXTS,
  NAME_TEXTS,
  PROMOTION_TEXTS,
  RESTAURANT_TEXTS,
  splitTexts,
} from '../catalogue/hotel-texts'
import type { Queryable } from '../db/types'
import { syncRows } from './row-sync'
import type { PathPart, Property } from './schema'

async function writeExtras(tx: Queryable, property: Property, id: number, at: PathPart[]): Promise<void> {
  const before = new Map(
    (
      await tx.query<{ code: string; inventory: number | null }>(
        'SELECT code, inventory FROM service WHERE property_id = $1',
        [id],
      )
    ).map((s) => [s.code, s.inventory]),
  )
  const ids = await syncRows(
    tx,
    {
      table: 'service',
      owner: 'property_id',
      ownerId: id,
      key: 'code',
      columns: [
        'code',
        'name',
        'description',
        'image_url',
        'price',
        'charge_type',
        'charge_per_person',
        'allow_edit',
        'inventory',
        'max_quantity',
        'sort',
        'translations',
      ],
      heldBy: [['reservation_service', 'service_id']],
      dependents: [['service_stock', 'service_id']],
      at: [...at, 'extras'],
    },
    property.extras.map((file, sort) => {
      const { plain: e, translations } = splitTexts(file, EXTRA_TEXTS, property.settings.DefaultLanguage)
      return {
        id: e.id,
        key: e.code,
        values: [
          e.code,
          e.name,
          e.description,
          e.photo,
          e.price,
          e.chargeType,
          e.perPerson,
          e.allowEdit,
          e.inventory,
          e.maxQuantity,
          sort,
          JSON.stringify(translations),
        ],
      }
    }),
  )
  for (const [i, e] of property.extras.entries()) {
    const old = before.get(e.code)
    if (e.inventory === null) await tx.query('DELETE FROM service_stock WHERE service_id = $1', [ids[i]])
    else if (old === null || old === undefined)
      await tx.query('DELETE FROM service_stock WHERE service_id = $1', [ids[i]])
    else if (old !== e.inventory)
      await tx.query(
        'UPDATE service_stock SET available = GREATEST(available + $2, 0) WHERE service_id = $1',
        [ids[i], e.inventory - old],
      )
  }
}

async function writeVouchers(tx: Queryable, property: Property, id: number): Promise<void> {
  await tx.query('DELETE FROM gift_voucher WHERE property_id = $1 AND NOT (code = ANY($2::text[]))', [
    id,
    property.giftVouchers.map((g) => g.code),
  ])
  for (const g of property.giftVouchers)
    await tx.query(
      `INSERT INTO gift_voucher (code, property_id, balance) VALUES ($1, $2, $3)
       ON CONFLICT (property_id, code) DO UPDATE SET balance = EXCLUDED.balance`,
      [g.code, id, g.balance],
    )
}

async function writeCompanies(tx: Queryable, property: Property, id: number, at: PathPart[]): Promise<void> {
  const spec = {
    table: 'company',
    owner: 'property_id',
    ownerId: id,
    key: 'account_number',
    columns: ['name', 'account_number'],
    heldBy: [['reservation', 'company_id']],
    at: [...at, 'companies'],
  } as const
  const ids = await syncRows(
    tx,
    spec,
    property.companies.map((c) => ({ id: c.id, key: c.account, values: [c.name, c.account] })),
  )
  // The hash binds the code to the company's id, known only now.
  for (const [i, c] of property.companies.entries()) {
    const companyId = ids[i] ?? 0
    const hash =
      c.bookingCode !== undefined
        ? companyBookingCodeHash(companyId, c.bookingCode)
        : (c.bookingCodeHash ?? null)
    await tx.query('UPDATE company SET booking_code_hash = $2 WHERE id = $1', [companyId, hash])
  }
}

async function writeRestaurants(
  tx: Queryable,
  property: Property,
  id: number,
  at: PathPart[],
): Promise<void> {
  await syncRows(
    tx,
    {
      table: 'restaurant',
      owner: 'property_id',
      ownerId: id,
      key: 'name',
      columns: ['name', 'setup', 'translations'],
      heldBy: [['restaurant_booking', 'restaurant_id']],
      at: [...at, 'restaurants'],
    },
    property.restaurants.map((file) => {
      // Its texts' maps by where they sit in the row (decision 0136).
      const { plain: r, translations } = splitTexts(file, RESTAURANT_TEXTS, property.settings.DefaultLanguage)
      const { noAvailabilityText, ...byName } = translations
      const inRow = noAvailabilityText
        ? { ...byName, 'setup.NoAvailabilityText': noAvailabilityText }
        : byName
      return {
        id: r.id,
        key: r.name,
        values: [
          r.name,
          JSON.stringify({
            CurrencySymbol: r.currencySymbol,
            MinOnlinePartySize: r.partySize.min,
            MaxOnlinePartySize: r.partySize.max,
            NoAvailabilityText: r.noAvailabilityText,
            Opens: r.opens,
            Closes: r.closes,
            Tables: r.tables,
          }),
          JSON.stringify(inRow),
        ],
      }
    }),
  )
}

export async function syncOffers(
  tx: Queryable,
  property: Property,
  id: number,
  at: PathPart[],
): Promise<void> {
  await writeExtras(tx, property, id, at)
  await syncRows(
    tx,
    {
      table: 'promo_code',
      owner: 'property_id',
      ownerId: id,
      key: 'code',
      columns: ['code', 'name', 'discount_percentage', 'active', 'translations'],
      heldBy: [],
      at: [...at, 'promoCodes'],
    },
    property.promoCodes.map((file) => {
      const { plain: c, translations } = splitTexts(file, PROMOTION_TEXTS, property.settings.DefaultLanguage)
      const values = [c.code, c.name, c.percent, c.active, JSON.stringify(translations)]
      return { id: c.id, key: c.code, values }
    }),
  )
  await writeVouchers(tx, property, id)
  await writeCompanies(tx, property, id, at)
  await writeRestaurants(tx, property, id, at)
  const language = property.settings.DefaultLanguage
  // Reservations keep a reason's id without a foreign key: a reason keeps its id while its name stays.
  await syncRows(
    tx,
    {
      table: 'cancellation_reason',
      owner: 'property_id',
      ownerId: id,
      key: 'name',
      columns: ['name', 'translations'],
      heldBy: [],
      at: [...at, 'cancellationReasons'],
    },
    property.cancellationReasons.map((file) => named(file.id, file.name, language)),
  )
  await syncRows(
    tx,
    {
      table: 'room_configuration',
      owner: 'property_id',
      ownerId: id,
      key: 'name',
      columns: ['name', 'translations'],
      heldBy: [],
      at: [...at, 'bookConfig', 'RoomConfigurationOptions'],
    },
    property.bookConfig.RoomConfigurationOptions.map((o) => named(o.Id, o.Name, language)),
  )
}

/** A row known by its name: the name in the hotel's default language, its map kept by `name` (decision 0146). */
function named(id: number | undefined, name: string | Record<string, string>, language: string) {
  const { plain, translations } = splitTexts({ name }, NAME_TEXTS, language)
  return { id, key: plain.name, values: [plain.name, JSON.stringify(translations)] }
}
