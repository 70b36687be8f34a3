/**
 * One seeded database per test run, copied for every test server: migrating and seeding the demo took ~2 s a
 * server on each engine, and a run starts a hundred of them. The global setup (tests/setup/database-templates.ts)
 * makes the template — a PGlite dump in a file, a PostgreSQL database to clone — with the code under test, so a
 * new migration or seed change is in it; `startServer` then starts from a copy, as if it had migrated and seeded.
 */
import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import pg from 'pg'
import { inject } from 'vitest'
import { openPglite } from '../../../server/db/pglite'
import { openPostgres } from '../../../server/db/postgres'
import type { Db } from '../../../server/db/types'

export const NOW = new Date('2027-01-04T10:00:00Z')
export const TODAY = '2027-01-04'

/** The schema the PostgreSQL template and its copies keep their tables in. */
export const TEMPLATE_SCHEMA = 'booking'

declare module 'vitest' {
  // Vitest's provide/inject is typed by augmenting its interface, which a type alias cannot do.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    /** The file holding the seeded PGlite dump. */
    pgliteTemplate: string
    /** The seeded PostgreSQL database new test databases are cloned from; '' without TEST_DATABASE_URL. */
    postgresTemplate: string
  }
}

/** A fresh PGlite started from the seeded dump. */
export async function pgliteFromTemplate(): Promise<Db> {
  return openPglite(undefined, new Blob([readFileSync(inject('pgliteTemplate'))]))
}

/** Runs one statement on the server of `baseUrl` (CREATE/DROP DATABASE cannot run in a pool's transaction). */
export async function adminQuery(baseUrl: string, sql: string): Promise<void> {
  const c = new pg.Client({ connectionString: baseUrl })
  await c.connect()
  try {
    await c.query(sql)
  } finally {
    await c.end()
  }
}

/**
 * Drops a test's database and ends its sessions. PostgreSQL may find an autovacuum worker on it that only a
 * superuser may end ("must be a member of the role whose process is being terminated"): it finishes in a moment,
 * so that is retried.
 */
async function dropDatabase(baseUrl: string, name: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await adminQuery(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    } catch (error) {
      if (attempt >= 20 || !/process is being terminated|being accessed by other users/.test(String(error)))
        throw error
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200))
    }
  }
}

export function databaseUrl(baseUrl: string, name: string): string {
  const url = new URL(baseUrl)
  url.pathname = `/${name}`
  return url.toString()
}

/**
 * A database of its own cloned from the seeded template, its URL and schema, and how to drop it. Two workers may
 * clone at the same moment; PostgreSQL refuses a clone while another session is on the template, so that is
 * retried. The schema is renamed to the database's own name: an instance's write listener is named for its
 * schema, and a test that stops one by that name must not reach another test's.
 */
export async function postgresFromTemplate(
  baseUrl: string,
): Promise<{ url: string; schema: string; db: Db; drop(): Promise<void> }> {
  const name = `be_test_${randomBytes(6).toString('hex')}`
  for (let attempt = 0; ; attempt++) {
    try {
      await adminQuery(baseUrl, `CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`)
      break
    } catch (error) {
      if (attempt >= 50 || !/being accessed by other users/.test(String(error))) throw error
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 100))
    }
  }
  const url = databaseUrl(baseUrl, name)
  await adminQuery(url, `ALTER SCHEMA ${TEMPLATE_SCHEMA} RENAME TO ${name}`)
  return {
    url,
    schema: name,
    db: await openPostgres(url, { schema: name, max: 20 }),
    drop: () => dropDatabase(baseUrl, name),
  }
}
