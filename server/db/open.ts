import { join } from 'node:path'
import { openPglite } from './pglite'
import { openPostgres } from './postgres'
import type { Db } from './types'

/** Connections per instance when DATABASE_POOL_SIZE is not set (plus one for the write listener). */
export const DEFAULT_POOL_SIZE = 10

/**
 * DATABASE_POOL_SIZE as a whole number from 1 to 500, or the default. N instances hold N × (size + 1)
 * connections, which must stay under the server's max_connections: a wrong value stops the start with a reason.
 */
export function poolSize(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_POOL_SIZE
  const size = Number(value)
  if (!Number.isInteger(size) || size < 1 || size > 500) {
    throw new Error(`DATABASE_POOL_SIZE must be a whole number from 1 to 500, not "${value}".`)
  }
  return size
}

/** PostgreSQL when DATABASE_URL is set, else PGlite on disk under DATA_DIR/pglite. */
export function openDatabase(env: {
  DATABASE_URL?: string
  DATA_DIR?: string
  DATABASE_POOL_SIZE?: string
}): Promise<Db> {
  if (env.DATABASE_URL) return openPostgres(env.DATABASE_URL, { max: poolSize(env.DATABASE_POOL_SIZE) })
  return openPglite(join(env.DATA_DIR ?? './data', 'pglite'))
}
