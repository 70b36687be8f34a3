/**
 * The API keys a hotel gives its PMS or channel manager (decision 0108). A key belongs to one property; it is shown
 * once, when it is made, and only its sha256 is stored: 32 random bytes leave nothing to guess, so a slow password
 * hash would only cost every request time. The first characters (`pms_` and 8 more) are kept in the clear as the
 * key's prefix, so a hotel can tell which key a PMS holds without the key itself.
 */
import { randomBytes } from 'node:crypto'
import { sha256 } from '../crypto'
import type { Queryable } from '../db/types'

const KEY_MARK = 'pms_'
/** `pms_` and the first 8 characters of the secret: 48 bits, enough to tell a hotel's keys apart. */
const PREFIX_LENGTH = KEY_MARK.length + 8
/** `pms_` followed by 43 base64url characters (32 bytes): the only shape a key can have. */
const KEY_SHAPE = /^pms_[A-Za-z0-9_-]{43}$/

export type ApiKeyRecord = {
  id: number
  propertyId: number
  propertyCode: string
  label: string
  prefix: string
  createdAt: string
  revokedAt: string | null
  lastUsedAt: string | null
}

export type NewApiKey = { id: number; key: string; prefix: string; propertyCode: string }

/** The key a caller presented, when it exists: its id, its property and whether it was revoked. */
export type PresentedKey = { id: number; propertyId: number; revoked: boolean }

export class UnknownPropertyError extends Error {
  constructor(readonly code: string) {
    super(`There is no property with the code "${code}".`)
  }
}

/** Makes a key for the property `propertyCode`; the returned `key` is the only time it exists in the clear. */
export async function createApiKey(db: Queryable, propertyCode: string, label: string): Promise<NewApiKey> {
  const [property] = await db.query<{ id: number; code: string }>(
    'SELECT id, code FROM property WHERE code = $1',
    [propertyCode.trim().toUpperCase()],
  )
  if (!property) throw new UnknownPropertyError(propertyCode)
  const key = KEY_MARK + randomBytes(32).toString('base64url')
  const prefix = key.slice(0, PREFIX_LENGTH)
  const [row] = await db.query<{ id: number }>(
    'INSERT INTO pms_api_key (property_id, label, prefix, key_hash) VALUES ($1, $2, $3, $4) RETURNING id',
    [property.id, label.trim(), prefix, sha256(key)],
  )
  if (!row) throw new Error('The key was not stored.')
  return { id: row.id, key, prefix, propertyCode: property.code }
}

/** Revokes key `id` from now on; false when there is no such key or it was revoked already. */
export async function revokeApiKey(db: Queryable, id: number): Promise<boolean> {
  const rows = await db.query(
    'UPDATE pms_api_key SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL RETURNING id',
    [id],
  )
  return rows.length > 0
}

export async function listApiKeys(db: Queryable): Promise<ApiKeyRecord[]> {
  const rows = await db.query<{
    id: number
    property_id: number
    code: string
    label: string
    prefix: string
    created_at: string
    revoked_at: string | null
    last_used_at: string | null
  }>(
    `SELECT k.id, k.property_id, p.code, k.label, k.prefix, k.created_at::text, k.revoked_at::text,
            k.last_used_at::text
     FROM pms_api_key k JOIN property p ON p.id = k.property_id ORDER BY k.id`,
  )
  return rows.map((r) => ({
    id: r.id,
    propertyId: r.property_id,
    propertyCode: r.code,
    label: r.label,
    prefix: r.prefix,
    createdAt: r.created_at,
    revokedAt: r.revoked_at,
    lastUsedAt: r.last_used_at,
  }))
}

/** The key `presented` is, or null when it is not a key of this server (a malformed one is never looked up). */
export async function findApiKey(db: Queryable, presented: string): Promise<PresentedKey | null> {
  if (!KEY_SHAPE.test(presented)) return null
  const [row] = await db.query<{ id: number; property_id: number; revoked: boolean }>(
    'SELECT id, property_id, revoked_at IS NOT NULL AS revoked FROM pms_api_key WHERE key_hash = $1',
    [sha256(presented)],
  )
  return row ? { id: row.id, propertyId: row.property_id, revoked: row.revoked } : null
}

/** Notes that key `id` was used, at most once a minute (a busy PMS must not turn every call into a write). */
export async function noteKeyUsed(db: Queryable, id: number): Promise<void> {
  await db.query(
    `UPDATE pms_api_key SET last_used_at = now()
     WHERE id = $1 AND (last_used_at IS NULL OR last_used_at < now() - interval '1 minute')`,
    [id],
  )
}
