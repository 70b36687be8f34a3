/**
 * Client logs (docs/product/the-app.md#calls): API failures are posted to POST /api/ClientLog, batch size 1 (each entry is sent as it
 * comes), at most 20 kept while sends fail, each send given up after 5000 ms.
 *
 * Trap: the log must never make things worse. It sends with plain fetch, never through apiRequest (a failed log
 * send is not itself logged, so there is no loop); while the browser is offline nothing is sent and a send that
 * fails waits for the next entry or for the connection to come back instead of retrying on a timer; the queue
 * keeps the newest 20 entries and drops the oldest. Entries are redacted before they are queued (no card data,
 * passwords, tokens, link codes or personal details; see redactLogUrl / redactLogText), and the server redacts
 * again before it writes them.
 */
import {
  CLIENT_LOG_MAX_ENTRIES,
  redactLogText,
  redactLogUrl,
  type ClientLogEntry,
} from './contract/client-log'
import { API_CREDENTIALS, API_ORIGIN } from './api-origin'
import { languageCode } from '@/i18n/i18n'

export const CLIENT_LOG_PATH = `${API_ORIGIN}/api/ClientLog`
export const CLIENT_LOG_BATCH_SIZE = 1
export const CLIENT_LOG_MAX_QUEUED = CLIENT_LOG_MAX_ENTRIES
export const CLIENT_LOG_SEND_TIMEOUT_MS = 5000

export type ClientLogInput = {
  level: ClientLogEntry['Level']
  message: string
  url?: string | null
  method?: string | null
  status?: number | null
}

export type ClientLogOptions = {
  fetch?: typeof fetch
  isOnline?: () => boolean
  /** Calls `listener` when the connection comes back; returns the unsubscribe function. */
  onOnline?: (listener: () => void) => () => void
  now?: () => Date
  /** The address of the page, for the property code the entry is filed under. */
  pagePath?: () => string
  batchSize?: number
  maxQueued?: number
  timeoutMs?: number
}

type Outcome = 'sent' | 'refused' | 'failed'

export class ClientLog {
  private readonly queue: ClientLogEntry[] = []
  private sending = false
  private stopWaiting: (() => void) | null = null
  private readonly options: Required<ClientLogOptions>

  constructor(options: ClientLogOptions = {}) {
    this.options = {
      fetch: options.fetch ?? ((input, init) => fetch(input, init)),
      isOnline: options.isOnline ?? (() => typeof navigator === 'undefined' || navigator.onLine !== false),
      onOnline: options.onOnline ?? windowOnline,
      now: options.now ?? (() => new Date()),
      pagePath: options.pagePath ?? appPath,
      batchSize: options.batchSize ?? CLIENT_LOG_BATCH_SIZE,
      maxQueued: options.maxQueued ?? CLIENT_LOG_MAX_QUEUED,
      timeoutMs: options.timeoutMs ?? CLIENT_LOG_SEND_TIMEOUT_MS,
    }
  }

  /** Entries waiting to be sent (a copy, for tests and diagnostics). */
  pending(): ClientLogEntry[] {
    return [...this.queue]
  }

  /** Queues one entry (redacted) and sends what is queued, unless offline or a send is already under way. */
  record(input: ClientLogInput): void {
    this.queue.push({
      Level: input.level,
      Message: redactLogText(input.message),
      Url: input.url ? redactLogUrl(input.url) : null,
      Method: input.method ?? null,
      Status: input.status ?? null,
      Timestamp: this.options.now().toISOString(),
      PropertyCode: propertyCodeOf(this.options.pagePath()),
    })
    // The newest entries say most about what is wrong now.
    if (this.queue.length > this.options.maxQueued)
      this.queue.splice(0, this.queue.length - this.options.maxQueued)
    void this.flush()
  }

  /** Sends the queue, one batch at a time; stops at the first failed send (the entries stay queued). */
  async flush(): Promise<void> {
    if (this.sending || this.queue.length === 0) return
    if (!this.options.isOnline()) {
      this.waitForConnection()
      return
    }
    this.sending = true
    try {
      while (this.queue.length > 0) {
        const batch = this.queue.slice(0, this.options.batchSize)
        const outcome = await this.send(batch)
        if (outcome === 'failed') {
          if (!this.options.isOnline()) this.waitForConnection()
          return
        }
        // Sent, or refused for good (a 4xx other than 408/429: sending it again cannot help). Entries dropped
        // from the front while it was on its way are already gone.
        for (const entry of batch) {
          const at = this.queue.indexOf(entry)
          if (at !== -1) this.queue.splice(at, 1)
        }
      }
    } finally {
      this.sending = false
    }
  }

  private async send(entries: ClientLogEntry[]): Promise<Outcome> {
    const controller = new AbortController()
    const timer = setTimeout(() => controller.abort(), this.options.timeoutMs)
    try {
      const response = await this.options.fetch(CLIENT_LOG_PATH, {
        method: 'POST',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
        body: JSON.stringify({ LanguageCode: languageCode(), Entries: entries }),
        credentials: API_CREDENTIALS,
        // Lets the last entries go out while the page unloads (a chunk reload, a redirect to a payment page).
        keepalive: true,
        signal: controller.signal,
      })
      if (response.ok) return 'sent'
      if (
        response.status >= 400 &&
        response.status < 500 &&
        response.status !== 408 &&
        response.status !== 429
      )
        return 'refused'
      return 'failed'
    } catch {
      return 'failed'
    } finally {
      clearTimeout(timer)
    }
  }

  private waitForConnection(): void {
    if (this.stopWaiting) return
    this.stopWaiting = this.options.onOnline(() => {
      this.stopWaiting?.()
      this.stopWaiting = null
      void this.flush()
    })
  }
}

function appPath(): string {
  if (typeof location === 'undefined') return ''
  const base = (import.meta.env.BASE_URL ?? '/').replace(/\/$/, '')
  return location.pathname.startsWith(base) ? location.pathname.slice(base.length) : location.pathname
}

/** Waits for 'online' on the page, or on the service worker's global scope (this module runs in both). */
function windowOnline(listener: () => void): () => void {
  if (typeof globalThis.addEventListener !== 'function') return () => undefined
  globalThis.addEventListener('online', listener)
  return () => globalThis.removeEventListener('online', listener)
}

/** The property code in an app address (/Book/HARBOUR/…, /Account/Login/HARBOUR), or null. */
export function propertyCodeOf(pathname: string): string | null {
  const m =
    /^\/(?:Book|BookGroup|Manage|PreCheckIn|SecurePay|Restaurant|Contact|MyStays|ManageAccount)\/([A-Za-z0-9_-]{1,40})(?:\/|$)/i.exec(
      pathname,
    ) ?? /^\/Account\/[^/]+\/([A-Za-z0-9_-]{1,40})(?:\/|$)/i.exec(pathname)
  return m?.[1]?.toUpperCase() ?? null
}

let shared: ClientLog | null = null

/** The app's one client log. */
export function clientLog(): ClientLog {
  shared ??= new ClientLog()
  return shared
}
