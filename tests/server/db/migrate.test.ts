/**
 * Migrations when several instances start together (issue 20): on PostgreSQL two runs at once on a fresh schema
 * both succeed and each migration is applied once; a database that knows a migration this build does not is
 * refused, on both engines.
 */
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { loadMigrations, migrate, SchemaNewerThanBuildError } from '../../../server/db/migrate'
import { openPglite } from '../../../server/db/pglite'
import { openPostgres } from '../../../server/db/postgres'
import type { Db } from '../../../server/db/types'
import { ENGINES, notePostgresSkipped } from '../../support/server/harness'

const databaseUrl = process.env.TEST_DATABASE_URL ?? ''
const opened: Db[] = []
const schemas: string[] = []

async function freshDb(engine: 'pglite' | 'postgres', schema: string): Promise<Db> {
  const db = engine === 'pglite' ? await openPglite() : await openPostgres(databaseUrl, { schema, max: 3 })
  opened.push(db)
  return db
}

afterAll(async () => {
  for (const db of opened) await db.close()
  // PGlite runs take a schema name too, but there is no server to drop it from.
  if (schemas.length === 0 || !databaseUrl) return
  const c = new pg.Client({ connectionString: databaseUrl })
  await c.connect()
  for (const schema of schemas) await c.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)
  await c.end()
})

const newSchema = () => {
  const schema = `test_${randomBytes(6).toString('hex')}`
  schemas.push(schema)
  return schema
}

notePostgresSkipped('migrations from several instances at once')

describe.skipIf(!databaseUrl)('migrations from several instances at once (postgres)', () => {
  it('applies each migration once when two instances migrate a fresh schema together', async () => {
    const schema = newSchema()
    const [a, b, c] = [
      await freshDb('postgres', schema),
      await freshDb('postgres', schema),
      await freshDb('postgres', schema),
    ]
    const runs = await Promise.all([migrate(a), migrate(b), migrate(c)])
    const names = loadMigrations().map((m) => m.name)
    expect(runs.flat().sort()).toEqual(names)
    // One did the work; the others waited for its lock and found nothing left.
    expect(runs.filter((r) => r.length > 0)).toHaveLength(1)
    const rows = await a.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name')
    expect(rows.map((r) => r.name)).toEqual(names)
  })
})

describe.each(ENGINES)('a schema newer than the build (%s)', (engine) => {
  it('is refused with a clear error, and nothing is applied', async () => {
    const schema = newSchema()
    const db = await freshDb(engine, schema)
    await migrate(db)
    await db.query(`INSERT INTO schema_migrations (name) VALUES ('999-from-a-newer-build')`)
    const refused = migrate(db)
    await expect(refused).rejects.toBeInstanceOf(SchemaNewerThanBuildError)
    await expect(refused).rejects.toThrow(/999-from-a-newer-build.*newer version/)
  })
})
