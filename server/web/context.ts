import type { Secrets } from '../crypto'
import type { TrustProxy } from '../client-address'
import type { Db } from '../db/types'
import type { Lifecycle } from './health'
import type { OutboxWorker } from '../mail/outbox-worker'
import type { Payments } from '../payments/payments'

/** What every route gets: the database, the clock (tests pin it), secrets and the mail outbox's worker. */
export type AppDeps = {
  db: Db
  clock: () => Date
  secrets: Secrets
  /** Who takes each property's cards: Stripe, or the built-in test provider (decision 0113). */
  payments: Payments
  /** Delivers the mail that changes queue; kicked after every POST so it leaves at once (decision 0098). */
  outbox?: Pick<OutboxWorker, 'kick'>
  staticDir?: string
  /** The address guests reach the app at (PUBLIC_URL), for links in e-mails; relative links when absent. */
  publicUrl?: string
  /** Behind reverse proxies (TRUST_PROXY): the client address is the one the nearest trusted proxy saw. */
  trustProxy?: TrustProxy
  /**
   * Check the search and calendar answers against their contract before keeping them (every other answer is
   * always checked). On unless false; production turns it off, tests keep it on (decision 0060).
   */
  checkHotAnswers?: boolean
  /** Whether the instance is stopping (SIGTERM): /ready then fails so the load balancer moves on. */
  lifecycle?: Lifecycle
  /** The data folder (DATA_DIR): /ready fails when it cannot be written (mail files, keys, the embedded database). */
  dataDir?: string
  /** One JSON line per request (server/web/request-log.ts: no bodies, queries or codes); off when absent. */
  log?: (line: string) => void
  /** The command-line tools' token (server/desk/settings-admin.ts); no admin routes when absent. */
  adminToken?: string
}

/** An accepted PMS API key: its id and the property it is for. */
export type PmsCaller = { keyId: number; propertyId: number; propertyCode: string }

/** The Idempotency-Key a request claimed (server/web/idempotency.ts), with its claim id; null when it has none. */
export type IdempotencyClaim = { scope: string; key: string; id: string }

export type AppEnv = {
  Variables: {
    rawBody: string
    idempotencyKey: IdempotencyClaim | null
    /** The caller's X-Request-Id when valid, else a fresh one (server/web/request-log.ts). */
    requestId: string
    /** The PMS key a call of /api/pms/properties/CODE/… was let in with, and its property (server/pms/access.ts). */
    pmsCaller: PmsCaller | undefined
  }
}
