import { deviceDb, type DeviceDb } from './db'

/**
 * A lease in the device database: the fallback for browsers (and workers) without Web Locks, so two tabs do
 * not send the outbox at the same time. A lease expires on its own, so a tab that dies holding it blocks the
 * others for `ttl` at most; and if a slow holder outlives its lease, the idempotency key still makes a second
 * send of the same change harmless.
 */
type Lease = { owner: string; expiresAt: number }

export async function takeLease(
  name: string,
  owner: string,
  now: number,
  ttl: number,
  db: DeviceDb = deviceDb(),
): Promise<boolean> {
  const key = `lease:${name}`
  return db.transaction('rw', db.meta, async () => {
    const current = leaseOf((await db.meta.get(key))?.value)
    if (current && current.owner !== owner && current.expiresAt > now) return false
    await db.meta.put({ key, value: { owner, expiresAt: now + ttl } satisfies Lease })
    return true
  })
}

export async function releaseLease(name: string, owner: string, db: DeviceDb = deviceDb()): Promise<void> {
  const key = `lease:${name}`
  await db.transaction('rw', db.meta, async () => {
    const current = leaseOf((await db.meta.get(key))?.value)
    if (current?.owner === owner) await db.meta.delete(key)
  })
}

function leaseOf(value: unknown): Lease | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  if (!('owner' in value) || !('expiresAt' in value)) return undefined
  const { owner, expiresAt } = value
  return typeof owner === 'string' && typeof expiresAt === 'number' ? { owner, expiresAt } : undefined
}
