/**
 * Global setup of the server tests: the seeded databases every test server starts from
 * (tests/support/server/database-template.ts), made once per run and removed after it.
 */
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { migrate } from '../../server/db/migrate'
import { openPglite } from '../../server/db/pglite'
import { openPostgres } from '../../server/db/postgres'
import { seed } from '../../server/seed/seed'
import { adminQuery, databaseUrl, TEMPLATE_SCHEMA, TODAY } from '../support/server/database-template'

async function pgliteTemplate(folder: string): Promise<string> {
  const db = await openPglite()
  await migrate(db)
  await seed(db, TODAY)
  const file = join(folder, 'pglite.tar')
  writeFileSync(file, Buffer.from(await (await db.dump()).arrayBuffer()))
  await db.close()
  return file
}

async function postgresTemplate(baseUrl: string): Promise<string> {
  const name = `be_template_${randomBytes(6).toString('hex')}`
  await adminQuery(baseUrl, `CREATE DATABASE ${name}`)
  const db = await openPostgres(databaseUrl(baseUrl, name), { schema: TEMPLATE_SCHEMA })
  await migrate(db)
  await seed(db, TODAY)
  await db.close()
  return name
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const folder = mkdtempSync(join(tmpdir(), 'be-template-'))
  const baseUrl = process.env.TEST_DATABASE_URL ?? ''
  const [pglite, postgres] = await Promise.all([
    pgliteTemplate(folder),
    baseUrl ? postgresTemplate(baseUrl) : Promise.resolve(''),
  ])
  project.provide('pgliteTemplate', pglite)
  project.provide('postgresTemplate', postgres)
  return async () => {
    rmSync(folder, { recursive: true, force: true })
    if (postgres) await adminQuery(baseUrl, `DROP DATABASE IF EXISTS ${postgres} WITH (FORCE)`)
  }
}
