/**
 * How an instance leaves a group behind a load balancer (issue 20): it stops taking connections, lets the
 * requests it holds finish — a booking half-way through its transaction must commit or roll back, not be cut —
 * and only after a time limit ends whatever is still open (a stuck client must not keep it alive for ever).
 */
import type { ServerType } from '@hono/node-server'

/** Long enough for any honest request (the slowest, a booking, takes well under a second). */
export const STOP_LIMIT_MS = 10_000

/**
 * Closes the server: no new connections, idle keep-alive ones closed, busy ones left to finish. Resolves 'drained'
 * once the last has finished, or 'cut' when the time limit ended those still open.
 */
export function closeServer(server: ServerType, limitMs = STOP_LIMIT_MS): Promise<'drained' | 'cut'> {
  return new Promise((resolve) => {
    const limit = setTimeout(() => {
      if ('closeAllConnections' in server) server.closeAllConnections()
      resolve('cut')
    }, limitMs)
    limit.unref()
    server.close(() => {
      clearTimeout(limit)
      resolve('drained')
    })
  })
}
