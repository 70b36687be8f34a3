/**
 * Logs a platform can read (issue 20): one JSON line per request and one per unhandled error, tied together by a
 * request id. The id is the caller's X-Request-Id when it is a plain token (a proxy or load balancer in front
 * sets one, so its logs and ours join up), else a fresh UUID; either way it goes back as X-Request-Id.
 *
 * What a line never holds: bodies (card data), query strings (e-mail addresses, names), link codes and tokens in
 * the path (redacted as the client log does), control characters (a forged line).
 */
import { randomUUID } from 'node:crypto'
import type { Context, MiddlewareHandler } from 'hono'
import { oneLine, redactLogUrl } from '@/api/contract/client-log'
import type { AppEnv } from './context'

/** Letters, digits and . _ : - only: nothing that could split a header or a log line. */
const VALID_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/

export const REQUEST_ID_HEADER = 'X-Request-Id'

/** Names the request (c.var.requestId) and echoes the name on the answer, errors included. */
export function requestIds(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const given = c.req.header(REQUEST_ID_HEADER)
    const id = given !== undefined && VALID_REQUEST_ID.test(given) ? given : randomUUID()
    c.set('requestId', id)
    await next()
    c.res.headers.set(REQUEST_ID_HEADER, id)
  }
}

/** The path as it may be logged: no query, codes redacted, no control characters, bounded. */
function loggedPath(c: Context<AppEnv>): string {
  return oneLine(redactLogUrl(new URL(c.req.url).pathname), 500)
}

/** One JSON line per request once it is answered: time, id, method, path, status and duration. */
export function requestLog(log: (line: string) => void): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now()
    await next()
    log(
      JSON.stringify({
        time: new Date().toISOString(),
        requestId: c.var.requestId,
        method: oneLine(c.req.method, 20),
        path: loggedPath(c),
        status: c.res.status,
        durationMs: Math.round((performance.now() - started) * 10) / 10,
      }),
    )
  }
}

/** The JSON line of an unhandled error: its message only (a stack or body may hold what must not be logged). */
export function errorLine(c: Context<AppEnv>, error: Error): string {
  return JSON.stringify({
    time: new Date().toISOString(),
    level: 'error',
    requestId: c.var.requestId,
    method: oneLine(c.req.method, 20),
    path: loggedPath(c),
    message: oneLine(error.message, 2000),
  })
}
