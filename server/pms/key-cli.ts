/**
 * The entry of `npm run pms:key` (server/pms/key-command.ts). It takes the environment of `npm start`
 * (server/web/environment.ts): DATABASE_URL, or DATA_DIR for the embedded database.
 *
 * Trap: PGlite's files belong to one process, so with the embedded database served by a running server the
 * command asks that server to run it (server/admin-handle.ts, decision 0120); on
 * PostgreSQL the command runs beside the servers, and a revoked key is refused by all of them at once (every
 * call looks its key up).
 */
import { migrate } from '../db/migrate'
import { openDatabase } from '../db/open'
import { serverEnvironment, serverHoldingDataDir } from '../web/environment'
import { runKeyCommand } from './key-command'
import { askRunningServer } from '../admin-handle'

process.umask(0o077)
const env = serverEnvironment()
const holder = env.databaseUrl ? null : serverHoldingDataDir(env.dataDir)
if (holder !== null) {
  // The server holds the embedded database: it runs the command for us (decision 0120).
  process.exit(
    await askRunningServer(env.dataDir, holder, '/api/Admin/PmsKey', { Args: process.argv.slice(2) }),
  )
}
const db = await openDatabase({ DATABASE_URL: env.databaseUrl, DATA_DIR: env.dataDir })
try {
  await migrate(db)
  const outcome = await runKeyCommand(db, process.argv.slice(2))
  for (const line of outcome.lines) (outcome.exitCode === 0 ? console.log : console.error)(line)
  process.exitCode = outcome.exitCode
} finally {
  await db.close()
}
