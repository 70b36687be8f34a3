/**
 * PGlite: embedded PostgreSQL (WASM) in this process. Trap: it is ONE connection. Two transactions must never
 * interleave on it, and a plain query must not slip into someone else's open transaction, so every top-level
 * query and transaction goes through one FIFO queue. Inside a transaction use the `tx` handed to the callback.
 */
import { mkdirSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { newInstanceId, TAKE_INSTANCE_LOCK } from './instance-lock'
import type { Db, Queryable } from './types'
import { tablesWritten, writeGeneration, type InputTable } from './write-generation'

/** A PGlite database; `dump` writes its whole data folder as a tar (a snapshot another can start from). */
export type PgliteDb = Db & { dump(): Promise<Blob> }

/**
 * Opens the data folder `dataDir`, or an in-memory database — empty, or started from `snapshot` (a `dump` of
 * another, as the tests start each server from one seeded database).
 */
export async function openPglite(dataDir?: string, snapshot?: Blob): Promise<PgliteDb> {
  if (dataDir) mkdirSync(dataDir, { recursive: true })
  // Dates stay 'YYYY-MM-DD' strings and bigints (count, sum) become numbers, as with `pg` in postgres.ts.
  const parsers = { 1082: (s: string) => s, 20: (s: string) => Number(s), 1700: (s: string) => Number(s) }
  const pg = dataDir
    ? new PGlite(dataDir, { parsers })
    : new PGlite({ parsers, ...(snapshot ? { loadDataDir: snapshot } : {}) })
  await pg.waitReady
  // One process owns the data folder; the lock tells claims made by an earlier run of it from its own.
  const instance = newInstanceId()
  await pg.query(TAKE_INSTANCE_LOCK, [instance])
  let tail: Promise<unknown> = Promise.resolve()
  let closed = false

  function enqueue<T>(job: () => Promise<T>): Promise<T> {
    if (closed) return Promise.reject(new Error('The database is closed.'))
    const run = tail.then(job, job)
    tail = run.catch(() => undefined)
    return run
  }

  const toParams = (params?: readonly unknown[]) => (params ? [...params] : undefined)
  const writes = writeGeneration()

  return {
    kind: 'pglite',
    writes,
    instance,
    query<T>(sql: string, params?: readonly unknown[]) {
      return enqueue(async () => {
        try {
          return (await pg.query<T>(sql, toParams(params))).rows
        } finally {
          writes.bump(tablesWritten(sql))
        }
      })
    },
    transaction<T>(fn: (tx: Queryable) => Promise<T>) {
      const wrote = new Set<InputTable>()
      return enqueue(async () => {
        try {
          return await pg.transaction(async (tx) =>
            fn({
              async query<R>(sql: string, params?: readonly unknown[]) {
                for (const t of tablesWritten(sql)) wrote.add(t)
                return (await tx.query<R>(sql, toParams(params))).rows
              },
            }),
          )
        } finally {
          writes.bump(wrote)
        }
      })
    },
    async close() {
      await enqueue(async () => undefined)
      closed = true
      await pg.close()
    },
    dump: () => enqueue(() => pg.dumpDataDir('none')),
  }
}
