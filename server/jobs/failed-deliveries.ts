/**
 * How many messages and webhooks were given up for good (issue 19), for /health. /health must stay cheap and
 * must never fail or hang because of the database (a failing /health gets the process restarted, which a
 * database outage would not cure): the counts are read at most every `maxAgeMs`, a read that takes longer than
 * `waitMs` is not waited for, and the last counts read (or none) are shown meanwhile.
 */
import type { Db } from '../db/types'

export type FailedDeliveries = { MailFailed: number; WebhooksFailed: number }

export type FailedDeliveriesReader = {
  /** The latest counts, or null when none could be read yet. */
  read(): Promise<FailedDeliveries | null>
}

export function failedDeliveriesReader(
  db: Db,
  options: { maxAgeMs?: number; waitMs?: number; clock?: () => number } = {},
): FailedDeliveriesReader {
  const maxAgeMs = options.maxAgeMs ?? 30_000
  const waitMs = options.waitMs ?? 250
  const clock = options.clock ?? Date.now
  let last: FailedDeliveries | null = null
  let readAt = -Infinity
  let reading: Promise<void> | null = null

  function refresh(): Promise<void> {
    reading ??= db
      .query<{ mail: number; webhooks: number }>(
        `SELECT (SELECT count(*) FROM outbox_message WHERE status = 'failed')::int AS mail,
                (SELECT count(*) FROM webhook_delivery WHERE status = 'failed')::int AS webhooks`,
      )
      .then(
        ([row]) => {
          last = { MailFailed: row?.mail ?? 0, WebhooksFailed: row?.webhooks ?? 0 }
        },
        // The database is away: /ready says so; /health keeps the last counts it had.
        () => undefined,
      )
      .finally(() => {
        readAt = clock()
        reading = null
      })
    return reading
  }

  return {
    async read() {
      if (clock() - readAt >= maxAgeMs) {
        let timer: ReturnType<typeof setTimeout> | undefined
        const waited = new Promise<void>((resolve) => {
          timer = setTimeout(resolve, waitMs)
        })
        await Promise.race([refresh(), waited])
        clearTimeout(timer)
      }
      return last
    },
  }
}
