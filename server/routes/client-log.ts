import { Hono } from 'hono'
import { ClientLogRequest, redactLogText, redactLogUrl } from '@/api/contract/client-log'
import type { AppDeps, AppEnv } from '../web/context'
import { parseBody } from '../web/http'
import { Limits, requesterOf, spendAttempt } from '../auth/limits'

export const CLIENT_LOG_LIMITED = 'Too many log posts from this address. Please try again later.'

export function clientLogRoutes(deps: AppDeps) {
  const { log } = deps
  const app = new Hono<AppEnv>()

  // Client logs are written as one JSON line each, to the server's log only (never the database). The client has
  // redacted them already; they are redacted again here, since anyone can post to this address.
  app.post('/api/ClientLog', async (c) => {
    const who = requesterOf(c, deps)
    await spendAttempt(c, who.db, [[Limits.clientLogPerAddress, who.address]], who.now, CLIENT_LOG_LIMITED)
    const req = await parseBody(c, ClientLogRequest)
    if (log) {
      for (const entry of req.Entries) {
        const field = (text: string | null | undefined, max: number) => redactLogText(text ?? '', max)
        // One JSON line each, like the server's own (request-log.ts), tied to the post that carried it.
        log(
          JSON.stringify({
            time: new Date().toISOString(),
            source: 'client',
            level: entry.Level,
            requestId: c.var.requestId,
            property: field(entry.PropertyCode, 40),
            method: field(entry.Method, 10),
            url: entry.Url ? redactLogUrl(entry.Url) : '',
            status: entry.Status ?? null,
            message: field(entry.Message, 300),
          }),
        )
      }
    }
    return c.body(null, 204)
  })

  return app
}
