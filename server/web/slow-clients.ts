/**
 * The Node HTTP server's limits against clients that send slowly (slowloris, decision 0099). Without them a
 * request whose headers or body trickle in holds a socket for five minutes (Node's requestTimeout) and the
 * headers for a minute; many of them exhaust the server. Node checks open connections against these limits every
 * `checkEveryMs`, so a slow request is ended between `requestTimeoutMs` and that plus `checkEveryMs`.
 */
import type { ServerOptions } from 'node:http'

export type SlowClientLimits = { headersTimeoutMs: number; requestTimeoutMs: number; checkEveryMs: number }

/** The largest honest body (a few kB) arrives in well under a second even on a poor mobile line. */
export const SLOW_CLIENT_LIMITS: SlowClientLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 20_000,
  checkEveryMs: 1_000,
}

export function httpServerOptions(limits: SlowClientLimits = SLOW_CLIENT_LIMITS): ServerOptions {
  return {
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    connectionsCheckingInterval: limits.checkEveryMs,
  }
}
