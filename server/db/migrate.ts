/**
 * Plain SQL migrations: server/db/migrations/NNN-name.sql, applied in name order, each in its own transaction,
 * recorded in schema_migrations.
 *
 * Trap: the folder is found relative to this module. From source that is server/db/migrations; in the bundle
 * (dist/server/main.mjs) it is dist/server/migrations, which scripts/build-server.mjs copies there.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Db } from './types'

export const DEFAULT_MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url))

export function loadMigrations(dir = DEFAULT_MIGRATIONS_DIR): { name: string; sql: string }[] {
  return readdirSync(dir)
    .filter((f) => /^\d{3}-[\w-]+\.sql$/.test(f))
    .sort()
    .map((f) => ({ name: f.replace(/\.sql$/, ''), sql: readFileSync(`${dir}/${f}`, 'utf8') }))
}

export async function migrate(db: Db, dir = DEFAULT_MIGRATIONS_DIR): Promise<string[]> {
  const MIGRATIONS = loadMigrations(dir)
  await db.query(
    `CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`,
  )
  const done = new Set(
    (await db.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name),
  )
  const applied: string[] = []
  for (const m of MIGRATIONS) {
    if (done.has(m.name)) continue
    await db.transaction(async (tx) => {
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
