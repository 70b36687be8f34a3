/**
 * Seeds the demo on first start, in one transaction: the card types, a guest account, the demo hotels from their
 * property file (server/seed/properties, imported by the same code as `npm run property:import`, decision 0107)
 * and open invoices. Every start then tops up each property's nights from its stored rules, so the 36-month
 * window (+1 month margin) rolls forward.
 */
import type { Db, Queryable } from '../db/types'
import { importPropertyFile, writePropertyFile } from '../property-file/import'
import { nightlyPropertyOf, topUpNights } from '../property-file/nightly-store'
import { DEMO_CONTENT, DEMO_INVOICE_ACCOUNT, HARBOUR, INVOICES } from './demo'
import { CARD_TYPES, COUNTRIES } from '../reference-lists'
import { hashPassword } from '../auth/password'
import { seedDemoStaff } from './demo-staff'

export async function seed(db: Db, today: string): Promise<{ created: boolean }> {
  const demo = await db.transaction(async (tx) => {
    await writeStaticData(tx)
    const [existing] = await tx.query<{ rules: boolean }>(
      'SELECT nightly_rules IS NOT NULL AS rules FROM property WHERE code = $1',
      [HARBOUR.code],
    )
    if (existing) return existing.rules ? 'kept' : 'without-rules'
    await seedReferenceData(tx)
    await writePropertyFile(tx, DEMO_CONTENT, () => today)
    await seedInvoices(tx)
    return 'created'
  })
  // A demo seeded before the property files has no rules to roll its nights on: the same file, imported once,
  // writes the same rows and keeps them.
  if (demo === 'without-rules') await importPropertyFile(db, DEMO_CONTENT, () => today)
  await topUp(db, today)
  await seedDemoStaff(db, HARBOUR.code)
  // Idempotency keys only need to outlive a client's retries (the outbox retries for days at most).
  await db.query(`DELETE FROM idempotency_key WHERE created_at < now() - interval '30 days'`)
  return { created: demo === 'created' }
}

/**
 * Every country and card type, written on each start (insert or update by Id) rather than with the demo: a
 * database made before the list grew gains the new countries, and the existing Ids (which reservations
 * reference) stay (decision 0100). A property import writes them too, so a hotel's own database has them.
 */
export async function writeStaticData(db: Queryable): Promise<void> {
  await db.query(
    `INSERT INTO card_type (id, name, code) SELECT * FROM unnest($1::int[], $2::text[], $3::text[])
     ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, code = EXCLUDED.code`,
    [CARD_TYPES.map((c) => c[0]), CARD_TYPES.map((c) => c[1]), CARD_TYPES.map((c) => c[2])],
  )
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

/** The demo guest account that may pay by invoice. */
async function seedReferenceData(tx: Queryable): Promise<void> {
  const a = DEMO_INVOICE_ACCOUNT
  await tx.query(
    `INSERT INTO user_account (email, password_hash, first_name, last_name, telephone, can_choose_payment_method,
       email_confirmed) VALUES ($1, $2, $3, $4, $5, $6, true)`,
    [a.email, await hashPassword(a.password), a.firstName, a.lastName, a.telephone, a.canChoosePaymentMethod],
  )
}

/** Open invoices for the pay-by-link demo (bills, like bookings, not property data). */
async function seedInvoices(tx: Queryable): Promise<void> {
  for (const i of INVOICES) {
    await tx.query(
      'INSERT INTO invoice (property_id, invoice_number, amount, description, email) VALUES ($1, $2, $3, $4, $5)',
      [i.propertyId, i.number, i.amount, i.description, i.email],
    )
  }
}

/** The nights after the last one kept, up to the window's end, for every property imported from a file. */
export async function topUp(db: Db, today: string): Promise<void> {
  await db.transaction(async (tx) => {
    const properties = await tx.query<{ id: number }>(
      'SELECT id FROM property WHERE nightly_rules IS NOT NULL ORDER BY id',
    )
    for (const { id } of properties) {
      const nightly = await nightlyPropertyOf(tx, id)
      if (nightly) await topUpNights(tx, nightly, today)
    }
  })
  // Fresh statistics: without them the planner nests loops over the nightly tables (a 3-year calendar took
  // ~60 s instead of ~60 ms on a new database).
  await db.query('ANALYZE rate')
  await db.query('ANALYZE inventory')
  await db.query('ANALYZE service_stock')
}
