/**
 * Plain SQL migrations: server/db/migrations/NNN-name.sql, applied in name order, recorded in schema_migrations.
 *
 * Trap: the folder is found relative to this module. From source that is server/db/migrations; in the bundle
 * (dist/server/main.mjs) it is dist/server/migrations, which scripts/build-server.mjs copies there.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Db, Queryable } from './types'

export const DEFAULT_MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url))

export function loadMigrations(dir = DEFAULT_MIGRATIONS_DIR): { name: string; sql: string }[] {
  return readdirSync(dir)
    .filter((f) => /^\d{3}-[\w-]+\.sql$/.test(f))
    .sort()
    .map((f) => ({ name: f.replace(/\.sql$/, ''), sql: readFileSync(`${dir}/${f}`, 'utf8') }))
}

/** The database was migrated by a newer build: serving it with this one could write what the newer schema forbids. */
export class SchemaNewerThanBuildError extends Error {
  constructor(readonly unknown: string[]) {
    super(
      `The database has migrations this build does not know (${unknown.join(', ')}): it was migrated by a newer ` +
        'version of the server. Deploy that version (or newer) instead of this one.',
    )
    this.name = 'SchemaNewerThanBuildError'
  }
}

// One key per schema, so instances of one deployment queue behind each other and separate schemas (the tests')
// do not.
const MIGRATION_LOCK = `SELECT pg_advisory_xact_lock(hashtext('booking-engine migrations ' || current_schema()))`

/**
 * Applies the migrations not yet recorded and returns their names. On PostgreSQL several instances may start at
 * once: the whole run holds a transaction-scoped advisory lock, so the second waits for the first and then finds
 * nothing left to do (and a failed migration leaves the schema as it was). PGlite is one process: each
 * migration is its own transaction. Throws SchemaNewerThanBuildError when the database knows a migration this
 * build does not.
 */
export async function migrate(db: Db, dir = DEFAULT_MIGRATIONS_DIR): Promise<string[]> {
  const migrations = loadMigrations(dir)
  if (db.kind === 'postgres') {
    return db.transaction(async (tx) => {
      await tx.query(MIGRATION_LOCK)
      return applyMigrations(tx, migrations, (fn) => fn(tx))
    })
  }
  return applyMigrations(db, migrations, (fn) => db.transaction(fn))
}

/**
 * Drops what the migrations made (`drop`) and migrates again in one transaction, on either engine: a server
 * serving the same database meanwhile (its outbox, a guest's request) waits and then finds the new schema,
 * never none.
 */
export async function remigrate(db: Db, drop: (tx: Queryable) => Promise<void>): Promise<string[]> {
  const migrations = loadMigrations(DEFAULT_MIGRATIONS_DIR)
  return db.transaction(async (tx) => {
    if (db.kind === 'postgres') await tx.query(MIGRATION_LOCK)
    await drop(tx)
    return applyMigrations(tx, migrations, (fn) => fn(tx))
  })
}

async function applyMigrations(
  db: Queryable,
  migrations: { name: string; sql: string }[],
  inTransaction: (fn: (tx: Queryable) => Promise<void>) => Promise<void>,
): Promise<string[]> {
  await db.query(
    `CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`,
  )
  const done = new Set(
    (await db.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name),
  )
  const known = new Set(migrations.map((m) => m.name))
  const unknown = [...done].filter((name) => !known.has(name)).sort()
  if (unknown.length > 0) throw new SchemaNewerThanBuildError(unknown)
  const applied: string[] = []
  for (const m of migrations) {
    if (done.has(m.name)) continue
    await inTransaction(async (tx) => {
      for (const statement of splitSql(m.sql)) await tx.query(statement)
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [m.name])
    })
    applied.push(m.name)
  }
  return applied
}

/** Splits on semicolons at line ends; the migrations keep one statement per `;\n` (no functions with bodies). */
function splitSql(sql: string): string[] {
  return sql
    .split(/;\s*(?:\n|$)/)
    .map((s) => s.replace(/^\s*--.*$/gm, '').trim())
    .filter((s) => s.length > 0)
}
