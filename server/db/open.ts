import { join } from 'node:path'
import { openPglite } from './pglite'
import { openPostgres } from './postgres'
import type { Db } from './types'

/** PostgreSQL when DATABASE_URL is set, else PGlite on disk under DATA_DIR/pglite. */
export function openDatabase(env: { DATABASE_URL?: string; DATA_DIR?: string }): Promise<Db> {
  if (env.DATABASE_URL) return openPostgres(env.DATABASE_URL)
  return openPglite(join(env.DATA_DIR ?? './data', 'pglite'))
}
