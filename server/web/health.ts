/**
 * What a load balancer asks (issue 20). /health: the process is up and answering, whatever the database says (a
 * failing /health gets the process restarted, which a database outage would not cure). /ready: send this
 * instance traffic — the database answers, every migration this build knows is applied, and it is not stopping.
 * Both live outside /api/* so its idempotency, cross-site and size rules can never fail them. /health also counts
 * the mail and webhooks given up for good (issue 19), from a cached read that can neither fail nor hold it.
 */
import { randomBytes } from 'node:crypto'
import { rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { Hono } from 'hono'
import type { Db } from '../db/types'
import { loadMigrations } from '../db/migrate'
import { failedDeliveriesReader } from '../jobs/failed-deliveries'

/** Set by server/main.ts on SIGTERM: /ready fails at once so the balancer stops sending new requests. */
export type Lifecycle = { stopping: boolean }

/** The names of this build's migrations not yet recorded in the database (throws when it does not answer). */
async function pendingMigrations(db: Db, known: readonly string[]): Promise<string[]> {
  const rows = await db.query<{ name: string }>('SELECT name FROM schema_migrations')
  const applied = new Set(rows.map((r) => r.name))
  return known.filter((name) => !applied.has(name))
}

/**
 * Whether a small file can be written to (and removed from) the data folder: a full disk or a folder turned
 * read-only fails every booking that writes mail or the embedded database, so the instance is not ready.
 */
async function canWrite(dataDir: string): Promise<boolean> {
  const probe = join(dataDir, `.ready-${randomBytes(6).toString('hex')}`)
  try {
    await writeFile(probe, 'ready\n')
    return true
  } catch {
    return false
  } finally {
    await rm(probe, { force: true }).catch(() => undefined)
  }
}

export function healthRoutes(db: Db, lifecycle: Lifecycle | undefined, dataDir?: string) {
  const app = new Hono()
  // Read once: the build's migrations do not change while it runs.
  const known = loadMigrations().map((m) => m.name)
  const noStore = { 'Cache-Control': 'no-store' }
  const failures = failedDeliveriesReader(db)
  app.get('/health', async (c) => c.json({ Status: 'ok', ...(await failures.read()) }, 200, noStore))
  app.get('/ready', async (c) => {
    if (lifecycle?.stopping) return c.json({ Status: 'stopping' }, 503, noStore)
    try {
      const pending = await pendingMigrations(db, known)
      if (pending.length > 0) return c.json({ Status: 'migrating' }, 503, noStore)
    } catch {
      return c.json({ Status: 'database unreachable' }, 503, noStore)
    }
    if (dataDir !== undefined && !(await canWrite(dataDir)))
      return c.json({ Status: 'data folder not writable' }, 503, noStore)
    return c.json({ Status: 'ready' }, 200, noStore)
  })
  return app
}
