import type { Secrets } from './booking/create'
import type { Db } from './db/types'

/** What every route gets: the database, the clock (tests pin it), secrets and the mail folder. */
export type AppDeps = {
  db: Db
  clock: () => Date
  secrets: Secrets
  mailDir?: string
  staticDir?: string
  /** One line per request (no bodies); off when absent. */
  log?: (line: string) => void
}

export type AppEnv = { Variables: { rawBody: string } }
