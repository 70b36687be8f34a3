/**
 * The HMAC key of reservation and pay-by-link codes (server/crypto.ts). Every instance that can be
 * asked to open a link must hold the same key, or a link made by one fails on the other (issue 20). In order:
 * LINK_SIGNING_KEY when set; on PostgreSQL the key kept in the database (made by the first instance to start —
 * from the key file under DATA_DIR when one exists, so links already sent keep working); on PGlite, one process,
 * the key file under DATA_DIR (made on first start).
 */
import { randomBytes } from 'node:crypto'
import type { Db } from '../db/types'
import { existingLinkSigningKey, linkSigningKey } from './environment'

const NAME = 'link-signing'

export async function sharedLinkSigningKey(
  db: Db,
  dataDir: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<string> {
  if (env.LINK_SIGNING_KEY) return env.LINK_SIGNING_KEY
  if (db.kind === 'pglite') return linkSigningKey(dataDir, env)
  const candidate = existingLinkSigningKey(dataDir, env) ?? randomBytes(32).toString('base64url')
  // Instances starting together both offer one; the first row stands and both read it.
  await db.query('INSERT INTO server_secret (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
    NAME,
    candidate,
  ])
  const [row] = await db.query<{ value: string }>('SELECT value FROM server_secret WHERE name = $1', [NAME])
  if (!row) throw new Error('The link-signing key could not be stored.')
  return row.value
}
