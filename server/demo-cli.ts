/**
 * `npm run demo:links` prints the demo's manage, pre-check-in and pay-by-link addresses; `npm run demo:reset`
 * drops the data and seeds it again (demo reservations booked from today). Both take the environment of
 * `npm start` (server/web/environment.ts): DATA_DIR, DATABASE_URL, LINK_SIGNING_KEY, PORT, PUBLIC_URL.
 *
 * Trap: PGlite's files belong to one process. The links are computed from the signing key alone (the demo
 * references are fixed), so they can be printed while the server runs; a reset opens the database and refuses
 * while a server is serving the same DATA_DIR (it would also keep answers it no longer should).
 */
import { DEMO_TIME_ZONE, propertyNow } from './catalogue/property'
import { openDatabase } from './db/open'
import { existingLinkSigningKey, serverEnvironment, serverHoldingDataDir } from './web/environment'
import { sharedLinkSigningKey } from './web/link-signing-key'
import { privateDataDir } from './private-files'
import { DEMO_GUEST, demoLinks } from './seed/demo-reservations'
import { resetDemoData } from './seed/reset'

// A reset writes the database files as the server does: for this user only (decision 0099; PGlite sets its
// files' modes itself, so they are closed again when it is done).
process.umask(0o077)
const env = serverEnvironment()
const command = process.argv[2]

if (command === 'links') {
  // PGlite's files are the running server's: its key file is read, the database is not opened.
  const key = env.databaseUrl ? await keyInDatabase() : existingLinkSigningKey(env.dataDir)
  if (!key) {
    console.error(
      `No link-signing key in ${env.dataDir} (and LINK_SIGNING_KEY is not set): start the server once (npm start), ` +
        'with the same DATA_DIR, so it seeds the demo.',
    )
    process.exit(1)
  }
  console.log(`Demo guest: ${DEMO_GUEST.email} / ${DEMO_GUEST.password}`)
  for (const link of demoLinks({ linkSigningKey: key }, env.publicUrl))
    console.log(`${link.label}\n  ${link.url}`)
} else if (command === 'reset') {
  const pid = serverHoldingDataDir(env.dataDir)
  if (pid !== null) {
    console.error(
      `The server (process ${pid}) is serving ${env.dataDir}: stop it first, then run demo:reset again.`,
    )
    process.exit(1)
  }
  privateDataDir(env.dataDir)
  const db = await openDatabase({ DATABASE_URL: env.databaseUrl, DATA_DIR: env.dataDir })
  try {
    const booked = await resetDemoData(
      db,
      { linkSigningKey: await sharedLinkSigningKey(db, env.dataDir) },
      propertyNow(() => new Date(), DEMO_TIME_ZONE),
    )
    console.log(
      `Demo data recreated (${db.kind}); demo reservations ${booked.join(', ')}. Links: npm run demo:links`,
    )
  } finally {
    await db.close()
    privateDataDir(env.dataDir)
  }
} else {
  console.error('Usage: tsx server/demo-cli.ts links|reset')
  process.exit(1)
}

/** The key the instances on DATABASE_URL share, or null before a server has started on it. */
async function keyInDatabase(): Promise<string | null> {
  const db = await openDatabase({ DATABASE_URL: env.databaseUrl, DATA_DIR: env.dataDir })
  try {
    const [row] = await db.query<{ value: string }>(
      "SELECT value FROM server_secret WHERE name = 'link-signing'",
    )
    return process.env.LINK_SIGNING_KEY || (row?.value ?? null)
  } catch {
    return null
  } finally {
    await db.close()
  }
}
