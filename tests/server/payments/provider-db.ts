/**
 * A fresh, migrated database for the test provider's suites, without the app or the demo seed: in-memory PGlite,
 * or — with TEST_DATABASE_URL — PostgreSQL in a schema of its own, dropped afterwards. `other()` opens a second
 * handle on the same database, as a second server instance would (on PGlite, the one handle: it is one process).
 */
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { migrate } from '../../../server/db/migrate'
import { openPglite } from '../../../server/db/pglite'
import { openPostgres } from '../../../server/db/postgres'
import type { Db } from '../../../server/db/types'
import { describe, it } from 'vitest'

// Not from ../harness: that starts the whole app with the demo seed, which these suites do not need.
export type Engine = 'pglite' | 'postgres'
export const ENGINES: Engine[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite']
/** The pinned now of the server suites: 2027-01-04, a Monday, 10:00 in London. */
export const NOW = new Date('2027-01-04T10:00:00Z')

/** A visible skipped suite when PostgreSQL is not configured, so the gap is never silent. */
export function notePostgresSkipped(area: string): void {
  if (!process.env.TEST_DATABASE_URL) {
    describe(`${area} on PostgreSQL`, () => {
      it.skip('skipped: set TEST_DATABASE_URL=postgres://… to run this suite against PostgreSQL too', () =>
        undefined)
    })
  }
}

export type ProviderDb = { db: Db; other(): Promise<Db>; close(): Promise<void> }

export async function providerDb(engine: Engine): Promise<ProviderDb> {
  if (engine === 'pglite') {
    const db = await openPglite()
    await migrate(db)
    return { db, other: async () => db, close: () => db.close() }
  }
  const url = process.env.TEST_DATABASE_URL ?? ''
  const schema = `test_${randomBytes(6).toString('hex')}`
  const db = await openPostgres(url, { schema, max: 10 })
  await migrate(db)
  const others: Db[] = []
  return {
    db,
    async other() {
      const o = await openPostgres(url, { schema, max: 5 })
      others.push(o)
      return o
    },
    async close() {
      for (const o of others) await o.close()
      await db.close()
      const c = new pg.Client({ connectionString: url })
      await c.connect()
      await c.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)
      await c.end()
    },
  }
}
