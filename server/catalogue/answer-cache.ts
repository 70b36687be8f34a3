/**
 * Answers kept in memory for the calls every visitor makes over and over with the same input: the search and the
 * availability calendar (finished JSON text, and its gzip once a client asks for it), and what they are built
 * from that hardly ever changes (the property, its room types, rate plans and nightly rates). A kept value is
 * used only while nothing it was built from has been written since (db.writes, server/db/write-generation.ts):
 * the first such write empties the memo. Concurrent requests for the same input share one build; a failed build (bad input) is
 * forgotten at once. Decision 0060.
 */
import { gzipSync } from 'node:zlib'
import type { Context } from 'hono'

export type Memo<T> = {
  /** The value kept for `key`, or what `load` gives (then kept) when there is none or it may be stale. */
  get(key: string, load: () => Promise<T>): Promise<T>
  readonly size: number
}

/**
 * At most `max` values, least recently used first out, all dropped when `version` moves (a count of
 * db.writes: `() => db.writes.value` for anything built from every input table, `() => db.writes.of('rate')`
 * for rate rows alone).
 */
export function writeScopedMemo<T>(version: () => number, max = 2000): Memo<T> {
  const entries = new Map<string, Promise<T>>()
  let generation = version()
  return {
    get size() {
      return entries.size
    },
    get(key, load) {
      // Compared before anything is loaded: a value is only ever tagged with a count read before its reads.
      const now = version()
      if (now !== generation) {
        entries.clear()
        generation = now
      }
      const kept = entries.get(key)
      if (kept) {
        entries.delete(key)
        entries.set(key, kept)
        return kept
      }
      const loading = load()
      entries.set(key, loading)
      loading.catch(() => {
        if (entries.get(key) === loading) entries.delete(key)
      })
      if (entries.size > max) {
        const oldest = entries.keys().next()
        if (!oldest.done) entries.delete(oldest.value)
      }
      return loading
    },
  }
}

/** A finished answer: its JSON text, and the gzip of it made the first time a client accepts gzip. */
export type CachedAnswer = { json: string; gzip: Uint8Array<ArrayBuffer> | null }

export const answerOf = (json: string): CachedAnswer => ({ json, gzip: null })

/** Below this a gzip header costs more than it saves (the compress middleware's threshold). */
const MIN_GZIP = 1024

/**
 * Sends a kept answer as JSON, gzipped (once per answer) when the client accepts it. Synchronously and at level 3:
 * tens of kB of repetitive JSON take ~0.1 ms that way, less than handing the work to zlib's thread pool costs.
 */
export function sendAnswer(c: Context, answer: CachedAnswer): Response {
  c.header('Content-Type', 'application/json')
  c.header('Vary', 'Accept-Encoding')
  if (acceptsGzip(c.req.header('Accept-Encoding')) && answer.json.length >= MIN_GZIP) {
    answer.gzip ??= new Uint8Array(gzipSync(answer.json, { level: 3 }))
    c.header('Content-Encoding', 'gzip')
    return c.body(answer.gzip)
  }
  return c.body(answer.json)
}

function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false
  return header.split(',').some((part) => {
    const [name, q] = part.trim().split(';')
    return name?.trim().toLowerCase() === 'gzip' && (!q || Number(q.trim().replace(/^q=/, '')) > 0)
  })
}
