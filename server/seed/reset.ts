/**
 * `npm run demo:reset`: every table and sequence the migrations made is dropped and the schema migrated again, in
 * one transaction (a running server never meets a missing table); then the demo data is seeded and the demo
 * reservations booked again, counted from today. Only what the migrations create is dropped, so a PostgreSQL
 * database shared with other tables keeps them.
 */
import type { WallClock } from '@/domain/same-day'
import type { Secrets } from '../crypto'
import { loadMigrations, remigrate } from '../db/migrate'
import type { Db } from '../db/types'
import { ensureDemoReservations } from './demo-reservations'
import { seed } from './seed'

/** Names of the tables and sequences the migrations create, plus the migrations' own table. */
export function migratedObjects(): { tables: string[]; sequences: string[] } {
  const sql = loadMigrations()
    .map((m) => m.sql)
    .join('\n')
  const names = (re: RegExp) => [...sql.matchAll(re)].map((m) => (m[1] ?? '').toLowerCase())
  return {
    // A table renamed by a later migration is dropped under its new name too.
    tables: [
      ...names(/CREATE TABLE (?:IF NOT EXISTS )?(\w+)/gi),
      ...names(/ALTER TABLE (?:IF EXISTS )?\w+ RENAME TO (\w+)/gi),
      'schema_migrations',
    ],
    sequences: names(/CREATE SEQUENCE (?:IF NOT EXISTS )?(\w+)/gi),
  }
}

export async function resetDemoData(db: Db, secrets: Secrets, now: WallClock): Promise<string[]> {
  const { tables, sequences } = migratedObjects()
  await remigrate(db, async (tx) => {
    await tx.query(`DROP TABLE IF EXISTS ${tables.join(', ')} CASCADE`)
    if (sequences.length > 0) await tx.query(`DROP SEQUENCE IF EXISTS ${sequences.join(', ')} CASCADE`)
  })
  await seed(db, now.date)
  return ensureDemoReservations(db, secrets, now)
}
