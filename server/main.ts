/**
 * The production entry (environment: server/web/environment.ts). Migrates, seeds, books the demo reservations when
 * missing or past, serves, and closes the database on SIGINT/SIGTERM (PGlite must be closed cleanly or its
 * sequences jump).
 */
import { serve } from '@hono/node-server'
import { createApp } from './app'
import { builtInProvider, paymentsWith } from './payments/built-in'
import { stripeKeysFromEnvironment } from './payments/payments'
import { deliverTestProviderEvents } from './payments/test-provider/event-delivery'
import { closeServer } from './web/graceful-stop'
import type { Lifecycle } from './web/health'
import { DEMO_TIME_ZONE, propertyNow } from './catalogue/property'
import { migrate, SchemaNewerThanBuildError } from './db/migrate'
import { openDatabase } from './db/open'
import { oneInstanceAtATime } from './db/startup-lock'
import { claimDataDir, mailTransport, serverEnvironment } from './web/environment'
import { sharedLinkSigningKey } from './web/link-signing-key'
import { outboxWorker } from './mail/outbox-worker'
import { startScheduler } from './jobs/scheduler'
import { serverJobs } from './jobs/server-jobs'
import { webhookWorker } from './webhooks/webhook-worker'
import { demoLinks, ensureDemoReservations } from './seed/demo-reservations'
import { seed } from './seed/seed'
import { privateDataDir } from './private-files'
import { newAdminToken, writeAdminHandle } from './admin-handle'
import { httpServerOptions } from './web/slow-clients'

// Everything this process writes (PGlite's files, mails, keys) is for its own user only (decision 0099).
process.umask(0o077)
const env = serverEnvironment()
privateDataDir(env.dataDir)
const releaseDataDir = claimDataDir(env.dataDir)

const clock = () => new Date()
const started = performance.now()
const db = await openDatabase({
  DATABASE_URL: env.databaseUrl,
  DATA_DIR: env.dataDir,
  DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE,
})
try {
  await migrate(db)
} catch (e) {
  // Refuse to serve rather than write what a newer schema forbids; the platform sees the exit and the reason.
  if (!(e instanceof SchemaNewerThanBuildError)) throw e
  console.error(e.message)
  await db.close()
  releaseDataDir()
  process.exit(1)
}
const secrets = { linkSigningKey: await sharedLinkSigningKey(db, env.dataDir) }
// Cards go to Stripe with STRIPE_* keys (or a property file's own), else to the built-in test provider (0113).
const builtIn = builtInProvider({ db, clock, secrets })
const payments = paymentsWith(builtIn, stripeKeysFromEnvironment(), env.publicUrl)
// Instances started together seed one after the other; the second finds the data and the demo bookings there.
const { created, rebooked } = await oneInstanceAtATime(db, 'startup', async () => ({
  ...(await seed(db, propertyNow(clock, DEMO_TIME_ZONE).date)),
  rebooked: await ensureDemoReservations(db, secrets, propertyNow(clock, DEMO_TIME_ZONE)),
}))
// PGlite sets the modes of the files it makes itself (0666), whatever the umask: closed again once it has made
// them, every minute after, and on the way out. The folder is 0700 all along, which is what keeps others out.
privateDataDir(env.dataDir)
// Mail queued by changes is delivered from the outbox table (decision 0098): through SMTP_URL, else as .eml files.
const mail = mailTransport(env)
console.log(`Mail leaves as ${mail.description}`)
const logError = (line: string) => console.error(`${new Date().toISOString()} ${line}`)
const outbox = outboxWorker({ db, clock, transport: mail.transport, log: logError })
// Each hotel event with a WebhookUrl is POSTed, signed (decision 0106).
const webhooks = webhookWorker({ db, clock, allowPrivate: env.webhookAllowPrivate, log: logError })
const lifecycle: Lifecycle = { stopping: false }
// The command-line tools ask this process when it holds the embedded database (decision 0120).
const adminToken = env.databaseUrl ? undefined : newAdminToken()
let removeAdminHandle = () => {}
const app = createApp({
  ...(adminToken ? { adminToken } : {}),
  db,
  clock,
  secrets,
  payments,
  builtIn,
  // A change that queued mail also made a hotel event: both leave at once rather than on the next timer.
  outbox: {
    kick() {
      outbox.kick()
      webhooks.kick()
    },
  },
  publicUrl: env.publicUrl,
  trustProxy: env.trustProxy,
  // Checking a search answer against its contract took half of building it; the tests check every answer.
  checkHotAnswers: false,
  staticDir: env.staticDir,
  lifecycle,
  dataDir: env.dataDir,
  log: (line) => console.log(line),
})

// The built-in provider's events reach our webhook route in-process, signed as Stripe signs (decision 0113).
const deliverProviderEvents = () =>
  deliverTestProviderEvents(
    { db, webhookSecret: builtIn.webhookSecret },
    async (body, headers) => {
      const answer = await app.fetch(
        new Request('http://localhost/api/Payments/Webhook', { method: 'POST', headers, body }),
      )
      return answer.status
    },
    clock(),
  )
const jobs = startScheduler(
  serverJobs({
    db,
    clock,
    outbox,
    webhooks,
    publicUrl: env.publicUrl,
    payments,
    deliverProviderEvents,
    secrets,
  }),
  logError,
)

const listen = { fetch: app.fetch, port: env.port, hostname: env.host, serverOptions: httpServerOptions() }
const server = serve(listen, (info) => {
  if (adminToken) removeAdminHandle = writeAdminHandle(env.dataDir, info.port, adminToken)
  console.log(
    `Database: ${db.kind}${created ? ' (demo data seeded)' : ''}; ready in ${Math.round(performance.now() - started)} ms`,
  )
  if (rebooked.length > 0) console.log(`Demo reservations booked from today: ${rebooked.join(', ')}`)
  console.log(`Harbour booking engine: http://localhost:${info.port}/Book/HARBOUR`)
  console.log('Demo links (again at any time: npm run demo:links):')
  for (const link of demoLinks(secrets, env.publicUrl)) console.log(`  ${link.label}: ${link.url}`)
})

const closeNewFiles = setInterval(() => privateDataDir(env.dataDir), 60_000)
closeNewFiles.unref()

/**
 * Leaves the way a load balancer expects: /ready fails at once, no new connections, the requests in flight finish
 * (up to a time limit), then the scheduled jobs, mail and webhook workers, timers and database close and the
 * process exits 0.
 */
async function stop(signal: string) {
  if (lifecycle.stopping) return
  lifecycle.stopping = true
  console.log(`${signal}: closing`)
  clearInterval(closeNewFiles)
  try {
    if ((await closeServer(server)) === 'cut') console.error(`${signal}: requests still open were cut`)
    await jobs.stop()
    await outbox.stop()
    await webhooks.stop()
    await db.close()
    privateDataDir(env.dataDir)
  } finally {
    removeAdminHandle()
    releaseDataDir()
    process.exit(0)
  }
}
process.on('SIGINT', () => void stop('SIGINT'))
process.on('SIGTERM', () => void stop('SIGTERM'))
