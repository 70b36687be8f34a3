/**
 * `npm run property:import FILE…` writes property files into the database (each file in one transaction: all of
 * it or nothing); `npm run property:export CODE [OUT]` writes a property or a group back out as a file (to OUT,
 * or to standard output). Both take the environment of `npm start` (server/web/environment.ts): DATA_DIR or
 * DATABASE_URL. The format is decision 0107's, its JSON Schema docs/property-file.schema.json.
 *
 * Trap: PGlite's files belong to one process. With DATA_DIR (no DATABASE_URL) and a server serving the same
 * folder, import asks that server to do it (decision 0120) and export refuses (the desk's Settings download it);
 * with PostgreSQL they run beside the servers, which hear the change (decision 0103).
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { dirname, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { format, resolveConfig } from 'prettier'
import { migrate } from '../server/db/migrate'
import { openDatabase } from '../server/db/open'
import type { Db } from '../server/db/types'
import { serverEnvironment, serverHoldingDataDir } from '../server/web/environment'
import { privateDataDir } from '../server/private-files'
import { askRunningServer } from '../server/admin-handle'
import { writeStaticData } from '../server/seed/seed'
import { exportContent, propertyFileText } from '../server/property-file/export'
import { importFileTexts } from '../server/property-file/import-command'
import { propertyFileJsonSchema } from '../server/property-file/json-schema'

const SCHEMA = fileURLToPath(new URL('../docs/property-file.schema.json', import.meta.url))

process.umask(0o077)
const env = serverEnvironment()
const [command, ...args] = process.argv.slice(2)

async function withDatabase(run: (db: Db) => Promise<number>): Promise<number> {
  if (!env.databaseUrl) {
    const pid = serverHoldingDataDir(env.dataDir)
    if (pid !== null) {
      console.error(
        `The server (process ${pid}) is serving ${env.dataDir}: download the file at the desk ` +
          `(/Desk/CODE/settings, as the owner), or stop the server first and run this again.`,
      )
      return 1
    }
    privateDataDir(env.dataDir)
  }
  const db = await openDatabase({ DATABASE_URL: env.databaseUrl, DATA_DIR: env.dataDir })
  try {
    await migrate(db)
    return await run(db)
  } finally {
    await db.close()
    if (!env.databaseUrl) privateDataDir(env.dataDir)
  }
}

async function importFiles(db: Db, files: readonly string[]): Promise<number> {
  await db.transaction(writeStaticData)
  const outcome = await importFileTexts(db, filesRead(files), () => new Date())
  for (const line of outcome.lines) (line.error ? console.error : console.log)(line.text)
  return outcome.exitCode
}

const filesRead = (files: readonly string[]) =>
  files.map((name) => ({ name, text: readFileSync(name, 'utf8') }))

/** With the embedded database served by a running server, the server imports the files (decision 0120). */
async function importBesideServer(files: readonly string[]): Promise<number | null> {
  if (env.databaseUrl) return null
  const pid = serverHoldingDataDir(env.dataDir)
  if (pid === null) return null
  const body = { Files: filesRead(files).map((f) => ({ Name: f.name, Text: f.text })) }
  return askRunningServer(env.dataDir, pid, '/api/Admin/PropertyImport', body)
}

async function exportFile(db: Db, code: string, out: string | undefined): Promise<number> {
  const content = await exportContent(db, code)
  if (!content) {
    console.error(`No property or group has the code ${code}.`)
    return 1
  }
  const from = out ? dirname(resolve(out)) : process.cwd()
  const text = propertyFileText(content, relative(from, SCHEMA) || SCHEMA)
  if (out) {
    writeFileSync(out, text)
    console.log(`${code} written to ${out}`)
  } else process.stdout.write(text)
  return 0
}

let status = 1
if (command === 'import' && args.length > 0)
  status = (await importBesideServer(args)) ?? (await withDatabase((db) => importFiles(db, args)))
else if (command === 'export' && args[0])
  status = await withDatabase((db) => exportFile(db, args[0] ?? '', args[1]))
else if (command === 'schema') {
  // Kept in the repo for editors; tests/server/property-file checks it is what the schema makes.
  writeFileSync(
    SCHEMA,
    await format(propertyFileJsonSchema(), { ...(await resolveConfig(SCHEMA)), filepath: SCHEMA }),
  )
  status = 0
} else
  console.error('Usage: npm run property:import FILE… | npm run property:export CODE [OUT] | property:schema')
process.exit(status)
