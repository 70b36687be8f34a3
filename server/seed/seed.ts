/**
 * Seeds the demo data on first start (idempotent: the static rows are written once, in one transaction) and
 * tops up rates, inventory and service stock on every start so the 36-month window (+1 month margin) rolls.
 * The nightly rows are generated inside the database with generate_series: ~45 000 rows in one statement each.
 */
import type { Db, Queryable } from '../db/types'
import {
  CANCELLATION_REASONS,
  CLIFFTOP,
  COMPANIES,
  DEMO_INVOICE_ACCOUNT,
  GIFT_VOUCHERS,
  GROUP,
  HARBOUR,
  INVOICES,
  PROMO_CODES,
  RATE_PLANS,
  RESTAURANTS,
  ROOM_TYPES,
  SERVICES,
} from './demo'
import { CARD_TYPES, COUNTRIES } from './static-data'
import { hashPassword } from '../auth/password'
import { windowEnd } from '../catalogue/booking-window'
import { companyBookingCodeHash } from '../catalogue/companies'

export async function seed(db: Db, today: string): Promise<{ created: boolean }> {
  const created = await db.transaction(async (tx) => {
    await writeCountries(tx)
    const existing = await tx.query('SELECT 1 FROM property WHERE id = $1', [HARBOUR.id])
    if (existing.length > 0) return false
    await seedStatic(tx)
    return true
  })
  await topUp(db, today)
  // Idempotency keys only need to outlive a client's retries (the outbox retries for days at most).
  await db.query(`DELETE FROM idempotency_key WHERE created_at < now() - interval '30 days'`)
  return { created }
}

async function seedStatic(tx: Queryable): Promise<void> {
  await seedReferenceData(tx)
  await seedProperties(tx)
  await seedRoomTypes(tx)
  await seedRatePlans(tx)
  await seedServices(tx)
  await seedOffersAndAccounts(tx)
}

/**
 * Every country, written on each start (insert or update by Id) rather than with the demo: a database made before
 * the list grew gains the new countries, and the existing Ids (which reservations reference) stay (decision 0100).
 */
async function writeCountries(db: Queryable): Promise<void> {
  await db.query(
    `INSERT INTO country (id, name, iso_code, dial_code)
       SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::text[])
     ON CONFLICT (id) DO UPDATE
       SET name = EXCLUDED.name, iso_code = EXCLUDED.iso_code, dial_code = EXCLUDED.dial_code`,
    [
      COUNTRIES.map((c) => c[0]),
      COUNTRIES.map((c) => c[1]),
      COUNTRIES.map((c) => c[2]),
      COUNTRIES.map((c) => c[3]),
    ],
  )
}

/** The demo invoice account and the card types. */
async function seedReferenceData(tx: Queryable): Promise<void> {
  const a = DEMO_INVOICE_ACCOUNT
  await tx.query(
    `INSERT INTO user_account (email, password_hash, first_name, last_name, telephone, can_choose_payment_method,
       email_confirmed) VALUES ($1, $2, $3, $4, $5, $6, true)`,
    [a.email, await hashPassword(a.password), a.firstName, a.lastName, a.telephone, a.canChoosePaymentMethod],
  )
  for (const [id, name, code] of CARD_TYPES) {
    await tx.query('INSERT INTO card_type (id, name, code) VALUES ($1, $2, $3)', [id, name, code])
  }
}

/** The group, its areas and its properties with their room configurations and cancellation reasons. */
async function seedProperties(tx: Queryable): Promise<void> {
  await tx.query('INSERT INTO property_group (id, code, name, settings) VALUES ($1, $2, $3, $4)', [
    GROUP.id,
    GROUP.code,
    GROUP.name,
    JSON.stringify(GROUP.settings),
  ])
  for (const a of GROUP.areas) {
    await tx.query('INSERT INTO area (id, group_id, name) VALUES ($1, $2, $3)', [a.id, GROUP.id, a.name])
  }
  for (const p of [HARBOUR, CLIFFTOP]) {
    await tx.query(
      `INSERT INTO property (id, code, group_id, area_id, name, currency, settings, book_config, reference_prefix)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        p.id,
        p.code,
        GROUP.id,
        p.areaId,
        p.name,
        p.currency,
        JSON.stringify(p.settings),
        JSON.stringify(p.bookConfig),
        p.referencePrefix,
      ],
    )
    for (const o of p.bookConfig.RoomConfigurationOptions) {
      await tx.query('INSERT INTO room_configuration (id, property_id, name) VALUES ($1, $2, $3)', [
        o.Id,
        p.id,
        o.Name,
      ])
    }
    let reasonId = p.id * 10
    for (const name of CANCELLATION_REASONS) {
      await tx.query('INSERT INTO cancellation_reason (id, property_id, name) VALUES ($1, $2, $3)', [
        ++reasonId,
        p.id,
        name,
      ])
    }
  }
}

/** Room types, then the upgrades between them. */
async function seedRoomTypes(tx: Queryable): Promise<void> {
  // Upgrade targets reference later rows: insert all room types first, then link them.
  for (const [i, r] of ROOM_TYPES.entries()) {
    await tx.query(
      `INSERT INTO room_type (id, property_id, code, name, description, image_url, amenities, min_occupancy,
         max_occupancy, adult_max, child_max, room_count, base_adults, base_price, sort)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
      [
        r.id,
        r.propertyId,
        r.code,
        r.name,
        r.description,
        `/demo/room-${r.code.toLowerCase()}.svg`,
        JSON.stringify(r.amenities),
        r.min,
        r.max,
        r.adultMax,
        r.childMax,
        r.rooms,
        r.baseAdults,
        r.price,
        i,
      ],
    )
  }
  for (const r of ROOM_TYPES) {
    if (r.upgradeTo !== null)
      await tx.query('UPDATE room_type SET upgrade_to = $1 WHERE id = $2', [r.upgradeTo, r.id])
  }
}

/** Rate plans with their policies and per-person prices. */
async function seedRatePlans(tx: Queryable): Promise<void> {
  for (const [i, p] of RATE_PLANS.entries()) {
    await tx.query(
      `INSERT INTO rate_plan (id, property_id, code, name, description, details, tags, policy,
         can_pay_by_company_invoice, price_factor, pp_adult, pp_child, sort)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
      [
        p.id,
        p.propertyId,
        p.code,
        p.name,
        p.description,
        JSON.stringify(p.details),
        JSON.stringify(p.tags),
        JSON.stringify(p.policy),
        p.companyInvoice,
        p.factor,
        p.ppAdult,
        p.ppChild,
        i,
      ],
    )
  }
}

/** Extras with their charge types and stock. */
async function seedServices(tx: Queryable): Promise<void> {
  for (const [i, s] of SERVICES.entries()) {
    await tx.query(
      `INSERT INTO service (id, property_id, code, name, description, image_url, price, charge_type, charge_per_person,
         allow_edit, inventory, max_quantity, sort)
       VALUES ($1, $2, $3, $4, $5, NULL, $6, $7, $8, $9, $10, $11, $12)`,
      [
        s.id,
        s.propertyId,
        s.code,
        s.name,
        s.description,
        s.price,
        s.chargeType,
        s.perPerson,
        s.allowEdit,
        s.inventory,
        s.maxQuantity,
        i,
      ],
    )
  }
}

/** Promo codes, gift vouchers, companies, open invoices and restaurants. */
async function seedOffersAndAccounts(tx: Queryable): Promise<void> {
  for (const p of PROMO_CODES) {
    await tx.query(
      'INSERT INTO promo_code (id, property_id, code, name, discount_percentage) VALUES ($1, $2, $3, $4, $5)',
      [p.id, p.propertyId, p.code, p.name, p.pct],
    )
  }
  for (const g of GIFT_VOUCHERS) {
    await tx.query('INSERT INTO gift_voucher (code, property_id, balance) VALUES ($1, $2, $3)', [
      g.code,
      g.propertyId,
      g.balance,
    ])
  }
  for (const c of COMPANIES) {
    await tx.query(
      'INSERT INTO company (id, property_id, name, account_number, booking_code_hash) VALUES ($1, $2, $3, $4, $5)',
      [c.id, c.propertyId, c.name, c.account, companyBookingCodeHash(c.id, c.bookingCode)],
    )
  }
  for (const i of INVOICES) {
    await tx.query(
      'INSERT INTO invoice (property_id, invoice_number, amount, description, email) VALUES ($1, $2, $3, $4, $5)',
      [i.propertyId, i.number, i.amount, i.description, i.email],
    )
  }
  for (const r of RESTAURANTS) {
    await tx.query('INSERT INTO restaurant (id, property_id, name, setup) VALUES ($1, $2, $3, $4)', [
      r.id,
      r.propertyId,
      r.name,
      JSON.stringify(r.setup),
    ])
  }
}

/**
 * Generates the nights from max(today, last generated night + 1) to the window end.
 *
 * Prices: room type price × season (Jun–Aug 125 %, Dec 110 %, Jan–Feb 85 %) × weekend (Fri, Sat 120 %) × the
 * rate plan's factor, rounded to whole pounds/euros; extra adult 30.00, child 15.00, infant free; B&B adds a
 * per-person breakfast. Minimum stay 2 nights for Friday and Saturday arrivals in Jun–Aug at HARBOUR.
 * Sold out: HARBOUR's Classic Double on every 2nd Saturday of a month; the whole of HARBOUR on the 24th and 25th
 * of March, June, September and December (so the app can show alternative stays).
 */
export async function topUp(db: Db, today: string): Promise<void> {
  const end = windowEnd(today)
  await db.transaction(async (tx) => {
    const [rateFrom] = await tx.query<{ d: string }>(
      `SELECT GREATEST($1::date, COALESCE(MAX(day) + 1, $1::date))::text AS d FROM rate`,
      [today],
    )
    await tx.query(
      `INSERT INTO rate (room_type_id, rate_plan_id, day, property_id, base_rate, base_adults, cost_per_room,
         cost_per_adult, cost_per_child, cost_per_infant, pp_adult, pp_child, pp_infant, min_stay)
       SELECT rt.id, rp.id, g.day, rt.property_id,
         (ROUND(rt.base_price
           * (CASE WHEN EXTRACT(MONTH FROM g.day) IN (6, 7, 8) THEN 1.25 WHEN EXTRACT(MONTH FROM g.day) = 12 THEN 1.10
                   WHEN EXTRACT(MONTH FROM g.day) IN (1, 2) THEN 0.85 ELSE 1 END)
           * (CASE WHEN EXTRACT(ISODOW FROM g.day) IN (5, 6) THEN 1.20 ELSE 1 END)
           * rp.price_factor / 10000.0) * 100)::int,
         rt.base_adults, 0, (3000 * rp.price_factor / 100), (1500 * rp.price_factor / 100), 0,
         rp.pp_adult, rp.pp_child, 0,
         CASE WHEN rt.property_id = $3 AND EXTRACT(MONTH FROM g.day) IN (6, 7, 8)
                   AND EXTRACT(ISODOW FROM g.day) IN (5, 6) THEN 2 ELSE 1 END
       FROM room_type rt
       JOIN rate_plan rp ON rp.property_id = rt.property_id
       CROSS JOIN (SELECT generate_series($1::date, $2::date, interval '1 day')::date AS day) g
       ON CONFLICT DO NOTHING`,
      [rateFrom?.d ?? today, end, HARBOUR.id],
    )
    const [invFrom] = await tx.query<{ d: string }>(
      `SELECT GREATEST($1::date, COALESCE(MAX(day) + 1, $1::date))::text AS d FROM inventory`,
      [today],
    )
    await tx.query(
      `INSERT INTO inventory (room_type_id, day, property_id, available)
       SELECT rt.id, g.day, rt.property_id,
         CASE
           WHEN rt.property_id = $3 AND EXTRACT(MONTH FROM g.day) IN (3, 6, 9, 12) AND EXTRACT(DAY FROM g.day) IN (24, 25) THEN 0
           WHEN rt.code = 'CLASSIC' AND rt.property_id = $3 AND EXTRACT(ISODOW FROM g.day) = 6
                AND EXTRACT(DAY FROM g.day) BETWEEN 8 AND 14 THEN 0
           ELSE rt.room_count
         END
       FROM room_type rt
       CROSS JOIN (SELECT generate_series($1::date, $2::date, interval '1 day')::date AS day) g
       ON CONFLICT DO NOTHING`,
      [invFrom?.d ?? today, end, HARBOUR.id],
    )
    const [stockFrom] = await tx.query<{ d: string }>(
      `SELECT GREATEST($1::date, COALESCE(MAX(day) + 1, $1::date))::text AS d FROM service_stock`,
      [today],
    )
    await tx.query(
      `INSERT INTO service_stock (service_id, day, available)
       SELECT s.id, g.day, s.inventory
       FROM service s
       CROSS JOIN (SELECT generate_series($1::date, $2::date, interval '1 day')::date AS day) g
       WHERE s.inventory IS NOT NULL
       ON CONFLICT DO NOTHING`,
      [stockFrom?.d ?? today, end],
    )
  })
  // Fresh statistics: without them the planner nests loops over the nightly tables (a 3-year calendar took
  // ~60 s instead of ~60 ms on a new database).
  await db.query('ANALYZE rate')
  await db.query('ANALYZE inventory')
  await db.query('ANALYZE service_stock')
}
