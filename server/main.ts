/**
 * The production entry: reads PORT (8080), HOST (0.0.0.0), DATA_DIR (./data), DATABASE_URL (PostgreSQL instead of
 * the embedded PGlite), LINK_SIGNING_KEY (HMAC key for reservation and pay-by-link codes; a random one is made and
 * kept under DATA_DIR when absent), STATIC_DIR (dist/client), PUBLIC_URL (the address guests use, for links in
 * e-mails; http://localhost:PORT when absent) and TRUST_PROXY (1 behind a reverse proxy that sets X-Forwarded-For). Migrates, seeds, serves, and closes the database on
 * SIGINT/SIGTERM (PGlite must be closed cleanly or its sequences jump).
 */
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { serve } from '@hono/node-server'
import { createApp } from './app'
import { payLinkCode } from './booking/pay-link'
import { propertyNow } from './booking/property'
import { migrate } from './db/migrate'
import { openDatabase } from './db/open'
import { CLIFFTOP, HARBOUR, INVOICES } from './seed/demo'
import { seed } from './seed/seed'

const env = process.env
const port = Number(env.PORT ?? 8080)
const host = env.HOST ?? '0.0.0.0'
const dataDir = resolve(env.DATA_DIR ?? './data')
mkdirSync(dataDir, { recursive: true })

function linkSigningKey(): string {
  if (env.LINK_SIGNING_KEY) return env.LINK_SIGNING_KEY
  const file = join(dataDir, 'link-signing.key')
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  const key = randomBytes(32).toString('base64url')
  writeFileSync(file, key, { mode: 0o600 })
  return key
}

const clock = () => new Date()
const started = performance.now()
const db = await openDatabase({ DATABASE_URL: env.DATABASE_URL, DATA_DIR: dataDir })
await migrate(db)
const { created } = await seed(db, propertyNow(clock).date)
const secrets = { linkSigningKey: linkSigningKey() }
const app = createApp({
  db,
  clock,
  secrets,
  mailDir: join(dataDir, 'mail'),
  publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
  trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
  // Checking a search answer against its contract took half of building it; the tests check every answer.
  checkHotAnswers: false,
  staticDir: resolve(env.STATIC_DIR ?? 'dist/client'),
  log: (line) => console.log(`${new Date().toISOString()} ${line}`),
})

const server = serve({ fetch: app.fetch, port, hostname: host }, (info) => {
  console.log(
    `Database: ${db.kind}${created ? ' (demo data seeded)' : ''}; ready in ${Math.round(performance.now() - started)} ms`,
  )
  console.log(`Harbour booking engine: http://localhost:${info.port}/Book/HARBOUR`)
  for (const inv of INVOICES) {
    const code = inv.propertyId === HARBOUR.id ? HARBOUR.code : CLIFFTOP.code
    const pay = payLinkCode(secrets, inv.propertyId, 'P', inv.number)
    const store = payLinkCode(secrets, inv.propertyId, 'S', inv.number)
    console.log(`  pay ${inv.number}: http://localhost:${info.port}/SecurePay/${code}/P/${inv.number}/${pay}`)
    console.log(
      `  store a card (${inv.number}): http://localhost:${info.port}/SecurePay/${code}/S/${inv.number}/${store}`,
    )
  }
})

let stopping = false
async function stop(signal: string) {
  if (stopping) return
  stopping = true
  console.log(`${signal}: closing`)
  server.close()
  try {
    await db.close()
  } finally {
    process.exit(0)
  }
}
process.on('SIGINT', () => void stop('SIGINT'))
process.on('SIGTERM', () => void stop('SIGTERM'))
